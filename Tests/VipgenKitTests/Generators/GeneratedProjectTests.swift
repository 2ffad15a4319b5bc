import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// Issue 34 point 6: each fixture's manifest says whether a scene's folders are sources of the right
/// targets, gives the exact lines to add when they are not, or is refused at its file:line:column.
@Suite struct GeneratedProjectTests {
    /// The fixture's folder, and the same as messages show a scene's folder (from the working folder).
    static func folders(_ name: String) -> (String, String) {
        (GeneratedProjectFixtures.folder(name), GeneratedProjectFixtures.shown(name))
    }

    @Test func xcodeGenPathsCoverTheScenesAndAOneLineListIsRewrittenForTheTests() throws {
        let (folder, shown) = Self.folders("XcodeGenPaths")
        let covered = try require(
            GeneratedProjectFixtures.check("XcodeGenPaths", sources: "Recipes/Scenes", tests: "RecipesTests/Scenes"))
        expect(covered.problem == nil)
        expect(covered.generator == "XcodeGen" && covered.command == "xcodegen generate")
        expect(covered.additions.isEmpty)
        expectEqual(
            covered.covered, [
                "'\(shown)/Recipes/Scenes/ShowItem' is in target 'Recipes' (its source 'Recipes' at \(folder)/project.yml:16:9)",
                "'\(shown)/RecipesTests/Scenes/ShowItem' is in target 'RecipesTests' (its source 'RecipesTests' at \(folder)/project.yml:29:15)",
            ])

        let missing = try require(
            GeneratedProjectFixtures.check("XcodeGenPaths", sources: "Shared/Scenes", tests: "Tests/Scenes"))
        expectEqual(missing.covered.count, 1, "Shared is the app's second source")
        expectEqual(
            missing.additions, [
                .init(
                    reason: "'\(shown)/Tests/Scenes/ShowItem' is in no source of target 'RecipesTests'",
                    place: "write \(folder)/project.yml:29 as (target 'RecipesTests', 'sources')",
                    lines: ["    sources: [RecipesTests, Tests/Scenes] # tests beside the app's folder"])
            ])
    }

    @Test func xcodeGenOutsideTheSourcesGetsAPathLineInTheListsForm() throws {
        let (folder, shown) = Self.folders("XcodeGenPaths")
        let report = try require(
            GeneratedProjectFixtures.check("XcodeGenPaths", sources: "App/Scenes", tests: "RecipesTests/Scenes"))
        expectEqual(
            report.additions, [
                .init(
                    reason: "'\(shown)/App/Scenes/ShowItem' is in no source of target 'Recipes'",
                    place: "add after \(folder)/project.yml:19 (target 'Recipes', 'sources')",
                    lines: ["      - path: App/Scenes"])
            ])
    }

    @Test func xcodeGenPackagesSayWhichProductTheAppLinksAndTheLinesForOneItDoesNot() throws {
        let (folder, shown) = Self.folders("XcodeGenPackages")
        let report = try require(
            GeneratedProjectFixtures.check(
                "XcodeGenPackages", sources: "Wallet/Scenes", tests: "WalletTests/Scenes",
                products: ["Accounts", "Payments"]))
        expect(report.covered.contains("target 'Wallet' links 'Accounts' (the package in '\(shown)/Features')"))
        expect(report.covered.contains { $0.contains("is in target 'Wallet' (its source 'Wallet' at \(folder)/project.yml:12:14)") })
        expectEqual(
            report.additions, [
                .init(
                    reason: "target 'Wallet' does not link 'Payments' (the package in '\(shown)/Features')",
                    place: "add after \(folder)/project.yml:16 (target 'Wallet', 'dependencies')",
                    lines: ["      - package: Features", "        product: Payments"])
            ])
    }

    /// Specs with an app per environment: templates give the type, folders (their `${…}` filled) and
    /// module name, a target's own sources are added to them, `excludes` leave folders out, the scenes
    /// go into the app the unit-test target tests, not the first app, and a folder to add goes into the
    /// template every environment's app is made from.
    @Test func xcodeGenTemplatesGiveTheFoldersAndTheTestedAppIsTheScenesApp() throws {
        let (folder, shown) = Self.folders("XcodeGenTemplates")
        let manifest = try GeneratorManifest.read(.xcodeGen, path: "\(folder)/project.yml")
        let staging = try require(manifest.targets.first { $0.name == "Ledger-Staging" })
        expect(staging.kind == .app && staging.moduleName == "Ledger")
        expectEqual(staging.sources.map(\.pattern), ["Ledger", "Ledger/Environments/Staging"])
        let tests = try require(manifest.targets.first { $0.name == "LedgerTests" })
        expect(tests.kind == .unitTests && tests.targetDependencies == ["Ledger-Staging"])
        expectEqual(tests.sources.map(\.pattern), ["Support/Fixtures", "LedgerTests"])
        expectEqual(manifest.app?.name, "Ledger-Staging")

        let covered = try require(
            GeneratedProjectFixtures.check("XcodeGenTemplates", sources: "Ledger/Scenes", tests: "LedgerTests/Scenes"))
        expect(covered.problem == nil && covered.additions.isEmpty)
        expectEqual(
            covered.covered, [
                "'\(shown)/Ledger/Scenes/ShowItem' is in target 'Ledger-Staging' (its source 'Ledger' at \(folder)/project.yml:20:9)",
                "'\(shown)/LedgerTests/Scenes/ShowItem' is in target 'LedgerTests' (its source 'LedgerTests' at \(folder)/project.yml:32:9)",
            ])

        let missing = try require(
            GeneratedProjectFixtures.check(
                "XcodeGenTemplates", sources: "Ledger/Environments/Scenes", tests: "Tests/Scenes"))
        expect(missing.covered.isEmpty, "'Environments' is excluded from 'Ledger'")
        expectEqual(
            missing.additions, [
                .init(
                    reason: "'\(shown)/Ledger/Environments/Scenes/ShowItem' is in no source of target 'Ledger-Staging'",
                    place:
                        "add after \(folder)/project.yml:21 (target template 'LedgerApp' of 'Ledger-Production', "
                        + "'Ledger-Staging', 'sources')",
                    lines: ["      - path: Ledger/Environments/Scenes"]),
                .init(
                    reason: "'\(shown)/Tests/Scenes/ShowItem' is in no source of target 'LedgerTests'",
                    place: "add after \(folder)/project.yml:60 (target 'LedgerTests')",
                    lines: ["    sources:", "      - Tests/Scenes"]),
            ])
    }

    @Test func xcodeGenAnchorsAreRefusedAtTheirPlace() throws {
        let (folder, _) = Self.folders("XcodeGenAnchors")
        let report = try require(
            GeneratedProjectFixtures.check("XcodeGenAnchors", sources: "Notes/Scenes", tests: "NotesTests/Scenes"))
        let problem = try require(report.problem)
        expect(problem.hasPrefix("\(folder)/project.yml:6:15: vipgen does not follow YAML anchors and aliases"))
        expect(problem.contains("check by hand that the app target's sources hold"))
        expect(report.covered.isEmpty && report.additions.isEmpty)
    }

    @Test func tuistGlobsAndPathsCoverTheScenesOrGiveTheLineToWriteInstead() throws {
        let (folder, shown) = Self.folders("TuistGlobs")
        let covered = try require(
            GeneratedProjectFixtures.check("TuistGlobs", sources: "Atlas/Sources/Scenes", tests: "Atlas/Tests/Scenes"))
        expect(covered.generator == "Tuist" && covered.additions.isEmpty && covered.problem == nil)
        expectEqual(
            covered.covered.last,
            "'\(shown)/Atlas/Tests/Scenes/ShowItem' is in target 'AtlasTests' (its source 'Atlas/Tests/**/*.swift' at \(folder)/Project.swift:26:30)")

        let missing = try require(
            GeneratedProjectFixtures.check("TuistGlobs", sources: "Atlas/Sources/Scenes", tests: "AtlasTests/Scenes"))
        expectEqual(
            missing.additions, [
                .init(
                    reason: "'\(shown)/AtlasTests/Scenes/ShowItem' is in no source of target 'AtlasTests'",
                    place: "write \(folder)/Project.swift:26 as (target 'AtlasTests', 'sources')",
                    lines: [#"            sources: .paths(["Atlas/Tests/**/*.swift", "AtlasTests/Scenes/**"]),"#])
            ])
    }

    @Test func tuistBuildableFoldersTakeAFolderLineInTheirOwnIndentation() throws {
        let (folder, shown) = Self.folders("TuistBuildableFolders")
        let report = try require(
            GeneratedProjectFixtures.check("TuistBuildableFolders", sources: "App/Scenes", tests: "Pulse/Tests/Scenes"))
        expectEqual(report.covered.count, 1)
        expectEqual(
            report.additions, [
                .init(
                    reason: "'\(shown)/App/Scenes/ShowItem' is in no source of target 'Pulse'",
                    place: "add after \(folder)/Project.swift:14 (target 'Pulse', 'buildableFolders')",
                    lines: ["\t\t\t\t\"App/Scenes\","])
            ])
    }

    @Test func aTuistWorkspacesProjectsAreRead() throws {
        let (folder, shown) = Self.folders("TuistWorkspace")
        let report = try require(
            GeneratedProjectFixtures.check(
                "TuistWorkspace", sources: "Projects/Storefront/Sources/Scenes", tests: "Projects/Storefront/Tests/Scenes",
                products: ["Basket", "Wishlist"]))
        expectEqual(report.manifest, "\(folder)/Workspace.swift")
        expect(report.problem == nil)
        expectEqual(report.covered.count, 3, "\(report.covered)")
        expect(report.covered.contains("target 'Storefront' links 'Basket' (the package in '\(shown)/Features')"))
        expectEqual(
            report.additions, [
                .init(
                    reason: "target 'Storefront' does not link 'Wishlist' (the package in '\(shown)/Features')",
                    place: "write \(folder)/Projects/Storefront/Project.swift:17 as (target 'Storefront', 'dependencies')",
                    lines: [#"            dependencies: [.package(product: "Basket"), .package(product: "Wishlist")]"#])
            ])
    }

    /// Tuist 4 manifests name targets in code kept in their helpers: read, the name shown as written; a
    /// workspace's feature projects made by a helper are noted, not a reason to read none.
    @Test func tuistTargetsNamedInCodeAreReadAndHelperMadeProjectsAreNoted() throws {
        let (folder, shown) = Self.folders("TuistCodeNames")
        let manifest = try GeneratorManifest.read(.tuist, path: "\(folder)/Workspace.swift")
        expect(manifest.app?.name == "app.targetName" && manifest.app?.nameIsCode == true)
        let report = try require(
            GeneratedProjectFixtures.check("TuistCodeNames", sources: "App/Sources/Scenes", tests: "App/Tests/Scenes"))
        expect(report.problem == nil && report.additions.isEmpty)
        expectEqual(
            report.covered, [
                "'\(shown)/App/Sources/Scenes/ShowItem' is in target 'app.targetName' (its source 'Sources/**' at \(folder)/App/Project.swift:12:23)",
                #"'\#(shown)/App/Tests/Scenes/ShowItem' is in target '"\(app.targetName)Tests"' (its source 'Tests/**' at \#(folder)/App/Project.swift:23:23)"#,
            ])
        expectEqual(
            report.notes, [
                "the targets of the projects vipgen cannot read are not checked: \(folder)/Search/Project.swift:4:15 "
                    + "(no 'Project(' call makes the project here (a helper may make it), which vipgen does not run)"
            ])
    }

    @Test func aProjectMadeByAHelperIsRefusedAtItsPlace() throws {
        let (folder, _) = Self.folders("TuistHelpers")
        let report = try require(
            GeneratedProjectFixtures.check("TuistHelpers", sources: "Courier/Scenes", tests: "CourierTests/Scenes"))
        expect(
            report.problem?.hasPrefix(
                "\(folder)/Project.swift:4:15: no 'Project(' call makes the project here (a helper may make it)")
                == true, "\(report.problem ?? "")")
    }

    @Test func aProjectWithNoUnitTestTargetSaysSoAndANewProductGetsItsPackageLine() throws {
        let (folder, _) = Self.folders("TuistMissingTests")
        let report = try require(
            GeneratedProjectFixtures.check(
                "TuistMissingTests", sources: "Ledger/Scenes", tests: "LedgerTests/Scenes", products: ["Entries"]))
        expectEqual(report.covered.count, 1)
        expectEqual(report.notes, ["\(folder)/Project.swift has no unit-test target: the scene's tests are compiled by none; add one (product: .unitTests)"])
        expectEqual(
            report.additions.map(\.place), [
                "add before \(folder)/Project.swift:5", "write \(folder)/Project.swift:6 as (target 'Ledger')",
            ])
        expectEqual(
            report.additions.last?.lines, [
                #"        .target(name: "Ledger", destinations: .iOS, product: .app, bundleId: "org.example.ledger", sources: ["Ledger/**"], dependencies: [.package(product: "Entries")]),"#
            ])
        expectEqual(report.additions.first?.lines, [#"    packages: [.package(path: "Features")],"#])
    }

    @Test func aRunWithNoFileOfTheAppsWritesNoReport() {
        let folder = GeneratedProjectFixtures.folder("XcodeGenPaths")
        let project = ResolvedProject(module: "App", sourcesDirectory: "\(folder)/Recipes/Scenes", testsDirectory: "\(folder)/RecipesTests/Scenes")
        expect(
            GeneratedProjectCheck.check((.xcodeGen, "\(folder)/project.yml"), paths: ["\(folder)/vipgen.json"], project: project) == nil)
    }

    /// An app scene routing into a package scene: the app target must link that product too.
    @Test func productsTheAppsScenesImportAreCheckedInTheManifest() throws {
        let (folder, shown) = Self.folders("XcodeGenPackages")
        let project = ResolvedProject(
            module: "Wallet", sourcesDirectory: "\(folder)/Wallet/Scenes", testsDirectory: "\(folder)/WalletTests/Scenes")
        let report = try require(
            GeneratedProjectCheck.check(
                (.xcodeGen, "\(folder)/project.yml"), paths: ["\(folder)/Wallet/Scenes/Home/HomeRouter.swift"],
                project: project,
                linking: [
                    LinkedProduct(product: "Accounts", package: "\(folder)/Features", importedBy: ["Home"]),
                    LinkedProduct(product: "Cards", package: "\(folder)/Features", importedBy: ["Home"]),
                ]))
        expect(report.covered.contains("target 'Wallet' links 'Accounts' (the package in '\(shown)/Features')"))
        expectEqual(report.additions.map(\.lines), [["      - package: Features", "        product: Cards"]])
    }
}
