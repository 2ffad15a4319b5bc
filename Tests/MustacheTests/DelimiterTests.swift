import Testing
@testable import Mustache

@Suite struct DelimiterTests: MustacheTestCase {
    @Test func newDelimitersReplaceTheBraces() throws {
        #expect(try render("{{=<% %>=}}let x = {<%value%>}", ["value": 1]) == "let x = {1}")
    }

    @Test func bracesAreTextAfterAChange() throws {
        #expect(try render("{{=<% %>=}}{{value}} <%value%>", ["value": 1]) == "{{value}} 1")
    }

    @Test func theChangeLastsThroughSectionsUntilChangedBack() throws {
        let template = "{{=[[ ]]=}}[[#items]]{[[.]]}[[/items]][[={{ }}=]]|{{#items}}{{.}}{{/items}}"
        #expect(try render(template, ["items": [1, 2]]) == "{1}{2}|12")
    }

    @Test func everyTagKindWorksWithNewDelimiters() throws {
        let template = "{{=<% %>=}}<%! c %><%#on%>on<%/on%><%^off%>off<%/off%><%{raw}%><%&raw%><%> p%><%={{ }}=%>{{raw}}"
        let out = try render(template, ["on": true, "off": false, "raw": "&"], partials: ["p": "{{raw}}"], options: html)
        #expect(out == "onoff&&&amp;&amp;")
    }

    @Test func singleCharacterAndEqualDelimiters() throws {
        #expect(try render("{{=| |=}}|#a|[|b|]|/a|", ["a": true, "b": "x"]) == "[x]")
    }

    @Test func delimitersWithRegexMetacharactersOrUnicode() throws {
        #expect(try render("({{=[ ]=}}[text])", ["text": "ok"]) == "(ok)")
        #expect(try render("{{=« »=}}«text» {{text}}", ["text": "ok"]) == "ok {{text}}")
        #expect(try render("{{=$( )=}}$(text)", ["text": "ok"]) == "ok")
    }

    @Test func paddingInsideTheSetDelimiterTag() throws {
        #expect(try render("|{{=   <%    %>   =}}<% v %>|", ["v": 1]) == "|1|")
    }

    @Test func partialsStartWithTheDefaultDelimiters() throws {
        let out = try render("{{=<% %>=}}[<%> p%>]", ["v": "yes"], partials: ["p": "{{v}}<%v%>"])
        #expect(out == "[yes<%v%>]")
    }

    @Test func aPartialsChangeDoesNotLeakIntoItsCaller() throws {
        let out = try render("{{> p}}|{{v}}<%v%>", ["v": "yes"], partials: ["p": "{{=<% %>=}}<%v%>"])
        #expect(out == "yes|yes<%v%>")
    }

    @Test(arguments: ["\n", "\r\n"])
    func standaloneDelimiterChangesDisappear(newline: String) throws {
        #expect(try render("a\(newline)  {{=<% %>=}}\t\(newline)<%v%>\(newline)", ["v": 1]) == "a\(newline)1\(newline)")
        #expect(try render("{{=<% %>=}}\(newline)x") == "x")
        #expect(try render("x\(newline){{=<% %>=}}") == "x\(newline)")
    }

    @Test func inlineDelimiterChangesKeepTheirWhitespace() throws {
        #expect(try render("| {{=@ @=}} |") == "|  |")
        #expect(try render(" | {{=@ @=}}\n") == " | \n")
    }
}
