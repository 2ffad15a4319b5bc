import Expectations
import Mustache
import Testing

@testable import VipgenKit

/// The façade VipgenBench drives renders what the generator renders for the same scenes, so the bench
/// measures vipgen's own work.
@Suite struct InProcessRendererTests {
    let project = ResolvedProject(
        module: "App", sourcesDirectory: "Sources", testsDirectory: "Tests", date: "2025-01-01")
    let scenes: [(name: String, base: String, useCases: [String], fields: [String], routes: [String])] = [
        ("ListItems", "UITableViewController", ["FetchItems", "DeleteItem"], ["items: [String]"], ["ShowItem"]),
        ("ShowItem", "UIViewController", [], ["item: String?"], ["ListItems"]),
    ]

    func specs() throws -> [SceneSpec] {
        [
            try SceneSpec.validated(
                name: "ListItems", base: .tableViewController, useCases: ["FetchItems", "DeleteItem"],
                fields: ["items: [String]"], routes: ["ShowItem"]),
            try SceneSpec.validated(name: "ShowItem", fields: ["item: String?"], routes: ["ListItems"]),
        ]
    }

    @Test func rendersWhatTheGeneratorRenders() throws {
        let renderer = try InProcessRenderer(module: "App", date: "2025-01-01", scenes: scenes)
        let specs = try specs()
        let generator = SceneGenerator(project: project)
        let alone = try generator.files(for: specs[0], siblings: specs)
        let rendered = try renderer.renderScene(at: 0)
        expectEqual(rendered.files, alone.count)
        expectEqual(rendered.bytes, alone.reduce(0) { $0 + $1.contents.utf8.count })
        expectEqual(try renderer.withFreshGenerator().renderScene(at: 0).bytes, rendered.bytes)
        expectEqual(try renderer.renderScenes(), try generator.files(for: specs).count)
        expectEqual(try renderer.renderScenes(first: 1), try generator.files(for: [specs[0]], in: specs).count)
        expectEqual(try renderer.context(ofScene: 1), try generator.context(for: specs[1]))
    }

    @Test func refusesABaseClassNamingIt() {
        let error = expect(throws: InvalidValue.self) {
            try InProcessRenderer(
                module: "App", date: "2025-01-01",
                scenes: [("ListItems", "UITableView", [], [], [])])
        }
        expect(error?.message.hasPrefix("unknown base class 'UITableView'") == true, "\(String(describing: error))")
    }

    @Test func givesTheBundledTemplatesParsedAndAsText() throws {
        let texts = try InProcessRenderer.bundledTemplateTexts()
        expectEqual(texts.count, BundledTemplateSource.names.count)
        expect(texts.contains { $0.name.hasSuffix("/ViewController.mustache") })
        expect(try InProcessRenderer.bundledTemplates.parsedTemplate(named: "ViewController") != nil)
    }
}
