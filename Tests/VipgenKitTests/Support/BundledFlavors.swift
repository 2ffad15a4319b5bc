@testable import VipgenKit

/// The bundled flavors, read from the bundle, so a flavor bundled later is covered by every test that
/// runs over flavors.
enum BundledFlavors {
    static let all = Flavor.bundledNames

    /// The bundled flavors whose view is a UIKit view controller (not a SwiftUI view).
    static let uiKit = all.filter { name in
        (try? Flavor.resolve(name, overrides: nil))?.context["isSwiftUI"] != .bool(true)
    }

    /// The bundled flavors that extend the default one (its files, and files of their own).
    static let extendingTheDefault = all.filter {
        BundledTemplates.manifest(named: $0)?.extends?.name == Flavor.defaultName
    }
}
