import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Each rule finds its violation at the line and column it is written, and not its clean counterpart.
/// Every case starts from a freshly generated scene, which lints clean.
@Suite struct LintRuleTests {
    struct Edit: Sendable {
        let file: String
        let old: String
        let new: String
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let violation: [Edit]
        /// The file and the text around the finding, `‸` where it is reported.
        let at: (file: String, context: String)
        /// The same code written within the rule.
        let clean: [Edit]

        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(
            rule: "ui-import",
            violation: [
                Edit(
                    file: "ShopInteractor.swift", old: "import Foundation",
                    new: "import UIKit\n\nlet shopTint = UIColor.red")
            ],
            at: ("ShopInteractor.swift", "import ‸UIKit"),
            clean: [
                Edit(file: "ShopInteractor.swift", old: "import Foundation", new: "import Foundation\nimport OSLog")
            ]),
        // The original templates' `import UIKit` in every file, with nothing of UIKit used: a note.
        Case(
            rule: "unused-ui-import",
            violation: [Edit(file: "ShopInteractor.swift", old: "import Foundation", new: "import UIKit")],
            at: ("ShopInteractor.swift", "import ‸UIKit"),
            clean: [
                Edit(file: "ShopInteractor.swift", old: "import Foundation", new: "import Foundation\nimport OSLog")
            ]),
        Case(
            rule: "weak-back-reference",
            violation: [
                Edit(
                    file: "ShopPresenter.swift", old: "    weak var viewController: (any ShopDisplayLogic)?",
                    new: "    var viewController: (any ShopDisplayLogic)?")
            ],
            at: ("ShopPresenter.swift", "    var ‸viewController: (any ShopDisplayLogic)?"),
            clean: []),
        Case(
            rule: "concrete-reference",
            violation: [
                Edit(
                    file: "ShopInteractor.swift", old: "    var presenter: (any ShopPresentationLogic)?",
                    new: "    var presenter: ShopPresenter?")
            ],
            at: ("ShopInteractor.swift", "    var presenter: ‸ShopPresenter?"),
            clean: [
                Edit(
                    file: "ShopInteractor.swift", old: "    var presenter: (any ShopPresentationLogic)?",
                    new: "    var presenter: (any ShopPresentationLogic & AnyObject)?")
            ]),
        Case(
            rule: "worker-back-reference",
            violation: [
                Edit(
                    file: "ShopWorker.swift", old: "final class ShopWorker: ShopWorkerLogic {",
                    new: "final class ShopWorker: ShopWorkerLogic {\n    func notify(_ owner: ShopInteractor) {}")
            ],
            at: ("ShopWorker.swift", "    func notify(_ owner: ‸ShopInteractor) {}"),
            clean: [
                Edit(
                    file: "ShopWorker.swift", old: "final class ShopWorker: ShopWorkerLogic {",
                    new: "final class ShopWorker: ShopWorkerLogic {\n    func notify(_ owner: String) {}")
            ]),
        Case(
            rule: "one-way-cycle",
            violation: [
                Edit(
                    file: "ShopPresenter.swift", old: "    weak var viewController: (any ShopDisplayLogic)?",
                    new:
                        "    weak var viewController: (any ShopDisplayLogic)?\n    var interactor: (any ShopBusinessLogic)?"
                )
            ],
            at: ("ShopPresenter.swift", "    var interactor: (any ‸ShopBusinessLogic)?"),
            clean: [
                Edit(
                    file: "ShopInteractor.swift", old: "    var presenter: (any ShopPresentationLogic)?",
                    new: "    var presenter: (any ShopPresentationLogic)?\n    var backup: (any ShopPresentationLogic)?"
                )
            ]),
        Case(
            rule: "one-way-cycle",
            violation: [
                Edit(
                    file: "ShopViewController.swift", old: "        interactor?.buy(request: request)",
                    new:
                        "        ShopPresenter().presentBuy(response: Shop.Buy.Response())\n        interactor?.buy(request: request)"
                )
            ],
            at: ("ShopViewController.swift", "        ShopPresenter().‸presentBuy(response: Shop.Buy.Response())"),
            clean: [
                Edit(
                    file: "ShopViewController.swift", old: "        interactor?.buy(request: request)",
                    new: "        interactor?.buy(request: request)\n        router?.routeToPay(segue: nil)")
            ]),
        Case(
            rule: "protocol-declared",
            violation: [
                Edit(
                    file: "ShopPresenter.swift", old: "protocol ShopPresentationLogic: AnyObject {",
                    new: "protocol ShopPresenting: AnyObject {")
            ],
            at: ("ShopPresenter.swift", "final class ‸ShopPresenter: ShopPresentationLogic {"),
            clean: []),
        Case(
            rule: "protocol-conformance",
            violation: [
                Edit(
                    file: "ShopPresenter.swift", old: "final class ShopPresenter: ShopPresentationLogic {",
                    new: "final class ShopPresenter {")
            ],
            at: ("ShopPresenter.swift", "final class ‸ShopPresenter {"),
            clean: [
                Edit(
                    file: "ShopPresenter.swift", old: "final class ShopPresenter: ShopPresentationLogic {",
                    new: "final class ShopPresenter {"),
                Edit(
                    file: "ShopModels.swift", old: "import Foundation",
                    new: "import Foundation\n\nextension ShopPresenter: ShopPresentationLogic {}"),
            ]),
        Case(
            rule: "use-case-models",
            violation: [Edit(file: "ShopModels.swift", old: "        struct ViewModel: Equatable {}\n", new: "")],
            at: ("ShopModels.swift", "    enum ‸Buy {"),
            clean: [
                Edit(file: "ShopModels.swift", old: "        struct ViewModel: Equatable {}\n", new: ""),
                Edit(
                    file: "ShopModels.swift", old: "import Foundation",
                    new: "import Foundation\n\nextension Shop.Buy {\n    struct ViewModel: Equatable {}\n}"),
            ]),
        Case(
            rule: "use-case-methods",
            violation: [
                Edit(
                    file: "ShopPresenter.swift", old: "    func presentBuy(response: Shop.Buy.Response)\n",
                    new: "")
            ],
            at: ("ShopPresenter.swift", "protocol ‸ShopPresentationLogic"),
            clean: []),
        Case(
            rule: "use-case-wiring",
            violation: [
                Edit(
                    file: "ShopPresenter.swift", old: "        viewController?.displayBuy(viewModel: viewModel)\n",
                    new: "        _ = viewModel\n")
            ],
            at: ("ShopPresenter.swift", "    func ‸presentBuy(response: Shop.Buy.Response) {"),
            clean: [
                Edit(
                    file: "ShopPresenter.swift", old: "        viewController?.displayBuy(viewModel: viewModel)\n",
                    new:
                        "        let show = { [weak self] in self?.viewController?.displayBuy(viewModel: viewModel) }\n        show()\n"
                )
            ]),
        Case(
            rule: "use-case-wiring",
            violation: [
                Edit(
                    file: "ShopViewController.swift", old: "        interactor?.buy(request: request)\n",
                    new: "        _ = request\n")
            ],
            at: ("ShopInteractor.swift", "    func ‸buy(request: Shop.Buy.Request)\n}"),
            clean: [
                Edit(
                    file: "ShopViewController.swift", old: "        interactor?.buy(request: request)\n",
                    new: "        if let interactor { interactor.buy(request: request) }\n")
            ]),
        Case(
            rule: "spec-use-case",
            violation: [Edit(file: "vipgen.json", old: #""useCases": ["Buy"]"#, new: #""useCases": ["Buy", "Sell"]"#)],
            at: ("vipgen.json", #""Buy", ‸"Sell""#),
            clean: []),
        Case(
            rule: "spec-route",
            violation: [Edit(file: "vipgen.json", old: #""routes": ["Pay"]"#, new: #""routes": []"#)],
            at: ("ShopRouter.swift", "    func ‸routeToPay(segue: UIStoryboardSegue?)\n}"),
            clean: []),
        Case(
            rule: "spec-field",
            violation: [
                Edit(
                    file: "vipgen.json", old: #""fields": ["cart: [String]"]"#,
                    new: #""fields": ["cart: [String]", "total: Int"]"#)
            ],
            at: ("vipgen.json", #""cart: [String]", ‸"total: Int""#),
            clean: []),
        Case(
            rule: "spec-scene",
            violation: [
                Edit(file: "vipgen.json", old: #""routes": ["Pay"] }"#, new: #""routes": ["Pay"] }, { "name": "Pay" }"#)
            ],
            at: ("vipgen.json", #"{ "name": ‸"Pay" }"#),
            clean: []),
        Case(
            rule: "untested-method",
            violation: [
                Edit(file: "ShopPresenterTests.swift", old: "sut.presentBuy(response: response)", new: "_ = response"),
                Edit(
                    file: "ShopPresenterTests.swift", old: "func testPresentBuySendsAViewModelToTheViewController",
                    new: "func testSendsAViewModelToTheViewController"),
                Edit(
                    file: "ShopPresenterTests.swift", old: "func testPresentBuyFailureSends",
                    new: "func testFailureSends"),
            ],
            at: (
                "ShopPresenter.swift", "    func ‸presentBuy(response: Shop.Buy.Response)\n    func presentBuyFailure("
            ),
            clean: [
                Edit(file: "ShopPresenterTests.swift", old: "sut.presentBuy(response: response)", new: "_ = response")
            ]),
        Case(
            rule: "scene-tests",
            violation: [Edit(file: "ShopWorkerTests.swift", old: "import XCTest", new: "import XCTest")],
            at: ("ShopViewController.swift", "‸//"),
            clean: []),
        Case(
            rule: "scene-files",
            violation: [Edit(file: "ShopPresenterTests.swift", old: "import XCTest", new: "import XCTest")],
            at: ("ShopViewController.swift", "‸//"),
            clean: []),
        Case(
            rule: "unreadable-file",
            violation: [
                Edit(file: "ShopInteractor.swift", old: "import Foundation", new: "#if DEBUG\nimport Foundation")
            ],
            at: ("ShopInteractor.swift", "‸#if DEBUG"),
            clean: [
                Edit(
                    file: "ShopInteractor.swift", old: "import Foundation", new: "#if DEBUG\nimport Foundation\n#endif")
            ]),
    ]

    @Test(arguments: cases)
    func violationIsFoundWhereItIsWritten(_ testCase: Case) throws {
        let fixture = try LintFixture()
        #expect(try fixture.lint().isEmpty, "the generated scene lints clean")
        for edit in testCase.violation { try fixture.edit(edit.file, edit.old, edit.new) }
        if testCase.rule == "scene-tests" { try fixture.remove("ShopWorkerTests.swift") }
        if testCase.rule == "scene-files" { try fixture.remove("ShopPresenter.swift") }
        let expected = try fixture.location(testCase.at.file, testCase.at.context)
        let found = try fixture.lint().filter { $0.ruleID == testCase.rule }
        #expect(
            found.map(\.brief) == ["\(testCase.at.file):\(expected.line):\(expected.column) \(testCase.rule)"],
            "\(found.map(\.compilerStyle))")
    }

    @Test(arguments: cases)
    func cleanCounterpartIsNot(_ testCase: Case) throws {
        let fixture = try LintFixture()
        for edit in testCase.clean { try fixture.edit(edit.file, edit.old, edit.new) }
        let found = try fixture.lint()
        #expect(found.isEmpty, "\(found.map(\.compilerStyle))")
    }
}
