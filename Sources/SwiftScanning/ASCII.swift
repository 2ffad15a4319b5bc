/// The bytes the Swift scanner looks at. Anything at or above 0x80 is part of a name: Swift allows
/// most non-ASCII letters in identifiers, and the scanner only needs to know it is not punctuation.
/// Each is a computed integer literal: read once per byte scanned, it must cost a compare, not a
/// global's lazy initialisation check. Other modules write `UInt8(ascii:)`, which the compiler folds
/// to its value there: a getter of another module is a call at every byte.
package enum ASCII {
    static var newline: UInt8 { 0x0A }
    static var carriageReturn: UInt8 { 0x0D }
    static var space: UInt8 { 0x20 }
    static var tab: UInt8 { 0x09 }
    static var slash: UInt8 { 0x2F }
    static var star: UInt8 { 0x2A }
    static var quote: UInt8 { 0x22 }
    static var hash: UInt8 { 0x23 }
    static var backslash: UInt8 { 0x5C }
    static var backtick: UInt8 { 0x60 }
    static var dot: UInt8 { 0x2E }
    static var openParen: UInt8 { 0x28 }
    static var closeParen: UInt8 { 0x29 }
    static var openBrace: UInt8 { 0x7B }
    static var closeBrace: UInt8 { 0x7D }
    static var openBracket: UInt8 { 0x5B }
    static var closeBracket: UInt8 { 0x5D }
    static var comma: UInt8 { 0x2C }
    static var colon: UInt8 { 0x3A }
    static var equals: UInt8 { 0x3D }
    static var semicolon: UInt8 { 0x3B }
    static var at: UInt8 { 0x40 }
    static var dollar: UInt8 { 0x24 }

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
