import Foundation
import Testing

/// The input-output flavor's test templates are clean-swift's with the input-output names (an
/// `OutputSpy` and `output` properties where clean-swift has the logic protocols' spies and
/// `interactor`, `presenter` and `viewController`). Deriving them here keeps the two in step: when
/// clean-swift's tests change, this test fails until the flavor's are derived again with
/// `VIPGEN_DERIVE_TEMPLATES=1 swift test --filter InputOutputTemplatesTests` (then review the diff).
@Suite struct InputOutputTemplatesTests {
    /// Per template, each text of clean-swift's and what input-output writes instead. Every text
    /// must be found, so a change to clean-swift's tests cannot slip past the renaming.
    static let renames: [String: [(String, String)]] = [
        "InteractorTests": [
            (
                "    final class PresentationLogicSpy: {{scene}}PresentationLogic {",
                "    final class OutputSpy: {{scene}}InteractorOutput {"
            ),
            ("presenter: PresentationLogicSpy)", "output: OutputSpy)"),
            (
                "        let presenter = PresentationLogicSpy()\n        sut.presenter = presenter\n        return (sut, worker, presenter)",
                "        let output = OutputSpy()\n        sut.output = output\n        return (sut, worker, output)"
            ),
            ("let (sut, worker, presenter) = makeSUT()", "let (sut, worker, output) = makeSUT()"),
            ("presenter.{{variable}}Responses", "output.{{variable}}Responses"),
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
            ("    // MARK: - Presentation logic", "    // MARK: - Input"),
            ("SendsAViewModelToTheViewController", "SendsAViewModelToTheOutput"),
        ],
        "ViewControllerTests": [
            (
                "    final class BusinessLogicSpy: {{scene}}BusinessLogic {",
                "    final class OutputSpy: {{scene}}ViewControllerOutput {"
            ),
            ("interactor: BusinessLogicSpy)", "output: OutputSpy)"),
            (
                "        let interactor = BusinessLogicSpy()\n        sut.interactor = interactor\n        return (sut, interactor)",
                "        let output = OutputSpy()\n        sut.output = output\n        return (sut, output)"
            ),
            ("sut.interactor as? {{scene}}Interactor", "sut.output as? {{scene}}Interactor"),
            ("interactor.presenter as? {{scene}}Presenter", "interactor.output as? {{scene}}Presenter"),
            ("presenter.viewController === sut", "presenter.output === sut"),
            ("let (sut, interactor) = makeSUT()", "let (sut, output) = makeSUT()"),
            ("interactor.{{firstUseCase.variable}}Requests", "output.{{firstUseCase.variable}}Requests"),
            ("interactor.{{variable}}Requests", "output.{{variable}}Requests"),
            ("InitWiresTheCycle", "InitConnectsTheCycle"),
            ("initWiresTheCycle", "initConnectsTheCycle"),
        ],
    ]

    @Test(arguments: ["InteractorTests", "PresenterTests", "ViewControllerTests"])
    func areCleanSwiftsWithTheFlavorsNames(template: String) throws {
        let templates = Repository.root.appendingPathComponent("Templates")
        var derived = try String(
            contentsOf: templates.appendingPathComponent("clean-swift/\(template).mustache"), encoding: .utf8)
        for (old, new) in try #require(Self.renames[template]) {
            #expect(derived.contains(old), "clean-swift's \(template) no longer has \(old.debugDescription): update the renames")
            derived = derived.replacingOccurrences(of: old, with: new)
        }
        let target = templates.appendingPathComponent("input-output/\(template).mustache")
        if ProcessInfo.processInfo.environment["VIPGEN_DERIVE_TEMPLATES"] == "1" {
            try derived.write(to: target, atomically: true, encoding: .utf8)
            Issue.record("wrote \(target.path): review the diff, then run the tests again without VIPGEN_DERIVE_TEMPLATES")
            return
        }
        #expect(
            try String(contentsOf: target, encoding: .utf8) == derived,
            "input-output/\(template) is not clean-swift's with the flavor's names; run VIPGEN_DERIVE_TEMPLATES=1 swift test --filter InputOutputTemplatesTests"
        )
    }
}
