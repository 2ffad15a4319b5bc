import Expectations
import Testing
@testable import Mustache

/// Counts how often each name is asked for, to prove the library's cache.
private final class CountingSource: MustacheTemplateSource, @unchecked Sendable {
    private let templates: [String: String]
    private let counts = MustacheLock<[String: Int]>([:])

    init(_ templates: [String: String]) { self.templates = templates }

    func templateSource(named name: String) throws -> (source: String, name: String)? {
        counts.withLock { $0[name, default: 0] += 1 }
        if name == "unreadable" { throw SourceFailure() }
        return templates[name].map { ($0, "Templates/\(name).mustache") }
    }

    func count(_ name: String) -> Int { counts.withLock { $0[name] ?? 0 } }
}

private struct SourceFailure: Error, Equatable {}

@Suite struct LibraryTests: MustacheTestCase {
    @Test func eachTemplateIsLoadedAndParsedOnce() throws {
        let source = CountingSource(["page": "{{> row}}{{#items}}{{> row}}{{> gone}}{{/items}}", "row": "r"])
        let library = MustacheLibrary(source: source)
        for _ in 0..<3 {
            expectEqual(try library.render(named: "page", ["items": [1, 2]]), "rrr")
        }
        expectEqual(source.count("page"), 1)
        expectEqual(source.count("row"), 1)
        expectEqual(source.count("gone"), 1)
    }

    @Test func templatesAreNamedAsTheSourceSays() throws {
        let library = MustacheLibrary(source: CountingSource(["page": "{{#a}}"]))
        expect(throws: MustacheError(.unclosedSection("a", opener: .section), template: "Templates/page.mustache", line: 1, column: 1)) {
            try library.template(named: "page")
        }
        // A template that does not parse fails the same way every time, without being read again.
        expect(throws: MustacheError.self) { try library.render(named: "page", [:]) }
    }

    @Test func aBrokenPartialFailsTheRenderWithItsOwnPosition() throws {
        let library = MustacheLibrary(source: CountingSource(["page": "ok {{> bad}}", "bad": "\n {{/x}}"]))
        expect(throws: MustacheError(.unexpectedClosingTag("x"), template: "Templates/bad.mustache", line: 2, column: 2)) {
            try library.render(named: "page", [:])
        }
    }

    @Test func sourceErrorsPassThrough() throws {
        let library = MustacheLibrary(source: CountingSource(["page": "{{> unreadable}}"]))
        expect(throws: SourceFailure()) { try library.render(named: "page", [:]) }
    }

    @Test func renderingTheSameTemplateWithDifferentDataGivesIndependentResults() throws {
        let library = MustacheLibrary(source: DictionaryTemplateSource(["t": "{{#xs}}{{.}}{{/xs}}"]))
        let template = try library.template(named: "t")
        expectEqual(try library.render(template, ["xs": [1, 2]]), "12")
        expectEqual(try library.render(template, ["xs": ["a"]]), "a")
        expectEqual(template.name, "t")
    }

    @Test func oneLibraryServesManyThreadsAtOnce() async throws {
        let source = CountingSource(["page": "{{scene}}:{{> header}}{{#n}}{{> row}}{{/n}}", "header": "H", "row": "[{{.}}]"])
        let library = MustacheLibrary(source: source, options: RenderOptions(strict: true))
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<32 {
                group.addTask {
                    (index, try library.render(named: "page", ["scene": .string("S\(index)"), "n": [1, 2]]))
                }
            }
            var all: [Int: String] = [:]
            for try await (index, text) in group { all[index] = text }
            return all
        }
        for index in 0..<32 { expectEqual(results[index], "S\(index):H[1][2]") }
        expectEqual(source.count("page"), 1)
        expectEqual(source.count("row"), 1)
    }

    @Test func aTemplateRendersWithoutALibrary() throws {
        let template = try MustacheTemplate(source: "{{v}}{{> p}}", name: "t")
        expectEqual(try template.render(["v": "<"], options: html), "&lt;")
        expect(throws: MustacheError(.partialNotFound("p"), template: "t", line: 1, column: 6)) {
            try template.render(["v": 1], options: strict)
        }
    }
}
