import Expectations
import Foundation
import Testing

/// `--flavor` on `scene` and `generate`, and `"flavor"` in a spec, run as the built binary.
@Suite struct FlavorCommandTests {
    @Test func sceneWritesTheFlavorsFiles() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(
            ["scene", "ListOrders", "--flavor", "input-output", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expectEqual(
            directory.files().sorted(), [
                "Scenes/ListOrders/ListOrdersClient.swift",
                "Scenes/ListOrders/ListOrdersConfigurator.swift", "Scenes/ListOrders/ListOrdersInteractor.swift",
                "Scenes/ListOrders/ListOrdersModels.swift", "Scenes/ListOrders/ListOrdersPresenter.swift",
                "Scenes/ListOrders/ListOrdersRouter.swift", "Scenes/ListOrders/ListOrdersViewController.swift",
                "Scenes/ListOrders/ListOrdersWorker.swift",
                "Tests/Scenes/ListOrders/ListOrdersInteractorTests.swift",
                "Tests/Scenes/ListOrders/ListOrdersPresenterTests.swift",
                "Tests/Scenes/ListOrders/ListOrdersViewControllerTests.swift",
                "Tests/Scenes/ListOrders/ListOrdersWorkerTests.swift",
            ])
        expect(
            try directory.read("Scenes/ListOrders/ListOrdersInteractor.swift").contains(
                "protocol ListOrdersInteractorInput"))
    }

    @Test func anUnknownFlavorOnTheCommandLineIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["scene", "ListOrders", "--flavor", "configurater"], in: directory.url)
        expectEqual(result.status, 64)
        expect(result.stderr.contains("no flavor named 'configurater'; did you mean 'configurator'?"))
        expect(directory.files().isEmpty)
    }

    @Test func theSpecsFlavorIsTheDefaultASceneMayNameItsOwnAndTheFlagReplacesTheDefault() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {"project": {"flavor": "configurator"},
             "scenes": [{"name": "A"}, {"name": "B", "flavor": "clean-swift"}, {"name": "C", "flavor": "input-output"}]}
            """)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(
            try directory.read("Scenes/A/AInteractor.swift").contains(
                "private lazy var worker: any AWorkerLogic = makeWorker()"))
        expect(!directory.exists("Scenes/B/BConfigurator.swift"))
        expect(try directory.read("Scenes/C/CPresenter.swift").contains("protocol CPresenterOutput"))

        let again = try TemporaryDirectory()
        try again.write("vipgen.json", try directory.read("vipgen.json"))
        let flagged = try VipgenProcess.run(["generate", "-q", "--flavor", "input-output"], in: again.url)
        expectEqual(flagged.status, 0, "\(flagged)")
        expect(try again.read("Scenes/A/AInteractor.swift").contains("protocol AInteractorInput"))
        expect(!again.exists("Scenes/B/BConfigurator.swift"), "a scene's own flavor wins over the flag")
    }

    @Test func unknownFlavorsInASpecAreReportedWhereTheyAreNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {"project": {"flavor": "configurator"},
             "scenes": [{"name": "A", "flavor": "input-ouput"}]}
            """)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 65)
        expect(
            result.stderr.contains(
                "vipgen.json:2:37: error: scenes[0].flavor: no flavor named 'input-ouput'; did you mean 'input-output'?"
            ))
        expectEqual(directory.files(), ["vipgen.json"])
    }
}

/// `vipgen templates show|export --flavor`.
@Suite struct FlavorTemplatesCommandTests {
    @Test func showPrintsTheFlavorsTemplate() throws {
        let directory = try TemporaryDirectory()
        let configurator = try VipgenProcess.run(
            ["templates", "show", "Configurator", "--flavor", "configurator"], in: directory.url)
        expectEqual(configurator.status, 0, "\(configurator)")
        expect(configurator.stdout.contains("enum {{scene}}Configurator {"))
        let presenter = try VipgenProcess.run(
            ["templates", "show", "Presenter", "--flavor", "input-output"], in: directory.url)
        expect(presenter.stdout.contains("protocol {{scene}}PresenterOutput: AnyObject {"))
        let missing = try VipgenProcess.run(["templates", "show", "Configurator"], in: directory.url)
        expectEqual(missing.status, 64, "the default flavor has no configurator")
        let unknown = try VipgenProcess.run(
            ["templates", "show", "Router", "--flavor", "inputoutput"], in: directory.url)
        expectEqual(unknown.status, 64)
        expect(unknown.stderr.contains("did you mean 'input-output'?"))
    }

    @Test func anExportedFlavorChangesNothingUntilEdited() throws {
        let directory = try TemporaryDirectory()
        let export = try VipgenProcess.run(["templates", "export", "T", "--flavor", "input-output"], in: directory.url)
        expectEqual(export.status, 0, "\(export)")
        expect(directory.exists("T/input-output/Configurator.mustache"))
        expect(directory.exists("T/clean-swift/Router.mustache"), "the flavor it extends comes along")
        expect(directory.exists("T/header.mustache"))
        let plain = try VipgenProcess.run(
            ["scene", "A", "--flavor", "input-output", "--output", "Plain", "-q"], in: directory.url)
        let custom = try VipgenProcess.run(
            ["scene", "A", "--flavor", "input-output", "--templates", "T", "--output", "Custom", "-q"],
            in: directory.url)
        expect(plain.status == 0 && custom.status == 0, "\(plain)\n\(custom)")
        for file in ["AViewController", "APresenter", "ARouter", "AConfigurator"] {
            expectEqual(try directory.read("Custom/A/\(file).swift"), try directory.read("Plain/A/\(file).swift"))
        }
    }
}
