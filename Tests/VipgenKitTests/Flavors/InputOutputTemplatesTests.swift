import Expectations
import Foundation
import Testing

/// The input-output flavor's view controller, interactor and presenter, and their tests, are
/// clean-swift's with the input-output names: an `Input` and an `Output` protocol each where
/// clean-swift has one logic protocol, `output` properties where it has `interactor`, `presenter` and
/// `viewController`, the configurator instead of `setup()`, and `OutputSpy`s in the tests. Deriving
/// them here keeps the two in step: when clean-swift's change, this test fails until the flavor's are
/// derived again with
/// `VIPGEN_DERIVE_TEMPLATES=1 swift test --filter InputOutputTemplatesTests` (then review the diff).
@Suite struct InputOutputTemplatesTests {
    /// Per template, each text of clean-swift's and what input-output writes instead. Every text
    /// must be found, so a change to clean-swift's tests cannot slip past the renaming.
    static let renames: [String: [(String, String)]] = [
        "Interactor": [
            ("// MARK: - Business logic", "// MARK: - Input"),
            (
                "/// What the view controller asks the scene to do: one method per use case.",
                "/// What the interactor does when the view controller asks: one method per use case."
            ),
            ("protocol {{scene}}BusinessLogic: AnyObject {", "protocol {{scene}}InteractorInput: AnyObject {"),
            (
                "// MARK: - Data store\n",
                """
                // MARK: - Output

                /// What the interactor hands to the next step of the cycle (the presenter): one method per use case.
                @MainActor
                protocol {{scene}}InteractorOutput: AnyObject {
                {{#useCases}}
                    func present{{name}}(
                        response: {{scene}}.{{name}}.Response)
                {{#async}}
                    func present{{name}}Failure(
                        failure: {{scene}}.{{name}}.Failure)
                {{/async}}
                {{/useCases}}
                }

                // MARK: - Data store

                """
            ),
            (
                "    {{scene}}BusinessLogic, {{scene}}DataStore\n{\n    var presenter: (any {{scene}}PresentationLogic)?",
                "    {{scene}}InteractorInput, {{scene}}DataStore\n{\n    var output: (any {{scene}}InteractorOutput)?"
            ),
            ("    // MARK: - {{scene}}BusinessLogic", "    // MARK: - {{scene}}InteractorInput"),
            ("presenter?.present{{name}}(response: response)", "output?.present{{name}}(response: response)"),
            ("presenter?.present{{name}}Failure(", "output?.present{{name}}Failure("),
        ],
        "Presenter": [
            ("// MARK: - Presentation logic", "// MARK: - Input"),
            (
                "/// What the interactor asks the presenter to format for display: one method per use case.",
                "/// What the presenter formats for display when the interactor asks: one method per use case."
            ),
            ("protocol {{scene}}PresentationLogic: AnyObject {", "protocol {{scene}}PresenterInput: AnyObject {"),
            (
                "// MARK: - Presenter\n",
                """
                // MARK: - Output

                /// What the presenter hands to the next step of the cycle (the view controller): one method per use case.
                @MainActor
                protocol {{scene}}PresenterOutput: AnyObject {
                {{#useCases}}
                    func display{{name}}(
                        viewModel: {{scene}}.{{name}}.ViewModel)
                {{#async}}
                    func display{{name}}Failure(
                        viewModel: {{scene}}.{{name}}.FailureViewModel)
                {{/async}}
                {{/useCases}}
                }

                // MARK: - Presenter

                """
            ),
            (
                "final class {{scene}}Presenter: {{scene}}PresentationLogic {\n    weak var {{$displayLogic}}viewController{{/displayLogic}}: (any {{scene}}DisplayLogic)?",
                "final class {{scene}}Presenter: {{scene}}PresenterInput {\n    /// Weak: the view controller owns the cycle that owns this presenter.\n    weak var output: (any {{scene}}PresenterOutput)?"
            ),
            ("    // MARK: - {{scene}}PresentationLogic", "    // MARK: - {{scene}}PresenterInput"),
            (
                "{{$displayLogic}}viewController{{/displayLogic}}?.display{{name}}(viewModel: viewModel)",
                "output?.display{{name}}(viewModel: viewModel)"
            ),
            (
                "{{$displayLogic}}viewController{{/displayLogic}}?.display{{name}}Failure(",
                "output?.display{{name}}Failure("
            ),
        ],
        "ViewController": [
            ("// MARK: - Display logic", "// MARK: - Input"),
            (
                "/// What the presenter asks the view controller to show: one method per use case.",
                "/// What the view controller shows when the presenter asks: one method per use case."
            ),
            ("protocol {{scene}}DisplayLogic: AnyObject {", "protocol {{scene}}ViewControllerInput: AnyObject {"),
            (
                "// MARK: - View controller\n",
                """
                // MARK: - Output

                /// What the view controller asks of the next step of the cycle (the interactor): one method per use case.
                {{#async}}
                ///
                /// Each method returns the request's work, which ends once its answer has reached the presenter: the
                /// view controller awaits it to show progress while it runs.
                {{/async}}
                @MainActor
                protocol {{scene}}ViewControllerOutput: AnyObject {
                {{#useCases}}
                {{#async}}
                    @discardableResult
                {{/async}}
                    func {{variable}}(
                        request: {{scene}}.{{name}}.Request
                    ){{#async}} -> Task<Void, Never>{{/async}}
                {{/useCases}}
                }

                // MARK: - View controller

                """
            ),
            (
                "    var interactor: (any {{scene}}BusinessLogic)?",
                "    var output: (any {{scene}}ViewControllerOutput)?"
            ),
            ("        setup()\n", "        {{scene}}Configurator.configure(self)\n"),
            (
                """

                    // MARK: - Setup

                    {{$setupDocumentation}}
                    /// Wires the VIP cycle: this view controller sends requests to the interactor, the interactor sends
                    /// responses to the presenter, the presenter sends view models back here; the router reads the
                    /// interactor's data store.
                    {{/setupDocumentation}}
                {{#isTableViewController}}
                    ///
                    /// On iOS it runs twice: UITableViewController's `init(style:)` calls `init(nibName:bundle:)`, and
                    /// both call it. Each call makes every part anew, so the second leaves one whole cycle.
                {{/isTableViewController}}
                    private func setup() {
                        {{$setup}}
                        let interactor = {{scene}}Interactor()
                        let presenter = {{scene}}Presenter()
                        let router = {{scene}}Router()
                        self.interactor = interactor
                        self.router = router
                        interactor.presenter = presenter
                        presenter.viewController = self
                        router.viewController = self
                        router.dataStore = interactor
                        {{/setup}}
                    }

                """,
                ""
            ),
            ("interactor?.{{variable}}(request: request)", "output?.{{variable}}(request: request)"),
            ("        viewController.interactor = nil\n", "        viewController.output = nil\n"),
            ("whose interactor is taken away", "whose output is taken away"),
            ("without its interactor.", "without its output."),
            ("// MARK: - {{scene}}DisplayLogic", "// MARK: - {{scene}}ViewControllerInput"),
            (
                "extension {{scene}}ViewController: {{scene}}DisplayLogic {",
                "extension {{scene}}ViewController: {{scene}}ViewControllerInput {"
            ),
        ],
        "InteractorTests": [
            (
                "    final class PresentationLogicSpy: {{scene}}PresentationLogic {",
                "    final class OutputSpy: {{scene}}InteractorOutput {"
            ),
            ("presenter: PresentationLogicSpy\n", "output: OutputSpy\n"),
            (
                "        let presenter = PresentationLogicSpy()\n        sut.presenter = presenter\n        return (sut, worker, presenter)",
                "        let output = OutputSpy()\n        sut.output = output\n        return (sut, worker, output)"
            ),
            ("let (sut, worker, presenter) = makeSUT()", "let (sut, worker, output) = makeSUT()"),
            ("presenter.{{variable}}Responses", "output.{{variable}}Responses"),
            ("presenter.{{variable}}Failures", "output.{{variable}}Failures"),
            ("let (sut, _, presenter) = makeSUT()", "let (sut, _, output) = makeSUT()"),
            ("        let presenter = PresentationLogicSpy()\n", "        let output = OutputSpy()\n"),
            ("        sut?.presenter = presenter\n", "        sut?.output = output\n"),
            ("PresentsAFailureWhenTheWorkerThrows", "SendsAFailureToTheOutputWhenTheWorkerThrows"),
            ("PresentsOnlyTheLatestRequest", "SendsOnlyTheLatestResponseToTheOutput"),
            ("    // MARK: - Business logic", "    // MARK: - Input"),
            ("PresentsTheWorkersResponse", "SendsTheWorkersResponseToTheOutput"),
        ],
        "PresenterTests": [
            (
                "    final class DisplayLogicSpy: {{scene}}DisplayLogic {",
                "    final class OutputSpy: {{scene}}PresenterOutput {"
            ),
            ("viewController: DisplayLogicSpy)", "output: OutputSpy)"),
            (
                "        let viewController = DisplayLogicSpy()\n        sut.viewController = viewController\n        return (sut, viewController)",
                "        let output = OutputSpy()\n        sut.output = output\n        return (sut, output)"
            ),
            ("PresenterHoldsTheViewControllerWeakly", "PresenterHoldsItsOutputWeakly"),
            ("presenterHoldsTheViewControllerWeakly", "presenterHoldsItsOutputWeakly"),
            (
                "        var viewController: DisplayLogicSpy? = DisplayLogicSpy()\n        sut.viewController = viewController\n\n        viewController = nil",
                "        var output: OutputSpy? = OutputSpy()\n        sut.output = output\n\n        output = nil"
            ),
            ("sut.viewController)", "sut.output)"),
            ("sut.viewController == nil", "sut.output == nil"),
            ("let (sut, viewController) = makeSUT()", "let (sut, output) = makeSUT()"),
            ("viewController.{{variable}}ViewModels", "output.{{variable}}ViewModels"),
            ("viewController.{{variable}}FailureViewModels", "output.{{variable}}FailureViewModels"),
            ("SendsAnExplanationToTheViewController", "SendsAnExplanationToTheOutput"),
            ("    // MARK: - Presentation logic", "    // MARK: - Input"),
            ("SendsAViewModelToTheViewController", "SendsAViewModelToTheOutput"),
        ],
        "ViewControllerTests": [
            (
                "    final class BusinessLogicSpy: {{scene}}BusinessLogic {",
                "    final class OutputSpy: {{scene}}ViewControllerOutput {"
            ),
            ("interactor: BusinessLogicSpy\n", "output: OutputSpy\n"),
            (
                "        let interactor = BusinessLogicSpy()\n        sut.interactor = interactor\n{{#async}}\n        interactor.viewController = sut\n{{/async}}\n        return (sut, interactor)",
                "        let output = OutputSpy()\n        sut.output = output\n{{#async}}\n        output.viewController = sut\n{{/async}}\n        return (sut, output)"
            ),
            ("interactor.spinningDuringWork", "output.spinningDuringWork"),
            ("loading.interactor", "loading.output"),
            ("loaded.interactor", "loaded.output"),
            ("empty.interactor", "empty.output"),
            ("sut.interactor as? {{scene}}Interactor", "sut.output as? {{scene}}Interactor"),
            ("interactor.presenter as? {{scene}}Presenter", "interactor.output as? {{scene}}Presenter"),
            ("presenter.viewController === sut", "presenter.output === sut"),
            ("let (sut, interactor) =", "let (sut, output) ="),
            ("interactor.{{variable}}Requests", "output.{{variable}}Requests"),
            ("SendsARequestToTheInteractor", "SendsARequestToTheOutput"),
            (
                "    /// Checks that `sut` sends requests to an interactor that presents to a presenter that displays on\n    /// `sut`, and that its router routes from `sut` with the interactor as data store.",
                "    /// Checks that `sut`'s output is an interactor whose output is a presenter whose output is `sut`, and\n    /// that its router routes from `sut` with the interactor as data store."
            ),
            ("assertCycleIsWired", "assertCycleIsConnected"),
            ("expectCycleIsWired", "expectCycleIsConnected"),
            ("WiresTheCycle", "ConnectsTheCycle"),
            ("StoryboardSceneIsWired", "StoryboardSceneIsConnected"),
            (
                "weak var releasedInteractor: (any {{scene}}BusinessLogic)?",
                "weak var releasedOutput: (any {{scene}}ViewControllerOutput)?"
            ),
            ("releasedInteractor = sut.interactor", "releasedOutput = sut.output"),
            ("XCTAssertNil(releasedInteractor)", "XCTAssertNil(releasedOutput)"),
            ("#expect(releasedInteractor == nil)", "#expect(releasedOutput == nil)"),
        ],
    ]

    @Test(arguments: [
        "ViewController", "Interactor", "Presenter", "InteractorTests", "PresenterTests", "ViewControllerTests",
    ])
    func areCleanSwiftsWithTheFlavorsNames(template: String) throws {
        let templates = Repository.root.appendingPathComponent("Templates")
        var derived = try String(
            contentsOf: templates.appendingPathComponent("clean-swift/\(template).mustache"), encoding: .utf8)
        for (old, new) in try require(Self.renames[template]) {
            expect(
                derived.contains(old),
                "clean-swift's \(template) no longer has \(old.debugDescription): update the renames")
            derived = derived.replacingOccurrences(of: old, with: new)
        }
        let target = templates.appendingPathComponent("input-output/\(template).mustache")
        if ProcessInfo.processInfo.environment["VIPGEN_DERIVE_TEMPLATES"] == "1" {
            try derived.write(to: target, atomically: true, encoding: .utf8)
            Issue.record(
                "wrote \(target.path): review the diff, then run the tests again without VIPGEN_DERIVE_TEMPLATES")
            return
        }
        expectEqual(
            try String(contentsOf: target, encoding: .utf8), derived,
            "input-output/\(template) is not clean-swift's with the flavor's names; run VIPGEN_DERIVE_TEMPLATES=1 swift test --filter InputOutputTemplatesTests"
        )
    }
}
