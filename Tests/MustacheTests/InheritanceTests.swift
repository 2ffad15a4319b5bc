import Expectations
import Testing
@testable import Mustache

@Suite struct InheritanceTests: MustacheTestCase {
    @Test func aBlockOutsideAParentRendersItsDefault() throws {
        expectEqual(try render("[{{$title}}Untitled {{kind}}{{/title}}]", ["kind": "scene"]), "[Untitled scene]")
    }

    @Test func aParentWithoutArgumentsIsLikeAPartial() throws {
        let partials = ["frame": "<{{$body}}empty{{/body}}>"]
        expectEqual(try render("{{> frame}}|{{< frame}}{{/frame}}", partials: partials), "<empty>|<empty>")
    }

    @Test func argumentsReplaceTheParentsBlocks() throws {
        let partials = ["frame": "<{{$head}}H{{/head}}|{{$body}}B{{/body}}>"]
        expectEqual(try render("{{<frame}}{{$body}}custom {{v}}{{/body}}{{/frame}}", ["v": 1], partials: partials), "<H|custom 1>")
    }

    @Test func theFirstOfTwoArgumentsWithOneNameWins() throws {
        expectEqual(try render("{{<p}}{{$a}}1{{/a}}{{$a}}2{{/a}}{{/p}}", partials: ["p": "{{$a}}0{{/a}}"]), "1")
    }

    @Test func contextDataNeverOverridesABlock() throws {
        let partials = ["frame": "{{$title}}from frame{{/title}}"]
        expectEqual(try render("{{<frame}}{{/frame}}", ["title": "from data"], partials: partials), "from frame")
    }

    @Test func contentInsideAParentOtherThanBlocksIsIgnored() throws {
        let partials = ["frame": "[{{$a}}A{{/a}}]"]
        let template = "{{<frame}} text {{v}} {{#s}}{{$a}}nested{{/a}}{{/s}} {{> p}} {{$a}}direct{{/a}} more {{/frame}}"
        expectEqual(try render(template, ["v": 1, "s": true], partials: partials), "[direct]")
    }

    @Test func theOutermostArgumentWins() throws {
        let partials = [
            "base": "{{$a}}base{{/a}}/{{$b}}base{{/b}}",
            "middle": "{{<base}}{{$a}}middle{{/a}}{{$b}}middle{{/b}}{{/base}}",
        ]
        expectEqual(try render("{{<middle}}{{$a}}top{{/a}}{{/middle}}", partials: partials), "top/middle")
        expectEqual(try render("{{<middle}}{{/middle}}", partials: partials), "middle/middle")
    }

    @Test func blocksInsidePartialsOfTheParentAreOverridden() throws {
        let partials = ["page": "<{{> header}}>", "header": "{{$title}}Default{{/title}}"]
        expectEqual(try render("{{<page}}{{$title}}Custom{{/title}}{{/page}}", partials: partials), "<Custom>")
    }

    @Test func anArgumentRendersInTheContextWhereTheBlockIs() throws {
        let partials = ["frame": "{{#inner}}{{$line}}{{/line}}{{/inner}}"]
        let context: MustacheValue = ["name": "outer", "inner": ["name": "inner"]]
        expectEqual(try render("{{<frame}}{{$line}}I am {{name}}{{/line}}{{/frame}}", context, partials: partials), "I am inner")
    }

    @Test func theSameParentWithDifferentArguments() throws {
        let partials = ["wrap": "({{$x}}?{{/x}})"]
        let template = "{{<wrap}}{{$x}}1{{/x}}{{/wrap}} {{<wrap}}{{/wrap}} {{<wrap}}{{$x}}3{{/x}}{{/wrap}}"
        expectEqual(try render(template, partials: partials), "(1) (?) (3)")
    }

    @Test func parentsMayRecurseWhenArgumentsChange() throws {
        let partials = [
            "one": "{{$x}}one{{/x}} {{$y}}{{<two}}{{/two}}{{/y}}",
            "two": "{{$x}}two{{/x}} {{<one}}{{$y}}stop{{/y}}{{/one}}",
        ]
        expectEqual(try render("{{<one}}{{$x}}X{{/x}}{{/one}}", partials: partials), "X X X stop")
    }

    @Test func anInheritanceCycleIsAnErrorNotAHang() throws {
        let partials = ["a": "{{<b}}{{/b}}", "b": "x{{<a}}{{/a}}"]
        let error = try require(mustacheError("{{<a}}{{/a}}", partials: partials))
        expect(error.kind == .recursionTooDeep("a") || error.kind == .recursionTooDeep("b"))
        expect(error.template == "a" || error.template == "b")
    }

    @Test func anArgumentThatOverridesItselfIsAnErrorNotAHang() throws {
        let partials = ["p": "{{$a}}default{{/a}}"]
        let error = try require(mustacheError("{{<p}}{{$a}}[{{$a}}{{/a}}]{{/a}}{{/p}}", partials: partials))
        expectEqual(error.kind, .recursionTooDeep("a"))
    }

    @Test func aMissingParentRendersNothingUnlessStrict() throws {
        expectEqual(try render("[{{<nowhere}}{{$a}}x{{/a}}{{/nowhere}}]"), "[]")
        let error = try require(mustacheError("\n  {{<nowhere}}{{/nowhere}}", options: strict))
        expectEqual(error, MustacheError(.partialNotFound("nowhere"), template: "test.mustache", line: 2, column: 3))
    }

    // MARK: Indentation

    @Test func aStandaloneParentIndentsItsTemplate() throws {
        let partials = ["body": "one\ntwo\n"]
        expectEqual(try render("{\n    {{<body}}{{/body}}\n}\n", partials: partials), "{\n    one\n    two\n}\n")
        expectEqual(try render("{\n    {{<body}}\n    {{/body}}\n}\n", partials: partials), "{\n    one\n    two\n}\n")
    }

    @Test func anArgumentTakesTheIndentationOfTheBlockItReplaces() throws {
        let partials = ["type": "final class X {\n    {{$members}}\n    {{/members}}\n}\n"]
        let template = "{{<type}}\n{{$members}}\n        let a = 1\n        let b = 2\n{{/members}}\n{{/type}}\n"
        expectEqual(try render(template, partials: partials), "final class X {\n    let a = 1\n    let b = 2\n}\n")
    }

    @Test func anIndentedInlineBlockIndentsTheArgumentsLaterLines() throws {
        let partials = ["type": "enum E {\n    {{$cases}}{{/cases}}\n}\n"]
        let template = "{{<type}}{{$cases}}\ncase a\ncase b{{/cases}}\n{{/type}}\n"
        expectEqual(try render(template, partials: partials), "enum E {\n    case a\n    case b\n}\n")
    }

    @Test func aStandaloneBlockTakesItsIndentationFromItsDefaultContent() throws {
        let partials = ["type": "struct S {\n{{$body}}\n    // default\n{{/body}}\n}\n"]
        let template = "{{<type}}{{$body}}\nlet x = 1\n{{/body}}{{/type}}"
        expectEqual(try render(template, partials: partials), "struct S {\n    let x = 1\n}\n")
        expectEqual(try render("{{<type}}{{/type}}", partials: partials), "struct S {\n    // default\n}\n")
    }

    @Test func nestedBlocksAreReindentedRelativeToTheirBlock() throws {
        let partials = [
            "middle": "{{<base}}{{$outer}}\n  first\n  {{$inner}}\n    default\n  {{/inner}}\n{{/outer}}{{/base}}\n",
            "base": "{{$outer}}{{/outer}}",
        ]
        let out = try render("{{<middle}}{{$inner}}\nreplaced\n{{/inner}}{{/middle}}\n", partials: partials)
        expectEqual(out, "first\n  replaced\n")
    }

    @Test func anArgumentInsideAnIndentedPartialIsIndentedByBoth() throws {
        let partials = ["outer": "  {{<type}}{{$body}}\nlet x = 1\nlet y = 2\n{{/body}}{{/type}}\n", "type": "{\n  {{$body}}\n  {{/body}}\n}\n"]
        let out = try render("  {{> outer}}\n", partials: partials)
        expectEqual(out, "    {\n      let x = 1\n      let y = 2\n    }\n")
    }

    @Test(arguments: ["\n", "\r\n"])
    func inheritanceStandaloneLinesWithBothLineEndings(newline n: String) throws {
        let partials = ["frame": "begin\(n)  {{$body}}\(n)  {{/body}}\(n)end\(n)"]
        let template = "{{<frame}}\(n){{$body}}\(n)line 1\(n)line 2\(n){{/body}}\(n){{/frame}}\(n)"
        expectEqual(try render(template, partials: partials), "begin\(n)  line 1\(n)  line 2\(n)end\(n)")
    }
}
