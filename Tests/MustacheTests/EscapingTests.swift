import Expectations
import Testing
@testable import Mustache

@Suite struct EscapingTests: MustacheTestCase {
    let context: MustacheValue = ["code": "a < b && c > \"d\" || 'e'"]

    @Test func nothingIsEscapedByDefault() throws {
        expectEqual(try render("{{code}}", context), "a < b && c > \"d\" || 'e'")
    }

    @Test func htmlModeEscapesTheFiveCharacters() throws {
        expectEqual(try render("{{code}}", context, options: html), "a &lt; b &amp;&amp; c &gt; &quot;d&quot; || &#39;e&#39;")
    }

    @Test func tripleMustacheAndAmpersandNeverEscape() throws {
        expectEqual(try render("{{{code}}}|{{&code}}", context, options: html), "a < b && c > \"d\" || 'e'|a < b && c > \"d\" || 'e'")
    }

    @Test func theImplicitIteratorAndDottedNamesAreEscapedToo() throws {
        expectEqual(try render("{{#xs}}{{.}}{{/xs}}{{a.b}}", ["xs": ["<"], "a": ["b": "&"]], options: html), "&lt;&amp;")
    }

    @Test func templateTextIsNeverEscaped() throws {
        expectEqual(try render("<b>{{> p}}</b>", partials: ["p": "<i>&</i>"], options: html), "<b><i>&</i></b>")
    }

    @Test func unicodeSurvivesEscaping() throws {
        expectEqual(try render("{{v}}", ["v": "é<😀>"], options: html), "é&lt;😀&gt;")
    }
}
