import Expectations
import Testing
@testable import Mustache

@Suite struct PartialTests: MustacheTestCase {
    @Test func aPartialIsRenderedInPlace() throws {
        expectEqual(try render("[{{> header}}]", partials: ["header": "// header"]), "[// header]")
    }

    @Test func aMissingPartialRendersNothing() throws {
        expectEqual(try render("[{{> nowhere}}]"), "[]")
        expectEqual(try render("a\n  {{> nowhere}}\nb"), "a\nb")
    }

    @Test func partialsSeeTheCurrentContext() throws {
        let out = try render("{{#scene}}{{>name}}{{/scene}}", ["scene": ["name": "List"]], partials: ["name": "<{{name}}>"])
        expectEqual(out, "<List>")
    }

    @Test func partialsMayRecurseThroughData() throws {
        let tree: MustacheValue = [
            "name": "root", "children": [["name": "a", "children": [["name": "a1", "children": []]]], ["name": "b", "children": []]],
        ]
        let out = try render("{{> node}}", tree, partials: ["node": "{{name}}({{#children}}{{> node}}{{/children}})"])
        expectEqual(out, "root(a(a1())b())")
    }

    @Test func deepButFiniteRecursionStaysUnderTheDepthLimit() throws {
        var list: MustacheValue = ["n": 0, "next": nil]
        for level in 1..<99 { list = ["n": .int(level), "next": list] }
        let out = try render("{{> item}}", list, partials: ["item": "{{n}}{{#next}},{{> item}}{{/next}}"])
        expect(out.hasPrefix("98,97,") && out.hasSuffix(",1,0"))
        let tooDeep = mustacheError("{{> item}}", ["next": ["next": list]], partials: ["item": "{{#next}}{{> item}}{{/next}}"])
        expectEqual(tooDeep?.kind, .recursionTooDeep("item"))
    }

    @Test func paddingAroundThePartialName() throws {
        expectEqual(try render("|{{>   p  }}|", partials: ["p": "x"]), "|x|")
    }

    @Test func partialNamesMayHoldSlashesAndDots() throws {
        expectEqual(try render("{{> bundled/header.v2}}", partials: ["bundled/header.v2": "h"]), "h")
    }

    @Test func anInlinePartialIsNotIndented() throws {
        expectEqual(try render("  x {{> p}}\n", partials: ["p": "1\n2"]), "  x 1\n2\n")
        expectEqual(try render("| {{>p}} |", partials: ["p": "\t|\t"]), "| \t|\t |")
    }

    @Test func aStandalonePartialIndentsEveryLine() throws {
        let partial = "func a() {\n    body()\n}\n"
        let out = try render("struct S {\n    {{> method}}\n}\n", partials: ["method": partial])
        expectEqual(out, "struct S {\n    func a() {\n        body()\n    }\n}\n")
    }

    @Test func indentationStopsAfterThePartialsLastLineEnding() throws {
        expectEqual(try render("  {{> p}}\nend", partials: ["p": "a\nb\n"]), "  a\n  b\nend")
        expectEqual(try render("  {{> p}}\nend", partials: ["p": "a\nb"]), "  a\n  bend")
    }

    @Test func indentationIsNotAddedInsideInterpolatedValues() throws {
        let out = try render("  {{> p}}\n", ["v": "1\n2"], partials: ["p": "<{{v}}>\n{{v}}\n"])
        expectEqual(out, "  <1\n2>\n  1\n2\n")
    }

    @Test func nestedStandalonePartialsAddUpTheirIndentation() throws {
        let partials = ["outer": "outer {\n  {{> inner}}\n}\n", "inner": "inner {\n  leaf\n}\n"]
        let out = try render("  {{> outer}}\n", partials: partials)
        expectEqual(out, "  outer {\n    inner {\n      leaf\n    }\n  }\n")
    }

    @Test func inlinePartialsInsideAnIndentedPartialKeepItsIndentation() throws {
        let partials = ["outer": "let x = {{> value}}\nlet y = 2\n", "value": "[\n  1,\n]"]
        let out = try render("    {{> outer}}\n", partials: partials)
        expectEqual(out, "    let x = [\n      1,\n    ]\n    let y = 2\n")
    }

    @Test func indentedSectionsInsidePartialsStayClean() throws {
        let partial = "{{#fields}}\nvar {{name}}: {{type}}\n{{/fields}}\n"
        let context: MustacheValue = ["fields": [["name": "a", "type": "Int"], ["name": "b", "type": "String"]]]
        let out = try render("struct S {\n    {{> fields}}\n}\n", context, partials: ["fields": partial])
        expectEqual(out, "struct S {\n    var a: Int\n    var b: String\n}\n")
    }

    @Test func emptyLinesAreIndentedByDefaultAsTheSpecSays() throws {
        let out = try render("  {{> p}}\n", partials: ["p": "a\n\nb\r\n\r\nc\n"])
        expectEqual(out, "  a\n  \n  b\r\n  \r\n  c\n")
    }

    @Test func emptyLinesCanStayEmpty() throws {
        let options = RenderOptions(indentBlankLines: false)
        let out = try render("  {{> p}}\n", ["empty": ""], partials: ["p": "a\n\nb\r\n\r\n{{empty}}\nc\n"], options: options)
        expectEqual(out, "  a\n\n  b\r\n\r\n\n  c\n")
    }

    @Test func tabsIndentLikeSpaces() throws {
        expectEqual(try render("\t{{> p}}\n", partials: ["p": "a\nb\n"]), "\ta\n\tb\n")
    }

    @Test func aLineWhoseTagsRenderNothingStillGetsItsIndentation() throws {
        // The spec indents the partial's lines before rendering, so this line has its two spaces.
        let out = try render("  {{> p}}\n", ["v": ""], partials: ["p": "a\n{{v}}{{#no}}x{{/no}}\nb"])
        expectEqual(out, "  a\n  \n  b")
    }
}
