// swift-tools-version: 6.2
import PackageDescription

// UIKit does not exist on Linux: this stand-in, with UIKit's signatures and @MainActor isolation,
// lets generated code compile and run its tests here. Test support only: never a product of vipgen.
// UIKitTests checks each behaviour the stand-in models against the UIKit documentation it follows;
// `refusals` checks the builds it must fail (Refused/), as Xcode fails them.
let settings: [SwiftSetting] = [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]

let package = Package(
    name: "UIKit",
    // `_Testing_UIKit` travels with UIKit: Swift Testing imports it wherever a file imports both.
    products: [.library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"])],
    targets: [
        .target(name: "UIKit", swiftSettings: settings),
        .target(name: "_Testing_UIKit", swiftSettings: settings),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit"], swiftSettings: settings),
    ]
)
