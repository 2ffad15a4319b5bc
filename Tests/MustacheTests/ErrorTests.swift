import Expectations
import Testing
@testable import Mustache

/// Every parse error names the template and the 1-based line and column of the offending tag.
@Suite struct ErrorTests: MustacheTestCase {
    private func parseError(_ source: String) -> MustacheError? {
        do {
            _ = try MustacheTemplate(source: source, name: "Templates/x.mustache")
            return nil
        } catch let error as MustacheError {
            return error
        } catch {
            Issue.record("expected a MustacheError, got \(error)")
            return nil
        }
    }

    private func expectError(
        _ source: String, _ kind: MustacheError.Kind, line: Int, column: Int, message: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let error = parseError(source) else {
            Issue.record("\(source.debugDescription) parsed without an error", sourceLocation: sourceLocation)
            return
        }
        expectEqual(error, MustacheError(kind, template: "Templates/x.mustache", line: line, column: column), sourceLocation: sourceLocation)
        if let message {
            expectEqual(error.description, "Templates/x.mustache:\(line):\(column): error: \(message)", sourceLocation: sourceLocation)
        }
    }

    @Test func unclosedTags() {
        expectError("{{name", .unclosedTag, line: 1, column: 1, message: "unclosed tag: the closing delimiter is missing")
        expectError("a\n  b {{#section", .unclosedTag, line: 2, column: 5)
        expectError("{{name {{other}}", .unclosedTag, line: 1, column: 1)
        expectError("{{{name}}", .unclosedTag, line: 1, column: 1)
        expectError("ok\n{{! never closed", .unclosedTag, line: 2, column: 1)
        expectError("{{", .unclosedTag, line: 1, column: 1)
        expectError("{{=<% %>=}}<%name", .unclosedTag, line: 1, column: 12)
    }

    @Test func unclosedSections() {
        expectError(
            "a\n{{#items}}\n{{name}}\n", .unclosedSection("items", opener: .section), line: 2, column: 1,
            message: "{{#items}} is never closed: add {{/items}}")
        expectError("{{^off}}", .unclosedSection("off", opener: .invertedSection), line: 1, column: 1)
        expectError(" {{<frame}}{{$b}}{{/b}}", .unclosedSection("frame", opener: .parent), line: 1, column: 2)
        expectError("{{#a}}{{/a}}{{$b}}", .unclosedSection("b", opener: .block), line: 1, column: 13)
    }

    @Test func mismatchedClosingTags() {
        expectError(
            "{{#item}}\n  {{/items}}", .mismatchedClosingTag(expected: "item", found: "items", opener: .section),
            line: 2, column: 3, message: "closing tag {{/items}} does not match the open section {{#item}}")
        expectError(
            "{{#a}}{{^b}}{{/a}}", .mismatchedClosingTag(expected: "b", found: "a", opener: .invertedSection),
            line: 1, column: 13, message: "closing tag {{/a}} does not match the open inverted section {{^b}}")
        expectError(
            "{{<p}}{{/q}}", .mismatchedClosingTag(expected: "p", found: "q", opener: .parent), line: 1, column: 7,
            message: "closing tag {{/q}} does not match the open parent {{<p}}")
    }

    @Test func closingTagsWithNothingOpen() {
        expectError(
            "x\n y{{/items}}", .unexpectedClosingTag("items"), line: 2, column: 3,
            message: "closing tag {{/items}} has no open section to close")
        expectError("{{#a}}{{/a}}{{/a}}", .unexpectedClosingTag("a"), line: 1, column: 13)
    }

    @Test func emptyTags() {
        expectError("{{}}", .emptyTag, line: 1, column: 1, message: "empty tag: a name is required")
        for source in ["{{ }}", "{{#}}", "{{^ }}", "{{/}}", "{{>}}", "{{<}}", "{{$}}", "{{&}}", "{{{ }}}"] {
            expectError(source, .emptyTag, line: 1, column: 1)
        }
    }

    @Test func malformedNames() {
        expectError(
            "{{#a b}}{{/a b}}", .malformedTag("'a b' holds whitespace, but a tag holds one name"), line: 1, column: 1,
            message: "malformed tag: 'a b' holds whitespace, but a tag holds one name")
        expectError("x {{a..b}}", .malformedTag("'a..b' has an empty part between dots"), line: 1, column: 3)
        expectError("{{#a.}}{{/a.}}", .malformedTag("'a.' has an empty part between dots"), line: 1, column: 1)
        expectError("{{> two words}}", .malformedTag("'two words' holds whitespace, but a tag holds one name"), line: 1, column: 1)
    }

    @Test func badDelimiterChanges() {
        expectError(
            "{{=<% %>}}", .badDelimiters("it must end with '=}}', as in {{=<% %>=}}"), line: 1, column: 1,
            message: "bad set-delimiter tag: it must end with '=}}', as in {{=<% %>=}}")
        let count = MustacheError.Kind.badDelimiters("it needs exactly two delimiters separated by whitespace, as in {{=<% %>=}}")
        expectError("a\n{{= <% =}}", count, line: 2, column: 1)
        expectError("{{=<% %> <<=}}", count, line: 1, column: 1)
        expectError("{{==}}", count, line: 1, column: 1)
        expectError("{{=<= =>=}}", .badDelimiters("a delimiter cannot contain '='"), line: 1, column: 1)
        expectError("{{=<%", .unclosedTag, line: 1, column: 1)
    }

    @Test func theFirstProblemInTheSourceIsReported() {
        expectError("{{/x}} {{a b}}", .unexpectedClosingTag("x"), line: 1, column: 1)
        expectError("{{#a}}{{/b}} {{c", .mismatchedClosingTag(expected: "a", found: "b", opener: .section), line: 1, column: 7)
        expectError("{{#a}} {{c", .unclosedTag, line: 1, column: 8)
    }

    @Test func columnsCountUnicodeScalars() {
        expectError("é😀\t{{/x}}", .unexpectedClosingTag("x"), line: 1, column: 4)
        expectError("\r\n\r\n  {{/x}}", .unexpectedClosingTag("x"), line: 3, column: 3)
    }

    @Test func anErrorWithoutAPlaceHasNoLineAndColumn() {
        let library = MustacheLibrary(source: DictionaryTemplateSource([:]))
        expect(throws: MustacheError(.partialNotFound("Router"), template: "Router", line: 0, column: 0)) {
            try library.template(named: "Router")
        }
        let error = MustacheError(.partialNotFound("Router"), template: "Router", line: 0, column: 0)
        expectEqual(error.description, "Router: error: template 'Router' not found")
    }

    @Test func recursionErrorsPointAtTheTagThatWentTooDeep() throws {
        let error = try require(mustacheError("{{> loop}}", partials: ["loop": "x\n  {{> loop}}"]))
        expectEqual(error, MustacheError(.recursionTooDeep("loop"), template: "loop", line: 2, column: 3))
        expectEqual(error.description, "loop:2:3: error: 'loop' nests too deeply: endless recursion through partials, parents or blocks?")
    }

    @Test func widelyBranchingRecursionHitsTheStepLimit() throws {
        // Twenty levels of data, each listing the next level twice: two million expansions, never deep.
        var level: MustacheValue = ["kids": []]
        for _ in 0..<20 { level = ["kids": [level, level]] }
        let partials = ["node": "{{#kids}}{{> node}}{{/kids}}"]
        let error = try require(mustacheError("{{> node}}", level, partials: partials, options: RenderOptions(maxSteps: 10_000)))
        expect(error.kind == .stepLimitExceeded("node") || error.kind == .stepLimitExceeded("kids"), "\(error)")
        expectEqual(error.template, "node")
    }
}
