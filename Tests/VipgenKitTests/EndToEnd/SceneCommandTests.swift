import Expectations
import Foundation
import Testing

/// `vipgen scene`, run as a user runs it: the built binary in a directory of its own.
@Suite struct SceneCommandTests {
    static let sceneFiles = [
        "Scenes/AddMeme/AddMemeClient.swift",
        "Scenes/AddMeme/AddMemeInteractor.swift",
        "Scenes/AddMeme/AddMemeModels.swift",
        "Scenes/AddMeme/AddMemePresenter.swift",
        "Scenes/AddMeme/AddMemeRouter.swift",
        "Scenes/AddMeme/AddMemeViewController.swift",
        "Scenes/AddMeme/AddMemeWorker.swift",
        "Tests/Scenes/AddMeme/AddMemeInteractorTests.swift",
        "Tests/Scenes/AddMeme/AddMemePresenterTests.swift",
        "Tests/Scenes/AddMeme/AddMemeViewControllerTests.swift",
        "Tests/Scenes/AddMeme/AddMemeWorkerTests.swift",
    ]

    @Test func writesTheWholeSceneWithDefaultsInAnEmptyDirectory() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["scene", "AddMeme", "--use-case", "AddMeme"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expectEqual(directory.files(), Self.sceneFiles)
        expect(result.stdout.contains("created    Scenes/AddMeme/AddMemeViewController.swift"))
        expect(result.stdout.hasSuffix("11 files: 11 new\n"))
        expect(result.stderr.isEmpty)
        let interactor = try directory.read("Scenes/AddMeme/AddMemeInteractor.swift")
        expect(interactor.contains("AddMemeBusinessLogic"))
        expect(interactor.contains("func addMeme(request: AddMeme.AddMeme.Request)"))
        let tests = try directory.read("Tests/Scenes/AddMeme/AddMemeInteractorTests.swift")
        expect(tests.contains("@testable import App"))
    }

    @Test func sameInputWritesTheSameBytes() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        let arguments = [
            "scene", "ListMemes", "--use-case", "FetchMemes", "--field", "memes:[Meme]?", "--route", "ShowMeme", "-q",
        ]
        expectEqual(try VipgenProcess.run(arguments, in: first.url).status, 0)
        expectEqual(try VipgenProcess.run(arguments, in: second.url).status, 0)
        for file in first.files() {
            expectEqual(try first.read(file), try second.read(file), "\(file) differs between runs")
        }
    }

    @Test func refusesToOverwriteAndListsEveryConflict() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Scenes/AddMeme/AddMemeRouter.swift", "// mine\n")
        try directory.write("Tests/Scenes/AddMeme/AddMemeWorkerTests.swift", "// mine too\n")
        let result = try VipgenProcess.run(["scene", "AddMeme"], in: directory.url)
        expectEqual(result.status, 73, "\(result)")
        expect(
            result.stderr.contains(
                "scene 'AddMeme' exists: 2 of its files are there with other contents; nothing was written"))
        expect(result.stderr.contains("use 'vipgen add use-case|route|field|dependency AddMeme …'"), "points at add")
        expect(
            result.stderr.contains("to write only the files it lacks, 'vipgen scene AddMeme --only-missing'"),
            "\(result)")
        expect(!result.stderr.contains("--force"), "no hint offers to discard a person's code: \(result)")
        expect(result.stderr.contains("Scenes/AddMeme/AddMemeRouter.swift"))
        expect(result.stderr.contains("Tests/Scenes/AddMeme/AddMemeWorkerTests.swift"))
        expectEqual(try directory.read("Scenes/AddMeme/AddMemeRouter.swift"), "// mine\n")
        expectEqual(directory.files().count, 2, "nothing else may be written: \(directory.files())")
    }

    @Test func forceOverwritesAndRerunningLeavesIdenticalFilesAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Scenes/AddMeme/AddMemeRouter.swift", "// mine\n")
        let forced = try VipgenProcess.run(["scene", "AddMeme", "--force"], in: directory.url)
        expectEqual(forced.status, 0, "\(forced)")
        expect(forced.stdout.contains("overwrote  Scenes/AddMeme/AddMemeRouter.swift"))
        expect(try directory.read("Scenes/AddMeme/AddMemeRouter.swift").contains("AddMemeRoutingLogic"))
        let again = try VipgenProcess.run(["scene", "AddMeme"], in: directory.url)
        expectEqual(again.status, 0, "identical files are not conflicts: \(again)")
        expect(again.stdout.hasSuffix("11 files: 0 new, 11 unchanged\n"))
    }

    @Test func dryRunListsThePlanAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Scenes/AddMeme/AddMemeWorker.swift", "// mine\n")
        let result = try VipgenProcess.run(["scene", "AddMeme", "--dry-run"], in: directory.url)
        expectEqual(result.status, 73, "exits as the run would: \(result)")
        expect(result.stdout.contains("would create             Scenes/AddMeme/AddMemeViewController.swift"))
        expect(result.stdout.contains("in the way, differs      Scenes/AddMeme/AddMemeWorker.swift"))
        expect(
            result.stdout.contains(
                "dry run: 11 files: 10 new, 1 in the way; writing would fail: a file is there with other contents"))
        expectEqual(directory.files(), ["Scenes/AddMeme/AddMemeWorker.swift"])
    }

    @Test(arguments: [
        (["scene", "add-meme"], "add-meme"),
        (["scene", "../Escape"], "../Escape"),
        (["scene", "AddMeme", "--field", "meme:Meme"], "make it optional"),
        (["scene", "AddMeme", "--field", "memes:[Meme"], "[Meme"),
        (["scene", "AddMeme", "--use-case", "class"], "class"),
        (["scene", "AddMeme", "--use-case", "ViewDidLoad"], "collides with UIViewController's method 'viewDidLoad()'"),
        (
            ["scene", "AddMeme", "--use-case", "UpdateProperties"],
            "use case 'UpdateProperties' would declare 'updateProperties()' in the view controller, which collides with UIViewController's method 'updateProperties()' (iOS 26 SDK)"
        ),
        (["scene", "AddMeme", "--use-case", "Copy"], "collides with NSObject's method 'copy()'"),
        (["scene", "AddMeme", "--use-case", "Router"], "collides with its own property 'router'"),
        (["scene", "AddMeme", "--field", "router:Int"], "field name 'router' is taken"),
        (["scene", "AddMeme", "--flavor", "swiftui", "--route", "Id"], "collides with its own property 'id'"),
        (
            ["scene", "AddMeme", "--base", "UITableViewController", "--use-case", "TableView"],
            "collides with UITableViewController's property 'tableView'"
        ),
        (
            ["scene", "AddMeme", "--use-case", "URLLoad", "--use-case", "UrlLoad"],
            "use case 'UrlLoad' would declare the members use case 'URLLoad' does, both being 'urlLoad' in lowerCamelCase"
        ),
        (["scene", "AddMeme", "--use-case", "Save", "--use-case", "Save"], "Save"),
        (["scene", "AddMeme", "--base", "UIView"], "UIView"),
        (["scene", "AddMeme", "--testing", "swift_testing"], "did you mean 'swift-testing'?"),
        (["scene", "AddMeme", "--storyboard", "Main.storyboard"], "without '.storyboard'"),
        (["scene", "AddMeme", "--usecase", "Save"], "did you mean '--use-case'?"),
        (["scene"], "missing NAME"),
        (["scene", "AddMeme", "--output"], "missing value for '--output <DIR>'"),
    ])
    func badInputIsAUsageErrorAndWritesNothing(arguments: [String], mentioned: String) throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(arguments, in: directory.url)
        expectEqual(result.status, 64, "\(result)")
        expect(result.stderr.contains(mentioned), "\(result)")
        expect(result.stderr.contains("See 'vipgen help scene'."), "\(result)")
        expect(directory.files().isEmpty)
    }

    @Test func storyboardAndTestingFlagsShapeTheScene() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(
            ["scene", "ListMemes", "--storyboard", "Main", "--testing", "swift-testing", "--route", "ListMemes", "-q"],
            in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let router = try directory.read("Scenes/ListMemes/ListMemesRouter.swift")
        expect(router.contains("UIStoryboard(name: \"Main\", bundle: nil)"))
        expect(router.contains(".instantiateViewController(identifier: \"ListMemesViewController\")"))
        let tests = try directory.read("Tests/Scenes/ListMemes/ListMemesViewControllerTests.swift")
        expect(tests.contains("import Testing"))
        expect(tests.contains("@Test func initWiresTheCycle() throws {"))
        expect(!tests.contains("XCTest"))
    }

    @Test func flagsPlaceFilesAndNameTheModule() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(
            [
                "scene", "ShowMeme", "--output", "App/Scenes", "--tests-output", "AppTests", "--module", "CleanMeme",
                "--field", "meme: Meme?", "--base", "UICollectionViewController", "-q",
            ],
            in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.isEmpty)
        expect(directory.exists("App/Scenes/ShowMeme/ShowMemeViewController.swift"))
        expect(
            try directory.read("AppTests/ShowMeme/ShowMemePresenterTests.swift").contains("@testable import CleanMeme"))
        let viewController = try directory.read("App/Scenes/ShowMeme/ShowMemeViewController.swift")
        expect(viewController.contains("UICollectionViewController"))
        expect(try directory.read("App/Scenes/ShowMeme/ShowMemeInteractor.swift").contains("var meme: Meme?"))
    }

    @Test func readsProjectSettingsFromTheConfigBesideIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {"project": {"module": "Shop", "sources": "Shop/Scenes", "tests": "ShopTests", "indentation": "tabs",
                         "header": {"author": "Jane Appleseed"}}}
            """)
        let result = try VipgenProcess.run(["scene", "Cart", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let presenter = try directory.read("Shop/Scenes/Cart/CartPresenter.swift")
        expect(presenter.contains("\n\tweak var viewController"))
        expect(presenter.contains("Jane Appleseed"))
        expect(try directory.read("ShopTests/Cart/CartWorkerTests.swift").contains("@testable import Shop"))
    }

    @Test func aBadConfigIsReportedWithItsPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", "{\"project\": {\"modul\": \"Shop\"}}")
        let result = try VipgenProcess.run(["scene", "Cart"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("vipgen.json:1:14: error:"), "\(result)")
        expect(result.stderr.contains("modul"))
        expectEqual(directory.files(), ["vipgen.json"])
    }

    @Test func aMissingTemplatesFolderIsAnErrorNotASilentFallback() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", #"{"project": {"templates": "MyTemplates"}}"#)
        let result = try VipgenProcess.run(["scene", "Cart"], in: directory.url)
        // A problem of the spec, at its place, as every other one is.
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.hasPrefix(
                "vipgen.json:1:27: error: project.templates: no templates folder 'MyTemplates'; create it "
                    + "('vipgen templates export MyTemplates' writes the bundled templates there to edit), "
                    + "or set \"templates\": null to use the bundled ones\n"), "\(result)")
        expectEqual(directory.files(), ["vipgen.json"])
        let flag = try VipgenProcess.run(["scene", "Cart", "--templates", "Nope"], in: directory.url)
        expectEqual(flag.status, 66, "\(flag)")
        expect(flag.stderr.contains("--templates: no templates folder 'Nope'"), "\(flag)")
    }

    @Test func aMissingConfigNamesThePath() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["scene", "Cart", "--config", "nope.json"], in: directory.url)
        expectEqual(result.status, 66, "\(result)")
        expect(result.stderr.contains("nope.json"))
    }

    @Test func workerFlagWritesASynchronousSceneAndRefusesAnUnknownStyle() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", #"{"project": {"worker": "async"}}"#)
        let result = try VipgenProcess.run(["scene", "Cart", "--worker", "sync", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let worker = try directory.read("Scenes/Cart/CartWorker.swift")
        expect(worker.contains("func load(request: Cart.Load.Request) -> Cart.Load.Response {"), "\(worker)")
        expect(try !directory.read("Scenes/Cart/CartInteractor.swift").contains("Task"))
        let asynchronous = try VipgenProcess.run(["scene", "Shop", "-q"], in: directory.url)
        expectEqual(asynchronous.status, 0, "\(asynchronous)")
        expect(try directory.read("Scenes/Shop/ShopWorker.swift").contains(") async throws -> Shop.Load.Response {"))

        let unknown = try VipgenProcess.run(["scene", "Basket", "--worker", "asynch"], in: directory.url)
        expectEqual(unknown.status, 64, "\(unknown)")
        expect(unknown.stderr.contains("unknown worker 'asynch'; use 'async' or 'sync'"), "\(unknown)")
        expect(!directory.files().contains { $0.hasPrefix("Scenes/Basket") })
    }
}
