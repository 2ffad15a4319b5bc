import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// `vipgen add` on a scene of the `classic` flavor, found by its files with no spec: what is added keeps
/// the original templates' style (optional back references without `any`, a worker class the
/// interactor calls, spies that record `…Called`), and only inserts lines.
@Suite struct ClassicAddTests {
    /// A classic scene `Shelf` with one use case and one field, written by `vipgen scene`.
    func scene(_ more: [String] = []) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let run = InProcessRun(
            [
                "scene", "Shelf", "--flavor", "classic", "--use-case", "FetchBooks", "--field", "books: [String]",
                "--module", "Shop",
            ] + more + outputs(directory))
        try require(run.status == 0, "\(run.stderr)")
        return directory
    }

    func outputs(_ directory: TemporaryDirectory) -> [String] {
        ["--output", directory.url.path + "/Scenes", "--tests-output", directory.url.path + "/Tests/Scenes", "-q"]
    }

    func add(_ item: [String], in directory: TemporaryDirectory) throws -> [String: String] {
        let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let run = InProcessRun(["add"] + item + outputs(directory))
        try require(run.status == 0, "\(item): \(run.stderr)")
        expectEqual(Set(directory.files()), Set(before.keys), "\(item) wrote new files")
        for (path, old) in before {
            expect(onlyInserts(old, try directory.read(path)), "\(item) changed a line of \(path)")
        }
        return before
    }

    @Test func aUseCaseIsAddedInTheClassicStyle() throws {
        let directory = try scene()
        _ = try add(["use-case", "Shelf", "RemoveBook"], in: directory)
        let interactor = try directory.read("Scenes/Shelf/ShelfInteractor.swift")
        expect(interactor.contains("let worker = self.worker ?? ShelfWorker()"))
        expect(interactor.contains("let response = worker.removeBook(request: request)"))
        expect(interactor.contains("presenter?.presentRemoveBook(response: response)"))
        let worker = try directory.read("Scenes/Shelf/ShelfWorker.swift")
        expect(worker.contains("func removeBook(request: Shelf.RemoveBook.Request) -> Shelf.RemoveBook.Response {"))
        let models = try directory.read("Scenes/Shelf/ShelfModels.swift")
        expect(models.contains("enum RemoveBook {"))
        let presenterTests = try directory.read("Tests/Scenes/Shelf/ShelfPresenterTests.swift")
        expect(presenterTests.contains("var displayRemoveBookCalled = false"))
        expect(presenterTests.contains("func testPresentRemoveBook() async {"))
        let interactorTests = try directory.read("Tests/Scenes/Shelf/ShelfInteractorTests.swift")
        expect(interactorTests.contains("override func removeBook("))
        expect(interactorTests.contains("// Given"))
        // No part of the clean-swift flavor's shape comes in.
        for path in directory.files() {
            let text = try directory.read(path)
            expect(!text.contains("WorkerLogic"), "\(path)")
            expect(!text.contains("(any "), "\(path)")
        }
    }

    @Test func aRouteAndAFieldAreAddedInTheClassicStyle() throws {
        // A routing protocol with a requirement already: one without is written `{}`, which a first route opens.
        let directory = try scene(["--route", "Ledger"])
        _ = try add(["route", "Shelf", "Shelf"], in: directory)
        _ = try add(["field", "Shelf", "note: String?"], in: directory)
        let router = try directory.read("Scenes/Shelf/ShelfRouter.swift")
        expect(router.contains("func passDataToShelf(source: ShelfDataStore, destination: inout ShelfDataStore) {"))
        expect(router.contains("destination.books = source.books"))
        let interactor = try directory.read("Scenes/Shelf/ShelfInteractor.swift")
        expect(interactor.contains("var note: String?"))
        let viewControllerTests = try directory.read("Tests/Scenes/Shelf/ShelfViewControllerTests.swift")
        expect(viewControllerTests.contains("var routeToShelfCalled = false"))
    }
}
