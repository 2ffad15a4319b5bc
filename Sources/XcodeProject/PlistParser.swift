/// Reads an old-style (NeXTSTEP) property list, as Xcode reads `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted and unquoted strings, and `/* */` and `//`
/// comments, which carry no meaning. Works on bytes; every value keeps its offsets (`PlistNode`).
struct PlistParser {
    struct Failure: Error, Equatable {
        /// The UTF-8 offset of the problem.
        let offset: Int
        let message: String
    }

    let bytes: [UInt8]
    var index = 0
    /// How many dictionaries and arrays hold the value being read.
    var depth = 0
    /// Far beyond Xcode's own nesting (a project's values nest five or six deep), near enough that a
    /// file nested thousands deep is refused before the recursion runs out of stack.
    static let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The whole text as one value, with nothing but comments and white space after it.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> PlistNode {
        var parser = PlistParser(bytes)
        let root = try parser.value()
        try parser.skipTrivia()
        if parser.index < bytes.count {
            throw Failure(offset: parser.index, message: "unexpected \(parser.describe(parser.index)) after the end")
        }
        return root
    }

    mutating func value() throws(Failure) -> PlistNode {
        try skipTrivia()
        guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try enter(start)
            defer { depth -= 1 }
            index += 1
            var entries: [PlistEntry] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else {
                    throw Failure(offset: index, message: "unexpected end of file; expected '}'")
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return PlistNode(kind: .dictionary(entries), start: start, end: index)
                }
                let keyStart = index
                guard let key = try string() else {
                    throw Failure(offset: index, message: "expected a key or '}', found \(describe(index))")
                }
                try expect("=")
                let value = try value()
                try expect(";")
                entries.append(PlistEntry(key: key, keyStart: keyStart, value: value, end: index))
            }
        case UInt8(ascii: "("):
            try enter(start)
            defer { depth -= 1 }
            index += 1
            var items: [PlistNode] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else {
                    throw Failure(offset: index, message: "unexpected end of file; expected ')'")
                }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return PlistNode(kind: .array(items), start: start, end: index)
                }
                items.append(try value())
                try skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                    throw Failure(offset: index, message: "expected ',' or ')', found \(describe(index))")
                }
            }
        default:
            guard let text = try string() else {
                throw Failure(offset: index, message: "expected a value, found \(describe(index))")
            }
            return PlistNode(kind: .string(text), start: start, end: index)
        }
    }

    /// One level deeper, for the dictionary or array at `offset`; refused past `maximumDepth`.
    mutating func enter(_ offset: Int) throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Failure(
                offset: offset,
                message: "values nested more than \(Self.maximumDepth) levels deep: not a project Xcode writes")
        }
    }

    /// A quoted or unquoted string at `index`, or nil when none starts there.
    mutating func string() throws(Failure) -> String? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") { return try quoted() }
        guard Self.isUnquoted(byte) else { return nil }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func quoted() throws(Failure) -> String {
        let open = index
        index += 1
        let start = index
        var escaped: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text =
                    escaped.map { String(decoding: $0, as: UTF8.self) }
                    ?? String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                if escaped == nil { escaped = Array(bytes[start..<index]) }
                index += 1
                guard index < bytes.count else { break }
                try unescape(into: &escaped!)
                continue
            }
            escaped?.append(byte)
            index += 1
        }
        throw Failure(offset: open, message: "unterminated string")
    }

    /// The escape after a backslash, as CoreFoundation reads them.
    private mutating func unescape(into text: inout [UInt8]) throws(Failure) {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                    throw Failure(offset: index, message: "expected four hex digits after \\U")
                }
                value = value * 16 + UInt32(digit)
                index += 1
            }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: text.append(byte)
        }
    }

    mutating func expect(_ character: Unicode.Scalar) throws(Failure) {
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw Failure(offset: index, message: "expected '\(character)', found \(describe(index))")
        }
        index += 1
    }

    /// White space and comments.
    mutating func skipTrivia() throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let open = index
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw Failure(offset: open, message: "unterminated comment") }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    /// What is at `offset`, for an error message.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The characters CoreFoundation accepts in a string without quotes.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "+"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
