/// The bytes the Swift scanner looks at. Anything at or above 0x80 is part of a name: Swift allows
/// most non-ASCII letters in identifiers, and the scanner only needs to know it is not punctuation.
package enum ASCII {
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    package static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    package static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let dot = UInt8(ascii: ".")
    package static let openParen = UInt8(ascii: "(")
    package static let closeParen = UInt8(ascii: ")")
    package static let openBrace = UInt8(ascii: "{")
    package static let closeBrace = UInt8(ascii: "}")
    package static let openBracket = UInt8(ascii: "[")
    package static let closeBracket = UInt8(ascii: "]")
    package static let comma = UInt8(ascii: ",")
    package static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    package static let at = UInt8(ascii: "@")
    package static let dollar = UInt8(ascii: "$")

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
