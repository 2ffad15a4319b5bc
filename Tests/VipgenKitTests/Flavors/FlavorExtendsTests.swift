import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Flavors that extend another: what they inherit, where their templates come from, and what a
/// templates folder can change, for the bundled `configurator` and `input-output` and for a team's own.
@Suite struct FlavorExtendsTests {
    static func project(templates: String? = nil) -> ResolvedProject {
        ResolvedProject(
            module: "App", sourcesDirectory: "S", testsDirectory: "T", templatesDirectory: templates, date: "")
    }

    @Test(arguments: BundledFlavors.extendingTheDefault)
    func aBundledFlavorInheritsTheDefaultsFilesAndAddsItsConfiguratorAmongTheSources(flavor: String) throws {
        let resolved = try Flavor.resolve(flavor, overrides: nil)
        expectEqual(resolved.templateFolders, [flavor, "clean-swift"])
        expectEqual(
            resolved.files.map(\.template), [
                "ViewController", "Interactor", "Presenter", "Router", "Worker", "Client", "Models", "Configurator",
                "ViewControllerTests", "InteractorTests", "PresenterTests", "WorkerTests",
            ])
        expectEqual(resolved.baseClassFlags, (try Flavor.resolve("clean-swift", overrides: nil)).baseClassFlags)
    }

    @Test func theFlavorsTemplatesComeFromItsFolderThenTheOnesItExtends() throws {
        let source = BundledTemplateSource(flavor: "configurator")
        expectEqual(try source.templateSource(named: "Configurator")?.name, "bundled/configurator/Configurator.mustache")
        expectEqual(try source.templateSource(named: "Presenter")?.name, "bundled/clean-swift/Presenter.mustache")
        expectEqual(try source.templateSource(named: "header")?.name, "bundled/common/header.mustache")
        expectEqual(
            try source.templateSource(named: "clean-swift/ViewController")?.name,
            "bundled/clean-swift/ViewController.mustache", "a name may say its folder")
        expect(try BundledTemplateSource().templateSource(named: "Configurator") == nil)
    }

    @Test func eachSceneRendersWithItsOwnFlavorInOneRun() throws {
        let scenes = [
            SceneSpec(name: "Plain"),
            SceneSpec(name: "Wired", flavor: FlavorChoice("configurator")),
            SceneSpec(name: "Original", base: .tableViewController, flavor: FlavorChoice("input-output")),
        ]
        let files = try SceneGenerator(project: Self.project()).files(for: scenes)
        expectEqual(files.count, 11 + 12 + 12)
        let paths = Set(files.map(\.path))
        expect(!paths.contains("S/Plain/PlainConfigurator.swift"))
        expect(paths.contains("S/Wired/WiredConfigurator.swift"))
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        expect(
            contents["S/Wired/WiredViewController.swift"]?.contains("        WiredConfigurator.configure(self)\n")
                == true)
        expect(
            contents["S/Wired/WiredInteractor.swift"]?.contains(
                "    private lazy var worker: any WiredWorkerLogic = makeWorker()\n") == true)
        let original = try require(contents["S/Original/OriginalViewController.swift"])
        expect(original.contains("protocol OriginalViewControllerOutput: AnyObject {"))
        expect(original.contains("    var output: (any OriginalViewControllerOutput)?\n"))
        expect(original.contains("    override init(style: UITableView.Style) {"), "the base-class flags still apply")
        expect(
            contents["S/Original/OriginalPresenter.swift"]?.contains(
                "    weak var output: (any OriginalPresenterOutput)?") == true)
        expect(
            contents["S/Original/OriginalConfigurator.swift"]?.contains(
                "extension OriginalPresenter: OriginalInteractorOutput {}") == true)
    }

    @Test func theProjectsFlavorIsTheDefaultAndASceneMayNameAnother() throws {
        var project = Self.project()
        project[Settings.flavor] = FlavorChoice("input-output")
        let scenes = [SceneSpec(name: "A"), SceneSpec(name: "B", flavor: FlavorChoice("clean-swift"))]
        let paths = try SceneGenerator(project: project).files(for: scenes).map(\.path)
        expect(paths.contains("S/A/AConfigurator.swift"))
        expect(!paths.contains("S/B/BConfigurator.swift"))
    }

    @Test func everyUnknownFlavorIsReportedWhereItWasNamedAtOnce() throws {
        var project = Self.project()
        project[Settings.flavor] = FlavorChoice(
            "input-ouput", file: "v.json", keyPath: "project.flavor", location: SourceLocation(line: 2, column: 25))
        let scenes = [
            SceneSpec(name: "A"),
            SceneSpec(
                name: "B",
                flavor: FlavorChoice(
                    "configurater", file: "v.json", keyPath: "scenes[1].flavor",
                    location: SourceLocation(line: 5, column: 17))),
        ]
        let error = try require(throws: SpecErrors.self) { try SceneGenerator(project: project).files(for: scenes) }
        expectEqual(
            error.description, """
                v.json:2:25: error: project.flavor: no flavor named 'input-ouput'; did you mean 'input-output'? (the flavors are classic, clean-swift, configurator, input-output, swiftui)
                v.json:5:17: error: scenes[1].flavor: no flavor named 'configurater'; did you mean 'configurator'? (the flavors are classic, clean-swift, configurator, input-output, swiftui)
                """)
    }

    @Test func aTemplatesFolderChangingTheExtendedFlavorChangesTheFlavorsExtendingIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("clean-swift/Presenter.mustache", "// the team's presenter for {{scene}}\n")
        try directory.write(
            "clean-swift/ViewController.mustache",
            "{{<bundled/clean-swift/ViewController}}{{$imports}}import UIKit\nimport Combine{{/imports}}{{/bundled/clean-swift/ViewController}}"
        )
        let scene = SceneSpec(name: "Cart", flavor: FlavorChoice("configurator"))
        let files = try SceneGenerator(project: Self.project(templates: directory.path)).files(for: scene)
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        expectEqual(contents["S/Cart/CartPresenter.swift"], "// the team's presenter for Cart\n")
        let viewController = try require(contents["S/Cart/CartViewController.swift"])
        expect(
            viewController.contains("import UIKit\nimport Combine\n"), "the configurator's view controller extends it")
        expect(viewController.contains("        CartConfigurator.configure(self)\n"), "and still changes its setup")
    }

    @Test func aTeamsFlavorMayExtendABundledOneAndAddAFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "ours/flavor.json",
            #"{ "extends": "configurator", "files": [ { "template": "Coordinator", "destination": "sources", "name": "{{scene}}Coordinator.swift" } ] }"#
        )
        try directory.write("ours/Coordinator.mustache", "// {{scene}} coordinates\n")
        try directory.write("ours/Presenter.mustache", "// ours\n")
        let project = Self.project(templates: directory.path)
        expectEqual(Flavor.availableNames(overrides: directory.path), (BundledFlavors.all + ["ours"]).sorted())
        let resolved = try Flavor.resolve("ours", overrides: directory.path)
        expectEqual(resolved.templateFolders, ["ours", "configurator", "clean-swift"])
        let files = try SceneGenerator(project: project, flavor: "ours").files(for: SceneSpec(name: "Cart"))
        expectEqual(files.map(\.path).prefix(9).last, "S/Cart/CartCoordinator.swift")
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        expectEqual(contents["S/Cart/CartPresenter.swift"], "// ours\n")
        expect(contents["S/Cart/CartConfigurator.swift"]?.contains("enum CartConfigurator {") == true)
    }

    @Test func aFlavorExtendingItselfOrAnUnknownFlavorIsReportedInItsManifest() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/flavor.json", #"{ "extends": "b", "files": [] }"#)
        try directory.write("b/flavor.json", #"{ "extends": "a", "files": [] }"#)
        try directory.write("c/flavor.json", #"{ "extends": "clean-swfit" }"#)
        let cycle = try require(throws: SpecErrors.self) { try Flavor.resolve("a", overrides: directory.path) }
        expectEqual(
            cycle.description,
            "\(directory.path)/b/flavor.json:1:14: error: extends: 'b' cannot extend 'a', which extends 'b'")
        let unknown = try require(throws: SpecErrors.self) { try Flavor.resolve("c", overrides: directory.path) }
        expect(
            unknown.description.hasPrefix(
                "\(directory.path)/c/flavor.json:1:14: error: extends: no flavor named 'clean-swfit'; did you mean 'clean-swift'?"
            ))
    }

    @Test func aFolderCannotChangeWhatABundledFlavorExtends() throws {
        let directory = try TemporaryDirectory()
        try directory.write("configurator/flavor.json", #"{ "extends": "input-output" }"#)
        let error = try require(throws: SpecErrors.self) {
            try Flavor.resolve("configurator", overrides: directory.path)
        }
        expect(
            error.description.contains(
                "configurator/flavor.json:1:14: error: extends: 'configurator' is a bundled flavor"))
    }

    /// What `templates export` writes: the bundled manifest as it is, `extends` included.
    @Test func aFolderMayRepeatWhatABundledFlavorExtends() throws {
        let directory = try TemporaryDirectory()
        try directory.write("configurator/flavor.json", #"{ "extends": "clean-swift", "description": "same" }"#)
        let flavor = try Flavor.resolve("configurator", overrides: directory.path)
        expectEqual(flavor.summary, "same")
        expectEqual(flavor.templateFolders, ["configurator", "clean-swift"])
    }
}
