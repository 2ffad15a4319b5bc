import Expectations
import Testing
@testable import Mustache

@Suite struct DelimiterTests: MustacheTestCase {
    @Test func newDelimitersReplaceTheBraces() throws {
        expectEqual(try render("{{=<% %>=}}let x = {<%value%>}", ["value": 1]), "let x = {1}")
    }

    @Test func bracesAreTextAfterAChange() throws {
        expectEqual(try render("{{=<% %>=}}{{value}} <%value%>", ["value": 1]), "{{value}} 1")
    }

    @Test func theChangeLastsThroughSectionsUntilChangedBack() throws {
        let template = "{{=[[ ]]=}}[[#items]]{[[.]]}[[/items]][[={{ }}=]]|{{#items}}{{.}}{{/items}}"
        expectEqual(try render(template, ["items": [1, 2]]), "{1}{2}|12")
    }

    @Test func everyTagKindWorksWithNewDelimiters() throws {
        let template = "{{=<% %>=}}<%! c %><%#on%>on<%/on%><%^off%>off<%/off%><%{raw}%><%&raw%><%> p%><%={{ }}=%>{{raw}}"
        let out = try render(template, ["on": true, "off": false, "raw": "&"], partials: ["p": "{{raw}}"], options: html)
        expectEqual(out, "onoff&&&amp;&amp;")
    }

    @Test func singleCharacterAndEqualDelimiters() throws {
        expectEqual(try render("{{=| |=}}|#a|[|b|]|/a|", ["a": true, "b": "x"]), "[x]")
    }

    @Test func delimitersWithRegexMetacharactersOrUnicode() throws {
        expectEqual(try render("({{=[ ]=}}[text])", ["text": "ok"]), "(ok)")
        expectEqual(try render("{{=« »=}}«text» {{text}}", ["text": "ok"]), "ok {{text}}")
        expectEqual(try render("{{=$( )=}}$(text)", ["text": "ok"]), "ok")
    }

    @Test func paddingInsideTheSetDelimiterTag() throws {
        expectEqual(try render("|{{=   <%    %>   =}}<% v %>|", ["v": 1]), "|1|")
    }

    @Test func partialsStartWithTheDefaultDelimiters() throws {
        let out = try render("{{=<% %>=}}[<%> p%>]", ["v": "yes"], partials: ["p": "{{v}}<%v%>"])
        expectEqual(out, "[yes<%v%>]")
    }

    @Test func aPartialsChangeDoesNotLeakIntoItsCaller() throws {
        let out = try render("{{> p}}|{{v}}<%v%>", ["v": "yes"], partials: ["p": "{{=<% %>=}}<%v%>"])
        expectEqual(out, "yes|yes<%v%>")
    }

    @Test(arguments: ["\n", "\r\n"])
    func standaloneDelimiterChangesDisappear(newline: String) throws {
        expectEqual(try render("a\(newline)  {{=<% %>=}}\t\(newline)<%v%>\(newline)", ["v": 1]), "a\(newline)1\(newline)")
        expectEqual(try render("{{=<% %>=}}\(newline)x"), "x")
        expectEqual(try render("x\(newline){{=<% %>=}}"), "x\(newline)")
    }

    @Test func inlineDelimiterChangesKeepTheirWhitespace() throws {
        expectEqual(try render("| {{=@ @=}} |"), "|  |")
        expectEqual(try render(" | {{=@ @=}}\n"), " | \n")
    }
}
