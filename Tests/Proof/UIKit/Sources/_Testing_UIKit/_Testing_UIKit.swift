// Swift Testing's cross-import overlay for UIKit. The Linux toolchain's Testing module declares it
// (Testing.swiftcrossimport/UIKit.swiftoverlay), so a file that imports both Testing and a module
// named UIKit makes the compiler import `_Testing_UIKit` too, and fails when no such module exists.
// On Apple platforms it adds UIKit-specific test attachments; the stand-in needs none of them, so this
// module is empty: it only has to exist for generated Swift Testing tests to import UIKit.
