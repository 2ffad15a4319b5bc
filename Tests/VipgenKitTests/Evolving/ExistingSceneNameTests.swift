import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// An app's own scene named as a type vipgen would not let a new scene hide (`List`, SwiftUI's): its
/// models are `enum ListModel`, so the scene hides nothing, and `init` then `add` work on it. A new
/// scene of that name is refused as before.
@Suite struct ExistingSceneNameTests {
    /// A scene `List` written by hand (models named after their file), and one routing to it.
    func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(
            "App/Screens/List/ListModel.swift",
            """
            enum ListModel {
                enum Load {
                    struct Request {}
                    struct Response { let titles: [String] }
                    struct ViewModel { let titles: [String] }
                }
            }

            """)
        try directory.write(
            "App/Screens/List/ListInteractor.swift",
            """
            protocol ListBusinessLogic {
                func load(request: ListModel.Load.Request)
            }

            final class ListInteractor: ListBusinessLogic {
                var presenter: ListPresentationLogic?

                func load(request: ListModel.Load.Request) {
                    presenter?.presentLoad(response: ListModel.Load.Response(titles: ["One"]))
                }
            }

            """)
        try directory.write(
            "App/Screens/List/ListPresenter.swift",
            """
            protocol ListPresentationLogic {
                func presentLoad(response: ListModel.Load.Response)
            }

            final class ListPresenter: ListPresentationLogic {
                weak var viewController: ListDisplayLogic?

                func presentLoad(response: ListModel.Load.Response) {
                    viewController?.displayLoad(viewModel: ListModel.Load.ViewModel(titles: response.titles))
                }
            }

            """)
        try directory.write(
            "App/Screens/List/ListViewController.swift",
            """
            import UIKit

            protocol ListDisplayLogic: AnyObject {
                func displayLoad(viewModel: ListModel.Load.ViewModel)
            }

            final class ListViewController: UIViewController, ListDisplayLogic {
                var interactor: ListBusinessLogic?
                private var titles: [String] = []

                func displayLoad(viewModel: ListModel.Load.ViewModel) {
                    titles = viewModel.titles
                }
            }

            """)
        return directory
    }

    @Test func initThenAddWorkOnTheAppsOwnSceneList() throws {
        let directory = try app()
        let initRun = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(initRun.status, 0, "\(initRun)")
        expect(try directory.read("vipgen.json").contains("\"name\": \"List\""))
        for item in [["use-case", "List", "Archive"], ["field", "List", "note:String"]] {
            let run = try VipgenProcess.run(["add"] + item + ["-q"], in: directory.url)
            expectEqual(run.status, 0, "\(item): \(run)")
        }
        // The use case goes into the app's own models type: no `enum List` is declared.
        let models = try directory.read("App/Screens/List/ListModel.swift")
        expect(models.contains("enum Archive"))
        expect(!directory.files().contains { $0.hasSuffix("ListModels.swift") })
        // The spec gained the field as written canonically, so the same `add` again changes nothing.
        expect(try directory.read("vipgen.json").contains("\"note: String\""))
        let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let again = try VipgenProcess.run(["add", "field", "List", "note:String", "-q"], in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        for (path, old) in before { expectEqual(try directory.read(path), old, "\(path) changed") }
    }

    @Test func aNewSceneListIsStillRefused() throws {
        let directory = try TemporaryDirectory()
        let run = try VipgenProcess.run(["scene", "List"], in: directory.url)
        expect(run.status != 0)
        expect(run.stderr.contains("would hide SwiftUI's 'List'"), "\(run)")
        // A spec naming a scene List that the app does not have is refused too.
        try directory.write("vipgen.json", #"{"project": {"sources": "App"}, "scenes": [{"name": "List"}]}"#)
        let generate = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(generate.status, 65, "\(generate)")
        expect(generate.stderr.contains("would hide SwiftUI's 'List'"), "\(generate)")
    }
}
