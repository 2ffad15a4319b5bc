/// A Swift file read into tokens and a tree of declarations.
///
/// Scanning refuses (throws) rather than guesses: an unclosed comment, string or brace, or an `#if`
/// without its `#endif`, means the file's structure is not known for sure.
package struct SwiftSource: Sendable {
    package let bytes: [UInt8]
    let lines: LineTable
    /// Every token, comments included, in order.
    package let tokens: [SwiftToken]
    /// The tokens that are not comments: what the declaration parser reads.
    package let code: [SwiftToken]
    /// The file's top-level declarations.
    package let declarations: [SwiftDeclaration]

    package init(_ text: String) throws(SwiftSourceError) {
        try self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) throws(SwiftSourceError) {
        self.bytes = bytes
        lines = LineTable(bytes)
        tokens = try SwiftLexer.tokens(of: bytes, lines: lines)
        code = tokens.filter { $0.kind != .comment }
        var parser = SwiftDeclarationParser(bytes: bytes, tokens: code, lines: lines)
        declarations = try parser.parseFile()
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    package func text(of token: SwiftToken) -> String { text(token.start..<token.end) }

    package func line(of offset: Int) -> Int { lines.line(of: offset) }

    /// Whether code (not a comment or a string) names `identifier`: a `// MARK: - XDataStore` that
    /// vipgen wrote names no protocol.
    package func codeNames(_ identifier: String) -> Bool {
        let wanted = Array(identifier.utf8)
        return code.contains { token in
            token.kind == .identifier && token.end - token.start == wanted.count
                && bytes[token.start..<token.end].elementsEqual(wanted)
        }
    }

    /// The texts of the tokens (comments included) that lie inside `range`: two spans with the same
    /// texts differ at most in whitespace.
    package func tokenTexts(in range: Range<Int>) -> [String] {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var texts: [String] = []
        var index = low
        while index < tokens.count, tokens[index].end <= range.upperBound {
            texts.append(text(of: tokens[index]))
            index += 1
        }
        return texts
    }

    /// The texts of the code tokens at `indices`: a declaration's header without its comments.
    package func codeTexts(_ indices: Range<Int>) -> [String] { indices.map { text(of: code[$0]) } }

    /// The whitespace that starts the line `offset` is on.
    package func indentation(ofLineAt offset: Int) -> String {
        let start = lines.lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
        return text(start..<end)
    }

    /// The offset just after the line break that ends the line `offset` is on.
    package func lineEnd(after offset: Int) -> Int { lines.nextLineStart(after: offset, textLength: bytes.count) }

    /// The offset of the first byte of the line `offset` is on.
    package func lineStart(of offset: Int) -> Int { lines.lineStart(of: offset) }

    /// Whether the file's line breaks are `\r\n` (judged by its first one).
    var usesCRLF: Bool {
        guard let newline = bytes.firstIndex(of: ASCII.newline) else { return false }
        return newline > 0 && bytes[newline - 1] == ASCII.carriageReturn
    }
}
