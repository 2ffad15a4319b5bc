/// A data store field's type: checked against Swift's type grammar, written out canonically,
/// and classified as optional or not, with the empty value a non-optional one starts with.
///
/// The canonical spelling normalises spaces, drops redundant parentheses (`(Meme?)` → `Meme?`)
/// and writes `Optional<T>` as `T?`, because only `T?` gives a stored property an implicit `nil`
/// initial value, which is how generated data stores start optional fields.
///
/// Accepted: named types with generic arguments and dots (`Swift.Array<Int>`, `Meme.Kind`),
/// `[T]`, `[K: V]`, tuples (with labels), `T?`, `Optional<T>`, `T.Type`, `A & B`, `any P`, and
/// function types (`@Sendable (Int) async throws -> Void`) — which have no empty value, so a
/// closure field is written optional: `(() -> Void)?`.
///
/// Refused, with a message that says what to write instead: `T!` (implicitly unwrapped: use
/// `T?`), `some P` (opaque types cannot be protocol requirements such as a data store field),
/// `@escaping` (parameters only), keywords used as types, non-ASCII names, and anything that is
/// not a type.
///
/// Natural empty values: `String`, `Substring` → `""`; `Int`, `Int8`…`Int128`, `UInt`…`UInt128`,
/// `Double`, `Float`, `CGFloat`, `Decimal`, `TimeInterval` → `0`; `Bool` → `false`; `[T]`,
/// `Array<T>`, `ContiguousArray<T>`, `ArraySlice<T>`, `Set<T>` → `[]`; `[K: V]`,
/// `Dictionary<K, V>` → `[:]`; `()`, `Void` → `()`; a tuple of these or of optionals → the tuple
/// of their values, labels kept (`(count: Int, String, Meme?)` → `(count: 0, "", nil)`). Names may be module-qualified
/// (`Swift.Int`). Every other non-optional type has none.
struct SwiftType: Equatable, Sendable, CustomStringConvertible {
    /// The type written canonically: `[ Meme ]?` → `[Meme]?`, `Dictionary<String,Int>` →
    /// `[String: Int]`, `(Int,String)` → `(Int, String)`, `Optional<Meme>` → `Meme?`.
    let text: String
    /// `T?`, `Optional<T>`, or either in parentheses.
    let isOptional: Bool
    /// The literal a non-optional field of this type starts with; nil for optionals (which start
    /// as `nil`) and for types without one.
    let emptyValue: String?
    /// Whether `T?` must be written `(T)?`: function, composition and `any` types.
    let needsParenthesesForOptional: Bool

    var description: String { text }

    /// Checks and classifies `text`, a type as a field declaration writes it.
    static func parse(_ text: String) throws(InvalidValue) -> SwiftType {
        let shown = JSONText.displayed(text)
        if text.contains(where: { $0.isNewline }) {
            throw InvalidValue("type '\(shown)' must be on a single line")
        }
        if text.allSatisfy(\.isWhitespace) {
            throw InvalidValue("type is empty")
        }
        var parser = try SwiftTypeParser(text)
        let syntax = try parser.parseWholeType()
        let optional = syntax.isOptional
        return SwiftType(
            text: syntax.rendered,
            isOptional: optional,
            emptyValue: optional ? nil : syntax.emptyValue,
            needsParenthesesForOptional: syntax.needsParenthesesForOptional)
    }

    /// The optional form of this type, as a suggestion: `Meme?`, `(() -> Void)?`, `(any P)?`.
    var optionalSpelling: String {
        needsParenthesesForOptional ? "(\(text))?" : "\(text)?"
    }
}

// MARK: - Syntax

indirect enum SwiftTypeSyntax: Equatable, Sendable {
    struct Component: Equatable, Sendable {
        var name: String
        var arguments: [SwiftTypeSyntax]
    }

    struct Element: Equatable, Sendable {
        var label: String?
        var type: SwiftTypeSyntax
    }

    case named([Component])
    case array(SwiftTypeSyntax)
    case dictionary(SwiftTypeSyntax, SwiftTypeSyntax)
    /// Zero or two or more elements; one unlabelled element in parentheses is `parenthesized`.
    case tuple([Element])
    case parenthesized(SwiftTypeSyntax)
    case optional(SwiftTypeSyntax)
    case metatype(SwiftTypeSyntax, String)
    case composition([SwiftTypeSyntax])
    case existential(SwiftTypeSyntax)
    case function(
        attributes: [String], parameters: [SwiftTypeSyntax], isAsync: Bool, throwsClause: String?,
        result: SwiftTypeSyntax)

    var rendered: String {
        switch self {
        case .named(let components):
            // `Optional<T>` is written `T?`: only that spelling gives a stored property an implicit
            // `nil` initial value.
            if let wrapped = optionalArgument { return "\(wrapped.operand)?" }
            // `Array<T>` and `Dictionary<K, V>` are written in the shorthand Swift style prefers
            // (swift-format's UseShorthandTypeNames), as the generated code is linted with it.
            let names = components.map(\.name)
            if let last = components.last, names == [last.name] || names == ["Swift", last.name] {
                if last.name == "Array", last.arguments.count == 1 {
                    return "[\(last.arguments[0].rendered)]"
                }
                if last.name == "Dictionary", last.arguments.count == 2 {
                    return "[\(last.arguments[0].rendered): \(last.arguments[1].rendered)]"
                }
            }
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.rendered).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .array(let element):
            return "[\(element.rendered)]"
        case .dictionary(let key, let value):
            return "[\(key.rendered): \(value.rendered)]"
        case .tuple(let elements):
            return "("
                + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.rendered }.joined(separator: ", ")
                + ")"
        case .parenthesized(let inner):
            // Parentheses around one type only matter where an operator follows; see `operand`.
            return inner.rendered
        case .optional(let wrapped):
            return "\(wrapped.operand)?"
        case .metatype(let base, let kind):
            return "\(base.operand).\(kind)"
        case .composition(let parts):
            return parts.map(\.operand).joined(separator: " & ")
        case .existential(let constraint):
            switch constraint.unparenthesized {
            case .function, .existential: return "any (\(constraint.rendered))"
            default: return "any \(constraint.rendered)"
            }
        case .function(let attributes, let parameters, let isAsync, let throwsClause, let result):
            var text = attributes.map { "@\($0) " }.joined()
            text += "(" + parameters.map(\.rendered).joined(separator: ", ") + ")"
            if isAsync { text += " async" }
            if let throwsClause { text += " \(throwsClause)" }
            return text + " -> " + result.rendered
        }
    }

    var isOptional: Bool {
        switch self {
        case .optional: return true
        case .parenthesized(let inner): return inner.isOptional
        case .named: return optionalArgument != nil
        default: return false
        }
    }

    /// `T` for `Optional<T>` or `Swift.Optional<T>`.
    var optionalArgument: SwiftTypeSyntax? {
        guard case .named(let components) = self, let last = components.last, last.arguments.count == 1,
            components.map(\.name) == ["Optional"] || components.map(\.name) == ["Swift", "Optional"]
        else { return nil }
        return last.arguments[0]
    }

    /// This type with redundant parentheses removed.
    var unparenthesized: SwiftTypeSyntax {
        if case .parenthesized(let inner) = self { return inner.unparenthesized }
        return self
    }

    /// Whether a postfix `?` or `.Type`, or a `&`, needs this type in parentheses.
    var needsParenthesesForOptional: Bool {
        switch unparenthesized {
        case .function, .composition, .existential: return true
        default: return false
        }
    }

    /// The type written as the operand of `?`, `.Type` or `&`: `(() -> Void)`, `(any P)`, `Meme`.
    var operand: String {
        needsParenthesesForOptional ? "(\(rendered))" : rendered
    }

    /// A standard type's natural empty value, and the modules it may be qualified from. A switch, not
    /// a dictionary: building one cost every run more than the few types a spec names.
    private static func scalarEmptyValue(_ name: String) -> (value: String, modules: [String])? {
        switch name {
        case "String", "Substring": return ("\"\"", ["Swift"])
        case "Bool": return ("false", ["Swift"])
        case "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16",
            "UInt32", "UInt64", "UInt128":
            return ("0", ["Swift"])
        case "CGFloat": return ("0", ["CoreGraphics", "CoreFoundation", "Foundation"])
        case "Decimal", "TimeInterval": return ("0", ["Foundation"])
        case "Void": return ("()", ["Swift"])
        default: return nil
        }
    }

    /// A standard collection's empty literal and how many generic arguments it takes.
    private static func collectionEmptyValue(_ name: String) -> (value: String, arity: Int)? {
        switch name {
        case "Array", "ContiguousArray", "ArraySlice", "Set": return ("[]", 1)
        case "Dictionary": return ("[:]", 2)
        default: return nil
        }
    }

    var emptyValue: String? {
        switch self {
        case .parenthesized(let inner):
            return inner.emptyValue
        case .array:
            return "[]"
        case .dictionary:
            return "[:]"
        case .tuple(let elements):
            var values: [String] = []
            for element in elements {
                // An optional element starts as nil: `(Meme?, Int)` → `(nil, 0)`.
                guard let value = element.type.isOptional ? "nil" : element.type.emptyValue else { return nil }
                values.append((element.label.map { "\($0): " } ?? "") + value)
            }
            return "(" + values.joined(separator: ", ") + ")"
        case .named(let components):
            guard let last = components.last, components.count <= 2 else { return nil }
            let module = components.count == 2 ? components[0] : nil
            if let module, !module.arguments.isEmpty { return nil }
            if last.arguments.isEmpty, let entry = Self.scalarEmptyValue(last.name) {
                if let module, !entry.modules.contains(module.name) { return nil }
                return entry.value
            }
            if let entry = Self.collectionEmptyValue(last.name), last.arguments.count == entry.arity {
                if let module, module.name != "Swift" { return nil }
                return entry.value
            }
            return nil
        default:
            return nil
        }
    }
}

// MARK: - Samples

/// A value a generated test writes into a data store field, then looks for in another scene's data
/// store: it must differ from what a new data store holds, so a field that was not passed on shows.
struct FieldSample: Equatable, Sendable {
    /// The Swift literal assigned to the field.
    let literal: String
    /// Whether the value read back is compared with `literal` (standard types, all `Equatable`), or only
    /// checked not to be `nil` (an optional, which starts as `nil`, holding a value of any type).
    let isCompared: Bool
}

extension SwiftType {
    /// The sample for a field of type `text` named `name`; nil when the type is not a standard one vipgen
    /// can write a value of (a type of the app's own, a tuple, a function).
    ///
    /// An optional gets its wrapped type's empty value (`[Meme]?` → `[]`, `String?` → `""`), checked not
    /// to be `nil`; a standard scalar gets a value other than its empty one (`String` → the field's name
    /// quoted, numbers → `1`, `Bool` → `true`), and a collection of them one element (`[Int]` → `[1]`,
    /// `[String: Int]` → `["name": 1]`), both compared.
    static func sample(ofFieldType text: String, named name: String) -> FieldSample? {
        guard var parser = try? SwiftTypeParser(text), let syntax = try? parser.parseWholeType() else {
            return nil
        }
        let type = syntax.unparenthesized
        if case .optional(let wrapped) = type {
            return wrapped.emptyValue.map { FieldSample(literal: $0, isCompared: false) }
        }
        if let wrapped = type.optionalArgument {
            return wrapped.emptyValue.map { FieldSample(literal: $0, isCompared: false) }
        }
        return type.sampleValue(named: name).map { FieldSample(literal: $0, isCompared: true) }
    }
}

extension SwiftTypeSyntax {
    /// A literal of this standard non-optional type other than its empty value, or nil.
    fileprivate func sampleValue(named name: String) -> String? {
        switch self {
        case .parenthesized(let inner):
            return inner.sampleValue(named: name)
        case .array(let element):
            return element.sampleValue(named: name).map { "[\($0)]" }
        case .dictionary(let key, let value):
            guard let key = key.sampleValue(named: name), let value = value.sampleValue(named: name) else {
                return nil
            }
            return "[\(key): \(value)]"
        case .named(let components):
            guard let last = components.last,
                components.count == 1 || (components.count == 2 && components[0].name == "Swift")
            else { return nil }
            switch (last.name, last.arguments.count) {
            case ("String", 0), ("Substring", 0):
                return "\"\(name)\""
            case ("Bool", 0):
                return "true"
            case ("Double", 0), ("Float", 0), ("Int", 0), ("Int8", 0), ("Int16", 0), ("Int32", 0), ("Int64", 0),
                ("UInt", 0), ("UInt8", 0), ("UInt16", 0), ("UInt32", 0), ("UInt64", 0):
                return "1"
            case ("Array", 1), ("ContiguousArray", 1), ("Set", 1):
                return last.arguments[0].sampleValue(named: name).map { "[\($0)]" }
            case ("Dictionary", 2):
                return SwiftTypeSyntax.dictionary(last.arguments[0], last.arguments[1]).sampleValue(named: name)
            default:
                return nil
            }
        default:
            return nil
        }
    }
}

// MARK: - Parser

private enum SwiftTypeToken: Equatable {
    case identifier(String)
    case attribute(String)
    case symbol(Character)
    case arrow
    case end

    var shown: String {
        switch self {
        case .identifier(let name): return "'\(name)'"
        case .attribute(let name): return "'@\(name)'"
        case .symbol(let character): return "'\(character)'"
        case .arrow: return "'->'"
        case .end: return "the end of the type"
        }
    }
}

/// Recursive descent over Swift's type grammar (the part a stored property can use).
private struct SwiftTypeParser {
    let source: String
    var tokens: [SwiftTypeToken] = []
    var position = 0
    var depth = 0

    init(_ source: String) throws(InvalidValue) {
        self.source = source
        tokens = try Self.tokenize(source)
    }

    private static func tokenize(_ source: String) throws(InvalidValue) -> [SwiftTypeToken] {
        // UTF-8 bytes, not Characters: every token is ASCII, so any other byte starts an error.
        let bytes = Array(source.utf8)
        var tokens: [SwiftTypeToken] = []
        var index = 0
        func isLetter(_ byte: UInt8) -> Bool { SwiftNames.isASCIILetter(Unicode.Scalar(byte)) }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || SwiftNames.isASCIIDigit(Unicode.Scalar(byte)) || byte == UInt8(ascii: "_")
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case _ where isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@"):
                let start = byte == UInt8(ascii: "@") ? index + 1 : index
                var end = start
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                if byte == UInt8(ascii: "@") {
                    guard !name.isEmpty else {
                        throw InvalidValue(
                            "invalid type '\(JSONText.displayed(source))': expected an attribute name after '@'")
                    }
                    tokens.append(.attribute(name))
                } else {
                    tokens.append(.identifier(name))
                }
                index = end
            case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                tokens.append(.arrow)
                index += 2
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"),
                UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                UInt8(ascii: "."), UInt8(ascii: "&"):
                tokens.append(.symbol(Character(Unicode.Scalar(byte))))
                index += 1
            default:
                // Only ASCII was stepped over, so `index` starts a character.
                let scalar = String(decoding: bytes[index...], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
                var hint = ""
                if scalar.value >= 0x80 { hint = " (type names must be ASCII)" }
                if scalar == "`" { hint = " (backquoted names are not supported)" }
                throw InvalidValue(
                    "invalid type '\(JSONText.displayed(source))': unexpected \(SwiftNames.describe(scalar))\(hint)")
            }
        }
        tokens.append(.end)
        return tokens
    }

    var current: SwiftTypeToken { tokens[position] }

    func peek(_ offset: Int) -> SwiftTypeToken {
        tokens[min(position + offset, tokens.count - 1)]
    }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    func failure(_ message: String) -> InvalidValue {
        InvalidValue("invalid type '\(JSONText.displayed(source))': \(message)")
    }

    func expected(_ what: String) -> InvalidValue {
        failure("expected \(what), found \(current.shown)")
    }

    mutating func expect(_ symbol: Character, _ what: String) throws(InvalidValue) {
        guard current == .symbol(symbol) else { throw expected(what) }
        advance()
    }

    mutating func parseWholeType() throws(InvalidValue) -> SwiftTypeSyntax {
        let type = try parseType()
        switch current {
        case .end:
            return type
        case .symbol("!"):
            throw implicitlyUnwrapped()
        default:
            throw expected("the end of the type")
        }
    }

    func implicitlyUnwrapped() -> InvalidValue {
        let fixed = source.replacingExclamationMarks()
        return InvalidValue(
            "implicitly unwrapped optionals are not supported: write '\(JSONText.displayed(fixed))' instead of '\(JSONText.displayed(source.trimmedSpaces()))'"
        )
    }

    /// How deep a type may nest: brackets, generic arguments, and postfix `?` and `.Type`, each of
    /// which wraps the type before it. The syntax tree is walked recursively (to print, compare and
    /// free it), so a bound keeps 50,000 `?` from overflowing the stack.
    static let maximumDepth = 64

    /// type: attributes? ('any' | 'some')? composition ('async'? 'throws'? '->' type)?
    mutating func parseType() throws(InvalidValue) -> SwiftTypeSyntax {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw failure("nested too deeply") }

        var attributes: [String] = []
        while case .attribute(let name) = current {
            switch name {
            case "Sendable", "MainActor":
                attributes.append(name)
            case "escaping":
                throw failure(
                    "'@escaping' applies to parameters only; a closure stored in a field escapes already, so write e.g. '(() -> Void)?'"
                )
            default:
                throw failure("unsupported attribute '@\(name)'; only '@Sendable' and '@MainActor' are allowed")
            }
            advance()
        }

        if case .identifier(let keyword) = current, keyword == "some" || keyword == "any", startsType(peek(1)) {
            advance()
            if keyword == "some" {
                throw failure(
                    "'some' types cannot be data store fields, which are protocol requirements; use a concrete type or 'any'"
                )
            }
            let constraint = try parseComposition()
            if constraint.isOptional {
                throw failure("an optional 'any' type must be written '(any \(constraint.unwrappedForMessage))?'")
            }
            let type = SwiftTypeSyntax.existential(constraint)
            if !attributes.isEmpty { throw failure("attribute '@\(attributes[0])' applies to function types only") }
            return type
        }

        let type = try parseComposition()
        var isAsync = false
        var throwsClause: String?
        if case .identifier("async") = current {
            isAsync = true
            advance()
        }
        if case .identifier(let word) = current, word == "throws" || word == "rethrows" {
            if word == "rethrows" { throw failure("'rethrows' applies to functions, not function types; use 'throws'") }
            advance()
            throwsClause = "throws"
            if current == .symbol("(") {
                advance()
                let error = try parseType()
                try expect(")", "')' to close 'throws('")
                throwsClause = "throws(\(error.rendered))"
            }
        }
        if current == .arrow || isAsync || throwsClause != nil {
            guard current == .arrow else { throw expected("'->' and a result type") }
            advance()
            let parameters: [SwiftTypeSyntax]
            switch type {
            case .tuple(let elements):
                if let label = elements.compactMap(\.label).first {
                    throw failure("function types cannot have argument labels ('\(label):'); remove it")
                }
                parameters = elements.map(\.type)
            case .parenthesized(let inner):
                parameters = [inner]
            default:
                throw failure("a function type's parameters must be in parentheses: write '(\(type.rendered)) -> …'")
            }
            let result = try parseType()
            return .function(
                attributes: attributes, parameters: parameters, isAsync: isAsync, throwsClause: throwsClause,
                result: result)
        }
        if !attributes.isEmpty { throw failure("attribute '@\(attributes[0])' applies to function types only") }
        return type
    }

    func startsType(_ token: SwiftTypeToken) -> Bool {
        switch token {
        case .identifier, .attribute, .symbol("["), .symbol("("): return true
        default: return false
        }
    }

    /// composition: postfix ('&' postfix)*
    mutating func parseComposition() throws(InvalidValue) -> SwiftTypeSyntax {
        var parts = [try parsePostfix()]
        while current == .symbol("&") {
            advance()
            parts.append(try parsePostfix())
        }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    /// postfix: primary ('?' | '.Type' | '.Protocol')*
    mutating func parsePostfix() throws(InvalidValue) -> SwiftTypeSyntax {
        var type = try parsePrimary()
        var wrapped = 0
        while true {
            if case .symbol(let symbol) = current, symbol == "?" || symbol == "." {
                wrapped += 1
                if depth + wrapped > Self.maximumDepth { throw failure("nested too deeply") }
            }
            switch current {
            case .symbol("?"):
                advance()
                type = .optional(type)
            case .symbol("!"):
                throw implicitlyUnwrapped()
            case .symbol("."):
                advance()
                guard case .identifier(let name) = current, name == "Type" || name == "Protocol" else {
                    throw expected("'Type' or 'Protocol' after '.'")
                }
                advance()
                type = .metatype(type, name)
            default:
                return type
            }
        }
    }

    mutating func parsePrimary() throws(InvalidValue) -> SwiftTypeSyntax {
        switch current {
        case .identifier:
            return try parseNamed()
        case .symbol("["):
            advance()
            let element = try parseType()
            if current == .symbol(":") {
                advance()
                let value = try parseType()
                try expect("]", "']' to close the dictionary type")
                return .dictionary(element, value)
            }
            try expect("]", "']' to close the array type (or ':' for a dictionary)")
            return .array(element)
        case .symbol("("):
            advance()
            var elements: [SwiftTypeSyntax.Element] = []
            if current == .symbol(")") {
                advance()
                return .tuple([])
            }
            while true {
                var label: String?
                if case .identifier(let name) = current, peek(1) == .symbol(":") {
                    try checkNotKeyword(name, as: "a tuple label")
                    label = name
                    advance()
                    advance()
                }
                elements.append(SwiftTypeSyntax.Element(label: label, type: try parseType()))
                if current == .symbol(",") {
                    advance()
                    continue
                }
                try expect(")", "',' or ')' in the tuple type")
                break
            }
            if elements.count == 1 {
                if let label = elements[0].label {
                    throw failure("a single-element tuple cannot have a label ('\(label):'); remove it")
                }
                return .parenthesized(elements[0].type)
            }
            return .tuple(elements)
        default:
            throw expected("a type")
        }
    }

    /// named: identifier generics? ('.' identifier generics?)*, where `.Type`/`.Protocol` end it.
    mutating func parseNamed() throws(InvalidValue) -> SwiftTypeSyntax {
        var components: [SwiftTypeSyntax.Component] = []
        while true {
            guard case .identifier(let name) = current else { throw expected("a type name") }
            if !components.isEmpty, name == "Type" || name == "Protocol" {
                // `Meme.Type`: give back the '.' so the postfix rule reads the metatype.
                position -= 1
                return .named(components)
            }
            if name != "Any" {
                try checkNotKeyword(name, as: "a type")
            }
            if SwiftNames.isASCIIDigit(name.unicodeScalars.first!) {
                throw failure("a type name cannot start with a digit ('\(name)')")
            }
            advance()
            var arguments: [SwiftTypeSyntax] = []
            if current == .symbol("<") {
                advance()
                arguments.append(try parseType())
                while current == .symbol(",") {
                    advance()
                    arguments.append(try parseType())
                }
                try expect(">", "',' or '>' to close the generic arguments of '\(name)'")
            }
            components.append(SwiftTypeSyntax.Component(name: name, arguments: arguments))
            guard current == .symbol("."), case .identifier = peek(1) else { return .named(components) }
            advance()
        }
    }

    func checkNotKeyword(_ name: String, as role: String) throws(InvalidValue) {
        if SwiftNames.reservedKeywords.contains(name) || name == "some" || name == "any" {
            throw failure("'\(name)' is a Swift keyword, not \(role)")
        }
    }
}

extension SwiftTypeSyntax {
    /// `P?` → `P`, for suggesting `(any P)?`.
    fileprivate var unwrappedForMessage: String {
        if case .optional(let wrapped) = self { return wrapped.rendered }
        return rendered
    }
}

extension String {
    fileprivate func replacingExclamationMarks() -> String {
        String(trimmedSpaces().map { $0 == "!" ? "?" : $0 })
    }

    fileprivate func trimmedSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
