/// Something a scene's worker is given besides its client, as the spec names it:
/// `imageStore: ImageStore`, or with the value the worker gets unless it is given another,
/// `imageStore: any ImageStoring = DiskImageStore()`.
struct Dependency: Equatable, Sendable, CustomStringConvertible {
    /// lowerCamelCase: the worker's property and its initialiser's parameter.
    var name: String
    /// The type, written canonically (see `SwiftType`).
    var type: String
    /// The default as the spec gives it; nil when it gives none.
    var givenDefault: String?

    /// What the worker's initialiser gets unless it is given another: the spec's default, else `nil`
    /// for an optional type, else the type's `init()`.
    var defaultValue: String {
        if let givenDefault { return givenDefault }
        return type.hasSuffix("?") ? "nil" : type + "()"
    }

    /// `name: Type`, with ` = Default` when the spec gives one, as the spec and `--dependency` write it.
    var description: String { "\(name): \(type)" + (givenDefault.map { " = \($0)" } ?? "") }

    /// Reads `name: Type` or `name: Type = Default`. The name is checked as a field's is, and may not be
    /// `client` (the worker's own); the type is a Swift type; an existential (`any P`), an opaque or a
    /// function type has no `init()` to call, so it needs a default. The default is one line of Swift,
    /// which the worker's `nonisolated` initialiser evaluates (as it makes its client).
    static func parse(_ declaration: String) throws(InvalidValue) -> Dependency {
        var shown: String { JSONText.displayed(declaration) }
        if declaration.contains(where: { $0.isNewline }) {
            throw InvalidValue("dependency '\(shown)' must be on a single line")
        }
        let example = "'imageStore: ImageStore' or 'imageStore: any ImageStoring = DiskImageStore()'"
        guard let colon = declaration.firstIndex(of: ":") else {
            throw InvalidValue("dependency '\(shown)' has no type; write it as 'name: Type', e.g. \(example)")
        }
        let name = trimmed(declaration[..<colon])
        var rest = declaration[declaration.index(after: colon)...]
        var givenDefault: String?
        if let equals = rest.firstIndex(of: "=") {
            let value = trimmed(rest[rest.index(after: equals)...])
            if value.isEmpty {
                throw InvalidValue("dependency '\(shown)' has nothing after '='; write its default, e.g. \(example)")
            }
            givenDefault = value
            rest = rest[..<equals]
        }
        if name.isEmpty { throw InvalidValue("dependency '\(shown)' has no name before ':'; write it as \(example)") }
        do {
            try SwiftNames.validateFieldName(name)
        } catch {
            throw InvalidValue(
                "dependency '\(shown)': "
                    + (error.message.hasPrefix("field name ")
                        ? "its name " + error.message.dropFirst("field name ".count) : error.message))
        }
        if name == "client" {
            throw InvalidValue(
                "dependency '\(shown)': 'client' is the worker's own (its client); name the dependency otherwise")
        }
        let typeText = trimmed(rest)
        if typeText.isEmpty { throw InvalidValue("dependency '\(name)' has no type after ':'; write it as \(example)") }
        let type: SwiftType
        do {
            type = try SwiftType.parse(typeText)
        } catch {
            throw InvalidValue(
                "dependency '\(name)': \(error.message)"
            )
        }
        if givenDefault == nil, !type.isOptional,
            type.text.hasPrefix("any ") || type.text.hasPrefix("some ") || type.text.contains("->")
                || type.text.hasPrefix("(")
        {
            throw InvalidValue(
                "dependency '\(name)' has type '\(type.text)', which has no init() to make one with: give it a default "
                    + "('\(name): \(type.text) = Value()')")
        }
        if let value = givenDefault, let problem = unbalanced(value) {
            throw InvalidValue("dependency '\(name)': its default '\(JSONText.displayed(value))' \(problem)")
        }
        return Dependency(name: name, type: type.text, givenDefault: givenDefault)
    }

    /// What is wrong with a default's brackets and quotes, which would break the initialiser around it.
    private static func unbalanced(_ value: String) -> String? {
        var stack: [Character] = []
        var inString = false
        for character in value {
            if character == "\"" {
                inString.toggle()
                continue
            }
            if inString { continue }
            switch character {
            case "(", "[", "{": stack.append(character)
            case ")", "]", "}":
                let open: Character = character == ")" ? "(" : character == "]" ? "[" : "{"
                guard stack.last == open else { return "closes '\(character)' it did not open" }
                stack.removeLast()
            case ",":
                if stack.isEmpty { return "has a ',' outside brackets: it is one expression" }
            default: break
            }
        }
        if inString { return "has an unclosed string" }
        if let open = stack.last { return "leaves '\(open)' open" }
        return nil
    }

    private static func trimmed(_ text: Substring) -> String {
        var text = text
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
