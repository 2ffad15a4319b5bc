import SwiftScanning

/// One line's brackets, outside string literals, and whether it may be joined with its neighbours:
/// no comment (it would swallow what is joined after it) and no string literal left open at its end
/// (a multi-line one, a raw one, or one with an interpolation, which this scan does not follow).
struct LineScan {
    /// Opened minus closed brackets of every kind.
    private(set) var balance = 0
    /// The lowest `balance` reached.
    private(set) var lowest = 0
    private(set) var isSafe = true

    /// A line ending in one of these may open a group.
    static func mayOpenGroup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":")
    }
    /// Whether every byte is ASCII, so that the line's columns are its bytes.
    private(set) var isASCII = true

    /// Scans `bytes[from..<to]`, a line's text from its first byte that is not indentation.
    init(_ bytes: UnsafePointer<UInt8>, _ from: Int, _ to: Int) {
        let interesting = Self.interesting.utf8Start
        var index = from
        while index < to {
            let byte = bytes[index]
            index += 1
            // Most bytes of code are letters, digits, spaces and operators, none of which this scan acts on.
            if interesting[Int(byte)] == Self.boring { continue }
            switch byte {
            case UInt8(ascii: "\""):
                guard let end = endOfString(bytes, index, to) else {
                    isSafe = false
                    return
                }
                index = end
            // A raw string (`#"`), or a compiler directive, which must keep its own line.
            case UInt8(ascii: "#") where Self.isRawStringOrDirective(bytes, index, to, atStart: index == from + 1):
                isSafe = false
                return
            // A comment.
            case UInt8(ascii: "/")
            where index < to && (bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "*")):
                isSafe = false
                return
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): balance += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                balance -= 1
                lowest = min(lowest, balance)
            default:
                if byte >= 0x80 { isASCII = false }
            }
        }
    }

    /// Where the string literal whose text starts at `bytes[from]` ends (after its closing quote), or
    /// nil when it does not end on this line (`"""` included) or holds an interpolation, which holds
    /// code (and maybe strings) this scan does not follow.
    private mutating func endOfString(_ bytes: UnsafePointer<UInt8>, _ from: Int, _ to: Int) -> Int? {
        var index = from
        while index < to {
            let byte = bytes[index]
            index += 1
            if byte >= 0x80 { isASCII = false }
            if byte == UInt8(ascii: "\"") { return index }
            if byte == UInt8(ascii: "\\") {
                guard index < to, bytes[index] != UInt8(ascii: "(") else { return nil }
                if bytes[index] >= 0x80 { isASCII = false }
                index += 1
            }
        }
        return nil
    }

    /// For each byte, `1` when the scan acts on it: `"#()/[]{}`, and any byte of a non-ASCII character.
    // swift-format-ignore
    private static var interesting: StaticString {
        "0000000000000000000000000000000000110000110000010000000000000000000000000000000000000000000101000000000000000000000000000001010011111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111"
    }
    private static var boring: UInt8 { 0x30 }

    /// Whether the `#` before `bytes[from]` starts a raw string, or (at the start of a line) a
    /// compiler directive.
    private static func isRawStringOrDirective(
        _ bytes: UnsafePointer<UInt8>, _ from: Int, _ to: Int, atStart: Bool
    ) -> Bool {
        if from < to, bytes[from] == UInt8(ascii: "#") || bytes[from] == UInt8(ascii: "\"") { return true }
        guard atStart else { return false }
        var end = from
        while end < to, ASCII.isIdentifierPart(bytes[end]) { end += 1 }
        let word = UnsafeBufferPointer(start: bytes + from, count: end - from)
        return ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"].contains {
            word.elementsEqual($0.utf8)
        }
    }
}

/// A line that may open a group: what its last byte opens, and its scan.
struct Opening {
    enum Shape { case parenthesis, conformances, assignment }

    let shape: Shape
    let scan: LineScan

    /// The line `lineStart..<end`, whose indentation ends at `contentStart`.
    init?(_ bytes: UnsafePointer<UInt8>, _ lineStart: Int, _ contentStart: Int, _ end: Int) {
        guard end > contentStart else { return nil }
        let last = bytes[end - 1]
        // ` =`, not the end of `==` or `+=`.
        if last == UInt8(ascii: "="), end - lineStart < 2 || bytes[end - 2] != UInt8(ascii: " ") { return nil }
        scan = LineScan(bytes, contentStart, end)
        guard scan.isSafe, scan.lowest >= 0 else { return nil }
        switch last {
        case UInt8(ascii: "(") where scan.balance == 1:
            shape = .parenthesis
        case UInt8(ascii: ":") where scan.balance == 0:
            // `case .x:` and `default:` open a switch case, whose lines are statements.
            let text = UnsafeBufferPointer(start: bytes + contentStart, count: end - contentStart)
            if text.starts(with: "case ".utf8) || text.elementsEqual("default:".utf8) { return nil }
            shape = .conformances
        case UInt8(ascii: "=") where scan.balance == 0:
            shape = .assignment
        default:
            return nil
        }
    }
}

/// What a line leaves open for the next ones. A joined group holds neither (`LineScan` refuses
/// `"""` and `/*`), so only the lines left as they are move it.
enum Literal {
    case none, multilineString, blockComment

    /// The state after the line `bytes[start..<end]`.
    func after(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Literal {
        var state = self
        var index = start
        func opensTripleQuote(at index: Int) -> Bool {
            index + 2 < end && bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"")
                && bytes[index + 2] == UInt8(ascii: "\"")
        }
        while index < end {
            let byte = bytes[index]
            let next = index + 1 < end ? bytes[index + 1] : 0
            switch state {
            case .none:
                if opensTripleQuote(at: index) {
                    state = .multilineString
                    index += 3
                    continue
                }
                if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    state = .blockComment
                    index += 2
                    continue
                }
                // The rest of the line is a comment.
                if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") { return .none }
            case .multilineString:
                if opensTripleQuote(at: index) {
                    state = .none
                    index += 3
                    continue
                }
            case .blockComment:
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    state = .none
                    index += 2
                    continue
                }
            }
            index += 1
        }
        return state
    }
}
