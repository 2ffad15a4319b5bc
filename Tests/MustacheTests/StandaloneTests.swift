import Expectations
import Testing
@testable import Mustache

/// The standalone-line rules, each checked with both line endings: they decide whether generated
/// Swift has stray blank lines.
@Suite struct StandaloneTests: MustacheTestCase {
    static let newlines = ["\n", "\r\n"]

    @Test(arguments: newlines)
    func standaloneSectionTagsTakeTheirWholeLine(newline n: String) throws {
        let template = "a\(n)  {{#on}}  \(n)b\(n)\t{{/on}}\(n)c\(n)"
        expectEqual(try render(template, ["on": true]), "a\(n)b\(n)c\(n)")
        expectEqual(try render(template, ["on": false]), "a\(n)c\(n)")
    }

    @Test(arguments: newlines)
    func standaloneInvertedTagsTakeTheirWholeLine(newline n: String) throws {
        let template = "a\(n){{^off}}\(n)b\(n){{/off}}\(n)c"
        expectEqual(try render(template, ["off": false]), "a\(n)b\(n)c")
    }

    @Test(arguments: newlines)
    func standalonePartialTagsTakeTheirWholeLine(newline n: String) throws {
        expectEqual(try render("a\(n){{> p}}\(n)c", partials: ["p": "b"]), "a\(n)bc")
        expectEqual(try render("a\(n){{> p}}\(n)c", partials: ["p": "b\(n)"]), "a\(n)b\(n)c")
    }

    @Test(arguments: newlines)
    func standaloneBlockAndParentTagsTakeTheirWholeLine(newline n: String) throws {
        expectEqual(try render("a\(n){{$b}}\(n)x\(n){{/b}}\(n)c"), "a\(n)x\(n)c")
        let out = try render("a\(n){{<p}}\(n){{$b}}\(n)y\(n){{/b}}\(n){{/p}}\(n)c", partials: ["p": "[{{$b}}{{/b}}]\(n)"])
        expectEqual(out, "a\(n)[y\(n)]\(n)c")
        // A parent element on one line stands alone too, and indents what it expands to.
        expectEqual(try render("a\(n)  {{<p}}{{/p}}  \(n)c", partials: ["p": "x\(n)y\(n)"]), "a\(n)  x\(n)  y\(n)c")
    }

    @Test(arguments: newlines)
    func standaloneCommentAndDelimiterTagsTakeTheirWholeLine(newline n: String) throws {
        expectEqual(try render("a\(n) {{! c }} \(n){{=<% %>=}}\(n)<%v%>", ["v": 1]), "a\(n)1")
    }

    @Test(arguments: newlines)
    func standaloneTagsAtTheStartAndEndOfTheTemplate(newline n: String) throws {
        expectEqual(try render("  {{#on}}\(n)x{{/on}}", ["on": true]), "x")
        expectEqual(try render("{{#on}}x\(n)  {{/on}}", ["on": true]), "x\(n)")
        expectEqual(try render("{{#on}}{{/on}}", ["on": true]), "")
    }

    @Test(arguments: newlines)
    func interpolationIsNeverStandalone(newline n: String) throws {
        expectEqual(try render("a\(n)  {{v}}\(n)b", ["v": ""]), "a\(n)  \(n)b")
        expectEqual(try render("a\(n){{{v}}}\(n)b", ["v": ""]), "a\(n)\(n)b")
    }

    @Test(arguments: newlines)
    func twoTagsOnALineAreNotStandalone(newline n: String) throws {
        expectEqual(try render("a\(n){{#on}}{{/on}}\(n)b", ["on": true]), "a\(n)\(n)b")
        expectEqual(try render("a\(n){{! x }}{{! y }}\(n)b"), "a\(n)\(n)b")
    }

    @Test(arguments: newlines)
    func textOnTheLineKeepsTheTagInline(newline n: String) throws {
        expectEqual(try render("a\(n)x {{#on}}\(n)b\(n){{/on}} y\(n)", ["on": true]), "a\(n)x \(n)b\(n) y\(n)")
    }

    @Test func aLoneCarriageReturnIsNotALineEnding() throws {
        expectEqual(try render("a\r{{#on}}\rb{{/on}}\r", ["on": true]), "a\r\rb\r")
    }

    @Test func generatedSwiftComesOutClean() throws {
        let template = """
            import UIKit
            {{#imports}}
            import {{.}}
            {{/imports}}

            protocol {{scene}}DisplayLogic: AnyObject {
                {{#useCases}}
                func display{{name}}(viewModel: {{scene}}.{{name}}.ViewModel)
                {{/useCases}}
            }

            final class {{scene}}ViewController: {{baseClass}} {
                {{#fields}}
                {{> field}}
                {{/fields}}
                {{^fields}}
                // No fields.
                {{/fields}}
            }

            """
        let context: MustacheValue = [
            "scene": "ListMemes", "baseClass": "UIViewController", "imports": ["Combine"],
            "useCases": [["name": "FetchMemes"], ["name": "DeleteMeme"]],
            "fields": [["name": "memes", "type": "[Meme]"]],
        ]
        let expected = """
            import UIKit
            import Combine

            protocol ListMemesDisplayLogic: AnyObject {
                func displayFetchMemes(viewModel: ListMemes.FetchMemes.ViewModel)
                func displayDeleteMeme(viewModel: ListMemes.DeleteMeme.ViewModel)
            }

            final class ListMemesViewController: UIViewController {
                var {{name}}: [Meme]
            }

            """
        let out = try render(template, context, partials: ["field": "{{=<% %>=}}\nvar {{name}}: <%type%>\n"])
        expectEqual(out, expected)
        let crlf = try render(
            template.replacing("\n", with: "\r\n"), context,
            partials: ["field": "{{=<% %>=}}\r\nvar {{name}}: <%type%>\r\n"])
        expectEqual(crlf, expected.replacing("\n", with: "\r\n"))
    }
}
