import Expectations
import Testing

@testable import VipgenKit

/// A scene in a package: its targets inserted into `Package.swift` line by line, in the manifest's own
/// layout, once; a manifest vipgen cannot follow refused with what to add by hand.
struct PackageManifestTests {
    static let feature = FeatureTarget(name: "Catalog", dependencies: ["\"DesignSystem\""])

    @Test func insertsTargetsTestsAndProductInTheManifestsLayoutOnce() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
              name: "Features",
              products: [
                .library(name: "DesignSystem", targets: ["DesignSystem"]),
              ],
              targets: [
                .target(name: "DesignSystem"),
              ]
            )

            """
        let edited = try PackageManifest.adding([Self.feature], dependencies: [], to: manifest, path: "Package.swift")
        expect(onlyInserts(manifest, edited))
        expect(edited.contains("\n    .library(name: \"Catalog\", targets: [\"Catalog\"]),\n  ],"))
        expect(edited.contains("\n    .target(name: \"Catalog\", dependencies: [\"DesignSystem\"]),\n"))
        expect(edited.contains("\n    .testTarget(name: \"CatalogTests\", dependencies: [\"Catalog\"]),\n  ]"))
        let again = try PackageManifest.adding([Self.feature], dependencies: [], to: edited, path: "Package.swift")
        expectEqual(again, edited)
    }

    @Test func aLastElementWithoutACommaKeepsItsLineAndTheNewOnesGoFirst() throws {
        let manifest = """
            let package = Package(
                name: "Features",
                products: [
                    .library(name: "DesignSystem", targets: ["DesignSystem"])
                ],
                targets: [
                    .target(name: "DesignSystem")
                ]
            )
            """
        let edited = try PackageManifest.adding([Self.feature], dependencies: [], to: manifest, path: "Package.swift")
        expect(onlyInserts(manifest, edited))
        expect(
            edited.contains(
                """
                    targets: [
                        .target(name: "Catalog", dependencies: ["DesignSystem"]),
                        .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
                        .target(name: "DesignSystem")
                    ]
                """))
        expectEqual(try PackageManifest.adding([Self.feature], dependencies: [], to: edited, path: "Package.swift"), edited)
    }

    /// `products: [.library(…)]` on one line would have to change to take an entry: refused before
    /// anything is written, at the array's place, with the lines to add by hand.
    @Test(arguments: [
        ("    products: [.library(name: \"DesignSystem\", targets: [\"DesignSystem\"])],\n", "'products' array at Package.swift:3:15"),
        ("    products: [],\n", "'products' array at Package.swift:3:15"),
        ("    products: [\n        .library(name: \"DesignSystem\", targets: [\"DesignSystem\"])],\n", "'products' array at Package.swift:3:15"),
    ])
    func anArrayOnOneLineIsRefusedAtItsPlace(products: String, place: String) throws {
        let manifest = "let package = Package(\n    name: \"Features\",\n" + products + "    targets: [\n    ]\n)\n"
        expect {
            _ = try PackageManifest.adding([Self.feature], dependencies: [], to: manifest, path: "Package.swift")
        } throws: { error in
            guard let refusal = error as? PackageManifestRefusal else { return false }
            return refusal.message.contains(place) && refusal.message.contains("nothing was written. Add by hand:")
                && refusal.message.contains("in 'products': .library(name: \"Catalog\", targets: [\"Catalog\"]),")
        }
    }

    @Test func aLocalPackagesProductAddsThePackageBeforeTheTargets() throws {
        let manifest = """
            let package = Package(
                name: "Features",
                products: [
                ],
                targets: [
                ]
            )
            """
        let networking = PackageDependency("Networking:../Networking")
        let feature = FeatureTarget(name: "Catalog", dependencies: [networking.targetDependency])
        let edited = try PackageManifest.adding([feature], dependencies: [networking], to: manifest, path: "P")
        expect(edited.contains("    dependencies: [\n        .package(path: \"../Networking\"),\n    ],\n    targets: ["))
        expect(edited.contains(".product(name: \"Networking\", package: \"Networking\")"))
        expectEqual(try PackageManifest.adding([feature], dependencies: [networking], to: edited, path: "P"), edited)
    }

    @Test func aTargetThereGainsTheDependencyItLacks() throws {
        let manifest = """
            let package = Package(
                name: "Features",
                products: [.library(name: "Catalog", targets: ["Catalog"])],
                targets: [
                    .target(name: "Catalog", dependencies: ["DesignSystem"]),
                    .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
                ]
            )
            """
        let feature = FeatureTarget(name: "Catalog", dependencies: ["\"ShowItem\"", "\"DesignSystem\""])
        let edited = try PackageManifest.adding([feature], dependencies: [], to: manifest, path: "P")
        expect(edited.contains(".target(name: \"Catalog\", dependencies: [\"DesignSystem\", \"ShowItem\"]),"))
        // A target line a person wrote or changed is not vipgen's to change: refused at its place.
        let changed = manifest.replacingOccurrences(of: "[\"DesignSystem\"]),", with: "[\"DesignSystem\"], path: \"Src\"),")
        expect {
            _ = try PackageManifest.adding([feature], dependencies: [], to: changed, path: "P")
        } throws: { error in
            (error as? PackageManifestRefusal)?.message.contains(
                "the target 'Catalog' at P:5:9 lacks \"ShowItem\" in its dependencies, and it is not as vipgen wrote it") == true
        }
    }

    @Test(arguments: ["targets: makeTargets()", "targets: common + [.target(name: \"A\")]"])
    func targetsBuiltInCodeAreRefusedWithWhatToAddByHand(targets: String) throws {
        let manifest = "let package = Package(\n    name: \"Features\",\n    products: [],\n    \(targets)\n)\n"
        expect {
            _ = try PackageManifest.adding([Self.feature], dependencies: [], to: manifest, path: "Package.swift")
        } throws: { error in
            guard let refusal = error as? PackageManifestRefusal else { return false }
            return refusal.message.contains("'Package.swift' cannot be edited for sure")
                && refusal.message.contains("in 'targets': .target(name: \"Catalog\", dependencies: [\"DesignSystem\"]),")
                && refusal.message.contains("in 'products': .library(name: \"Catalog\", targets: [\"Catalog\"]),")
        }
    }

    @Test func aNewPackageIsForIOS17WithEveryFeature() {
        let text = PackageManifest.new(
            folder: "App/Features", features: [Self.feature], dependencies: [PackageDependency("DesignSystem")])
        expect(text.hasPrefix("// swift-tools-version: 6.0\n"))
        expect(text.contains("    name: \"Features\",\n    platforms: [.iOS(.v17)],\n"))
        expect(text.contains("        .target(name: \"Catalog\", dependencies: [\"DesignSystem\"]),\n"))
        expect(!text.contains("dependencies: [\n"))
    }

    @Test func routesMakingACycleAreRefusedNamingIt() throws {
        var project = ResolvedProject(module: "App", sourcesDirectory: "Scenes", testsDirectory: "Tests")
        project.settings.package = "/nonexistent/Features"
        var catalog = SceneSpec(name: "Catalog")
        catalog.routes = ["ShowItem"]
        var item = SceneSpec(name: "ShowItem")
        item.routes = ["Catalog"]
        expect {
            _ = try PackagePlan.manifests(for: [item], all: [catalog, item], project: project)
        } throws: { error in
            "\(error)".contains("ShowItem -> Catalog -> ShowItem")
                && "\(error)".contains("a protocol the app implements")
        }
    }

    @Test func aSceneInAPackageGoesInItsTargetsFolders() throws {
        var project = ResolvedProject(module: "App", sourcesDirectory: "Scenes", testsDirectory: "Tests")
        project.settings.package = "Features"
        let paths = try SceneGenerator(project: project).paths(for: SceneSpec(name: "Catalog"))
        expect(paths.contains("Features/Sources/Catalog/CatalogViewController.swift"))
        expect(paths.contains("Features/Tests/CatalogTests/CatalogInteractorTests.swift"))
    }
}
