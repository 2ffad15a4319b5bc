// swift-format-ignore-file
// Generated from Templates/ by Sources/EmbedTemplates when vipgen is built. Do not edit: change
// the files in Templates/.

import Mustache

enum BundledTemplates {
    /// Folder (a flavor, or `common`) to template name (file name without `.mustache`) to text.
    static let texts: [String: [String: String]] = [
        "clean-swift": [
            "Interactor": cleanSwiftInteractorSource,
            "InteractorTests": cleanSwiftInteractorTestsSource,
            "Models": cleanSwiftModelsSource,
            "Presenter": cleanSwiftPresenterSource,
            "PresenterTests": cleanSwiftPresenterTestsSource,
            "Router": cleanSwiftRouterSource,
            "ViewController": cleanSwiftViewControllerSource,
            "ViewControllerTests": cleanSwiftViewControllerTestsSource,
            "Worker": cleanSwiftWorkerSource,
            "WorkerTests": cleanSwiftWorkerTestsSource,
        ],
        "common": [
            "header": commonHeaderSource,
        ],
    ]

    /// The same templates, parsed when vipgen was built.
    static let compiled: [String: [String: MustacheTemplate]] = [
        "clean-swift": [
            "Interactor": cleanSwiftInteractorTemplate,
            "InteractorTests": cleanSwiftInteractorTestsTemplate,
            "Models": cleanSwiftModelsTemplate,
            "Presenter": cleanSwiftPresenterTemplate,
            "PresenterTests": cleanSwiftPresenterTestsTemplate,
            "Router": cleanSwiftRouterTemplate,
            "ViewController": cleanSwiftViewControllerTemplate,
            "ViewControllerTests": cleanSwiftViewControllerTestsTemplate,
            "Worker": cleanSwiftWorkerTemplate,
            "WorkerTests": cleanSwiftWorkerTestsTemplate,
        ],
        "common": [
            "header": commonHeaderTemplate,
        ],
    ]

    /// Each flavor's manifest, as text: flavor name to `flavor.json`.
    static let manifests: [String: String] = [
        "clean-swift": "{\n  \"description\": \"Clean Swift 3: DisplayLogic, BusinessLogic, DataStore, PresentationLogic and RoutingLogic protocols; the view controller wires the cycle in setup().\",\n  \"baseClasses\": {\n    \"UIViewController\": \"isViewController\",\n    \"UITableViewController\": \"isTableViewController\",\n    \"UICollectionViewController\": \"isCollectionViewController\"\n  },\n  \"context\": {},\n  \"files\": [\n    { \"template\": \"ViewController\", \"destination\": \"sources\", \"name\": \"{{scene}}ViewController.swift\" },\n    { \"template\": \"Interactor\", \"destination\": \"sources\", \"name\": \"{{scene}}Interactor.swift\" },\n    { \"template\": \"Presenter\", \"destination\": \"sources\", \"name\": \"{{scene}}Presenter.swift\" },\n    { \"template\": \"Router\", \"destination\": \"sources\", \"name\": \"{{scene}}Router.swift\" },\n    { \"template\": \"Worker\", \"destination\": \"sources\", \"name\": \"{{scene}}Worker.swift\" },\n    { \"template\": \"Models\", \"destination\": \"sources\", \"name\": \"{{scene}}Models.swift\" },\n    { \"template\": \"ViewControllerTests\", \"destination\": \"tests\", \"name\": \"{{scene}}ViewControllerTests.swift\" },\n    { \"template\": \"InteractorTests\", \"destination\": \"tests\", \"name\": \"{{scene}}InteractorTests.swift\" },\n    { \"template\": \"PresenterTests\", \"destination\": \"tests\", \"name\": \"{{scene}}PresenterTests.swift\" },\n    { \"template\": \"WorkerTests\", \"destination\": \"tests\", \"name\": \"{{scene}}WorkerTests.swift\" }\n  ]\n}\n",
    ]
}

// MARK: - clean-swift/Interactor

extension BundledTemplates {
    static let cleanSwiftInteractorSource = "{{> header}}\n\n{{$imports}}import Foundation{{/imports}}\n\n// MARK: - Business logic\n\n/// What the view controller asks the scene to do: one method per use case.\n@MainActor\nprotocol {{scene}}BusinessLogic: AnyObject {\n{{#useCases}}\n    func {{variable}}(request: {{scene}}.{{name}}.Request)\n{{/useCases}}\n}\n\n// MARK: - Data store\n\n/// What the scene keeps for its router to pass on to other scenes.\n@MainActor\n{{#hasFields}}\nprotocol {{scene}}DataStore: AnyObject {\n{{#fields}}\n    var {{name}}: {{{type}}} { get set }\n{{/fields}}\n}\n{{/hasFields}}\n{{^hasFields}}\nprotocol {{scene}}DataStore: AnyObject {}\n{{/hasFields}}\n\n// MARK: - Interactor\n\n@MainActor\nfinal class {{scene}}Interactor: {{scene}}BusinessLogic, {{scene}}DataStore {\n    var presenter: (any {{scene}}PresentationLogic)?\n    private let worker: {{scene}}Worker\n{{#hasFields}}\n\n    // MARK: - {{scene}}DataStore\n\n{{#fields}}\n    var {{name}}: {{{type}}}{{#initialValue}} = {{{initialValue}}}{{/initialValue}}\n{{/fields}}\n{{/hasFields}}\n\n    // MARK: - Object lifecycle\n\n    init(worker: {{scene}}Worker = {{scene}}Worker()) {\n        self.worker = worker\n    }\n\n    // MARK: - {{scene}}BusinessLogic\n{{#useCases}}\n\n    func {{variable}}(request: {{scene}}.{{name}}.Request) {\n        let response = worker.{{variable}}(request: request)\n        presenter?.present{{name}}(response: response)\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftInteractorTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/Interactor.mustache", source: cleanSwiftInteractorSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import Foundation"), // 3
            .text(compiled: "\n\n// MARK: - Business logic\n\n/// What the view controller asks the scene to do: one method per use case.\n@MainActor\nprotocol "), // 4
            .variable(named: "scene", escaped: true, at: 180), // 5
            .text(compiled: "BusinessLogic: AnyObject {\n"), // 6
            .section(named: "useCases", inverted: false, end: 15, standalone: true, at: 216), // 7
            .text(compiled: "    func "), // 8
            .variable(named: "variable", escaped: true, at: 239), // 9
            .text(compiled: "(request: "), // 10
            .variable(named: "scene", escaped: true, at: 261), // 11
            .text(compiled: "."), // 12
            .variable(named: "name", escaped: true, at: 271), // 13
            .text(compiled: ".Request)\n"), // 14
            .text(compiled: "}\n\n// MARK: - Data store\n\n/// What the scene keeps for its router to pass on to other scenes.\n@MainActor\n"), // 15
            .section(named: "hasFields", inverted: false, end: 27, standalone: true, at: 408), // 16
            .text(compiled: "protocol "), // 17
            .variable(named: "scene", escaped: true, at: 432), // 18
            .text(compiled: "DataStore: AnyObject {\n"), // 19
            .section(named: "fields", inverted: false, end: 26, standalone: true, at: 464), // 20
            .text(compiled: "    var "), // 21
            .variable(named: "name", escaped: true, at: 484), // 22
            .text(compiled: ": "), // 23
            .variable(named: "type", escaped: false, at: 494), // 24
            .text(compiled: " { get set }\n"), // 25
            .text(compiled: "}\n"), // 26
            .section(named: "hasFields", inverted: true, end: 31, standalone: true, at: 546), // 27
            .text(compiled: "protocol "), // 28
            .variable(named: "scene", escaped: true, at: 570), // 29
            .text(compiled: "DataStore: AnyObject {}\n"), // 30
            .text(compiled: "\n// MARK: - Interactor\n\n@MainActor\nfinal class "), // 31
            .variable(named: "scene", escaped: true, at: 665), // 32
            .text(compiled: "Interactor: "), // 33
            .variable(named: "scene", escaped: true, at: 686), // 34
            .text(compiled: "BusinessLogic, "), // 35
            .variable(named: "scene", escaped: true, at: 710), // 36
            .text(compiled: "DataStore {\n    var presenter: (any "), // 37
            .variable(named: "scene", escaped: true, at: 755), // 38
            .text(compiled: "PresentationLogic)?\n    private let worker: "), // 39
            .variable(named: "scene", escaped: true, at: 808), // 40
            .text(compiled: "Worker\n"), // 41
            .section(named: "hasFields", inverted: false, end: 55, standalone: true, at: 824), // 42
            .text(compiled: "\n    // MARK: - "), // 43
            .variable(named: "scene", escaped: true, at: 855), // 44
            .text(compiled: "DataStore\n\n"), // 45
            .section(named: "fields", inverted: false, end: 55, standalone: true, at: 875), // 46
            .text(compiled: "    var "), // 47
            .variable(named: "name", escaped: true, at: 895), // 48
            .text(compiled: ": "), // 49
            .variable(named: "type", escaped: false, at: 905), // 50
            .section(named: "initialValue", inverted: false, end: 54, standalone: false, at: 915), // 51
            .text(compiled: " = "), // 52
            .variable(named: "initialValue", escaped: false, at: 935), // 53
            .text(compiled: "\n"), // 54
            .text(compiled: "\n    // MARK: - Object lifecycle\n\n    init(worker: "), // 55
            .variable(named: "scene", escaped: true, at: 1049), // 56
            .text(compiled: "Worker = "), // 57
            .variable(named: "scene", escaped: true, at: 1067), // 58
            .text(compiled: "Worker()) {\n        self.worker = worker\n    }\n\n    // MARK: - "), // 59
            .variable(named: "scene", escaped: true, at: 1139), // 60
            .text(compiled: "BusinessLogic\n"), // 61
            .section(named: "useCases", inverted: false, end: 74, standalone: true, at: 1162), // 62
            .text(compiled: "\n    func "), // 63
            .variable(named: "variable", escaped: true, at: 1186), // 64
            .text(compiled: "(request: "), // 65
            .variable(named: "scene", escaped: true, at: 1208), // 66
            .text(compiled: "."), // 67
            .variable(named: "name", escaped: true, at: 1218), // 68
            .text(compiled: ".Request) {\n        let response = worker."), // 69
            .variable(named: "variable", escaped: true, at: 1268), // 70
            .text(compiled: "(request: request)\n        presenter?.present"), // 71
            .variable(named: "name", escaped: true, at: 1325), // 72
            .text(compiled: "(response: response)\n    }\n"), // 73
            .text(compiled: "}\n"), // 74
        ])
}

// MARK: - clean-swift/InteractorTests

extension BundledTemplates {
    static let cleanSwiftInteractorTestsSource = "{{> header}}\n\n{{$imports}}import XCTest{{/imports}}\n\n@testable import {{module}}\n\n/// Runs on the main actor, as the interactor does. XCTest on Linux starts async tests from a nonisolated\n/// closure that captures the test case, hence `@unchecked Sendable`.\n@MainActor\nfinal class {{scene}}InteractorTests: XCTestCase, @unchecked Sendable {\n    // MARK: - Test doubles\n\n    @MainActor\n    final class PresentationLogicSpy: {{scene}}PresentationLogic {\n{{#useCases}}\n        private(set) var {{variable}}Responses: [{{scene}}.{{name}}.Response] = []\n{{/useCases}}\n{{#useCases}}\n\n        func present{{name}}(response: {{scene}}.{{name}}.Response) {\n            {{variable}}Responses.append(response)\n        }\n{{/useCases}}\n    }\n\n    // MARK: - Subject under test\n\n    private func makeSUT() -> (sut: {{scene}}Interactor, presenter: PresentationLogicSpy) {\n        let sut = {{scene}}Interactor(worker: {{scene}}Worker())\n        let presenter = PresentationLogicSpy()\n        sut.presenter = presenter\n        return (sut, presenter)\n    }\n\n    // MARK: - Business logic\n{{#useCases}}\n\n    func test{{name}}SendsAResponseToThePresenter() async {\n        let (sut, presenter) = makeSUT()\n\n        sut.{{variable}}(request: {{scene}}.{{name}}.Request())\n\n        XCTAssertEqual(presenter.{{variable}}Responses.count, 1)\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftInteractorTestsTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/InteractorTests.mustache", source: cleanSwiftInteractorTestsSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import XCTest"), // 3
            .text(compiled: "\n\n@testable import "), // 4
            .variable(named: "module", escaped: true, at: 70), // 5
            .text(compiled: "\n\n/// Runs on the main actor, as the interactor does. XCTest on Linux starts async tests from a nonisolated\n/// closure that captures the test case, hence `@unchecked Sendable`.\n@MainActor\nfinal class "), // 6
            .variable(named: "scene", escaped: true, at: 281), // 7
            .text(compiled: "InteractorTests: XCTestCase, @unchecked Sendable {\n    // MARK: - Test doubles\n\n    @MainActor\n    final class PresentationLogicSpy: "), // 8
            .variable(named: "scene", escaped: true, at: 423), // 9
            .text(compiled: "PresentationLogic {\n"), // 10
            .section(named: "useCases", inverted: false, end: 19, standalone: true, at: 452), // 11
            .text(compiled: "        private(set) var "), // 12
            .variable(named: "variable", escaped: true, at: 491), // 13
            .text(compiled: "Responses: ["), // 14
            .variable(named: "scene", escaped: true, at: 515), // 15
            .text(compiled: "."), // 16
            .variable(named: "name", escaped: true, at: 525), // 17
            .text(compiled: ".Response] = []\n"), // 18
            .section(named: "useCases", inverted: false, end: 29, standalone: true, at: 563), // 19
            .text(compiled: "\n        func present"), // 20
            .variable(named: "name", escaped: true, at: 598), // 21
            .text(compiled: "(response: "), // 22
            .variable(named: "scene", escaped: true, at: 617), // 23
            .text(compiled: "."), // 24
            .variable(named: "name", escaped: true, at: 627), // 25
            .text(compiled: ".Response) {\n            "), // 26
            .variable(named: "variable", escaped: true, at: 660), // 27
            .text(compiled: "Responses.append(response)\n        }\n"), // 28
            .text(compiled: "    }\n\n    // MARK: - Subject under test\n\n    private func makeSUT() -> (sut: "), // 29
            .variable(named: "scene", escaped: true, at: 801), // 30
            .text(compiled: "Interactor, presenter: PresentationLogicSpy) {\n        let sut = "), // 31
            .variable(named: "scene", escaped: true, at: 875), // 32
            .text(compiled: "Interactor(worker: "), // 33
            .variable(named: "scene", escaped: true, at: 903), // 34
            .text(compiled: "Worker())\n        let presenter = PresentationLogicSpy()\n        sut.presenter = presenter\n        return (sut, presenter)\n    }\n\n    // MARK: - Business logic\n"), // 35
            .section(named: "useCases", inverted: false, end: 48, standalone: true, at: 1072), // 36
            .text(compiled: "\n    func test"), // 37
            .variable(named: "name", escaped: true, at: 1100), // 38
            .text(compiled: "SendsAResponseToThePresenter() async {\n        let (sut, presenter) = makeSUT()\n\n        sut."), // 39
            .variable(named: "variable", escaped: true, at: 1201), // 40
            .text(compiled: "(request: "), // 41
            .variable(named: "scene", escaped: true, at: 1223), // 42
            .text(compiled: "."), // 43
            .variable(named: "name", escaped: true, at: 1233), // 44
            .text(compiled: ".Request())\n\n        XCTAssertEqual(presenter."), // 45
            .variable(named: "variable", escaped: true, at: 1287), // 46
            .text(compiled: "Responses.count, 1)\n    }\n"), // 47
            .text(compiled: "}\n"), // 48
        ])
}

// MARK: - clean-swift/Models

extension BundledTemplates {
    static let cleanSwiftModelsSource = "{{> header}}\n\n{{$imports}}import Foundation{{/imports}}\n\n/// The values that cross the scene\'s boundaries, grouped by use case: the view controller sends a\n/// `Request` to the interactor, the interactor a `Response` to the presenter, and the presenter a\n/// `ViewModel` back to the view controller.\nenum {{scene}} {\n{{#useCases}}\n{{^first}}\n\n{{/first}}\n    // MARK: - {{name}}\n\n    enum {{name}} {\n        struct Request {}\n        struct Response {}\n        struct ViewModel {}\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftModelsTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/Models.mustache", source: cleanSwiftModelsSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import Foundation"), // 3
            .text(compiled: "\n\n/// The values that cross the scene\'s boundaries, grouped by use case: the view controller sends a\n/// `Request` to the interactor, the interactor a `Response` to the presenter, and the presenter a\n/// `ViewModel` back to the view controller.\nenum "), // 4
            .variable(named: "scene", escaped: true, at: 305), // 5
            .text(compiled: " {\n"), // 6
            .section(named: "useCases", inverted: false, end: 15, standalone: true, at: 317), // 7
            .section(named: "first", inverted: true, end: 10, standalone: true, at: 331), // 8
            .text(compiled: "\n"), // 9
            .text(compiled: "    // MARK: - "), // 10
            .variable(named: "name", escaped: true, at: 369), // 11
            .text(compiled: "\n\n    enum "), // 12
            .variable(named: "name", escaped: true, at: 388), // 13
            .text(compiled: " {\n        struct Request {}\n        struct Response {}\n        struct ViewModel {}\n    }\n"), // 14
            .text(compiled: "}\n"), // 15
        ])
}

// MARK: - clean-swift/Presenter

extension BundledTemplates {
    static let cleanSwiftPresenterSource = "{{> header}}\n\n{{$imports}}import Foundation{{/imports}}\n\n// MARK: - Presentation logic\n\n/// What the interactor asks the presenter to format for display: one method per use case.\n@MainActor\nprotocol {{scene}}PresentationLogic: AnyObject {\n{{#useCases}}\n    func present{{name}}(response: {{scene}}.{{name}}.Response)\n{{/useCases}}\n}\n\n// MARK: - Presenter\n\n@MainActor\nfinal class {{scene}}Presenter: {{scene}}PresentationLogic {\n    weak var viewController: (any {{scene}}DisplayLogic)?\n\n    // MARK: - {{scene}}PresentationLogic\n{{#useCases}}\n\n    func present{{name}}(response: {{scene}}.{{name}}.Response) {\n        let viewModel = {{scene}}.{{name}}.ViewModel()\n        viewController?.display{{name}}(viewModel: viewModel)\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftPresenterTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/Presenter.mustache", source: cleanSwiftPresenterSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import Foundation"), // 3
            .text(compiled: "\n\n// MARK: - Presentation logic\n\n/// What the interactor asks the presenter to format for display: one method per use case.\n@MainActor\nprotocol "), // 4
            .variable(named: "scene", escaped: true, at: 199), // 5
            .text(compiled: "PresentationLogic: AnyObject {\n"), // 6
            .section(named: "useCases", inverted: false, end: 15, standalone: true, at: 239), // 7
            .text(compiled: "    func present"), // 8
            .variable(named: "name", escaped: true, at: 269), // 9
            .text(compiled: "(response: "), // 10
            .variable(named: "scene", escaped: true, at: 288), // 11
            .text(compiled: "."), // 12
            .variable(named: "name", escaped: true, at: 298), // 13
            .text(compiled: ".Response)\n"), // 14
            .text(compiled: "}\n\n// MARK: - Presenter\n\n@MainActor\nfinal class "), // 15
            .variable(named: "scene", escaped: true, at: 379), // 16
            .text(compiled: "Presenter: "), // 17
            .variable(named: "scene", escaped: true, at: 399), // 18
            .text(compiled: "PresentationLogic {\n    weak var viewController: (any "), // 19
            .variable(named: "scene", escaped: true, at: 462), // 20
            .text(compiled: "DisplayLogic)?\n\n    // MARK: - "), // 21
            .variable(named: "scene", escaped: true, at: 502), // 22
            .text(compiled: "PresentationLogic\n"), // 23
            .section(named: "useCases", inverted: false, end: 38, standalone: true, at: 529), // 24
            .text(compiled: "\n    func present"), // 25
            .variable(named: "name", escaped: true, at: 560), // 26
            .text(compiled: "(response: "), // 27
            .variable(named: "scene", escaped: true, at: 579), // 28
            .text(compiled: "."), // 29
            .variable(named: "name", escaped: true, at: 589), // 30
            .text(compiled: ".Response) {\n        let viewModel = "), // 31
            .variable(named: "scene", escaped: true, at: 634), // 32
            .text(compiled: "."), // 33
            .variable(named: "name", escaped: true, at: 644), // 34
            .text(compiled: ".ViewModel()\n        viewController?.display"), // 35
            .variable(named: "name", escaped: true, at: 696), // 36
            .text(compiled: "(viewModel: viewModel)\n    }\n"), // 37
            .text(compiled: "}\n"), // 38
        ])
}

// MARK: - clean-swift/PresenterTests

extension BundledTemplates {
    static let cleanSwiftPresenterTestsSource = "{{> header}}\n\n{{$imports}}import XCTest{{/imports}}\n\n@testable import {{module}}\n\n/// Runs on the main actor, as the presenter does. XCTest on Linux starts async tests from a nonisolated\n/// closure that captures the test case, hence `@unchecked Sendable`.\n@MainActor\nfinal class {{scene}}PresenterTests: XCTestCase, @unchecked Sendable {\n    // MARK: - Test doubles\n\n    @MainActor\n    final class DisplayLogicSpy: {{scene}}DisplayLogic {\n{{#useCases}}\n        private(set) var {{variable}}ViewModels: [{{scene}}.{{name}}.ViewModel] = []\n{{/useCases}}\n{{#useCases}}\n\n        func display{{name}}(viewModel: {{scene}}.{{name}}.ViewModel) {\n            {{variable}}ViewModels.append(viewModel)\n        }\n{{/useCases}}\n    }\n\n    // MARK: - Subject under test\n\n    private func makeSUT() -> (sut: {{scene}}Presenter, viewController: DisplayLogicSpy) {\n        let sut = {{scene}}Presenter()\n        let viewController = DisplayLogicSpy()\n        sut.viewController = viewController\n        return (sut, viewController)\n    }\n\n    // MARK: - Setup\n\n    func testPresenterHoldsTheViewControllerWeakly() async {\n        let sut = {{scene}}Presenter()\n        var viewController: DisplayLogicSpy? = DisplayLogicSpy()\n        sut.viewController = viewController\n\n        viewController = nil\n\n        XCTAssertNil(sut.viewController)\n    }\n\n    // MARK: - Presentation logic\n{{#useCases}}\n\n    func testPresent{{name}}SendsAViewModelToTheViewController() async {\n        let (sut, viewController) = makeSUT()\n\n        sut.present{{name}}(response: {{scene}}.{{name}}.Response())\n\n        XCTAssertEqual(viewController.{{variable}}ViewModels.count, 1)\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftPresenterTestsTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/PresenterTests.mustache", source: cleanSwiftPresenterTestsSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import XCTest"), // 3
            .text(compiled: "\n\n@testable import "), // 4
            .variable(named: "module", escaped: true, at: 70), // 5
            .text(compiled: "\n\n/// Runs on the main actor, as the presenter does. XCTest on Linux starts async tests from a nonisolated\n/// closure that captures the test case, hence `@unchecked Sendable`.\n@MainActor\nfinal class "), // 6
            .variable(named: "scene", escaped: true, at: 280), // 7
            .text(compiled: "PresenterTests: XCTestCase, @unchecked Sendable {\n    // MARK: - Test doubles\n\n    @MainActor\n    final class DisplayLogicSpy: "), // 8
            .variable(named: "scene", escaped: true, at: 416), // 9
            .text(compiled: "DisplayLogic {\n"), // 10
            .section(named: "useCases", inverted: false, end: 19, standalone: true, at: 440), // 11
            .text(compiled: "        private(set) var "), // 12
            .variable(named: "variable", escaped: true, at: 479), // 13
            .text(compiled: "ViewModels: ["), // 14
            .variable(named: "scene", escaped: true, at: 504), // 15
            .text(compiled: "."), // 16
            .variable(named: "name", escaped: true, at: 514), // 17
            .text(compiled: ".ViewModel] = []\n"), // 18
            .section(named: "useCases", inverted: false, end: 29, standalone: true, at: 553), // 19
            .text(compiled: "\n        func display"), // 20
            .variable(named: "name", escaped: true, at: 588), // 21
            .text(compiled: "(viewModel: "), // 22
            .variable(named: "scene", escaped: true, at: 608), // 23
            .text(compiled: "."), // 24
            .variable(named: "name", escaped: true, at: 618), // 25
            .text(compiled: ".ViewModel) {\n            "), // 26
            .variable(named: "variable", escaped: true, at: 652), // 27
            .text(compiled: "ViewModels.append(viewModel)\n        }\n"), // 28
            .text(compiled: "    }\n\n    // MARK: - Subject under test\n\n    private func makeSUT() -> (sut: "), // 29
            .variable(named: "scene", escaped: true, at: 795), // 30
            .text(compiled: "Presenter, viewController: DisplayLogicSpy) {\n        let sut = "), // 31
            .variable(named: "scene", escaped: true, at: 868), // 32
            .text(compiled: "Presenter()\n        let viewController = DisplayLogicSpy()\n        sut.viewController = viewController\n        return (sut, viewController)\n    }\n\n    // MARK: - Setup\n\n    func testPresenterHoldsTheViewControllerWeakly() async {\n        let sut = "), // 33
            .variable(named: "scene", escaped: true, at: 1125), // 34
            .text(compiled: "Presenter()\n        var viewController: DisplayLogicSpy? = DisplayLogicSpy()\n        sut.viewController = viewController\n\n        viewController = nil\n\n        XCTAssertNil(sut.viewController)\n    }\n\n    // MARK: - Presentation logic\n"), // 35
            .section(named: "useCases", inverted: false, end: 48, standalone: true, at: 1368), // 36
            .text(compiled: "\n    func testPresent"), // 37
            .variable(named: "name", escaped: true, at: 1403), // 38
            .text(compiled: "SendsAViewModelToTheViewController() async {\n        let (sut, viewController) = makeSUT()\n\n        sut.present"), // 39
            .variable(named: "name", escaped: true, at: 1522), // 40
            .text(compiled: "(response: "), // 41
            .variable(named: "scene", escaped: true, at: 1541), // 42
            .text(compiled: "."), // 43
            .variable(named: "name", escaped: true, at: 1551), // 44
            .text(compiled: ".Response())\n\n        XCTAssertEqual(viewController."), // 45
            .variable(named: "variable", escaped: true, at: 1611), // 46
            .text(compiled: "ViewModels.count, 1)\n    }\n"), // 47
            .text(compiled: "}\n"), // 48
        ])
}

// MARK: - clean-swift/Router

extension BundledTemplates {
    static let cleanSwiftRouterSource = "{{> header}}\n\n{{$imports}}import UIKit{{/imports}}\n\n// MARK: - Routing logic\n\n/// Where the scene can go: one method per destination, given the storyboard segue, or `nil` to route in\n/// code.\n@MainActor\n{{#hasRoutes}}\nprotocol {{scene}}RoutingLogic: AnyObject {\n{{#routes}}\n    func routeTo{{scene}}(segue: UIStoryboardSegue?)\n{{/routes}}\n}\n{{/hasRoutes}}\n{{^hasRoutes}}\nprotocol {{scene}}RoutingLogic: AnyObject {}\n{{/hasRoutes}}\n\n// MARK: - Data passing\n\n/// Gives the router the interactor\'s data store, to pass data on to the next scene.\n@MainActor\nprotocol {{scene}}DataPassing: AnyObject {\n    var dataStore: (any {{scene}}DataStore)? { get }\n}\n\n// MARK: - Router\n\n@MainActor\nfinal class {{scene}}Router: {{scene}}RoutingLogic, {{scene}}DataPassing {\n    weak var viewController: {{scene}}ViewController?\n    var dataStore: (any {{scene}}DataStore)?\n{{#routes}}\n\n    // MARK: - {{scene}}\n\n    func routeTo{{scene}}(segue: UIStoryboardSegue?) {\n        guard let viewController, let dataStore else { return }\n        // A segue brings the destination and performs the transition; in code, the router does both.\n        let destination: {{scene}}ViewController\n        if let segue {\n            guard let segueDestination = segue.destination as? {{scene}}ViewController else { return }\n            destination = segueDestination\n        } else {\n            destination = {{scene}}ViewController()\n        }\n        guard var destinationDataStore = destination.router?.dataStore else { return }\n        passDataTo{{scene}}(source: dataStore, destination: &destinationDataStore)\n        if segue == nil {\n            navigateTo{{scene}}(source: viewController, destination: destination)\n        }\n    }\n\n    func navigateTo{{scene}}(source: {{sourceScene}}ViewController, destination: {{scene}}ViewController) {\n        {{$navigation}}\n        source.show(destination, sender: nil)\n        {{/navigation}}\n    }\n\n    func passDataTo{{scene}}(\n        source: any {{sourceScene}}DataStore,\n        destination: inout any {{scene}}DataStore\n    ) {\n{{#passes}}\n        destination.{{name}} = source.{{name}}\n{{/passes}}\n{{^hasPasses}}\n        // TODO: Pass what {{scene}} needs, e.g. `destination.name = source.name`.\n{{/hasPasses}}\n    }\n{{/routes}}\n}\n"

    static let cleanSwiftRouterTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/Router.mustache", source: cleanSwiftRouterSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import UIKit"), // 3
            .text(compiled: "\n\n// MARK: - Routing logic\n\n/// Where the scene can go: one method per destination, given the storyboard segue, or `nil` to route in\n/// code.\n@MainActor\n"), // 4
            .section(named: "hasRoutes", inverted: false, end: 14, standalone: true, at: 204), // 5
            .text(compiled: "protocol "), // 6
            .variable(named: "scene", escaped: true, at: 228), // 7
            .text(compiled: "RoutingLogic: AnyObject {\n"), // 8
            .section(named: "routes", inverted: false, end: 13, standalone: true, at: 263), // 9
            .text(compiled: "    func routeTo"), // 10
            .variable(named: "scene", escaped: true, at: 291), // 11
            .text(compiled: "(segue: UIStoryboardSegue?)\n"), // 12
            .text(compiled: "}\n"), // 13
            .section(named: "hasRoutes", inverted: true, end: 18, standalone: true, at: 357), // 14
            .text(compiled: "protocol "), // 15
            .variable(named: "scene", escaped: true, at: 381), // 16
            .text(compiled: "RoutingLogic: AnyObject {}\n"), // 17
            .text(compiled: "\n// MARK: - Data passing\n\n/// Gives the router the interactor\'s data store, to pass data on to the next scene.\n@MainActor\nprotocol "), // 18
            .variable(named: "scene", escaped: true, at: 563), // 19
            .text(compiled: "DataPassing: AnyObject {\n    var dataStore: (any "), // 20
            .variable(named: "scene", escaped: true, at: 621), // 21
            .text(compiled: "DataStore)? { get }\n}\n\n// MARK: - Router\n\n@MainActor\nfinal class "), // 22
            .variable(named: "scene", escaped: true, at: 695), // 23
            .text(compiled: "Router: "), // 24
            .variable(named: "scene", escaped: true, at: 712), // 25
            .text(compiled: "RoutingLogic, "), // 26
            .variable(named: "scene", escaped: true, at: 735), // 27
            .text(compiled: "DataPassing {\n    weak var viewController: "), // 28
            .variable(named: "scene", escaped: true, at: 787), // 29
            .text(compiled: "ViewController?\n    var dataStore: (any "), // 30
            .variable(named: "scene", escaped: true, at: 836), // 31
            .text(compiled: "DataStore)?\n"), // 32
            .section(named: "routes", inverted: false, end: 75, standalone: true, at: 857), // 33
            .text(compiled: "\n    // MARK: - "), // 34
            .variable(named: "scene", escaped: true, at: 885), // 35
            .text(compiled: "\n\n    func routeTo"), // 36
            .variable(named: "scene", escaped: true, at: 912), // 37
            .text(compiled: "(segue: UIStoryboardSegue?) {\n        guard let viewController, let dataStore else { return }\n        // A segue brings the destination and performs the transition; in code, the router does both.\n        let destination: "), // 38
            .variable(named: "scene", escaped: true, at: 1142), // 39
            .text(compiled: "ViewController\n        if let segue {\n            guard let segueDestination = segue.destination as? "), // 40
            .variable(named: "scene", escaped: true, at: 1252), // 41
            .text(compiled: "ViewController else { return }\n            destination = segueDestination\n        } else {\n            destination = "), // 42
            .variable(named: "scene", escaped: true, at: 1378), // 43
            .text(compiled: "ViewController()\n        }\n        guard var destinationDataStore = destination.router?.dataStore else { return }\n        passDataTo"), // 44
            .variable(named: "scene", escaped: true, at: 1519), // 45
            .text(compiled: "(source: dataStore, destination: &destinationDataStore)\n        if segue == nil {\n            navigateTo"), // 46
            .variable(named: "scene", escaped: true, at: 1632), // 47
            .text(compiled: "(source: viewController, destination: destination)\n        }\n    }\n\n    func navigateTo"), // 48
            .variable(named: "scene", escaped: true, at: 1728), // 49
            .text(compiled: "(source: "), // 50
            .variable(named: "sourceScene", escaped: true, at: 1746), // 51
            .text(compiled: "ViewController, destination: "), // 52
            .variable(named: "scene", escaped: true, at: 1790), // 53
            .text(compiled: "ViewController) {\n"), // 54
            .block(named: "navigation", layout: .standalone(intrinsic: [32, 32, 32, 32, 32, 32, 32, 32]), end: 57, at: 1825), // 55
            .text(compiled: "        source.show(destination, sender: nil)\n"), // 56
            .text(compiled: "    }\n\n    func passDataTo"), // 57
            .variable(named: "scene", escaped: true, at: 1937), // 58
            .text(compiled: "(\n        source: any "), // 59
            .variable(named: "sourceScene", escaped: true, at: 1968), // 60
            .text(compiled: "DataStore,\n        destination: inout any "), // 61
            .variable(named: "scene", escaped: true, at: 2025), // 62
            .text(compiled: "DataStore\n    ) {\n"), // 63
            .section(named: "passes", inverted: false, end: 70, standalone: true, at: 2052), // 64
            .text(compiled: "        destination."), // 65
            .variable(named: "name", escaped: true, at: 2084), // 66
            .text(compiled: " = source."), // 67
            .variable(named: "name", escaped: true, at: 2102), // 68
            .text(compiled: "\n"), // 69
            .section(named: "hasPasses", inverted: true, end: 74, standalone: true, at: 2123), // 70
            .text(compiled: "        // TODO: Pass what "), // 71
            .variable(named: "scene", escaped: true, at: 2165), // 72
            .text(compiled: " needs, e.g. `destination.name = source.name`.\n"), // 73
            .text(compiled: "    }\n"), // 74
            .text(compiled: "}\n"), // 75
        ])
}

// MARK: - clean-swift/ViewController

extension BundledTemplates {
    static let cleanSwiftViewControllerSource = "{{> header}}\n\n{{$imports}}import UIKit{{/imports}}\n\n// MARK: - Display logic\n\n/// What the presenter asks the view controller to show: one method per use case.\n@MainActor\nprotocol {{scene}}DisplayLogic: AnyObject {\n{{#useCases}}\n    func display{{name}}(viewModel: {{scene}}.{{name}}.ViewModel)\n{{/useCases}}\n}\n\n// MARK: - View controller\n\nfinal class {{scene}}ViewController: {{baseClass}} {\n    var interactor: (any {{scene}}BusinessLogic)?\n    var router: (any {{scene}}RoutingLogic & {{scene}}DataPassing)?\n\n    // MARK: - Object lifecycle\n\n{{#isTableViewController}}\n    override init(style: UITableView.Style) {\n        super.init(style: style)\n        setup()\n    }\n\n{{/isTableViewController}}\n{{#isCollectionViewController}}\n    /// Builds the scene in code, with a flow layout.\n    convenience init() {\n        self.init(collectionViewLayout: UICollectionViewFlowLayout())\n    }\n\n    override init(collectionViewLayout layout: UICollectionViewLayout) {\n        super.init(collectionViewLayout: layout)\n        setup()\n    }\n\n{{/isCollectionViewController}}\n    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {\n        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)\n        setup()\n    }\n\n    required init?(coder: NSCoder) {\n        super.init(coder: coder)\n        setup()\n    }\n\n    // MARK: - Setup\n\n    /// Wires the VIP cycle: this view controller sends requests to the interactor, the interactor sends\n    /// responses to the presenter, the presenter sends view models back here; the router reads the\n    /// interactor\'s data store.\n    private func setup() {\n        {{$setup}}\n        let interactor = {{scene}}Interactor()\n        let presenter = {{scene}}Presenter()\n        let router = {{scene}}Router()\n        self.interactor = interactor\n        self.router = router\n        interactor.presenter = presenter\n        presenter.viewController = self\n        router.viewController = self\n        router.dataStore = interactor\n        {{/setup}}\n    }\n{{#hasRoutes}}\n\n    // MARK: - Routing\n\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        super.prepare(for: segue, sender: sender)\n        switch segue.identifier {\n{{#routes}}\n        case \"{{{segueIdentifier}}}\":\n            router?.routeTo{{scene}}(segue: segue)\n{{/routes}}\n        default:\n            break\n        }\n    }\n{{/hasRoutes}}\n\n    // MARK: - View lifecycle\n\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        {{$viewDidLoad}}\n        {{firstUseCase.variable}}()\n        {{/viewDidLoad}}\n    }\n\n    // MARK: - Requests\n{{#useCases}}\n\n    func {{variable}}() {\n        let request = {{scene}}.{{name}}.Request()\n        interactor?.{{variable}}(request: request)\n    }\n{{/useCases}}\n}\n\n// MARK: - {{scene}}DisplayLogic\n\nextension {{scene}}ViewController: {{scene}}DisplayLogic {\n{{#useCases}}\n{{^first}}\n\n{{/first}}\n    func display{{name}}(viewModel: {{scene}}.{{name}}.ViewModel) {\n        // TODO: Update the views from the view model.\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftViewControllerTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/ViewController.mustache", source: cleanSwiftViewControllerSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import UIKit"), // 3
            .text(compiled: "\n\n// MARK: - Display logic\n\n/// What the presenter asks the view controller to show: one method per use case.\n@MainActor\nprotocol "), // 4
            .variable(named: "scene", escaped: true, at: 180), // 5
            .text(compiled: "DisplayLogic: AnyObject {\n"), // 6
            .section(named: "useCases", inverted: false, end: 15, standalone: true, at: 215), // 7
            .text(compiled: "    func display"), // 8
            .variable(named: "name", escaped: true, at: 245), // 9
            .text(compiled: "(viewModel: "), // 10
            .variable(named: "scene", escaped: true, at: 265), // 11
            .text(compiled: "."), // 12
            .variable(named: "name", escaped: true, at: 275), // 13
            .text(compiled: ".ViewModel)\n"), // 14
            .text(compiled: "}\n\n// MARK: - View controller\n\nfinal class "), // 15
            .variable(named: "scene", escaped: true, at: 352), // 16
            .text(compiled: "ViewController: "), // 17
            .variable(named: "baseClass", escaped: true, at: 377), // 18
            .text(compiled: " {\n    var interactor: (any "), // 19
            .variable(named: "scene", escaped: true, at: 418), // 20
            .text(compiled: "BusinessLogic)?\n    var router: (any "), // 21
            .variable(named: "scene", escaped: true, at: 464), // 22
            .text(compiled: "RoutingLogic & "), // 23
            .variable(named: "scene", escaped: true, at: 488), // 24
            .text(compiled: "DataPassing)?\n\n    // MARK: - Object lifecycle\n\n"), // 25
            .section(named: "isTableViewController", inverted: false, end: 28, standalone: true, at: 545), // 26
            .text(compiled: "    override init(style: UITableView.Style) {\n        super.init(style: style)\n        setup()\n    }\n\n"), // 27
            .section(named: "isCollectionViewController", inverted: false, end: 30, standalone: true, at: 701), // 28
            .text(compiled: "    /// Builds the scene in code, with a flow layout.\n    convenience init() {\n        self.init(collectionViewLayout: UICollectionViewFlowLayout())\n    }\n\n    override init(collectionViewLayout layout: UICollectionViewLayout) {\n        super.init(collectionViewLayout: layout)\n        setup()\n    }\n\n"), // 29
            .text(compiled: "    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {\n        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)\n        setup()\n    }\n\n    required init?(coder: NSCoder) {\n        super.init(coder: coder)\n        setup()\n    }\n\n    // MARK: - Setup\n\n    /// Wires the VIP cycle: this view controller sends requests to the interactor, the interactor sends\n    /// responses to the presenter, the presenter sends view models back here; the router reads the\n    /// interactor\'s data store.\n    private func setup() {\n"), // 30
            .block(named: "setup", layout: .standalone(intrinsic: [32, 32, 32, 32, 32, 32, 32, 32]), end: 39, at: 1626), // 31
            .text(compiled: "        let interactor = "), // 32
            .variable(named: "scene", escaped: true, at: 1662), // 33
            .text(compiled: "Interactor()\n        let presenter = "), // 34
            .variable(named: "scene", escaped: true, at: 1708), // 35
            .text(compiled: "Presenter()\n        let router = "), // 36
            .variable(named: "scene", escaped: true, at: 1750), // 37
            .text(compiled: "Router()\n        self.interactor = interactor\n        self.router = router\n        interactor.presenter = presenter\n        presenter.viewController = self\n        router.viewController = self\n        router.dataStore = interactor\n"), // 38
            .text(compiled: "    }\n"), // 39
            .section(named: "hasRoutes", inverted: false, end: 49, standalone: true, at: 2015), // 40
            .text(compiled: "\n    // MARK: - Routing\n\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        super.prepare(for: segue, sender: sender)\n        switch segue.identifier {\n"), // 41
            .section(named: "routes", inverted: false, end: 48, standalone: true, at: 2211), // 42
            .text(compiled: "        case \""), // 43
            .variable(named: "segueIdentifier", escaped: false, at: 2237), // 44
            .text(compiled: "\":\n            router?.routeTo"), // 45
            .variable(named: "scene", escaped: true, at: 2288), // 46
            .text(compiled: "(segue: segue)\n"), // 47
            .text(compiled: "        default:\n            break\n        }\n    }\n"), // 48
            .text(compiled: "\n    // MARK: - View lifecycle\n\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"), // 49
            .block(named: "viewDidLoad", layout: .standalone(intrinsic: [32, 32, 32, 32, 32, 32, 32, 32]), end: 54, at: 2492), // 50
            .text(compiled: "        "), // 51
            .variable(named: "firstUseCase.variable", escaped: true, at: 2517), // 52
            .text(compiled: "()\n"), // 53
            .text(compiled: "    }\n\n    // MARK: - Requests\n"), // 54
            .section(named: "useCases", inverted: false, end: 65, standalone: true, at: 2601), // 55
            .text(compiled: "\n    func "), // 56
            .variable(named: "variable", escaped: true, at: 2625), // 57
            .text(compiled: "() {\n        let request = "), // 58
            .variable(named: "scene", escaped: true, at: 2664), // 59
            .text(compiled: "."), // 60
            .variable(named: "name", escaped: true, at: 2674), // 61
            .text(compiled: ".Request()\n        interactor?."), // 62
            .variable(named: "variable", escaped: true, at: 2713), // 63
            .text(compiled: "(request: request)\n    }\n"), // 64
            .text(compiled: "}\n\n// MARK: - "), // 65
            .variable(named: "scene", escaped: true, at: 2778), // 66
            .text(compiled: "DisplayLogic\n\nextension "), // 67
            .variable(named: "scene", escaped: true, at: 2811), // 68
            .text(compiled: "ViewController: "), // 69
            .variable(named: "scene", escaped: true, at: 2836), // 70
            .text(compiled: "DisplayLogic {\n"), // 71
            .section(named: "useCases", inverted: false, end: 82, standalone: true, at: 2860), // 72
            .section(named: "first", inverted: true, end: 75, standalone: true, at: 2874), // 73
            .text(compiled: "\n"), // 74
            .text(compiled: "    func display"), // 75
            .variable(named: "name", escaped: true, at: 2913), // 76
            .text(compiled: "(viewModel: "), // 77
            .variable(named: "scene", escaped: true, at: 2933), // 78
            .text(compiled: "."), // 79
            .variable(named: "name", escaped: true, at: 2943), // 80
            .text(compiled: ".ViewModel) {\n        // TODO: Update the views from the view model.\n    }\n"), // 81
            .text(compiled: "}\n"), // 82
        ])
}

// MARK: - clean-swift/ViewControllerTests

extension BundledTemplates {
    static let cleanSwiftViewControllerTestsSource = "{{> header}}\n\n{{$imports}}import UIKit\nimport XCTest{{/imports}}\n\n@testable import {{module}}\n\n/// Runs on the main actor, as the view controller does. XCTest on Linux starts async tests from a\n/// nonisolated closure that captures the test case, hence `@unchecked Sendable`.\n@MainActor\nfinal class {{scene}}ViewControllerTests: XCTestCase, @unchecked Sendable {\n    // MARK: - Test doubles\n\n    @MainActor\n    final class BusinessLogicSpy: {{scene}}BusinessLogic {\n{{#useCases}}\n        private(set) var {{variable}}Requests: [{{scene}}.{{name}}.Request] = []\n{{/useCases}}\n{{#useCases}}\n\n        func {{variable}}(request: {{scene}}.{{name}}.Request) {\n            {{variable}}Requests.append(request)\n        }\n{{/useCases}}\n    }\n{{#hasRoutes}}\n\n    @MainActor\n    final class RoutingLogicSpy: {{scene}}RoutingLogic, {{scene}}DataPassing {\n        var dataStore: (any {{scene}}DataStore)?\n{{#routes}}\n        private(set) var {{sceneVariable}}Segues: [UIStoryboardSegue?] = []\n{{/routes}}\n{{#routes}}\n\n        func routeTo{{scene}}(segue: UIStoryboardSegue?) {\n            {{sceneVariable}}Segues.append(segue)\n        }\n{{/routes}}\n    }\n{{/hasRoutes}}\n\n    // MARK: - Subject under test\n\n    private func makeSUT() -> (sut: {{scene}}ViewController, interactor: BusinessLogicSpy) {\n        let sut = {{scene}}ViewController()\n        let interactor = BusinessLogicSpy()\n        sut.interactor = interactor\n        return (sut, interactor)\n    }\n\n    // MARK: - Setup\n\n    func testInitWiresTheCycle() async throws {\n        let sut = {{scene}}ViewController()\n\n        let interactor = try XCTUnwrap(sut.interactor as? {{scene}}Interactor)\n        let presenter = try XCTUnwrap(interactor.presenter as? {{scene}}Presenter)\n        let router = try XCTUnwrap(sut.router as? {{scene}}Router)\n        XCTAssertTrue(presenter.viewController === sut)\n        XCTAssertTrue(router.viewController === sut)\n        XCTAssertTrue(router.dataStore === interactor)\n    }\n\n    // MARK: - View lifecycle\n\n    func testLoadingTheViewStarts{{firstUseCase.name}}() async {\n        let (sut, interactor) = makeSUT()\n\n        sut.loadViewIfNeeded()\n\n        XCTAssertEqual(interactor.{{firstUseCase.variable}}Requests.count, 1)\n{{#useCases}}\n{{^first}}\n        XCTAssertEqual(interactor.{{variable}}Requests.count, 0)\n{{/first}}\n{{/useCases}}\n    }\n{{#hasRoutes}}\n\n    // MARK: - Routing\n{{#routes}}\n\n    func test{{scene}}SegueRoutesTo{{scene}}() async {\n        let (sut, _) = makeSUT()\n        let router = RoutingLogicSpy()\n        sut.router = router\n        let destination = {{scene}}ViewController()\n        let segue = UIStoryboardSegue(identifier: \"{{{segueIdentifier}}}\", source: sut, destination: destination)\n\n        sut.prepare(for: segue, sender: nil)\n\n        XCTAssertEqual(router.{{sceneVariable}}Segues, [segue])\n    }\n\n    func testRouteTo{{scene}}InCodeShows{{scene}}() async {\n        let (sut, _) = makeSUT()\n        let navigationController = UINavigationController(rootViewController: sut)\n\n        sut.router?.routeTo{{scene}}(segue: nil)\n\n        XCTAssertTrue(navigationController.topViewController is {{scene}}ViewController)\n    }\n{{/routes}}\n{{/hasRoutes}}\n}\n"

    static let cleanSwiftViewControllerTestsTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/ViewControllerTests.mustache", source: cleanSwiftViewControllerTestsSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import UIKit\nimport XCTest"), // 3
            .text(compiled: "\n\n@testable import "), // 4
            .variable(named: "module", escaped: true, at: 83), // 5
            .text(compiled: "\n\n/// Runs on the main actor, as the view controller does. XCTest on Linux starts async tests from a\n/// nonisolated closure that captures the test case, hence `@unchecked Sendable`.\n@MainActor\nfinal class "), // 6
            .variable(named: "scene", escaped: true, at: 299), // 7
            .text(compiled: "ViewControllerTests: XCTestCase, @unchecked Sendable {\n    // MARK: - Test doubles\n\n    @MainActor\n    final class BusinessLogicSpy: "), // 8
            .variable(named: "scene", escaped: true, at: 441), // 9
            .text(compiled: "BusinessLogic {\n"), // 10
            .section(named: "useCases", inverted: false, end: 19, standalone: true, at: 466), // 11
            .text(compiled: "        private(set) var "), // 12
            .variable(named: "variable", escaped: true, at: 505), // 13
            .text(compiled: "Requests: ["), // 14
            .variable(named: "scene", escaped: true, at: 528), // 15
            .text(compiled: "."), // 16
            .variable(named: "name", escaped: true, at: 538), // 17
            .text(compiled: ".Request] = []\n"), // 18
            .section(named: "useCases", inverted: false, end: 29, standalone: true, at: 575), // 19
            .text(compiled: "\n        func "), // 20
            .variable(named: "variable", escaped: true, at: 603), // 21
            .text(compiled: "(request: "), // 22
            .variable(named: "scene", escaped: true, at: 625), // 23
            .text(compiled: "."), // 24
            .variable(named: "name", escaped: true, at: 635), // 25
            .text(compiled: ".Request) {\n            "), // 26
            .variable(named: "variable", escaped: true, at: 667), // 27
            .text(compiled: "Requests.append(request)\n        }\n"), // 28
            .text(compiled: "    }\n"), // 29
            .section(named: "hasRoutes", inverted: false, end: 49, standalone: true, at: 734), // 30
            .text(compiled: "\n    @MainActor\n    final class RoutingLogicSpy: "), // 31
            .variable(named: "scene", escaped: true, at: 798), // 32
            .text(compiled: "RoutingLogic, "), // 33
            .variable(named: "scene", escaped: true, at: 821), // 34
            .text(compiled: "DataPassing {\n        var dataStore: (any "), // 35
            .variable(named: "scene", escaped: true, at: 872), // 36
            .text(compiled: "DataStore)?\n"), // 37
            .section(named: "routes", inverted: false, end: 42, standalone: true, at: 893), // 38
            .text(compiled: "        private(set) var "), // 39
            .variable(named: "sceneVariable", escaped: true, at: 930), // 40
            .text(compiled: "Segues: [UIStoryboardSegue?] = []\n"), // 41
            .section(named: "routes", inverted: false, end: 48, standalone: true, at: 993), // 42
            .text(compiled: "\n        func routeTo"), // 43
            .variable(named: "scene", escaped: true, at: 1026), // 44
            .text(compiled: "(segue: UIStoryboardSegue?) {\n            "), // 45
            .variable(named: "sceneVariable", escaped: true, at: 1077), // 46
            .text(compiled: "Segues.append(segue)\n        }\n"), // 47
            .text(compiled: "    }\n"), // 48
            .text(compiled: "\n    // MARK: - Subject under test\n\n    private func makeSUT() -> (sut: "), // 49
            .variable(named: "scene", escaped: true, at: 1230), // 50
            .text(compiled: "ViewController, interactor: BusinessLogicSpy) {\n        let sut = "), // 51
            .variable(named: "scene", escaped: true, at: 1305), // 52
            .text(compiled: "ViewController()\n        let interactor = BusinessLogicSpy()\n        sut.interactor = interactor\n        return (sut, interactor)\n    }\n\n    // MARK: - Setup\n\n    func testInitWiresTheCycle() async throws {\n        let sut = "), // 53
            .variable(named: "scene", escaped: true, at: 1539), // 54
            .text(compiled: "ViewController()\n\n        let interactor = try XCTUnwrap(sut.interactor as? "), // 55
            .variable(named: "scene", escaped: true, at: 1624), // 56
            .text(compiled: "Interactor)\n        let presenter = try XCTUnwrap(interactor.presenter as? "), // 57
            .variable(named: "scene", escaped: true, at: 1708), // 58
            .text(compiled: "Presenter)\n        let router = try XCTUnwrap(sut.router as? "), // 59
            .variable(named: "scene", escaped: true, at: 1778), // 60
            .text(compiled: "Router)\n        XCTAssertTrue(presenter.viewController === sut)\n        XCTAssertTrue(router.viewController === sut)\n        XCTAssertTrue(router.dataStore === interactor)\n    }\n\n    // MARK: - View lifecycle\n\n    func testLoadingTheViewStarts"), // 61
            .variable(named: "firstUseCase.name", escaped: true, at: 2030), // 62
            .text(compiled: "() async {\n        let (sut, interactor) = makeSUT()\n\n        sut.loadViewIfNeeded()\n\n        XCTAssertEqual(interactor."), // 63
            .variable(named: "firstUseCase.variable", escaped: true, at: 2171), // 64
            .text(compiled: "Requests.count, 1)\n"), // 65
            .section(named: "useCases", inverted: false, end: 71, standalone: true, at: 2215), // 66
            .section(named: "first", inverted: true, end: 71, standalone: true, at: 2229), // 67
            .text(compiled: "        XCTAssertEqual(interactor."), // 68
            .variable(named: "variable", escaped: true, at: 2274), // 69
            .text(compiled: "Requests.count, 0)\n"), // 70
            .text(compiled: "    }\n"), // 71
            .section(named: "hasRoutes", inverted: false, end: 94, standalone: true, at: 2336), // 72
            .text(compiled: "\n    // MARK: - Routing\n"), // 73
            .section(named: "routes", inverted: false, end: 94, standalone: true, at: 2375), // 74
            .text(compiled: "\n    func test"), // 75
            .variable(named: "scene", escaped: true, at: 2401), // 76
            .text(compiled: "SegueRoutesTo"), // 77
            .variable(named: "scene", escaped: true, at: 2423), // 78
            .text(compiled: "() async {\n        let (sut, _) = makeSUT()\n        let router = RoutingLogicSpy()\n        sut.router = router\n        let destination = "), // 79
            .variable(named: "scene", escaped: true, at: 2569), // 80
            .text(compiled: "ViewController()\n        let segue = UIStoryboardSegue(identifier: \""), // 81
            .variable(named: "segueIdentifier", escaped: false, at: 2646), // 82
            .text(compiled: "\", source: sut, destination: destination)\n\n        sut.prepare(for: segue, sender: nil)\n\n        XCTAssertEqual(router."), // 83
            .variable(named: "sceneVariable", escaped: true, at: 2786), // 84
            .text(compiled: "Segues, [segue])\n    }\n\n    func testRouteTo"), // 85
            .variable(named: "scene", escaped: true, at: 2847), // 86
            .text(compiled: "InCodeShows"), // 87
            .variable(named: "scene", escaped: true, at: 2867), // 88
            .text(compiled: "() async {\n        let (sut, _) = makeSUT()\n        let navigationController = UINavigationController(rootViewController: sut)\n\n        sut.router?.routeTo"), // 89
            .variable(named: "scene", escaped: true, at: 3031), // 90
            .text(compiled: "(segue: nil)\n\n        XCTAssertTrue(navigationController.topViewController is "), // 91
            .variable(named: "scene", escaped: true, at: 3118), // 92
            .text(compiled: "ViewController)\n    }\n"), // 93
            .text(compiled: "}\n"), // 94
        ])
}

// MARK: - clean-swift/Worker

extension BundledTemplates {
    static let cleanSwiftWorkerSource = "{{> header}}\n\n{{$imports}}import Foundation{{/imports}}\n\n// MARK: - Worker\n\n/// Does the scene\'s work for the interactor (fetching, storing, computing): one method per use case.\n///\n/// The worker is not isolated to the main actor, and it is `Sendable`: the interactor calls it on the\n/// main actor, and may hand it to a background task once the work gets slow. Keep it free of UIKit and\n/// of references back to the interactor.\nfinal class {{scene}}Worker: Sendable {\n{{#useCases}}\n{{^first}}\n\n{{/first}}\n    func {{variable}}(request: {{scene}}.{{name}}.Request) -> {{scene}}.{{name}}.Response {\n        // TODO: Do the work, then return what the presenter needs.\n        {{scene}}.{{name}}.Response()\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftWorkerTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/Worker.mustache", source: cleanSwiftWorkerSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import Foundation"), // 3
            .text(compiled: "\n\n// MARK: - Worker\n\n/// Does the scene\'s work for the interactor (fetching, storing, computing): one method per use case.\n///\n/// The worker is not isolated to the main actor, and it is `Sendable`: the interactor calls it on the\n/// main actor, and may hand it to a background task once the work gets slow. Keep it free of UIKit and\n/// of references back to the interactor.\nfinal class "), // 4
            .variable(named: "scene", escaped: true, at: 443), // 5
            .text(compiled: "Worker: Sendable {\n"), // 6
            .section(named: "useCases", inverted: false, end: 25, standalone: true, at: 471), // 7
            .section(named: "first", inverted: true, end: 10, standalone: true, at: 485), // 8
            .text(compiled: "\n"), // 9
            .text(compiled: "    func "), // 10
            .variable(named: "variable", escaped: true, at: 517), // 11
            .text(compiled: "(request: "), // 12
            .variable(named: "scene", escaped: true, at: 539), // 13
            .text(compiled: "."), // 14
            .variable(named: "name", escaped: true, at: 549), // 15
            .text(compiled: ".Request) -> "), // 16
            .variable(named: "scene", escaped: true, at: 570), // 17
            .text(compiled: "."), // 18
            .variable(named: "name", escaped: true, at: 580), // 19
            .text(compiled: ".Response {\n        // TODO: Do the work, then return what the presenter needs.\n        "), // 20
            .variable(named: "scene", escaped: true, at: 676), // 21
            .text(compiled: "."), // 22
            .variable(named: "name", escaped: true, at: 686), // 23
            .text(compiled: ".Response()\n    }\n"), // 24
            .text(compiled: "}\n"), // 25
        ])
}

// MARK: - clean-swift/WorkerTests

extension BundledTemplates {
    static let cleanSwiftWorkerTestsSource = "{{> header}}\n\n{{$imports}}import XCTest{{/imports}}\n\n@testable import {{module}}\n\n/// The worker needs no main actor: these tests are not isolated to it, and send each use case\'s requests\n/// from concurrent background tasks.\nfinal class {{scene}}WorkerTests: XCTestCase {\n    // MARK: - Subject under test\n\n    private func makeSUT() -> {{scene}}Worker {\n        {{scene}}Worker()\n    }\n\n    // MARK: - Use cases\n{{#useCases}}\n\n    func test{{name}}AnswersConcurrentRequests() async {\n        let sut = makeSUT()\n\n        let responses = await withTaskGroup(of: {{scene}}.{{name}}.Response.self) { group in\n            for _ in 0..<3 {\n                group.addTask { sut.{{variable}}(request: {{scene}}.{{name}}.Request()) }\n            }\n            return await group.reduce(into: []) { $0.append($1) }\n        }\n\n        XCTAssertEqual(responses.count, 3)\n    }\n{{/useCases}}\n}\n"

    static let cleanSwiftWorkerTestsTemplate = MustacheTemplate(
        compiledName: "bundled/clean-swift/WorkerTests.mustache", source: cleanSwiftWorkerTestsSource,
        nodes: [
            .partial(named: "header", indentation: [], at: 0), // 0
            .text(compiled: "\n"), // 1
            .block(named: "imports", layout: .indented(leading: []), end: 4, at: 14), // 2
            .text(compiled: "import XCTest"), // 3
            .text(compiled: "\n\n@testable import "), // 4
            .variable(named: "module", escaped: true, at: 70), // 5
            .text(compiled: "\n\n/// The worker needs no main actor: these tests are not isolated to it, and send each use case\'s requests\n/// from concurrent background tasks.\nfinal class "), // 6
            .variable(named: "scene", escaped: true, at: 238), // 7
            .text(compiled: "WorkerTests: XCTestCase {\n    // MARK: - Subject under test\n\n    private func makeSUT() -> "), // 8
            .variable(named: "scene", escaped: true, at: 338), // 9
            .text(compiled: "Worker {\n        "), // 10
            .variable(named: "scene", escaped: true, at: 364), // 11
            .text(compiled: "Worker()\n    }\n\n    // MARK: - Use cases\n"), // 12
            .section(named: "useCases", inverted: false, end: 27, standalone: true, at: 414), // 13
            .text(compiled: "\n    func test"), // 14
            .variable(named: "name", escaped: true, at: 442), // 15
            .text(compiled: "AnswersConcurrentRequests() async {\n        let sut = makeSUT()\n\n        let responses = await withTaskGroup(of: "), // 16
            .variable(named: "scene", escaped: true, at: 563), // 17
            .text(compiled: "."), // 18
            .variable(named: "name", escaped: true, at: 573), // 19
            .text(compiled: ".Response.self) { group in\n            for _ in 0..<3 {\n                group.addTask { sut."), // 20
            .variable(named: "variable", escaped: true, at: 673), // 21
            .text(compiled: "(request: "), // 22
            .variable(named: "scene", escaped: true, at: 695), // 23
            .text(compiled: "."), // 24
            .variable(named: "name", escaped: true, at: 705), // 25
            .text(compiled: ".Request()) }\n            }\n            return await group.reduce(into: []) { $0.append($1) }\n        }\n\n        XCTAssertEqual(responses.count, 3)\n    }\n"), // 26
            .text(compiled: "}\n"), // 27
        ])
}

// MARK: - common/header

extension BundledTemplates {
    static let commonHeaderSource = "//\n//  {{fileName}}\n//  {{module}}\n//\n{{#author}}\n//  Created by {{{author}}} with vipgen.\n{{/author}}\n{{^author}}\n//  Generated by vipgen.\n{{/author}}\n{{#organization}}\n//  Copyright © {{{organization}}}. All rights reserved.\n{{/organization}}\n//\n"

    static let commonHeaderTemplate = MustacheTemplate(
        compiledName: "bundled/common/header.mustache", source: commonHeaderSource,
        nodes: [
            .text(compiled: "//\n//  "), // 0
            .variable(named: "fileName", escaped: true, at: 7), // 1
            .text(compiled: "\n//  "), // 2
            .variable(named: "module", escaped: true, at: 24), // 3
            .text(compiled: "\n//\n"), // 4
            .section(named: "author", inverted: false, end: 9, standalone: true, at: 38), // 5
            .text(compiled: "//  Created by "), // 6
            .variable(named: "author", escaped: false, at: 65), // 7
            .text(compiled: " with vipgen.\n"), // 8
            .section(named: "author", inverted: true, end: 11, standalone: true, at: 103), // 9
            .text(compiled: "//  Generated by vipgen.\n"), // 10
            .section(named: "organization", inverted: false, end: 15, standalone: true, at: 152), // 11
            .text(compiled: "//  Copyright © "), // 12
            .variable(named: "organization", escaped: false, at: 187), // 13
            .text(compiled: ". All rights reserved.\n"), // 14
            .text(compiled: "//\n"), // 15
        ])
}
