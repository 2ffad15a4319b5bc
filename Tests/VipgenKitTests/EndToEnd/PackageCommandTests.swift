import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// A scene as a target of a Swift package (issue 34), through the built binary: the manifest written or
/// edited in the run's transaction, refused before anything is written when vipgen cannot edit it for
/// sure, and left alone by a second run. (`Tests/Proof/package-proof` builds and tests such a package.)
@Suite struct PackageCommandTests {
    @Test func aManifestBuildingItsTargetsInCodeIsRefusedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            func makeTargets() -> [Target] { [] }

            let package = Package(name: "Features", products: [], targets: makeTargets())

            """
        try directory.write("Features/Package.swift", manifest)
        let result = try VipgenProcess.run(["scene", "Catalog", "--package", "Features"], in: directory.url)
        expect(result.status != 0, "\(result)")
        expect(result.stderr.contains("'Features/Package.swift' cannot be edited for sure"), "\(result)")
        expect(result.stderr.contains("in 'targets': .target(name: \"Catalog\"),"), "\(result)")
        expect(result.stderr.contains("in 'targets': .testTarget(name: \"CatalogTests\", dependencies: [\"Catalog\"]),"))
        expect(!directory.exists("Features/Sources"), "nothing was written")
        expectEqual(try directory.read("Features/Package.swift"), manifest)
    }

    @Test func aNewPackageThenInsertedLinesThenNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json", #"{ "project": { "package": "Features", "packageDependencies": ["DesignSystem"] }, "scenes": [] }"#)
        expectEqual(try VipgenProcess.run(["scene", "ShowItem", "-q"], in: directory.url).status, 0)
        let first = try directory.read("Features/Package.swift")
        expect(first.contains("platforms: [.iOS(.v17)]"))
        expect(directory.exists("Features/Sources/ShowItem/ShowItemViewController.swift"))
        expect(directory.exists("Features/Tests/ShowItemTests/ShowItemInteractorTests.swift"))
        let viewController = try directory.read("Features/Sources/ShowItem/ShowItemViewController.swift")
        expect(viewController.contains("public final class ShowItemViewController: UIViewController {"))
        expect(viewController.contains("    public override func viewDidLoad() {"))
        expect(try directory.read("Features/Tests/ShowItemTests/ShowItemPresenterTests.swift").contains("@testable import ShowItem\n"))

        let routed = try VipgenProcess.run(["scene", "ListItems", "--route", "ShowItem"], in: directory.url)
        expectEqual(routed.status, 0, "\(routed)")
        expect(!routed.stderr.contains("leads to no scene"), "\(routed)")
        let second = try directory.read("Features/Package.swift")
        expect(onlyInserts(first, second))
        expect(second.contains(".target(name: \"ListItems\", dependencies: [\"ShowItem\", \"DesignSystem\"]),"))
        expect(try directory.read("Features/Sources/ListItems/ListItemsRouter.swift").contains("import ShowItem\nimport UIKit\n"))

        let cycle = try VipgenProcess.run(["add", "route", "ShowItem", "ListItems"], in: directory.url)
        expect(cycle.status != 0)
        expect(cycle.stderr.contains("ShowItem -> ListItems -> ShowItem"), "\(cycle)")

        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        expectEqual(try directory.read("Features/Package.swift"), second)
        let lint = try VipgenProcess.run(["lint"], in: directory.url)
        expectEqual(lint.status, 0, "\(lint)")
    }

    @Test func initInAPackagesFolderOffersThePackage() throws {
        let directory = try TemporaryDirectory()
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Features",
                platforms: [.iOS(.v17)],
                products: [],
                targets: []
            )

            """
        try directory.write("Package.swift", manifest)
        expectEqual(try VipgenProcess.run(["init"], in: directory.url).status, 0)
        expect(try directory.read("vipgen.json").contains("\"package\": \".\""))
        // `targets: []` on one line would have to change to take the targets: refused, nothing written.
        let refused = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(refused.status, 73, "\(refused)")
        expect(refused.stderr.contains("its 'targets' array at Package.swift:8:14 is written on one line"), "\(refused)")
        expect(refused.stderr.contains("in 'products': .library(name: \"ShowGreeting\", targets: [\"ShowGreeting\"]),"))
        expect(!directory.exists("Sources"))
        expectEqual(try directory.read("Package.swift"), manifest)

        let open = manifest.replacingOccurrences(of: "products: [],", with: "products: [\n    ],")
            .replacingOccurrences(of: "targets: []", with: "targets: [\n    ]")
        try directory.write("Package.swift", open)
        let generated = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(generated.status, 0, "\(generated)")
        expect(directory.exists("Sources/ShowGreeting/ShowGreetingViewController.swift"))
        let edited = try directory.read("Package.swift")
        expect(onlyInserts(open, edited))
        expect(edited.contains("products: [\n        .library(name: \"ShowGreeting\", targets: [\"ShowGreeting\"]),\n    ],"))
        expect(edited.contains("        .target(name: \"ShowGreeting\"),\n        .testTarget(name: \"ShowGreetingTests\""))
    }

    @Test func aScenesOwnPackageAndAnAppSceneRoutingToIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            #"{ "project": {}, "scenes": [ { "name": "Alpha", "package": "Pkg" }, { "name": "Beta", "routes": ["Alpha"] } ] }"#)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        expect(directory.exists("Pkg/Sources/Alpha/AlphaViewController.swift"))
        expect(try directory.read("Scenes/Beta/BetaRouter.swift").contains("import Alpha\nimport UIKit\n"))
        let added = try VipgenProcess.run(["add", "use-case", "Alpha", "Refresh", "-q"], in: directory.url)
        expectEqual(added.status, 0, "\(added)")
        expect(try directory.read("Pkg/Sources/Alpha/AlphaInteractor.swift").contains("func refresh("))
        expectEqual(try VipgenProcess.run(["lint"], in: directory.url).status, 0)
    }

    /// Point 3: an app scene routing into a package imports its product; vipgen adds no package to an
    /// Xcode project, so it says the step to take in Xcode, unless the app target links it already.
    @Test func anXcodeAppRoutingIntoAPackageIsToldTheStepToLinkItsProduct() throws {
        let directory = try XcodeFixtures.copy("Classic56")
        try directory.write(
            "vipgen.json",
            #"{ "project": { "sources": "App/Scenes", "tests": "AppTests", "xcodeproj": "App.xcodeproj" }, "scenes": [ { "name": "Alpha", "package": "Pkg" }, { "name": "Beta", "routes": ["Alpha"] } ] }"#
        )
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(
            result.stdout.contains(
                "Beta imports 'Alpha', a product of the package in 'Pkg', which target 'App' does not link: in Xcode, "
                    + "File > Add Package Dependencies… > Add Local… > 'Pkg', and add 'Alpha' to target 'App'"), "\(result)")
        let project = try directory.read("App.xcodeproj/project.pbxproj")
        expect(XcodeFixtures.onlyAdds(try XcodeFixtures.text("Classic56"), project))
        expect(project.contains("BetaRouter.swift in Sources"))
        expect(!project.contains("AlphaRouter.swift"), "the package's files are its own targets'")

        // A target that links the product already: nothing to say.
        let linked = project.replacingOccurrences(
            of: "\t\t\tname = App;\n",
            with: "\t\t\tname = App;\n\t\t\tpackageProductDependencies = (\n\t\t\t\t9A0000000000000000000001 /* Alpha */,\n\t\t\t);\n"
        ).replacingOccurrences(
            of: "/* End XCConfigurationList section */\n",
            with: "/* End XCConfigurationList section */\n\n/* Begin XCSwiftPackageProductDependency section */\n"
                + "\t\t9A0000000000000000000001 /* Alpha */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n"
                + "\t\t\tproductName = Alpha;\n\t\t};\n/* End XCSwiftPackageProductDependency section */\n")
        expect(linked != project)
        try directory.write("App.xcodeproj/project.pbxproj", linked)
        let again = try VipgenProcess.run(["add", "field", "Beta", "title: String"], in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        expect(!again.stdout.contains("does not link"), "\(again)")
    }
}
