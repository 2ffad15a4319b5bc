/// The bytes the Swift scanner and the line fitter look at. Anything at or above 0x80 is part of a
/// name: Swift allows most non-ASCII letters in identifiers, and the scanner only needs to know it is
/// not punctuation. Each is a computed literal: read once per byte scanned, it must cost a compare,
/// not a global's lazy initialisation check.
package enum ASCII {
    @inlinable package static var newline: UInt8 { UInt8(ascii: "\n") }
    @inlinable package static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable package static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable package static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable package static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable package static var star: UInt8 { UInt8(ascii: "*") }
    @inlinable package static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable package static var hash: UInt8 { UInt8(ascii: "#") }
    @inlinable package static var backslash: UInt8 { UInt8(ascii: "\\") }
    static var backtick: UInt8 { UInt8(ascii: "`") }
    static var dot: UInt8 { UInt8(ascii: ".") }
    @inlinable package static var openParen: UInt8 { UInt8(ascii: "(") }
    @inlinable package static var closeParen: UInt8 { UInt8(ascii: ")") }
    @inlinable package static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable package static var closeBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable package static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable package static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable package static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable package static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable package static var equals: UInt8 { UInt8(ascii: "=") }
    static var semicolon: UInt8 { UInt8(ascii: ";") }
    @inlinable package static var at: UInt8 { UInt8(ascii: "@") }
    @inlinable package static var dollar: UInt8 { UInt8(ascii: "$") }

    static func isLineBreak(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// `{ } ( ) [ ] , : ; @ .` (a switch, not a set: the lexer asks for every token).
    static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case openBrace, closeBrace, openParen, closeParen, openBracket, closeBracket, comma, colon, semicolon, at, dot:
            return true
        default: return false
        }
    }

    /// `/ = - + ! * % < > & | ^ ~ ?`.
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default: return false
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
            || byte >= 0x80
    }

    package static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// Calls `body` with each line of `text` (without its `\n`), in place: no array of lines, no
    /// Characters. For reading many files for a few lines each.
    package static func forEachLine(of text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != newline { end += 1 }
                body(bytes[start..<end])
                start = end + 1
            }
        }
    }
}
