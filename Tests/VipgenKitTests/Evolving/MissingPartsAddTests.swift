import Expectations
import Foundation
import Testing

/// `vipgen add` (the built binary) on `Tests/AdoptedApps/Notes`, whose scenes were written without a
/// part the new items need: `Share` and `Tips` have no router, `Tips` has no models file. The part is
/// written as a new file of vipgen's own beside the scene's files, the person's files only gain
/// whole declarations, and the scene type-checks with what was added.
@Suite struct MissingPartsAddTests {
    static let share = "Notes/Scenes/Share/"
    static let tips = "Notes/Scenes/Tips/"

    /// Runs `add` with `arguments` on a copy of the app; the copy, the run, and the files before it.
    func add(_ arguments: [String]) throws -> (TemporaryDirectory, RunResult, [String: String]) {
        let directory = try AdoptedApp.copy("Notes")
        let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let run = try VipgenProcess.run(["add"] + arguments + ["--output", "Notes/Scenes"], in: directory.url)
        return (directory, run, before)
    }

    /// The files the run wrote new, and whether every file there before only gained lines.
    func changes(in directory: TemporaryDirectory, since before: [String: String]) throws -> (
        new: Set<String>, insertsOnly: Bool
    ) {
        var insertsOnly = true
        for (path, old) in before where !onlyInserts(old, try directory.read(path)) { insertsOnly = false }
        return (Set(directory.files()).subtracting(before.keys), insertsOnly)
    }

    func swiftFiles(in directory: TemporaryDirectory, _ folders: [String]) -> [String] {
        directory.files().filter { path in path.hasSuffix(".swift") && folders.contains { path.hasPrefix($0) } }
            .map { directory.path + "/" + $0 }
    }

    @Test func aRouteOnASceneWithNoRouterWritesTheRouterAndWiresItIntoTheViewController() throws {
        let (directory, run, before) = try add(["route", "Share", "Share"])
        expectEqual(run.status, 0, "\(run)")
        let (new, insertsOnly) = try changes(in: directory, since: before)
        expectEqual(new, [Self.share + "ShareRouter.swift"], "\(new)")
        expect(insertsOnly)
        let router = try directory.read(Self.share + "ShareRouter.swift")
        expect(router.contains("protocol ShareRoutingLogic"))
        expect(router.contains("func routeToShare(segue: UIStoryboardSegue?)"))
        // The interactor is the scene's data store: the router passes data from it.
        expect(router.contains("protocol ShareDataPassing"))
        expect(router.contains("weak var viewController: ShareViewController?"))
        expect(router.contains("passDataToShare(source: dataStore, destination: &destinationDataStore)"))
        // One whole declaration in the view controller: the router made on first use, given the
        // interactor the view controller holds by its protocol.
        let view = try directory.read(Self.share + "ShareViewController.swift")
        expect(view.contains("lazy var router: (any ShareRoutingLogic & ShareDataPassing)? = {"), "\(view)")
        expect(view.contains("router.dataStore = self.interactor as? ShareDataStore"))
        expect(view.contains("router?.routeToShare(segue: segue)"))
        expect(run.stdout.contains("created    Notes/Scenes/Share/ShareRouter.swift"), "\(run.stdout)")
        expectEqual(try UIKitTypeCheck.problems(in: swiftFiles(in: directory, [Self.share])), "")
    }

    @Test func aRouteOnASceneWithNoDataStoreLeavesDataPassingOutAndSaysSo() throws {
        let (directory, run, before) = try add(["route", "Tips", "Share"])
        expectEqual(run.status, 0, "\(run)")
        let (new, insertsOnly) = try changes(in: directory, since: before)
        expectEqual(new, [Self.tips + "TipsRouter.swift"], "\(new)")
        expect(insertsOnly)
        let router = try directory.read(Self.tips + "TipsRouter.swift")
        expect(!router.contains("DataPassing") && !router.contains("dataStore"), "\(router)")
        // The route still shows its destination; it passes nothing.
        expect(router.contains("navigateToShare(source: viewController, destination: destination)"), "\(router)")
        expect(!router.contains("TODO"), "\(router)")
        let view = try directory.read(Self.tips + "TipsViewController.swift")
        expect(view.contains("lazy var router: TipsRoutingLogic? = {"), "\(view)")
        expect(!view.contains("router.dataStore"))
        expect(run.stdout.contains("TipsDataStore is not in the scene, so TipsDataPassing was left out of the router"))
        // The route leads to another scene of the app: both type-check with the new router.
        expectEqual(try UIKitTypeCheck.problems(in: swiftFiles(in: directory, [Self.tips, Self.share])), "")
    }

    @Test func aSceneWithTestsButNoRouterKeepsItsTestsAsTheyAreSayingSo() throws {
        // A scene of the original templates' shape whose router a team removed: its tests stay.
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "Foo", "--flavor", "classic", "-q"], in: directory.url).status, 0)
        try FileManager.default.removeItem(atPath: directory.path + "/Scenes/Foo/FooRouter.swift")
        let view = "Scenes/Foo/FooViewController.swift"
        let kept = try directory.read(view).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("router") && !$0.contains("Router") }
        try directory.write(view, kept.joined(separator: "\n"))
        let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let run = try VipgenProcess.run(["add", "route", "Foo", "Foo"], in: directory.url)
        expectEqual(run.status, 0, "\(run)")
        let (new, insertsOnly) = try changes(in: directory, since: before)
        expectEqual(new, ["Scenes/Foo/FooRouter.swift"], "\(new)")
        expect(insertsOnly)
        let tests = "Tests/Scenes/Foo/FooViewControllerTests.swift"
        expectEqual(try directory.read(tests), before[tests], "the tests gained code written against no router")
        expect(run.stdout.contains("the scene's router is new, so its routes' tests were left out"), "\(run.stdout)")
        expect(try directory.read(view).contains("router.dataStore = self.interactor as? FooDataStore"))
        expectEqual(try UIKitTypeCheck.problems(in: swiftFiles(in: directory, ["Scenes/Foo/"])), "")
    }

    @Test func aRouteToASceneWithNoDataStoreOrRouterShowsItPassingNothing() throws {
        // Share passes data; Tips has no data store, and no router to hand one on.
        let (directory, run, before) = try add(["route", "Share", "Tips"])
        expectEqual(run.status, 0, "\(run)")
        let (new, insertsOnly) = try changes(in: directory, since: before)
        expectEqual(new, [Self.share + "ShareRouter.swift"], "\(new)")
        expect(insertsOnly)
        let router = try directory.read(Self.share + "ShareRouter.swift")
        expect(router.contains("protocol ShareDataPassing"))
        expect(router.contains("navigateToTips(source: viewController, destination: destination)"), "\(router)")
        expect(!router.contains("passDataToTips") && !router.contains("TipsDataStore"), "\(router)")
        expect(run.stdout.contains("routeToTips(segue:) shows the scene and passes it no data"), "\(run.stdout)")
        expectEqual(try UIKitTypeCheck.problems(in: swiftFiles(in: directory, [Self.share, Self.tips])), "")
    }

    @Test func aSecondIdenticalRouteChangesNothing() throws {
        let (directory, first, _) = try add(["route", "Share", "Share"])
        expectEqual(first.status, 0, "\(first)")
        let once = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let second = try VipgenProcess.run(
            ["add", "route", "Share", "Share", "--output", "Notes/Scenes"], in: directory.url)
        expectEqual(second.status, 0, "\(second)")
        for (path, text) in once { expectEqual(try directory.read(path), text, "\(path) changed") }
        expectEqual(Set(directory.files()), Set(once.keys))
    }

    @Test func aUseCaseOnASceneWithNoModelsWritesTheModelsFile() throws {
        let (directory, run, before) = try add(["use-case", "Tips", "Archive"])
        expectEqual(run.status, 0, "\(run)")
        let (new, insertsOnly) = try changes(in: directory, since: before)
        expectEqual(new, [Self.tips + "TipsModels.swift"], "\(new)")
        expect(insertsOnly)
        let models = try directory.read(Self.tips + "TipsModels.swift")
        expect(models.contains("enum Tips {"))
        expect(models.contains("enum Archive {"))
        expect(
            models.contains("struct Request") && models.contains("struct Response")
                && models.contains("struct ViewModel"))
        // Only the use case asked for: none the scene never had.
        expect(!models.contains("enum Load"), "\(models)")
        expect(
            try directory.read(Self.tips + "TipsInteractor.swift").contains(
                "func archive(request: Tips.Archive.Request)"))
        expect(
            try directory.read(Self.tips + "TipsPresenter.swift").contains(
                "viewController?.displayArchive(viewModel: viewModel)"))
        expectEqual(try UIKitTypeCheck.problems(in: swiftFiles(in: directory, [Self.tips])), "")
    }

    @Test func noModelsFileIsWrittenWhenTheAppHasATypeOfThatName() throws {
        let directory = try AdoptedApp.copy("Notes")
        // `enum Tips` would clash with the app's own `Tips`.
        try directory.write("Notes/Model/Tips.swift", "struct Tips {\n    var shown: [String] = []\n}\n")
        let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let run = try VipgenProcess.run(
            ["add", "use-case", "Tips", "Archive", "--output", "Notes/Scenes"], in: directory.url)
        expectEqual(run.status, 65, "\(run)")
        expect(run.stderr.contains("the scene has no models (TipsModels.swift)"), "\(run.stderr)")
        for (path, old) in before { expectEqual(try directory.read(path), old, "\(path) changed") }
        expectEqual(Set(directory.files()), Set(before.keys))
    }

    @Test func theFixtureTypeChecksAsItIsAndTheCheckFindsWhatDoesNot() throws {
        let directory = try AdoptedApp.copy("Notes")
        expectEqual(try UIKitTypeCheck.problems(in: swiftFiles(in: directory, ["Notes/"])), "")
        // A view controller calling a router it does not declare: what a wiring left out would give.
        try directory.write(
            "Notes/Broken.swift",
            "import UIKit\n\nfinal class Broken: UIViewController {\n"
                + "    func go() { router?.routeToShare(segue: nil) }\n}\n")
        expect(try UIKitTypeCheck.problems(in: [directory.path + "/Notes/Broken.swift"]).contains("router"))
    }
}
