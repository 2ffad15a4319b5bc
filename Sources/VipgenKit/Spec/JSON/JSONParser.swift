import SwiftScanning

/// A strict RFC 8259 JSON parser that records where every value and key starts.
///
/// - Any value may be the top-level one (`"text"`, `4` and `null` are documents too).
/// - Numbers follow the JSON grammar exactly: `01`, `1.`, `.5`, `+1`, `NaN` are errors.
/// - Strings: every escape, including `\uXXXX` and surrogate pairs; an unpaired surrogate is an
///   error, since no Swift string can hold it. Raw control characters must be escaped.
/// - A duplicate key in an object is an error naming the key and both places.
/// - Arrays and objects nest at most `maximumDepth` levels, so no input can exhaust the stack.
/// - A UTF-8 byte order mark at the very start is skipped.
/// - Lines end at `\n`, `\r\n` or a lone `\r`; columns count Unicode scalars (see `SourceLocation`).
struct JSONParser {
    /// How many arrays and objects may enclose one another.
    static let maximumDepth = 512

    /// Parses a whole JSON document. `file` is only used to name the file in errors.
    static func parse(_ text: String, file: String) throws(JSONError) -> JSONValue {
        var parser = JSONByteParser(bytes: Array(text.utf8), file: file)
        return try parser.parseDocument()
    }

    /// Parses a whole JSON document from raw bytes, which must be UTF-8.
    static func parse(utf8 bytes: [UInt8], file: String) throws(JSONError) -> JSONValue {
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = firstInvalidUTF8Offset(bytes)
            let location = SourceLocation.scanning(bytes, to: offset)
            let byte = "0x" + String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true)
            throw JSONError(
                file: file, location: location,
                message: "invalid UTF-8 byte \(byte): JSON text must be encoded as UTF-8")
        }
        var parser = JSONByteParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

/// The parsing state: a cursor over the bytes, plus enough about the current line to turn an
/// offset into a line and column without rescanning the text.
private struct JSONByteParser {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var depth = 0
    /// The current line's number and the offset it starts at.
    var line = 1
    var lineStart = 0
    /// A known column on the current line: locations are asked for in increasing order, so
    /// counting on from the last one keeps the total work linear.
    var knownOffset = 0
    var knownColumn = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            knownOffset = 3
        }
        skipWhitespace()
        let value = try parseValue(expected: "expected a JSON value")
        skipWhitespace()
        if index < bytes.count {
            throw error("expected end of input after the top-level value, found \(found(at: index))", at: index)
        }
        return value
    }

    // MARK: Values

    /// Parses the value at `index`, which is past any whitespace. `expected` starts the error
    /// message when there is no value there.
    mutating func parseValue(expected: String) throws(JSONError) -> JSONValue {
        var value = try parseValueHere(expected: expected)
        value.endOffset = index
        return value
    }

    private mutating func parseValueHere(expected: String) throws(JSONError) -> JSONValue {
        guard index < bytes.count else {
            throw error("\(expected), found end of input", at: index)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case quote:
            let location = self.location(at: index)
            return JSONValue(.string(try parseString()), at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let start = index
            let word = self.word(at: start)
            let kind: JSONValue.Kind
            switch word {
            case "true": kind = .bool(true)
            case "false": kind = .bool(false)
            case "null": kind = .null
            default: throw error("\(expected), found \(found(at: start))\(valueHint(at: start))", at: start)
            }
            index += word.utf8.count
            return JSONValue(kind, at: location(at: start))
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            let start = index
            var end = index + 1
            while end < bytes.count, Self.isNumberCharacter(bytes[end]) { end += 1 }
            guard end > index + 1, Self.isDigit(bytes[index + 1]) else {
                throw error("\(expected), found \(found(at: start))", at: start)
            }
            let literal = text(start..<end)
            if bytes[start] == UInt8(ascii: "+") {
                throw error("invalid number '\(literal)': a number cannot start with '+'", at: start)
            }
            throw error(
                "invalid number '\(literal)': a number must start with a digit (write '0\(literal)')", at: start)
        default:
            let start = index
            throw error("\(expected), found \(found(at: start))\(valueHint(at: start))", at: start)
        }
    }

    mutating func parseObject() throws(JSONError) -> JSONValue {
        let start = index
        let location = self.location(at: start)
        try enterContainer(at: start)
        index += 1
        var members: [JSONMember] = []
        var keyLocations: [String: SourceLocation] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONValue(.object(members), at: location)
        }
        while true {
            guard index < bytes.count, bytes[index] == quote else {
                let expected = members.isEmpty ? "expected a string key or '}'" : "expected a string key after ','"
                throw error(
                    "\(expected), found \(found(at: index))\(keyHint(at: index, afterComma: !members.isEmpty))",
                    at: index)
            }
            let keyLocation = self.location(at: index)
            let key = try parseString()
            if let first = keyLocations[key] {
                throw JSONError(
                    file: file, location: keyLocation,
                    message: "duplicate key '\(JSONText.displayed(key))' in object: first defined at \(first)")
            }
            keyLocations[key] = keyLocation
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key '\(JSONText.displayed(key))', found \(found(at: index))", at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(expected: "expected a value for key '\(JSONText.displayed(key))'")
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or '}' after object member, found end of input", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return JSONValue(.object(members), at: location)
            default:
                throw error("expected ',' or '}' after object member, found \(found(at: index))", at: index)
            }
        }
    }

    mutating func parseArray() throws(JSONError) -> JSONValue {
        let start = index
        let location = self.location(at: start)
        try enterContainer(at: start)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONValue(.array(elements), at: location)
        }
        var expected = "expected a JSON value or ']'"
        while true {
            if elements.isEmpty == false, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw error("\(expected), found ']' (JSON does not allow a trailing comma)", at: index)
            }
            elements.append(try parseValue(expected: expected))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or ']' after array element, found end of input", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                expected = "expected a JSON value after ','"
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return JSONValue(.array(elements), at: location)
            default:
                throw error("expected ',' or ']' after array element, found \(found(at: index))", at: index)
            }
        }
    }

    mutating func enterContainer(at offset: Int) throws(JSONError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error(
                "too deeply nested: more than \(JSONParser.maximumDepth) levels of arrays and objects", at: offset)
        }
    }

    mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw error("invalid number: expected a digit after '-', found \(found(at: index))", at: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                var end = index
                while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
                throw error("invalid number '\(text(start..<end))': leading zeros are not allowed", at: start)
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error(
                    "invalid number: expected a digit after '\(text(start..<index))', found \(found(at: index))",
                    at: index)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error(
                    "invalid number: expected a digit in the exponent of '\(text(start..<index))', found \(found(at: index))",
                    at: index)
            }
            skipDigits()
        }
        return JSONValue(.number(JSONNumber(literal: text(start..<index))), at: location(at: start))
    }

    mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Strings

    /// Parses the string whose opening quote is at `index`, leaving `index` after its closing quote.
    mutating func parseString() throws(JSONError) -> String {
        let open = index
        index += 1
        let contentStart = index
        // Most strings have no escapes: take their bytes as they are.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let result = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1
                return result
            }
            if byte == backslash { break }
            if byte < 0x20 { throw controlCharacterError(at: index, open: open) }
            index += 1
        }
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == backslash {
                try parseEscape(into: &buffer)
            } else if byte < 0x20 {
                throw controlCharacterError(at: index, open: open)
            } else {
                buffer.append(byte)
                index += 1
            }
        }
        let opened = location(at: open)
        throw error("expected '\"' to close the string that starts at \(opened), found end of input", at: index)
    }

    /// Decodes the escape sequence whose backslash is at `index`.
    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONError) {
        let start = index
        index += 1
        guard index < bytes.count else {
            throw error("expected an escape character after '\\', found end of input", at: index)
        }
        let escaped = bytes[index]
        switch escaped {
        case quote, backslash, UInt8(ascii: "/"): buffer.append(escaped)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            index += 1
            let first = try parseHex4()
            var value = first
            if (0xD800...0xDBFF).contains(first) {
                let lowStart = index
                guard index + 1 < bytes.count, bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(
                        "invalid unicode escape '\(text(start..<lowStart))': a high surrogate must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'",
                        at: start)
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error(
                        "invalid unicode escape '\(text(start..<index))': a high surrogate must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'",
                        at: start)
                }
                value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                throw error(
                    "invalid unicode escape '\(text(start..<index))': a low surrogate must follow a high surrogate",
                    at: start)
            }
            // Surrogates are handled above, so every remaining value is a scalar.
            if let scalar = Unicode.Scalar(value) {
                Unicode.UTF8.encode(scalar) { buffer.append($0) }
            }
            return
        default:
            throw error(
                "invalid escape sequence: expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found \(found(at: index))",
                at: index)
        }
        index += 1
    }

    /// Four hexadecimal digits at `index`.
    mutating func parseHex4() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error(
                    "invalid unicode escape: expected 4 hexadecimal digits after '\\u', found \(found(at: index))",
                    at: index)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    mutating func controlCharacterError(at offset: Int, open: Int) -> JSONError {
        let byte = bytes[offset]
        if byte == 0x0A || byte == 0x0D {
            let opened = location(at: open)
            return error(
                "expected '\"' to close the string that starts at \(opened), found a line break (write a line break inside a string as '\\n')",
                at: offset)
        }
        let escape = byte == 0x09 ? "\\t" : "\\u" + JSONText.hex4(UInt32(byte))
        return error(
            "invalid character \(JSONText.codePoint(UInt32(byte))) in string: control characters must be escaped (write '\(escape)')",
            at: offset)
    }

    // MARK: Whitespace and locations

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                startLine()
            case 0x0D:
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    mutating func startLine() {
        line += 1
        lineStart = index
        knownOffset = index
        knownColumn = 1
    }

    /// The location of `offset`, which is on the current line.
    mutating func location(at offset: Int) -> SourceLocation {
        if offset < knownOffset {
            knownOffset = lineStart
            knownColumn = 1
        }
        var column = knownColumn
        var position = knownOffset
        let end = min(offset, bytes.count)
        while position < end {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        knownOffset = end
        knownColumn = column
        return SourceLocation(line: line, column: column, offset: offset)
    }

    mutating func error(_ message: String, at offset: Int) -> JSONError {
        JSONError(file: file, location: location(at: offset), message: message)
    }

    // MARK: Describing what was found

    /// What is at `offset`, for "found …": `end of input`, `'}'`, `'True'`, `U+0007`, `'é' (U+00E9)`.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if Self.isWordCharacter(byte) { return "'\(word(at: offset))'" }
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return JSONText.codePoint(UInt32(byte)) }
        var iterator = bytes[offset...].makeIterator()
        var decoder = Unicode.UTF8.ForwardParser()
        if case .valid(let encoded) = decoder.parseScalar(from: &iterator) {
            let scalar = Unicode.UTF8.decode(encoded)
            let code = JSONText.codePoint(scalar.value)
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
                return code
            }
            return "'\(Character(scalar))' (\(code))"
        }
        return "the byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// A hint for a value that is not one: lowercase literals, quotes, comments.
    func valueHint(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        let byte = bytes[offset]
        if Self.isWordCharacter(byte) {
            let word = self.word(at: offset)
            let lowered = word.lowercased()
            switch lowered {
            case "true", "false", "null":
                return " (JSON's literals are lowercase: '\(lowered)')"
            case "nan", "infinity", "inf":
                return " (JSON numbers cannot be NaN or infinite)"
            default:
                if lowered.utf8.count >= 2,
                    let literal = ["true", "false", "null"].first(where: { $0.hasPrefix(lowered) })
                {
                    return " (did you mean '\(literal)'?)"
                }
                return " (strings must be in double quotes)"
            }
        }
        return symbolHint(byte)
    }

    /// A hint for a key that is not a string.
    func keyHint(at offset: Int, afterComma: Bool) -> String {
        guard offset < bytes.count else { return "" }
        let byte = bytes[offset]
        if Self.isWordCharacter(byte) { return " (keys must be in double quotes)" }
        if afterComma && byte == UInt8(ascii: "}") { return " (JSON does not allow a trailing comma)" }
        return symbolHint(byte)
    }

    func symbolHint(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "'"): return " (JSON strings use double quotes)"
        case UInt8(ascii: "/"), UInt8(ascii: "#"): return " (JSON does not allow comments)"
        default: return ""
        }
    }

    /// The run of letters, digits and underscores at `offset`, at most 30 characters of it.
    func word(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 30, Self.isWordCharacter(bytes[end]) { end += 1 }
        return text(offset..<end)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isWordCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    static func isNumberCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
