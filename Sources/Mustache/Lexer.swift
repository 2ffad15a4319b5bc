/// One piece of template source, located by UTF-8 byte offsets.
struct MustacheToken {
    enum Kind: Equatable {
        case text
        case variable(escaped: Bool)
        case section
        case invertedSection
        case close
        case comment
        case partial
        case parent
        case block
        case setDelimiters

        /// Interpolations write something on their line, so they never take the line away with them.
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return self != .text
        }

        var opensElement: Bool {
            self == .section || self == .invertedSection || self == .parent || self == .block
        }
    }

    var kind: Kind
    /// Text: the first byte. Tag: the first byte of the opening delimiter.
    var start: Int
    /// One past the last byte (of the closing delimiter for a tag).
    var end: Int
    /// The tag's trimmed content; empty for text, comments and delimiter changes.
    var name: String = ""
    /// The whitespace before the tag on its line, when nothing else precedes the tag there.
    var leading: Range<Int>?
    /// The whitespace and line ending (or end of template) after the tag, when nothing else follows it there.
    var trailing: Range<Int>?
    /// The opening and closing delimiters a set-delimiter tag switches to.
    var delimiters: (open: [UInt8], close: [UInt8])?
}

/// Splits template source into text and tags, following set-delimiter tags as it goes.
struct MustacheLexer {
    private let bytes: [UInt8]
    private let source: String
    private let templateName: String

    init(source: String, templateName: String) {
        self.bytes = Array(source.utf8)
        self.source = source
        self.templateName = templateName
    }

    var sourceBytes: [UInt8] { bytes }

    /// The tokens up to the first lexical error, and that error: the parser reports whichever
    /// problem comes first in the source, and a nesting mistake may come before the lexical one.
    func tokenize() -> (tokens: [MustacheToken], error: MustacheError?) {
        var tokens: [MustacheToken] = []
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        let count = bytes.count
        var position = 0
        var textStart = 0
        var lineStart = 0
        // Whether only spaces and tabs have been seen since `lineStart`: the standalone test.
        var lineIsBlank = true

        while position < count {
            let byte = bytes[position]
            if byte == open[0], matches(open, at: position) {
                if textStart < position {
                    tokens.append(MustacheToken(kind: .text, start: textStart, end: position))
                }
                var token: MustacheToken
                do {
                    token = try lexTag(at: position, open: open, close: close)
                } catch {
                    return (tokens, error)
                }
                if lineIsBlank { token.leading = lineStart..<position }
                token.trailing = trailingWhitespace(after: token.end)
                if let delimiters = token.delimiters {
                    open = delimiters.open
                    close = delimiters.close
                }
                tokens.append(token)
                lineIsBlank = false
                position = token.end
                textStart = position
                continue
            }
            if byte == UInt8(ascii: "\n") {
                lineStart = position + 1
                lineIsBlank = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                lineIsBlank = false
            }
            position += 1
        }
        if textStart < count {
            tokens.append(MustacheToken(kind: .text, start: textStart, end: count))
        }
        return (tokens, nil)
    }

    private func lexTag(at start: Int, open: [UInt8], close: [UInt8]) throws(MustacheError) -> MustacheToken {
        let contentStart = start + open.count
        guard contentStart < bytes.count else { throw error(.unclosedTag, at: start) }
        let kind: MustacheToken.Kind
        var nameStart = contentStart + 1
        switch bytes[contentStart] {
        case UInt8(ascii: "!"):
            // Comments may hold anything, even the opening delimiter, up to the first closing one.
            guard let closeAt = find(close, from: nameStart) else { throw error(.unclosedTag, at: start) }
            return MustacheToken(kind: .comment, start: start, end: closeAt + close.count)
        case UInt8(ascii: "="):
            return try lexSetDelimiters(at: start, contentStart: contentStart, close: close)
        case UInt8(ascii: "{"):
            let tripleClose = [UInt8(ascii: "}")] + close
            guard let closeAt = findClose(tripleClose, from: nameStart, open: open) else {
                throw error(.unclosedTag, at: start)
            }
            let name = try validatedName(nameStart..<closeAt, tagStart: start)
            return MustacheToken(
                kind: .variable(escaped: false), start: start, end: closeAt + tripleClose.count, name: name)
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        default:
            kind = .variable(escaped: true)
            nameStart = contentStart
        }
        guard let closeAt = findClose(close, from: nameStart, open: open) else { throw error(.unclosedTag, at: start) }
        let name = try validatedName(nameStart..<closeAt, tagStart: start)
        return MustacheToken(kind: kind, start: start, end: closeAt + close.count, name: name)
    }

    private func lexSetDelimiters(at start: Int, contentStart: Int, close: [UInt8]) throws(MustacheError)
        -> MustacheToken
    {
        let ending = [UInt8(ascii: "=")] + close
        guard let endAt = find(ending, from: contentStart + 1) else {
            if find(close, from: contentStart + 1) != nil {
                let shown = String(decoding: close, as: UTF8.self)
                throw error(.badDelimiters("it must end with '=\(shown)', as in {{=<% %>=}}"), at: start)
            }
            throw error(.unclosedTag, at: start)
        }
        let parts = bytes[(contentStart + 1)..<endAt].split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2 else {
            throw error(
                .badDelimiters("it needs exactly two delimiters separated by whitespace, as in {{=<% %>=}}"), at: start)
        }
        for part in parts where part.contains(UInt8(ascii: "=")) {
            throw error(.badDelimiters("a delimiter cannot contain '='"), at: start)
        }
        var token = MustacheToken(kind: .setDelimiters, start: start, end: endAt + ending.count)
        token.delimiters = (Array(parts[0]), Array(parts[1]))
        return token
    }

    /// The trimmed name in `range`, refused when empty or when it holds whitespace.
    private func validatedName(_ range: Range<Int>, tagStart: Int) throws(MustacheError) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        guard lower < upper else { throw error(.emptyTag, at: tagStart) }
        let name = String(decoding: bytes[lower..<upper], as: UTF8.self)
        if bytes[lower..<upper].contains(where: Self.isWhitespace) {
            throw error(.malformedTag("'\(name)' holds whitespace, but a tag holds one name"), at: tagStart)
        }
        return name
    }

    private func trailingWhitespace(after end: Int) -> Range<Int>? {
        var index = end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        if index == bytes.count { return end..<index }
        if bytes[index] == UInt8(ascii: "\n") { return end..<(index + 1) }
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
            return end..<(index + 2)
        }
        return nil
    }

    /// The closing delimiter's offset, or `nil` when the opening one comes first: a tag cannot hold
    /// another tag, and reporting the earlier tag as unclosed points at the real mistake.
    private func findClose(_ close: [UInt8], from start: Int, open: [UInt8]) -> Int? {
        var index = start
        while index + close.count <= bytes.count {
            if matches(close, at: index) { return index }
            if matches(open, at: index) { return nil }
            index += 1
        }
        return nil
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ needle: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + needle.count <= bytes.count else { return false }
        for offset in 0..<needle.count where bytes[index + offset] != needle[offset] {
            return false
        }
        return true
    }

    private func error(_ kind: MustacheError.Kind, at offset: Int) -> MustacheError {
        MustacheError(kind, template: templateName, source: source, offset: offset)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
