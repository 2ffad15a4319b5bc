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
    // `InterfaceBuilder` reads storyboards and compiles them as Xcode's build does (the proof's `ibtool`).
    products: [
        // `os` (Logger) and `AppleFoundation` (what Apple's Foundation has and corelibs lacks) travel with it:
        // every proof target depends on UIKit.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "os", "AppleFoundation"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    ],
    targets: [
        .target(name: "InterfaceBuilder", swiftSettings: settings),
        .target(name: "UIKit", dependencies: ["InterfaceBuilder"], swiftSettings: settings),
        .target(name: "_Testing_UIKit", swiftSettings: settings),
        .target(name: "os", swiftSettings: settings),
        .target(name: "AppleFoundation", swiftSettings: settings),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit", "InterfaceBuilder", "os", "AppleFoundation"],
            swiftSettings: settings),
    ]
)
