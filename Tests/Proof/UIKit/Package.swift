// swift-tools-version: 6.2
import PackageDescription

// UIKit does not exist on Linux: this stand-in, with UIKit's signatures and @MainActor isolation,
// lets generated code compile and run its tests here. Test support only: never a product of vipgen.
let package = Package(
    name: "UIKit",
    products: [.library(name: "UIKit", targets: ["UIKit"])],
    targets: [
        .target(name: "UIKit", swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)])
    ]
)
