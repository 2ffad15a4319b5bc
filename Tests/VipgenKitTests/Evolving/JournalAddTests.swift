import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// `vipgen add` and `vipgen init` on `Tests/AdoptedApps/Journal`, an app with no test target whose
/// scenes have the shapes `add` used to refuse: protocols in files of their own, a coordinator holding
/// `weak var viewController: UIViewController?` with no data store, an interactor holding
/// `private let presenter`, models named after their file, a view controller's own `setup()`.
@Suite struct JournalAddTests {
    func copy() throws -> TemporaryDirectory { try AdoptedApp.copy("Journal") }

    func add(_ arguments: [String], in directory: TemporaryDirectory) -> InProcessRun {
        InProcessRun(["add"] + arguments + ["--output", directory.url.path + "/Journal/Scenes", "-q"])
    }

    @Test func everyItemIsAddedToEveryScene_InsertingOnlyAndWritingNoNewFile() throws {
        for scene in ["EntryList", "Settings", "Compose"] {
            for item in [["use-case", scene, "Archive"], ["route", scene, scene], ["field", scene, "note:String"]] {
                let directory = try copy()
                let before = Dictionary(
                    uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
                let run = add(item, in: directory)
                expectEqual(run.status, 0, "\(item): \(run.stderr)")
                for (path, old) in before {
                    expect(onlyInserts(old, try directory.read(path)), "\(item) changed \(path)")
                }
                expectEqual(Set(directory.files()), Set(before.keys), "\(item) wrote new files")
            }
        }
    }

    @Test func aProtocolInAFileOfItsOwnGainsTheRequirementThere() throws {
        let directory = try copy()
        let run = add(["use-case", "EntryList", "Archive"], in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        let folder = "Journal/Scenes/Entry List/"
        expect(
            try directory.read(folder + "Interactor/EntryListBusinessLogic.swift").contains(
                "func archive(request: EntryList.Archive.Request)"))
        expect(
            try directory.read(folder + "Presenter/EntryListPresentationLogic.swift").contains(
                "func presentArchive(response: EntryList.Archive.Response)"))
        expect(
            try directory.read(folder + "Controller/EntryListDisplayLogic.swift").contains(
                "func displayArchive(viewModel: EntryList.Archive.ViewModel)"))
        // The presenter's back reference is `controller`: the new method calls it so.
        expect(
            try directory.read(folder + "Presenter/EntryListPresenter.swift").contains(
                "controller?.displayArchive(viewModel: viewModel)"))
    }

    @Test func aRouterHoldingAnyViewControllerWithNoDataStoreGetsARouteItCanCompile() throws {
        let directory = try copy()
        let run = InProcessRun([
            "add", "route", "Settings", "Compose", "--output", directory.url.path + "/Journal/Scenes",
        ])
        expectEqual(run.status, 0, "\(run.stderr)")
        let router = try directory.read("Journal/Scenes/Settings/SettingsRouter.swift")
        // The requirement and a method meeting it, empty: its body would use the view controller as
        // `SettingsViewController`, which `UIViewController?` is not.
        expect(router.contains("func routeToCompose(segue: UIStoryboardSegue?)"))
        expect(router.contains("// TODO: vipgen left this empty"))
        // `SettingsDataStore` is declared beside the interactor: data passing is written against it.
        expect(router.contains("func passDataToCompose(source: SettingsDataStore, destination: inout ComposeDataStore)"))
        expect(
            run.stdout.contains(
                "expected 'weak var viewController: SettingsViewController?', found 'weak var viewController: UIViewController?'"
            ), "\(run.stdout)")
    }

    @Test func theScenesOwnSetupIsNoReasonToRefuse() throws {
        let directory = try copy()
        // `setup()` in the view controller is the app's own; only what is new is checked against it.
        let run = add(["use-case", "Settings", "Refresh"], in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        let presenter = try directory.read("Journal/Scenes/Settings/SettingsPresenter.swift")
        expect(presenter.contains("viewController?.displayRefresh(viewModel: viewModel)"))
        // The models' type is `SettingsModels`, as the file names it.
        expect(try directory.read("Journal/Scenes/Settings/SettingsModels.swift").contains("enum Refresh"))
    }

    @Test func initInAnAppWithNoTestsThenAddWritesNoTests() throws {
        let directory = try copy()
        let initRun = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(initRun.status, 0, "\(initRun)")
        let spec = try directory.read("vipgen.json")
        expect(spec.contains("\"sources\": \"Journal/Scenes\""), "\(spec)")
        expect(initRun.stdout.contains("in Journal/Scenes, no tests"), "\(initRun)")
        // Adding to a scene then writes no test file anywhere.
        let before = Set(directory.files())
        let add = try VipgenProcess.run(["add", "use-case", "Compose", "Archive", "-q"], in: directory.url)
        expectEqual(add.status, 0, "\(add)")
        expect(Set(directory.files()).subtracting(before).isEmpty, "\(directory.files())")
    }

    @Test func aSecondIdenticalFieldOnASceneWithNoDataStoreChangesNothing() throws {
        let directory = try copy()
        let first = add(["field", "About", "note:String"], in: directory)
        expectEqual(first.status, 0, "\(first.stderr)")
        let interactor = "Journal/Scenes/About/AboutInteractor.swift"
        let once = try directory.read(interactor)
        expect(once.contains("var note: String = \"\""))
        // The first run's `// MARK: - AboutDataStore` names no protocol: the second is a no-op, exit 0.
        let second = add(["field", "About", "note:String"], in: directory)
        expectEqual(second.status, 0, "\(second.stderr)")
        expectEqual(try directory.read(interactor), once)
    }

    @Test func aRouteInASceneWithNoRouterWritesOneBesideTheViewController() throws {
        let directory = try copy()
        let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let run = add(["route", "About", "Settings"], in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        for (path, old) in before {
            expect(onlyInserts(old, try directory.read(path)), "\(path) changed")
        }
        // The scene's coordinator delegate stays as it is; the router is a part of its own.
        expectEqual(Set(directory.files()).subtracting(before.keys), ["Journal/Scenes/About/AboutRouter.swift"])
        let view = try directory.read("Journal/Scenes/About/AboutViewController.swift")
        expect(view.contains("lazy var router: (any AboutRoutingLogic)? = {"), "\(view)")
        expect(view.contains("weak var coordinator: AboutCoordinatorDelegate?"))
    }

    @Test func theSceneWithNoRouterStillTakesAUseCaseAndAField() throws {
        for item in [["use-case", "About", "Archive"], ["field", "About", "note:String"]] {
            let directory = try copy()
            let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
            let run = add(item, in: directory)
            expectEqual(run.status, 0, "\(item): \(run.stderr)")
            for (path, old) in before {
                expect(onlyInserts(old, try directory.read(path)), "\(item) changed \(path)")
            }
            expectEqual(Set(directory.files()), Set(before.keys), "\(item) wrote new files")
        }
    }

    @Test func initThenAddFindASceneOutsideTheScenesFolder() throws {
        let directory = try copy()
        let initRun = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(initRun.status, 0, "\(initRun)")
        let interactor = "Journal/Onboarding/WelcomeInteractor.swift"
        // `Onboarding/Welcome` is not under the spec's `sources`: `add` finds it by its interactor.
        for item in [["use-case", "Welcome", "Archive"], ["field", "Welcome", "note:String"]] {
            let copy = try self.copy()
            try copy.write("vipgen.json", try directory.read("vipgen.json"))
            let before = Dictionary(uniqueKeysWithValues: try copy.files().map { ($0, try copy.read($0)) })
            let run = try VipgenProcess.run(["add"] + item + ["-q"], in: copy.url)
            expectEqual(run.status, 0, "\(item): \(run)")
            for (path, old) in before where path.hasSuffix(".swift") {
                expect(onlyInserts(old, try copy.read(path)), "\(item) changed \(path)")
            }
            expect(try copy.read(interactor) != before[interactor], "\(item)")
            expect(!copy.files().contains { $0.hasPrefix("Journal/Scenes/Welcome") }, "\(item)")
        }
    }
}
