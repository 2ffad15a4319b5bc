import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// `vipgen add` on an app people wrote (`Tests/AdoptedApps/Shop`): a folder named with a space, per-role
/// subfolders, `XController`/`XCoordinator`, the original templates' worker, a delegate worker, a
/// SwiftUI scene whose view model displays. What is added lands in the scene's own types, under its own
/// names, and only adds lines; what the scene does without is left out, and said.
@Suite struct AdoptedAppAddTests {
    /// A copy of the app to add to.
    func copy() throws -> TemporaryDirectory { try AdoptedApp.copy("Shop") }

    func add(_ arguments: [String], in directory: TemporaryDirectory) -> InProcessRun {
        InProcessRun(
            ["add"] + arguments + [
                "--output", directory.url.path + "/App/Scenes", "--tests-output",
                directory.url.path + "/AppTests/Scenes",
                "-q",
            ])
    }

    @Test func useCasesRoutesAndFieldsAreAddedToMostScenesByInsertingOnly() throws {
        let scenes = ["ListProducts", "OrderDetails", "Checkout", "Browse"]
        var added: [String] = []
        var refused: [String] = []
        for scene in scenes {
            for item in [["use-case", scene, "Archive"], ["route", scene, scene], ["field", scene, "note:String"]] {
                let directory = try copy()
                let before = Dictionary(
                    uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
                let run = add(item, in: directory)
                guard run.status == 0 else {
                    // A refusal writes nothing and says where, with what it expected and what it found.
                    expectEqual(run.status, 65, "\(item): \(run.stderr)")
                    expectEqual(
                        try directory.files().map { try directory.read($0) }, before.keys.sorted().map { before[$0]! }
                    )
                    refused.append(item.prefix(2).joined(separator: " "))
                    continue
                }
                added.append(item.prefix(2).joined(separator: " "))
                for (path, old) in before {
                    let new = try directory.read(path)
                    expect(onlyInserts(old, new), "\(item) changed a line of \(path)")
                }
                // Nothing written against parts the scene does without: no new test files, no new worker.
                // Only a route in Checkout, which has no router, writes one, beside its view controller.
                let new = Set(directory.files()).subtracting(before.keys)
                let expected: Set<String> =
                    item == ["route", "Checkout", "Checkout"] ? ["App/Scenes/Checkout/CheckoutRouter.swift"] : []
                expectEqual(new, expected, "\(item) wrote new files: \(new)")
            }
        }
        expect(added.count >= 10, "added: \(added); refused: \(refused)")
        // The controller's protocol is in a file of its own, where the new requirement would go; the
        // SwiftUI scene has no router, and a view (a struct) cannot hold one as a view controller does.
        expect(Set(refused).isSubset(of: ["use-case OrderDetails", "route Browse"]), "refused: \(refused)")
        expect(refused.contains("route Browse"), "refused: \(refused)")
    }

    @Test func aRouteInASceneWithNoRouterIsRefusedWritingNothing() throws {
        let directory = try copy()
        let before = Dictionary(uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
        let run = InProcessRun([
            "add", "route", "Browse", "Browse", "--output", directory.url.path + "/App/Scenes", "--tests-output",
            directory.url.path + "/AppTests/Scenes",
        ])
        expectEqual(run.status, 65, "\(run)")
        expect(run.stderr.contains("the route 'Browse'"), "\(run.stderr)")
        expect(run.stderr.contains("so nothing was written"), "\(run.stderr)")
        expect(run.stderr.contains("the scene has no router"), "\(run.stderr)")
        expectEqual(directory.files().sorted(), before.keys.sorted())
        for (path, old) in before { expectEqual(try directory.read(path), old, "\(path)") }
        // As data, a failure like the other refusals, each part's reason at its file.
        let json = InProcessRun([
            "add", "route", "Browse", "Browse", "--output", directory.url.path + "/App/Scenes", "--tests-output",
            directory.url.path + "/AppTests/Scenes", "--format", "json",
        ])
        expectEqual(json.status, 65, "\(json)")
        expect(json.stdout.contains("\"ok\": false"), "\(json.stdout)")
        expect(json.stdout.contains("\"exitCode\": 65"), "\(json.stdout)")
        expect(json.stdout.contains("BrowseRouter.swift"), "\(json.stdout)")
        for (path, old) in before { expectEqual(try directory.read(path), old, "\(path)") }
    }

    @Test func aSecondIdenticalAddChangesNothingAndSucceeds() throws {
        for scene in ["ListProducts", "OrderDetails", "Checkout", "Browse"] {
            // A field's second run is left out here: reading back a scene with no data store misses it.
            for item in [["use-case", scene, "Archive"], ["route", scene, "Checkout"]] {
                let directory = try copy()
                guard add(item, in: directory).status == 0 else { continue }
                let before = Dictionary(
                    uniqueKeysWithValues: try directory.files().map { ($0, try directory.read($0)) })
                let again = add(item, in: directory)
                expectEqual(again.status, 0, "\(item): \(again.stderr)")
                for (path, old) in before { expectEqual(try directory.read(path), old, "\(item): \(path)") }
            }
        }
    }

    @Test func theOriginalTemplatesShapeGetsAUseCaseInItsOwnStyle() throws {
        let directory = try copy()
        let run = add(["use-case", "ListProducts", "Archive"], in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        // Found `classic`: the scene's own `var worker: ListProductsWorker?` gains the method it calls.
        let interactor = try directory.read("App/Scenes/ListProducts/ListProductsInteractor.swift")
        expect(interactor.contains("let response = worker.archive(request: request)"))
        let worker = try directory.read("App/Scenes/ListProducts/ListProductsWorker.swift")
        expect(
            worker.contains("func archive(request: ListProducts.Archive.Request) -> ListProducts.Archive.Response {"))
        let presenter = try directory.read("App/Scenes/ListProducts/ListProductsPresenter.swift")
        expect(presenter.contains("viewController?.displayArchive(viewModel: viewModel)"))
    }

    @Test func aWorkerHeldOtherwiseGetsAUseCaseThatAnswersItself() throws {
        let directory = try copy()
        let run = add(["use-case", "Checkout", "Archive"], in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        // `let worker = CheckoutWorker()`, not the original templates' optional: no call to it is added.
        let interactor = try directory.read("App/Scenes/Checkout/CheckoutInteractor.swift")
        expect(interactor.contains("let response = Checkout.Archive.Response()"))
        expect(!interactor.contains("worker.archive"))
    }

    @Test func theSceneIsFoundInAFolderWithASpaceAndInItsOwnTypes() throws {
        let directory = try copy()
        let run = add(["field", "OrderDetails", "note:String"], in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        let interactor = try directory.read("App/Scenes/Order Details/Interactor/OrderDetailsInteractor.swift")
        expect(interactor.contains("var note: String"))
        // The SwiftUI scene's presenter holds its display as `display`: the new method uses that name.
        let browse = add(["use-case", "Browse", "Archive"], in: directory)
        expectEqual(browse.status, 0, "\(browse.stderr)")
        let presenter = try directory.read("App/Scenes/Browse/Presentation/BrowsePresenter.swift")
        expect(presenter.contains("display?.displayArchive(viewModel: viewModel)"))
        let models = try directory.read("App/Scenes/Browse/Data/BrowseModel.swift")
        expect(models.contains("enum Archive"))
    }

    @Test func aRouteIsAddedToARouterWrittenByHand() throws {
        let directory = try copy()
        let run = add(["route", "ListProducts", "ListProducts"], in: directory)
        expectEqual(run.status, 0, "\(run.stderr)")
        let router = try directory.read("App/Scenes/ListProducts/ListProductsRouter.swift")
        expect(router.contains("func routeToListProducts(segue: UIStoryboardSegue?)"))
        expect(router.contains("func passDataToListProducts("))
    }

    @Test func aMethodWhoseBodyCannotBeWrittenIsAddedEmptySayingTheDeclarationExpectedAndTheOneFound() throws {
        let directory = try copy()
        // The presenter holds its view controller by its class: the new method would call it through the protocol.
        let path = "App/Scenes/Checkout/CheckoutPresenter.swift"
        try directory.write(
            path,
            try directory.read(path).replacingOccurrences(
                of: "weak var viewController: CheckoutDisplayLogic?",
                with: "weak var viewController: CheckoutViewController?"))
        let before = try directory.read(path)
        let run = InProcessRun([
            "add", "use-case", "Checkout", "Archive", "--output", directory.url.path + "/App/Scenes", "--tests-output",
            directory.url.path + "/AppTests/Scenes",
        ])
        expectEqual(run.status, 0, "\(run)")
        // The requirement and an empty method meeting it, which compiles; the body is the person's to write.
        let presenter = try directory.read(path)
        expect(onlyInserts(before, presenter))
        expect(presenter.contains("func presentArchive(response: Checkout.Archive.Response) {\n        // TODO: vipgen left this empty"))
        expect(
            run.stdout.contains(
                "func presentArchive(response:) was added with an empty body: what vipgen writes in it uses 'viewController', declared differently in this file (expected 'weak var viewController: (any CheckoutDisplayLogic)?', found 'weak var viewController: CheckoutViewController?')"
            ), "\(run.stdout)")
    }

    /// `vipgen init` in the app describes it, and `vipgen lint` right after reports only its real problems.
    @Test func initDescribesTheAppAndLintThenHolds() throws {
        let directory = try copy()
        let initRun = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(initRun.status, 0, "\(initRun)")
        expect(
            initRun.stdout.contains(
                "described 4 existing scenes (Browse, Checkout, ListProducts, OrderDetails) in App/Scenes, tests in AppTests/Scenes"
            ), "\(initRun)")
        let spec = try directory.read("vipgen.json")
        expect(spec.contains("\"sources\": \"App/Scenes\""))
        expect(spec.contains("\"tests\": \"AppTests/Scenes\""))
        expect(
            spec.contains(
                "\"name\": \"Browse\",\n      \"useCases\": [\"Search\"],\n      \"fields\": [],\n      \"routes\": [],\n      \"flavor\": \"swiftui\",\n      \"worker\": \"sync\""
            ), "\(spec)")
        expect(spec.contains("\"fields\": [\"products: [String]\"],\n      \"routes\": [\"Checkout\"]"), "\(spec)")
        // `String!`, as the original templates' data stores write a field, is used as `String?` is.
        expect(spec.contains("\"fields\": [\"confirmation: String?\"]"), "\(spec)")
        let lint = try VipgenProcess.run(["lint"], in: directory.url)
        var problems: [String] = []
        for line in lint.stdout.split(separator: "\n") where !line.contains(": note: ") {
            let path = String(line.split(separator: ":")[0])
            let rule = String(line.split(separator: "[").last ?? "")
            problems.append(path + " " + rule)
        }
        expectEqual(
            problems.sorted(), [
                "App/Scenes/Checkout/CheckoutViewController.swift one-way-cycle]",
                "App/Scenes/Checkout/CheckoutWorker.swift worker-back-reference]",
                "App/Scenes/ListProducts/ListProductsViewController.swift untested-method]",
                "App/Scenes/Order Details/Presenter/OrderDetailsPresenter.swift weak-back-reference]",
            ], "\(lint)")
    }

    @Test func theModuleIsTheTargetsProductModuleName() {
        expectEqual(InitRun.productModuleName("Clean-SwiftUI"), "Clean_SwiftUI")
        expectEqual(InitRun.productModuleName("My App"), "My_App")
        expectEqual(InitRun.productModuleName("2048"), "_2048")
        expectEqual(InitRun.productModuleName("CleanStore"), "CleanStore")
    }

    @Test func aSceneWrittenByHandElsewhereIsNotWrittenAgain() throws {
        let directory = try copy()
        let before = directory.files()
        // Even with --force: the scene's types would be declared twice in the app.
        let run = try VipgenProcess.run(["scene", "OrderDetails", "--force"], in: directory.url)
        expectEqual(run.status, 65, "\(run)")
        expect(
            run.stderr.contains(
                "App/Scenes/Order Details/Interactor/OrderDetailsInteractor.swift:3:1: error: scene 'OrderDetails' is in the app already"
            ),
            "\(run)")
        expectEqual(directory.files(), before)
    }
}
