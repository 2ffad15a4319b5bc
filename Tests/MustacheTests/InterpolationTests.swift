import Expectations
import Testing
@testable import Mustache

@Suite struct InterpolationTests: MustacheTestCase {
    @Test func textWithoutTagsIsCopiedExactly() throws {
        let text = "struct A { let b = \"{c}\" }\n\t// { not a tag }\n"
        expectEqual(try render(text), text)
    }

    @Test func namesAreReplacedByTheirValues() throws {
        expectEqual(try render("final class {{scene}}Router {}", ["scene": "ListMemes"]), "final class ListMemesRouter {}")
    }

    @Test func whitespaceInsideTheTagIsPadding() throws {
        let context: MustacheValue = ["name": "x"]
        expectEqual(try render("[{{ name }}|{{{  name }}}|{{&\tname\t}}|{{\nname\n}}]", context), "[x|x|x|x]")
    }

    @Test func missingAndNullNamesRenderNothing() throws {
        expectEqual(try render("<{{absent}}|{{nothing}}|{{{absent}}}|{{&nothing}}>", ["nothing": nil]), "<|||>")
    }

    @Test func numbersRenderAsJSONWritesThem() throws {
        let context: MustacheValue = [
            "int": 85, "integral": .double(85), "fraction": 1.21, "negative": -0.5, "zero": .double(0),
            "big": .int(Int.max), "huge": 1e300, "tiny": 0.000_001,
        ]
        let template = "{{int}} {{integral}} {{fraction}} {{negative}} {{zero}} {{big}} {{huge}} {{tiny}}"
        expectEqual(try render(template, context), "85 85 1.21 -0.5 0 9223372036854775807 1e+300 1e-06")
    }

    @Test func booleansRenderAsWords() throws {
        expectEqual(try render("{{yes}}/{{no}}", ["yes": true, "no": false]), "true/false")
    }

    @Test func listsAndObjectsRenderNothing() throws {
        expectEqual(try render("<{{list}}{{object}}>", ["list": [1, 2], "object": ["a": 1]]), "<>")
    }

    @Test func valuesWithNewlinesAreWrittenAsTheyAre() throws {
        expectEqual(try render("/*\n{{doc}}\n*/", ["doc": "line 1\n  line 2"]), "/*\nline 1\n  line 2\n*/")
    }

    @Test func unicodeNamesAndValuesWork() throws {
        expectEqual(try render("{{größe}} {{emoji}}", ["größe": "groß", "emoji": "🧪👍🏽"]), "groß 🧪👍🏽")
    }

    @Test func theImplicitIteratorIsTheWholeContext() throws {
        expectEqual(try render("[{{.}}]", "bare"), "[bare]")
        expectEqual(try render("[{{.}}]", 2.5), "[2.5]")
    }

    @Test func interpolationsAreNeverStandalone() throws {
        expectEqual(try render("  {{value}}  \n", ["value": "v"]), "  v  \n")
        expectEqual(try render("  {{value}}\r\n", [:]), "  \r\n")
    }

    // MARK: Dotted names

    @Test func dottedNamesReachIntoObjects() throws {
        let context: MustacheValue = ["project": ["author": ["name": "Jane"]]]
        expectEqual(try render("{{project.author.name}}", context), "Jane")
        expectEqual(try render("{{{project.author.name}}}|{{&project.author.name}}", context), "Jane|Jane")
    }

    @Test func aBrokenChainRendersNothing() throws {
        expectEqual(try render("<{{a.b.c}}>", ["a": [:]]), "<>")
        expectEqual(try render("<{{a.b.c}}>", ["a": ["b": "not an object"]]), "<>")
    }

    @Test func aBrokenChainDoesNotFallBackToOuterContexts() throws {
        // `c` exists at the root, but once `a.b` is found the rest resolves inside it alone.
        let context: MustacheValue = ["a": ["b": [:]], "c": ["name": "outer"]]
        expectEqual(try render("<{{a.b.c.name}}>", context), "<>")
        let shadowing: MustacheValue = ["inner": ["config": [:]], "config": ["mode": "wrong"]]
        expectEqual(try render("<{{#inner}}{{config.mode}}{{/inner}}>", shadowing), "<>")
    }

    @Test func theFirstPartOfADottedNameIsLookedUpThroughTheStack() throws {
        let context: MustacheValue = [
            "scene": ["router": ["name": "ListRouter"]], "router": ["name": "Wrong"],
        ]
        expectEqual(try render("{{#scene}}{{router.name}}{{/scene}}", context), "ListRouter")
        let outer: MustacheValue = ["module": ["name": "App"], "items": [1]]
        expectEqual(try render("{{#items}}{{module.name}}{{/items}}", outer), "App")
    }

    @Test func aLeadingDotLooksOnlyAtTheCurrentContext() throws {
        let context: MustacheValue = ["empty": [:], "full": ["title": "Inner"], "title": "Outer"]
        expectEqual(try render("[{{#empty}}{{.title}}{{/empty}}][{{#full}}{{.title}}{{/full}}]", context), "[][Inner]")
    }
}
