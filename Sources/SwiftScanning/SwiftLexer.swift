/// Splits Swift source into tokens, skipping whitespace.
///
/// It follows The Swift Programming Language's lexical structure where it decides where a token
/// ends: comments nest, a string's `\(` interpolation holds any tokens up to its balancing `)`
/// (strings and comments included), a raw string `#"…"#` ends only at a quote followed by as many
/// `#` as opened it and escapes only with `\#`, and `"""` strings span lines. Line breaks are `\n`,
/// `\r\n` or `\r`.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    /// Whether only whitespace was seen since the last line break.
    private var atLineStart = true
    private let lines: LineTable
    /// Whether the last token leaves the lexer where an expression may start (after `=`, `(`, `,`,
    /// `return`…): only there does a `/` open a regular expression rather than divide.
    private var startsExpression = true
    /// How many `\(` interpolations enclose the string being read.
    private var interpolations = 0
    static let maximumInterpolationNesting = 64

    init(bytes: [UInt8], lines: LineTable) {
        self.bytes = bytes
        self.lines = lines
    }

    static func tokens(of bytes: [UInt8], lines: LineTable) throws(SwiftSourceError) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: bytes, lines: lines)
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        while let token = try lexer.next() { tokens.append(token) }
        return tokens
    }

    mutating func next() throws(SwiftSourceError) -> SwiftToken? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        let start = index
        let startsLine = atLineStart
        atLineStart = false
        let kind = try scanToken()
        if kind != .comment { startsExpression = leavesExpressionStart(kind, from: start) }
        return SwiftToken(kind: kind, start: start, end: index, startsLine: startsLine)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case ASCII.newline, ASCII.carriageReturn: atLineStart = true
            case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0: break
            default: return
            }
            index += 1
        }
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Scans the token starting at `index` and leaves `index` after it.
    private mutating func scanToken() throws(SwiftSourceError) -> SwiftToken.Kind {
        let first = bytes[index]
        let second = byte(at: index + 1)
        if first == ASCII.slash && second == ASCII.slash {
            while index < bytes.count, !ASCII.isLineBreak(bytes[index]) { index += 1 }
            return .comment
        }
        if first == ASCII.slash && second == ASCII.star {
            try skipBlockComment()
            return .comment
        }
        if first == ASCII.quote { return try scanString() }
        if first == ASCII.slash, startsExpression, scanRegex() { return .string }
        if first == ASCII.hash {
            var hashes = index
            while byte(at: hashes) == ASCII.hash { hashes += 1 }
            if byte(at: hashes) == ASCII.quote { return try scanString() }
            if byte(at: hashes) == ASCII.slash { return try scanExtendedRegex(hashes: hashes - index) }
            if let next = second, ASCII.isIdentifierStart(next) {
                let start = index
                index += 1
                skipIdentifier()
                if Self.directives.contains(where: { bytes[start..<index].elementsEqual($0) }) {
                    while index < bytes.count, !ASCII.isLineBreak(bytes[index]) { index += 1 }
                    return .directive
                }
                return .poundKeyword
            }
            index += 1
            return .punctuation
        }
        if first == ASCII.backtick {
            index += 1
            while index < bytes.count, bytes[index] != ASCII.backtick, !ASCII.isLineBreak(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == ASCII.backtick { index += 1 }
            return .identifier
        }
        if ASCII.isIdentifierStart(first) {
            skipIdentifier()
            return .identifier
        }
        if ASCII.isDigit(first) {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if ASCII.isIdentifierPart(byte) {
                    index += 1
                } else if byte == ASCII.dot, let next = self.byte(at: index + 1), ASCII.isDigit(next) {
                    index += 1
                } else {
                    break
                }
            }
            return .number
        }
        if ASCII.isPunctuation(first) {
            // `..<` and `...` are operators; a lone `.` is member access.
            if first == ASCII.dot && second == ASCII.dot {
                while index < bytes.count, ASCII.isOperator(bytes[index]) || bytes[index] == ASCII.dot { index += 1 }
                return .operatorSymbol
            }
            index += 1
            return .punctuation
        }
        if ASCII.isOperator(first) {
            index += 1
            // A `//` or `/*` after an operator starts a comment, not more of the operator.
            while index < bytes.count, ASCII.isOperator(bytes[index]) {
                if bytes[index] == ASCII.slash, let next = byte(at: index + 1),
                    next == ASCII.slash || next == ASCII.star
                {
                    break
                }
                index += 1
            }
            return .operatorSymbol
        }
        // Anything else (a stray control character, say) stands alone; it cannot hide a brace.
        index += 1
        return .punctuation
    }

    /// Static strings: comparing with them takes no reference counting.
    private static let expressionKeywords: [StaticString] = [
        "return", "case", "in", "where", "if", "guard", "while", "try", "await",
    ]

    /// Whether the token from `start` to `index` leaves the lexer where an expression may start.
    private func leavesExpressionStart(_ kind: SwiftToken.Kind, from start: Int) -> Bool {
        switch kind {
        case .operatorSymbol, .directive: return true
        case .punctuation:
            let first = bytes[start]
            return !(first == ASCII.closeParen || first == ASCII.closeBracket || first == ASCII.closeBrace)
        case .identifier:
            // Compared byte by byte, length and first letter first: the lexer asks for every name.
            let length = index - start
            // Most names are longer than any of these keywords.
            guard length <= 6 else { return false }
            for keyword in Self.expressionKeywords where keyword.utf8CodeUnitCount == length {
                let letters = keyword.utf8Start
                var offset = 0
                while offset < length, letters[offset] == bytes[start + offset] { offset += 1 }
                if offset == length { return true }
            }
            return false
        default: return false
        }
    }

    private static let directives: [[UInt8]] = ["#if", "#elseif", "#else", "#endif"].map { Array($0.utf8) }

    /// A bare regular expression literal `/…/`, when a `/` where an expression starts is followed by
    /// text and a closing `/` on the same line (Swift's own rule is similar: it never starts with a
    /// space and never spans lines). Returns false, consuming nothing, when it is not one.
    private mutating func scanRegex() -> Bool {
        guard let next = byte(at: index + 1), next != ASCII.space, next != ASCII.tab, !ASCII.isLineBreak(next) else {
            return false
        }
        var cursor = index + 1
        var inClass = false
        while cursor < bytes.count, !ASCII.isLineBreak(bytes[cursor]) {
            let current = bytes[cursor]
            if current == ASCII.backslash {
                cursor += 2
                continue
            }
            if current == ASCII.openBracket { inClass = true }
            if current == ASCII.closeBracket { inClass = false }
            if current == ASCII.slash && !inClass {
                index = cursor + 1
                return true
            }
            cursor += 1
        }
        return false
    }

    /// `#/…/#`, which may span lines, from its first `#` to its closing `/#`.
    private mutating func scanExtendedRegex(hashes: Int) throws(SwiftSourceError) -> SwiftToken.Kind {
        let opening = index
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == ASCII.backslash {
                index += 2
                continue
            }
            if bytes[index] == ASCII.slash, hashCount(from: index + 1, upTo: hashes) == hashes {
                index += 1 + hashes
                return .string
            }
            index += 1
        }
        throw SwiftSourceError(line: lines.line(of: opening), message: "a '#/' regular expression is never closed")
    }

    private mutating func skipIdentifier() {
        while index < bytes.count, ASCII.isIdentifierPart(bytes[index]) { index += 1 }
    }

    private mutating func skipBlockComment() throws(SwiftSourceError) {
        let opening = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == ASCII.slash, byte(at: index + 1) == ASCII.star {
                depth += 1
                index += 2
            } else if bytes[index] == ASCII.star, byte(at: index + 1) == ASCII.slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        throw SwiftSourceError(line: lines.line(of: opening), message: "a '/*' comment is never closed")
    }

    /// A string literal from its first `#` or quote to just after its closing delimiter.
    private mutating func scanString() throws(SwiftSourceError) -> SwiftToken.Kind {
        let opening = index
        var hashes = 0
        while bytes[index] == ASCII.hash {
            hashes += 1
            index += 1
        }
        let multiline = byte(at: index + 1) == ASCII.quote && byte(at: index + 2) == ASCII.quote
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == ASCII.backslash && hashCount(from: index + 1, upTo: hashes) == hashes {
                index += 1 + hashes
                if byte(at: index) == ASCII.openParen {
                    index += 1
                    try skipInterpolation(opening: opening)
                } else if index < bytes.count {
                    // The escaped character; `\` before a line break in a `"""` string joins lines.
                    if bytes[index] == ASCII.carriageReturn, byte(at: index + 1) == ASCII.newline { index += 1 }
                    index += 1
                }
                continue
            }
            if current == ASCII.quote, closes(at: index, quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                return .string
            }
            if !multiline && ASCII.isLineBreak(current) { break }
            index += 1
        }
        throw SwiftSourceError(line: lines.line(of: opening), message: "a string literal is never closed")
    }

    private func hashCount(from offset: Int, upTo limit: Int) -> Int {
        var count = 0
        while count < limit, byte(at: offset + count) == ASCII.hash { count += 1 }
        return count
    }

    private func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
        for step in 0..<quotes where byte(at: offset + step) != ASCII.quote { return false }
        return hashCount(from: offset + quotes, upTo: hashes) == hashes
    }

    /// From just after `\(` to just after its balancing `)`, reading nested strings and comments whole.
    private mutating func skipInterpolation(opening: Int) throws(SwiftSourceError) {
        // Each string inside an interpolation is a call deeper: bounded, so no file overflows the stack.
        guard interpolations < Self.maximumInterpolationNesting else {
            throw SwiftSourceError(
                line: lines.line(of: opening),
                message:
                    "nested too deeply: more than \(Self.maximumInterpolationNesting) strings inside string interpolations"
            )
        }
        interpolations += 1
        defer { interpolations -= 1 }
        // Line breaks inside the interpolation do not make the token after the string start a line.
        let wasAtLineStart = atLineStart
        defer { atLineStart = wasAtLineStart }
        var depth = 1
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw SwiftSourceError(
                    line: lines.line(of: opening), message: "a string interpolation '\\(' is never closed")
            }
            let kind = try scanToken()
            guard kind == .punctuation else { continue }
            switch bytes[index - 1] {
            case ASCII.openParen: depth += 1
            case ASCII.closeParen:
                depth -= 1
                if depth == 0 { return }
            default: break
            }
        }
    }
}
