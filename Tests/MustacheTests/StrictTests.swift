import Expectations
import Testing
@testable import Mustache

@Suite struct StrictTests: MustacheTestCase {
    @Test func anUnknownVariableIsAnErrorAtItsTag() throws {
        let error = try require(mustacheError("line one\n  {{missing}}\n", options: strict))
        expectEqual(error, MustacheError(.unknownVariable("missing"), template: "test.mustache", line: 2, column: 3))
        expectEqual(error.description, "test.mustache:2:3: error: unknown variable 'missing' (strict mode: no context has it)")
    }

    @Test func aKeyHoldingNullIsNotAnError() throws {
        expectEqual(try render("<{{author}}{{#author}}x{{/author}}{{^author}}none{{/author}}>", ["author": nil], options: strict), "<none>")
    }

    @Test func aNullPartWayAlongADottedNameIsNotAnError() throws {
        expectEqual(try render("<{{author.name}}>", ["author": nil], options: strict), "<>")
    }

    @Test func aMissingPartOfADottedNameIsAnError() throws {
        let error = try require(mustacheError("{{scene.nmae}}", ["scene": ["name": "x"]], options: strict))
        expectEqual(error.kind, .unknownVariable("scene.nmae"))
        let scalar = try require(mustacheError("{{scene.name}}", ["scene": "List"], options: strict))
        expectEqual(scalar.kind, .unknownVariable("scene.name"))
    }

    @Test func missingSectionAndInvertedSectionNamesAreErrors() throws {
        let section = try require(mustacheError("ok\n{{#fields}}{{/fields}}", options: strict))
        expectEqual(section, MustacheError(.unknownVariable("fields"), template: "test.mustache", line: 2, column: 1))
        let inverted = try require(mustacheError("ok {{^hasFields}}{{/hasFields}}", options: strict))
        expectEqual(inverted, MustacheError(.unknownVariable("hasFields"), template: "test.mustache", line: 1, column: 4))
    }

    @Test func namesFoundFurtherDownTheStackAreFine() throws {
        let context: MustacheValue = ["scene": "List", "items": [["name": "a"], 3]]
        expectEqual(try render("{{#items}}{{scene}}{{.}}{{/items}}", context, options: strict), "ListList3")
    }

    @Test func aMissingPartialIsAnErrorAtItsTag() throws {
        let error = try require(mustacheError("a\n\t{{> nowhere}}\n", options: strict))
        expectEqual(error, MustacheError(.partialNotFound("nowhere"), template: "test.mustache", line: 2, column: 2))
        expectEqual(error.description, "test.mustache:2:2: error: template 'nowhere' not found")
    }

    @Test func errorsInsideAPartialNameThePartial() throws {
        let partials = ["Templates/header": "// {{fileName}}\n// {{autor}}\n"]
        let error = try require(
            mustacheError("{{> Templates/header}}", ["fileName": "A.swift"], partials: partials, options: strict))
        expectEqual(error, MustacheError(.unknownVariable("autor"), template: "Templates/header", line: 2, column: 4))
    }

    @Test func errorsInsideAnArgumentNameTheTemplateThatWroteIt() throws {
        let partials = ["frame": "first\n{{$body}}{{/body}}"]
        let error = try require(mustacheError("{{<frame}}\n{{$body}}\n  {{oops}}\n{{/body}}\n{{/frame}}", partials: partials, options: strict))
        expectEqual(error, MustacheError(.unknownVariable("oops"), template: "test.mustache", line: 3, column: 3))
    }

    @Test func theSameTemplatesRenderEmptyWithoutStrictMode() throws {
        expectEqual(try render("<{{missing}}{{#gone}}x{{/gone}}{{^gone}}y{{/gone}}{{> nowhere}}>"), "<y>")
    }
}
