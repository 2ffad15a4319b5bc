import Testing
@testable import Mustache

/// A source whose templates come already parsed, as the bundled ones do; its text is never asked for.
private struct PrecompiledSource: MustacheTemplateSource {
    let templates: [String: MustacheTemplate]

    func templateSource(named name: String) throws -> (source: String, name: String)? {
        Issue.record("the text of '\(name)' was asked for, though it comes parsed")
        return nil
    }

    func parsedTemplate(named name: String) -> MustacheTemplate? { templates[name] }
}

@Suite struct CompiledTemplateTests: MustacheTestCase {
    /// Every kind of node, with and without indentation, dotted and implicit names.
    static let everyKind = """
        Hi {{name}} {{{raw}}} {{&a.b}} {{.}}
        {{#items}}
          {{> row}}
        {{/items}}
        {{^none}}none{{/none}}
        {{<frame}}
          {{$title}}T{{/title}}
        {{/frame}}
          {{$alone}}
            default
          {{/alone}}
          {{$indented}}x{{/indented}}
        tail {{$inline}}y{{/inline}} é
        """

    @Test func writesStepsAsSwiftWithEachNameOnce() throws {
        let template = try MustacheTemplate(source: "a {{#s}}{{x}}{{> p}}{{/s}}{{x}}\n", name: "t")
        #expect(
            template.swiftCompiledArguments(indentation: "  ") == """
                text: "a \\n",
                  names: ["s", "x"],
                  steps: [
                      .text(start: 0, end: 2, hasNewline: false), // 0
                      .section(name: 0, inverted: false, end: 4, standalone: false, offset: 2), // 1
                      .variable(name: 1, escaped: true, offset: 8), // 2
                      .element(0), // 3
                      .variable(name: 1, escaped: true, offset: 26), // 4
                      .text(start: 2, end: 3, hasNewline: true), // 5
                  ],
                  elements: [
                      .partial(named: "p", indentation: nil, at: 13),
                  ]
                """)
    }

    /// What the Swift compiler builds from `swiftCompiledArguments`, built here by the same call:
    /// the same nodes, and the same output.
    @Test func rebuildingFromTheWrittenStepsGivesTheParsedTemplate() throws {
        let parsed = try MustacheTemplate(source: Self.everyKind, name: "t")
        let storage = parsed.storage
        let rebuilt = MustacheTemplate(
            compiledName: "t", source: Self.everyKind, bytes: storage.text, names: storage.names.map(\.text),
            steps: storage.steps, elements: storage.elements)
        #expect(rebuilt.storage.steps == storage.steps)
        #expect(rebuilt.storage.text == storage.text)
        #expect(rebuilt.storage.names == storage.names)
        #expect(rebuilt.storage.elements == storage.elements)
        for expected in [
            ".partial(named: \"row\", indentation: [32, 32]",
            ".parent(named: \"frame\", indentation: [], arguments: [(\"title\", ",
            ".block(named: \"alone\", layout: .standalone(intrinsic: [32, 32, 32, 32])",
            ".block(named: \"indented\", layout: .indented(leading: [32, 32])",
            ".block(named: \"inline\", layout: .inline", "é",
        ] {
            #expect(parsed.swiftCompiledArguments(indentation: "").contains(expected), "missing \(expected)")
        }
        let context: MustacheValue = ["name": "N", "raw": "<r>", "a": ["b": "B"], "items": [1, 2]]
        let partials = ["row": "row {{.}}\n", "frame": "[{{$title}}{{/title}}]\n"]
        let library = MustacheLibrary(source: DictionaryTemplateSource(partials))
        #expect(try library.render(rebuilt, context) == library.render(parsed, context))
        #expect(parsed.swiftCompiledArguments(indentation: "").hasPrefix("text: \"Hi "))
    }

    /// A custom delimiter may split a character between two text nodes: such text is written as bytes.
    @Test func textThatIsNotUTF8OnItsOwnIsWrittenAsBytes() {
        let template = MustacheTemplate(
            compiledName: "t", source: "", bytes: [0xC3], names: [],
            steps: [.text(start: 0, end: 1, hasNewline: false)], elements: [])
        #expect(template.swiftCompiledArguments(indentation: "").hasPrefix("bytes: [195],\n"))
    }

    @Test func aLibraryUsesAParsedTemplateWithoutAskingForItsText() throws {
        let page = try MustacheTemplate(source: "<{{> row}}>", name: "bundled/page.mustache")
        let row = try MustacheTemplate(source: "{{x}}", name: "bundled/row.mustache")
        let library = MustacheLibrary(source: PrecompiledSource(templates: ["page": page, "row": row]))
        #expect(try library.render(named: "page", ["x": 1]) == "<1>")
        #expect(try library.template(named: "page").name == "bundled/page.mustache")
    }
}
