import Expectations
import Testing

@testable import Mustache

/// Output goes to a sink in pieces as it is rendered, never held whole.
@Suite struct StreamingTests {
    final class Pieces: @unchecked Sendable {
        var all: [String] = []
    }

    @Test(arguments: ["ab", "é", "€", "😀", "a😀é"])
    func piecesEndBetweenCharactersAndAddUpToTheWholeOutput(word: String) throws {
        let items = MustacheValue.array((0..<20_000).map { .int($0) })
        let template = try MustacheTemplate(source: "{{#items}}\(word){{.}}{{/items}}\n", name: "t")
        let library = MustacheLibrary(source: DictionaryTemplateSource([:]))
        let whole = try library.render(template, ["items": items])
        let pieces = Pieces()
        try library.render(template, ["items": items]) { pieces.all.append($0) }
        expectEqual(pieces.all.joined(), whole)
        expect(pieces.all.count > 1)
        expect(pieces.all.allSatisfy { $0.utf8.count < MustacheRenderer.flushSize + 16 })
        expect(pieces.all.allSatisfy { !$0.unicodeScalars.contains("\u{FFFD}") }, "no character is cut in two")
    }

    @Test func anErrorMidwayStillHandsOverWhatWasRendered() throws {
        let template = try MustacheTemplate(source: "{{#items}}{{.}},{{/items}}{{missing}}", name: "t")
        let library = MustacheLibrary(source: DictionaryTemplateSource([:]), options: RenderOptions(strict: true))
        let pieces = Pieces()
        expect(throws: MustacheError.self) {
            try library.render(template, ["items": .array((0..<30_000).map { .int($0) })]) { pieces.all.append($0) }
        }
        expect(pieces.all.joined().hasPrefix("0,1,2,"))
    }
}
