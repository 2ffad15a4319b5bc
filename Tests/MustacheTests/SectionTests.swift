import Expectations
import Testing
@testable import Mustache

@Suite struct SectionTests: MustacheTestCase {
    @Test func trueRendersTheBodyOnce() throws {
        expectEqual(try render("<{{#on}}yes{{/on}}>", ["on": true]), "<yes>")
    }

    @Test(arguments: [MustacheValue.bool(false), .null, .array([])])
    func falseyValuesSkipTheBody(value: MustacheValue) throws {
        expectEqual(try render("<{{#flag}}hidden{{/flag}}>", ["flag": value]), "<>")
    }

    @Test func aMissingNameSkipsTheBody() throws {
        expectEqual(try render("<{{#missing}}hidden{{/missing}}>"), "<>")
    }

    @Test(arguments: [MustacheValue.string(""), .string("x"), .int(0), .double(0), .object([:])])
    func everythingElseIsTruthy(value: MustacheValue) throws {
        expectEqual(try render("<{{#flag}}shown{{/flag}}>", ["flag": value]), "<shown>")
    }

    @Test func aListRepeatsTheBodyWithEachItemOnTop() throws {
        let context: MustacheValue = ["fields": [["name": "memes"], ["name": "title"], ["name": "count"]]]
        expectEqual(try render("{{#fields}}var {{name}}; {{/fields}}", context), "var memes; var title; var count; ")
    }

    @Test func listsOfScalarsUseTheImplicitIterator() throws {
        expectEqual(try render("{{#xs}}({{.}}){{/xs}}", ["xs": [1, 2.5, "three", true, nil]]), "(1)(2.5)(three)(true)()")
    }

    @Test func nestedListsIterateWithTheImplicitIterator() throws {
        expectEqual(try render("{{#rows}}[{{#.}}{{.}}{{/.}}]{{/rows}}", ["rows": [[1, 2], ["a", "b", "c"], []]]), "[12][abc][]")
    }

    @Test func anObjectIsPushedAndOuterNamesStayVisible() throws {
        let context: MustacheValue = ["module": "App", "scene": ["name": "List", "module": "Shadowed"], "other": 1]
        expectEqual(try render("{{#scene}}{{name}} in {{module}} {{other}}{{/scene}} {{module}}", context), "List in Shadowed 1 App")
    }

    @Test func aScalarIsPushedForTheImplicitIterator() throws {
        expectEqual(try render("{{#title}}<{{.}}> is {{title}}{{/title}}", ["title": "Memes"]), "<Memes> is Memes")
    }

    @Test func sectionsNestAndRepeat() throws {
        let context: MustacheValue = ["a": true, "b": ["x": 1], "list": [1, 2]]
        let template = "{{#a}}A{{#b}}B{{x}}{{#list}}{{.}}{{/list}}{{/b}}{{/a}}|{{#a}}again{{/a}}|{{#list}}{{#a}}-{{/a}}{{/list}}"
        expectEqual(try render(template, context), "AB112|again|--")
    }

    @Test func itemsSeeEveryContextBelowThem() throws {
        let context: MustacheValue = [
            "scene": "List",
            "useCases": [["name": "Fetch", "last": false], ["name": "Delete", "last": true]],
        ]
        let template = "{{#useCases}}{{scene}}.{{name}}{{^last}}, {{/last}}{{/useCases}}"
        expectEqual(try render(template, context), "List.Fetch, List.Delete")
    }

    @Test func dottedNamesOpenSections() throws {
        expectEqual(try render("{{#a.b.c}}here{{/a.b.c}}", ["a": ["b": ["c": true]]]), "here")
        expectEqual(try render("<{{#a.b.c}}here{{/a.b.c}}>", ["a": ["b": ["c": false]]]), "<>")
        expectEqual(try render("<{{#a.b.c}}here{{/a.b.c}}>", ["a": ["b": [:]]]), "<>")
    }

    @Test func whitespaceAroundInlineSectionsIsKept() throws {
        expectEqual(try render(" | {{#t}}\t|\t{{/t}} | \n", ["t": true]), " | \t|\t | \n")
        expectEqual(try render(" {{#t}}A{{/t}}\n {{#t}}B{{/t}}\n", ["t": true]), " A\n B\n")
    }

    @Test func paddingInSectionTagsIsIgnored() throws {
        expectEqual(try render("|{{# t }}={{/ t }}|", ["t": true]), "|=|")
    }

    @Test func thousandsOfNestedSectionsRenderWithoutRecursion() throws {
        let depth = 2_000
        let template = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        expectEqual(try render(template, ["a": ["a": true]]), "x")
    }
}
