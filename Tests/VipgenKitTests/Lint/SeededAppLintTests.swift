import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The completed CleanMeme app lints clean; with a dozen violations (13 seeded, one switched off) of different rules seeded into it
/// (some spread across files: a call to another file's protocol, a spec item and the code that lacks
/// it), `vipgen lint` reports exactly those, and not the one a comment switches off.
@Suite struct SeededAppLintTests {
    static let app = LintFixture.repository + "/Tests/Proof/CleanMeme/App"

    static let spec = """
        {
          "project": { "module": "CleanMeme", "sources": "App/Sources", "tests": "App/Tests" },
          "scenes": [
            { "name": "ListMemes", "base": "UITableViewController", "useCases": ["FetchMemes"],
              "fields": ["memes: [Meme]?"], "routes": ["ShowMeme", "AddMeme"] },
            { "name": "AddMeme", "useCases": ["AddMeme"], "routes": ["ListMemes"] },
            { "name": "ShowMeme", "flavor": "swiftui", "useCases": ["GetMeme"], "fields": ["meme: Meme?"] }
          ]
        }

        """

    @Test func theCompletedAppLintsClean() throws {
        let fixture = try LintFixture(copyingApp: Self.app, spec: Self.spec)
        let found = try fixture.lint()
        expect(found.isEmpty, "\(found.map(\.compilerStyle))")
        let byPath = try fixture.lint(paths: ["App"])
        expect(byPath.isEmpty, "\(byPath.map(\.compilerStyle))")
    }

    @Test func seededViolationsAreReportedExactly() throws {
        let fixture = try LintFixture(copyingApp: Self.app, spec: Self.spec)
        let sources = "App/Sources/"
        var expected: [String] = []
        func seed(_ file: String, _ old: String, _ new: String, occurrences: Int = 1) throws {
            try fixture.edit(file, old, new, occurrences: occurrences)
        }
        func expect(_ file: String, _ context: String, _ rule: String) throws {
            let at = try fixture.location(file, context)
            expected.append("\(file.split(separator: "/").last!):\(at.line):\(at.column) \(rule)")
        }

        let listInteractor = sources + "ListMemes/ListMemesInteractor.swift"
        try seed(listInteractor, "import Foundation", "import Foundation\nimport UIKit\n\nlet listTint = UIColor.red")
        try expect(listInteractor, "import ‸UIKit", "ui-import")

        let showPresenter = sources + "ShowMeme/ShowMemePresenter.swift"
        try seed(
            showPresenter, "    weak var viewState: (any ShowMemeDisplayLogic)?",
            "    var viewState: (any ShowMemeDisplayLogic)?")
        try expect(showPresenter, "    var ‸viewState: (any ShowMemeDisplayLogic)?", "weak-back-reference")

        let addRouter = sources + "AddMeme/AddMemeRouter.swift"
        try seed(
            addRouter, "    weak var viewController: AddMemeViewController?",
            "    var viewController: AddMemeViewController?")
        try expect(addRouter, "    var ‸viewController: AddMemeViewController?", "weak-back-reference")

        let addInteractor = sources + "AddMeme/AddMemeInteractor.swift"
        try seed(
            addInteractor, "    var presenter: (any AddMemePresentationLogic)?", "    var presenter: AddMemePresenter?")
        try expect(addInteractor, "    var presenter: ‸AddMemePresenter?", "concrete-reference")

        let listWorker = sources + "ListMemes/ListMemesWorker.swift"
        try seed(
            listWorker, "    private let givenMemesWorker: MemesWorker?\n",
            "    private let givenMemesWorker: MemesWorker?\n    weak var owner: ListMemesInteractor?\n")
        try expect(listWorker, "    weak var owner: ‸ListMemesInteractor?", "worker-back-reference")

        let addPresenter = sources + "AddMeme/AddMemePresenter.swift"
        try seed(
            addPresenter, "    weak var viewController: (any AddMemeDisplayLogic)?",
            "    weak var viewController: (any AddMemeDisplayLogic)?\n    var interactor: (any AddMemeBusinessLogic)?")
        try expect(addPresenter, "    var interactor: (any ‸AddMemeBusinessLogic)?", "one-way-cycle")

        // The view state calls the presenter, whose protocol is in another file.
        let showViewState = sources + "ShowMeme/ShowMemeViewState.swift"
        try seed(
            showViewState, "    func getMeme() async {\n",
            "    func getMeme() async {\n        ShowMemePresenter().presentGetMeme(response: ShowMeme.GetMeme.Response(meme: nil))\n")
        try expect(showViewState, "        ShowMemePresenter().‸presentGetMeme(", "one-way-cycle")

        let listPresenter = sources + "ListMemes/ListMemesPresenter.swift"
        try seed(
            listPresenter, "        viewController?.displayFetchMemes(viewModel: viewModel)", "        _ = viewModel")
        try expect(
            listPresenter, "    func ‸presentFetchMemes(response: ListMemes.FetchMemes.Response) {", "use-case-wiring")

        let addModels = sources + "AddMeme/AddMemeModels.swift"
        try seed(addModels, "        struct Response: Equatable {", "        struct Outcome: Equatable {")
        try expect(addModels, "    enum ‸AddMeme {\n        /// The form", "use-case-models")

        // The spec and the code disagree: a use case only the spec has, a field only the code has.
        try seed("vipgen.json", #""useCases": ["FetchMemes"]"#, #""useCases": ["FetchMemes", "DeleteMeme"]"#)
        try expect("vipgen.json", #""FetchMemes", ‸"DeleteMeme""#, "spec-use-case")
        try seed("vipgen.json", #""fields": ["meme: Meme?"]"#, #""fields": []"#)
        try expect(sources + "ShowMeme/ShowMemeInteractor.swift", "    var ‸meme: Meme? { get set }", "spec-field")

        let addPresenterTests = "App/Tests/AddMeme/AddMemePresenterTests.swift"
        try seed(addPresenterTests, "sut.presentAddMeme(response:", "sut.present(response:", occurrences: 2)
        try seed(addPresenterTests, "func testPresentAddMeme", "func testPresenting", occurrences: 4)
        try expect(
            addPresenter,
            "    func ‸presentAddMeme(response: AddMeme.AddMeme.Response)\n    func presentAddMemeFailure(",
            "untested-method")

        // Switched off for one declaration: not reported.
        let listRouter = sources + "ListMemes/ListMemesRouter.swift"
        try seed(
            listRouter, "    weak var viewController: ListMemesViewController?",
            "    // vipgen:disable:next weak-back-reference\n    var viewController: ListMemesViewController?")

        let found = try fixture.lint().map(\.brief)
        expectEqual(found.sorted(), expected.sorted(), "\(found)")
        expectEqual(Set(expected.map { $0.split(separator: " ").last! }).count, 10, "ten different rules are seeded")
    }
}
