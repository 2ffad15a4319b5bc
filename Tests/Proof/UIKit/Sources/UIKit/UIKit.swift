// `import UIKit` brings Foundation along (`Bundle`, `NSCoder`, `IndexPath`, …), as the real module does.
@_exported import Foundation
