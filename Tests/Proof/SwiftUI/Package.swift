// swift-tools-version: 6.2
import PackageDescription

// SwiftUI does not exist on Linux: this stand-in, with SwiftUI's signatures and main-actor isolation
// as the iOS 18 and later SDKs declare them, lets generated SwiftUI scenes compile and run their tests
// here. Test support only: never a product of vipgen. SwiftUITests checks each behaviour the stand-in
// models against the SwiftUI documentation it follows; `refusals` checks the builds it must fail
// (Refused/), as Xcode fails them. Observation is the toolchain's own. UIHostingController lives in
// SwiftUI on iOS, so this module depends on the UIKit stand-in for its superclass (without
// re-exporting it: a SwiftUI scene that names a UIKit type fails here).
let settings: [SwiftSetting] = [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]

let package = Package(
    name: "SwiftUI",
    products: [.library(name: "SwiftUI", targets: ["SwiftUI"])],
    dependencies: [.package(path: "../UIKit")],
    targets: [
        .target(name: "SwiftUI", dependencies: [.product(name: "UIKit", package: "UIKit")], swiftSettings: settings),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI"], swiftSettings: settings),
    ]
)
