/// The kinds of native target vipgen writes into, by `productType`.
enum TargetKind {
    /// An application (iOS, macOS, watchOS, Messages, App Clip…): what `target` names.
    static func isApplication(_ target: PBXObject) -> Bool {
        (target.string("productType") ?? "").hasPrefix("com.apple.product-type.application")
    }

    /// A unit-test bundle, which can `@testable import` the app: what `testTarget` names.
    static func isUnitTest(_ target: PBXObject) -> Bool {
        target.string("productType") == "com.apple.product-type.bundle.unit-test"
    }
}
