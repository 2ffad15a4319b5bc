/// The kinds of native target vipgen writes into, by `productType`.
package enum TargetKind {
    /// An application (iOS, macOS, watchOS, Messages, App Clip…): what `target` names.
    package static func isApplication(_ target: PBXObject) -> Bool {
        (target.string("productType") ?? "").hasPrefix("com.apple.product-type.application")
    }

    /// A unit-test bundle, which can `@testable import` the app: what `testTarget` names.
    package static func isUnitTest(_ target: PBXObject) -> Bool {
        target.string("productType") == "com.apple.product-type.bundle.unit-test"
    }
}
