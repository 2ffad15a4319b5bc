import Expectations
import Foundation
import Mustache
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct FlavorManifestTests {
    @Test func theDefaultFlavorListsTodaysElevenFiles() throws {
        let flavor = try Flavor.resolve(Flavor.defaultName, overrides: nil)
        expectEqual(
            flavor.files.map { $0.fileName(scene: "Cart") }, [
                "CartViewController.swift", "CartInteractor.swift", "CartPresenter.swift", "CartRouter.swift",
                "CartWorker.swift", "CartClient.swift", "CartModels.swift", "CartViewControllerTests.swift",
                "CartInteractorTests.swift", "CartPresenterTests.swift", "CartWorkerTests.swift",
            ])
        expectEqual(
            flavor.files.map(\.destination), Array(repeating: .sources, count: 7) + Array(repeating: .tests, count: 4)
        )
        expectEqual(
            flavor.contextKeys, [
                "isViewController", "isTableViewController", "isCollectionViewController", "isSwiftUI",
            ])
        expectEqual(
            flavor.context(for: .collectionViewController), [
                "isViewController": false, "isTableViewController": false, "isCollectionViewController": true,
                "isSwiftUI": false,
            ])
    }

    @Test func aFileNameHasTheSceneWhereverThePatternSaysAndNowhereElse() {
        expectEqual(
            FlavorFile(template: "T", destination: .sources, namePattern: "{{scene}}Router.swift").fileName(
                scene: "Cart"), "CartRouter.swift")
        expectEqual(
            FlavorFile(template: "T", destination: .tests, namePattern: "{{scene}}+{{scene}}.txt").fileName(scene: "A"),
            "A+A.txt")
        expectEqual(
            FlavorFile(template: "T", destination: .tests, namePattern: "Fixed.swift").fileName(scene: "A"),
            "Fixed.swift")
        expectEqual(
            FlavorFile(template: "T", destination: .tests, namePattern: "{{scen}}.swift").fileName(scene: "A"),
            "{{scen}}.swift")
        expect(FlavorManifest.namePatternProblem("{{scen}}.swift") != nil)
        expect(FlavorManifest.namePatternProblem("{{scene}}.swift") == nil)
    }

    /// A NUL would cut the temporary file's name short (and every later run fails on it); a line break
    /// would break every message that names the file.
    @Test func aFileNameWithANulOrALineBreakIsRefused() {
        for name in ["{{scene}}\u{0}.swift", "{{scene}}\n.swift", "{{scene}}\r.swift", "A\u{7F}.swift"] {
            expect(
                FlavorManifest.namePatternProblem(name)?.hasSuffix("holds a control character (a NUL or a line break)")
                    == true, "\(name.debugDescription)")
        }
    }

    @Test func everyProblemIsReportedWithItsPlace() throws {
        let text = """
            {
              "descripton": "x",
              "baseClasses": { "UIViewControler": "isPlain", "UITableViewController": "is table" },
              "context": { "scene": 1 },
              "files": [
                { "template": "../Up", "destination": "source", "name": "{{scene}}/A.swift" },
                { "template": "A", "destination": "tests", "name": "{{name}}A.swift" },
                { "template": "B", "destination": "tests" },
                { "template": "C", "destination": "tests", "name": "{{scene}}C.swift" },
                { "template": "D", "destination": "tests", "name": "{{scene}}C.swift" }
              ]
            }
            """
        let errors = try require(throws: SpecErrors.self) { try FlavorManifest.read(text: text, file: "flavor.json") }
        expectEqual(
            errors.errors.map(\.description), [
                "flavor.json:2:3: error: descripton: unknown key 'descripton'; did you mean 'description'?",
                "flavor.json:3:20: error: baseClasses.UIViewControler: unknown base class 'UIViewControler'; did you mean 'UIViewController'?",
                "flavor.json:3:75: error: baseClasses.UITableViewController: 'is table' is not a context key: use letters and digits, starting with a letter",
                "flavor.json:4:16: error: context.scene: 'scene' is a key every scene's context has already; choose another name",
                "flavor.json:6:19: error: files[0].template: '../Up' is not a template name: name a .mustache file of the flavor's folder, without the extension",
                "flavor.json:6:43: error: files[0].destination: unknown destination 'source'; use 'sources' or 'tests'",
                "flavor.json:6:61: error: files[0].name: '{{scene}}/A.swift' is not a file name: a scene's files go in its own folder, so a name has no '/'",
                "flavor.json:7:56: error: files[1].name: '{{name}}A.swift' has a placeholder other than '{{scene}}', the only one a file name may hold",
                "flavor.json:8:5: error: files[2]: missing 'name'",
                "flavor.json:10:5: error: files[4].name: another file is named '{{scene}}C.swift' in tests: already listed at 9:5",
            ])
    }

    /// `routeDestinations` names a context flag; `sdkTypes` says the module, the list's source and the names.
    @Test func routeDestinationsAndSDKTypesAreCheckedWhereTheyAreWritten() throws {
        let text = """
            {
              "routeDestinations": "is SwiftUI",
              "sdkTypes": { "module": "SwiftUI", "names": ["Image"] }
            }
            """
        let errors = try require(throws: SpecErrors.self) { try FlavorManifest.read(text: text, file: "flavor.json") }
        expectEqual(
            errors.errors.map(\.description), [
                "flavor.json:2:24: error: routeDestinations: expected the name of a context flag, found the string \"is SwiftUI\"",
                "flavor.json:3:15: error: sdkTypes: expected an object with 'module', 'source' (where the list comes from) and 'names' (type names)",
            ])
        let good = try FlavorManifest.read(
            text:
                #"{"routeDestinations": "isSwiftUI", "sdkTypes": {"module": "M", "source": "S", "names": ["Image"]}}"#,
            file: "flavor.json")
        expectEqual(good.routeDestinations, "isSwiftUI")
        expectEqual(good.sdkTypes, FlavorSDKTypes(module: "M", source: "S", names: ["Image"]))
    }

    /// A flavor that extends swiftui keeps its rule on routes; a manifest can change it.
    @Test func theRouteRuleIsInheritedAndOverridable() throws {
        expectEqual(try Flavor.resolve("swiftui", overrides: nil).routeDestinations, "isSwiftUI")
        expect(try Flavor.resolve(Flavor.defaultName, overrides: nil).routeDestinations == nil)
        let directory = try TemporaryDirectory()
        try directory.write("mine/flavor.json", #"{ "extends": "swiftui" }"#)
        try directory.write("swiftui/flavor.json", #"{ "routeDestinations": "isAnything" }"#)
        expectEqual(try Flavor.resolve("mine", overrides: directory.path).routeDestinations, "isAnything")
    }

    @Test func aCustomFolderAddsAFileAndChangesAnotherThroughItsManifest() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "clean-swift/flavor.json",
            """
            {
              "context": { "team": "Payments" },
              "files": [
                { "template": "Worker", "destination": "sources", "name": "{{scene}}Service.swift" },
                { "template": "Configurator", "destination": "sources", "name": "{{scene}}Configurator.swift" }
              ]
            }
            """)
        try directory.write("clean-swift/Configurator.mustache", "{{> header}}\n// {{team}} wires {{scene}}.\n")
        let project = ResolvedProject(
            module: "App", sourcesDirectory: "S", testsDirectory: "T", templatesDirectory: directory.path, date: "")
        let files = try SceneGenerator(project: project).files(for: SceneSpec(name: "Cart"))
        expectEqual(files.count, 12)
        expectEqual(files[4].path, "S/Cart/CartService.swift", "the worker keeps its place under its new name")
        expectEqual(files[7].path, "S/Cart/CartConfigurator.swift", "an added file comes after the last of its folder")
        expect(files[7].contents.hasSuffix("//\n// Payments wires Cart.\n"))
        expect(files[7].contents.hasPrefix("//\n//  CartConfigurator.swift\n"))
    }

    @Test func aTopLevelManifestChangesTheFlavorInUseAndItsErrorsNameTheFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "flavor.json", #"{ "files": [ { "template": "Worker", "destination": "test", "name": "W" } ] }"#)
        let project = ResolvedProject(
            module: "App", sourcesDirectory: "S", testsDirectory: "T", templatesDirectory: directory.path, date: "")
        let error = try require(throws: SpecErrors.self) {
            try SceneGenerator(project: project).files(for: SceneSpec(name: "Cart"))
        }
        expectEqual(
            error.description,
            "\(directory.path)/flavor.json:1:53: error: files[0].destination: unknown destination 'test'; use 'sources' or 'tests'"
        )
    }

    @Test func aFlavorOnlyTheOverrideFolderHasIsAFlavorOfItsOwn() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "tiny/flavor.json",
            #"{ "description": "one file", "files": [ { "template": "Only", "destination": "tests", "name": "{{scene}}.txt" } ] }"#
        )
        try directory.write("tiny/Only.mustache", "{{scene}} in {{module}}\n")
        let project = ResolvedProject(
            module: "App", sourcesDirectory: "S", testsDirectory: "T", templatesDirectory: directory.path, date: "")
        let files = try SceneGenerator(project: project, flavor: "tiny").files(for: SceneSpec(name: "Cart"))
        expectEqual(files, [OutputFile(path: "T/Cart/Cart.txt", contents: "Cart in App\n")])
        let unknown = try require(throws: UnknownFlavor.self) {
            try SceneGenerator(project: project, flavor: "clean-swfit").files(for: SceneSpec(name: "Cart"))
        }
        expect(unknown.description.hasPrefix("no flavor named 'clean-swfit'; did you mean 'clean-swift'?"))
    }
}
