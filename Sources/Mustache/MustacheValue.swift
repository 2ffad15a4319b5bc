/// A value a template renders: the data model of Mustache, shaped like JSON.
package enum MustacheValue: Sendable, Equatable {
    /// Renders nothing and is falsey, but is not "missing" in strict mode.
    case null
    /// Renders `true`/`false`; `false` is falsey.
    case bool(Bool)
    /// Renders in decimal.
    case int(Int)
    /// Renders as JSON writes numbers: `85`, `1.21`.
    case double(Double)
    /// Renders as it is (escaped in `.html` mode); even `""` is truthy.
    case string(String)
    /// A section repeats for each item; empty is falsey; renders nothing when interpolated.
    case array([MustacheValue])
    /// A section pushes it so its keys become names; renders nothing when interpolated.
    case object(MustacheObject)
}

extension MustacheValue {
    /// Whether a section renders for this value: only `false`, `null` and an empty list are falsey
    /// (a missing name is falsey too, but never reaches a value). Empty strings and `0` are truthy,
    /// as in the spec's reference implementation.
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .array(let items): return !items.isEmpty
        case .int, .double, .string, .object: return true
        }
    }

    /// The text an interpolation tag writes, before any escaping.
    ///
    /// Numbers come out as a JSON writer would write them (`85`, not `85.0`); lists and objects have
    /// no natural text and write nothing, like `null`.
    var interpolatedText: String {
        switch self {
        case .null, .array, .object: return ""
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return Self.text(of: value)
        case .string(let value): return value
        }
    }

    /// Shortest round-trip text, except that integral values print without `.0`.
    static func text(of value: Double) -> String {
        // Below 2^53 every integral Double is exactly an Int64, so the conversion loses nothing.
        if value.isFinite, value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    package init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// A later duplicate key replaces an earlier one, so a literal never traps.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(MustacheObject(elements))
    }
}
