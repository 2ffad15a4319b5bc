import SwiftScanning

/// A JSON value and where it starts and ends in its file.
///
/// Equality compares locations too; use `hasSameContent(as:)` to compare only the data.
struct JSONValue: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        /// Members in file order. Keys are unique: the parser refuses duplicates.
        case object([JSONMember])
    }

    var kind: Kind
    /// Where the value's first character is.
    var location: SourceLocation
    /// The UTF-8 offset just past the value's last character: with `location.offset`, the value's
    /// whole text, so an edit can go right after it.
    var endOffset: Int

    init(_ kind: Kind, at location: SourceLocation, endOffset: Int? = nil) {
        self.kind = kind
        self.location = location
        self.endOffset = endOffset ?? location.offset
    }

    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    var numberValue: JSONNumber? {
        if case .number(let value) = kind { return value }
        return nil
    }

    var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    var objectMembers: [JSONMember]? {
        if case .object(let value) = kind { return value }
        return nil
    }

    /// The member named `key`, when this is an object that has one.
    subscript(key: String) -> JSONValue? {
        objectMembers?.first { $0.key == key }?.value
    }

    /// The kind of value with an article, for "expected an object, found an array": `an object`.
    var kindName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value for a "found …" message: `the number 4`, `the string "tab"`, `true`, `an array`.
    var foundDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return "the number \(number.literal)"
        case .string(let text):
            let shown = text.unicodeScalars.count > 40 ? String(text.unicodeScalars.prefix(40)) + "…" : text
            return "the string \(JSONText.quoted(shown))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Whether both values hold the same data, ignoring where it was written.
    func hasSameContent(as other: JSONValue) -> Bool {
        switch (kind, other.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a.literal == b.literal
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameContent(as: $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.hasSameContent(as: $1.value) }
        default: return false
        }
    }
}

/// One `"key": value` pair of an object.
struct JSONMember: Equatable, Sendable {
    var key: String
    /// Where the key's opening quote is.
    var keyLocation: SourceLocation
    var value: JSONValue
}

/// A JSON number as written, so `85` stays an integer and `1.21` a double.
struct JSONNumber: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The number exactly as it appears in the file, e.g. `-1.5e3`.
    let literal: String

    init(literal: String) {
        self.literal = literal
    }

    /// Whether the literal has neither a fraction nor an exponent (`85`, `-3`, `0`).
    var isInteger: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The value of an integer literal that fits in `Int`; nil for `4.0`, `1e2` or `99999999999999999999`.
    var intValue: Int? {
        isInteger ? Int(literal) : nil
    }

    /// The nearest `Double` (integers too); nil only if the literal is out of `Double`'s range.
    var doubleValue: Double? {
        guard let value = Double(literal), value.isFinite else { return nil }
        return value
    }

    var description: String { literal }
}
