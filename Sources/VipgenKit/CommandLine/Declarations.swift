/// What a shell may offer for a value: the completion scripts read this, nothing else.
enum ValueCompletion: Equatable, Sendable {
    /// Free text: nothing to offer.
    case none
    case file
    case directory
    /// One of these words.
    case choices([String])
    /// The scene names of `./vipgen.json`, asked of `vipgen __scenes` when completing.
    case scenes
    /// vipgen's top-level command names (for `help`, whose declaration cannot list its siblings).
    case commands
}

/// Turns a command-line word into a typed value, or says what is wrong with it (as a usage error).
typealias ValueConverter = @Sendable (String) throws -> any Sendable

/// One option as the parser, help and completions see it, whatever its value's type.
struct OptionDeclaration: Sendable {
    /// The long name, e.g. `--use-case`.
    let name: String
    /// An optional one-letter alias, e.g. `-q`.
    let short: String?
    /// The placeholder shown in help; `nil` for a flag, which takes no value.
    let valueName: String?
    let repeatable: Bool
    let help: String
    let completion: ValueCompletion
    let convert: ValueConverter

    init(
        name: String, short: String?, valueName: String?, repeatable: Bool,
        help: String, completion: ValueCompletion,
        convert: @escaping ValueConverter
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.repeatable = repeatable
        self.help = help
        self.completion = completion
        self.convert = convert
    }

    var takesValue: Bool { valueName != nil }

    /// The same option explained for one command's use of it; parsing and reading it do not change.
    func with(help: String) -> OptionDeclaration {
        OptionDeclaration(
            name: name, short: short, valueName: valueName, repeatable: repeatable, help: help,
            completion: completion, convert: convert)
    }

    /// `-q, --quiet` or `--output <DIR>`, as help lists it.
    var label: String {
        var label = short.map { "\($0), " } ?? ""
        label += name
        if let valueName { label += " <\(valueName)>" }
        return label
    }
}

/// One positional argument as the parser, help and completions see it.
struct ArgumentDeclaration: Sendable {
    /// `variadic` takes any number of words, `oneOrMore` at least one.
    enum Arity: Sendable { case required, optional, variadic, oneOrMore }

    let name: String
    let arity: Arity
    let help: String
    let completion: ValueCompletion
    let convert: ValueConverter

    init(
        name: String, arity: Arity, help: String,
        completion: ValueCompletion, convert: @escaping ValueConverter
    ) {
        self.name = name
        self.arity = arity
        self.help = help
        self.completion = completion
        self.convert = convert
    }

    /// `NAME`, `[FILE]`, `[COMMAND...]` or `NAME...`, as usage lines write it.
    var usage: String {
        switch arity {
        case .required: return name
        case .optional: return "[\(name)]"
        case .variadic: return "[\(name)...]"
        case .oneOrMore: return "\(name)..."
        }
    }

    /// Whether it takes every word left.
    var isRepeated: Bool { arity == .variadic || arity == .oneOrMore }
}

// MARK: - Typed handles

/// An option without a value: present or not.
struct Flag: Sendable {
    let declaration: OptionDeclaration

    init(_ name: String, short: String? = nil, help: String) {
        declaration = OptionDeclaration(
            name: name, short: short, valueName: nil, repeatable: false, help: help, completion: .none,
            convert: { $0 })
    }
}

/// An option given at most once, with one value of type `Value`.
struct Option<Value: Sendable>: Sendable {
    let declaration: OptionDeclaration

    /// The handle of an option declared elsewhere, whose converter makes a `Value`.
    init(declaration: OptionDeclaration) {
        self.declaration = declaration
    }

    init(
        _ name: String, _ valueName: String, help: String,
        completion: ValueCompletion = .none,
        convert: @escaping @Sendable (String) throws -> Value
    ) {
        declaration = OptionDeclaration(
            name: name, short: nil, valueName: valueName, repeatable: false, help: help, completion: completion,
            convert: { try convert($0) })
    }
}

extension Option where Value == String {
    init(
        _ name: String, _ valueName: String, help: String,
        completion: ValueCompletion = .none
    ) {
        self.init(name, valueName, help: help, completion: completion, convert: { $0 })
    }
}

extension Option where Value: Equatable {
    /// An option whose value is one of `choices`; anything else is refused with the list and a suggestion.
    static func choice(
        _ name: String, _ valueName: String, noun: String,
        choices: [(word: String, value: Value)],
        help: String
    ) -> Option {
        Option(name, valueName, help: help, completion: .choices(choices.map { $0.word })) { word in
            if let match = choices.first(where: { $0.word == word }) { return match.value }
            let words = choices.map { $0.word }
            throw UsageError(
                "unknown \(noun) '\(word)' for '\(name)'; use one of \(words.joined(separator: ", "))"
                    + Suggestion.didYouMean(word, among: words))
        }
    }
}

/// An option that may be given any number of times, each with one value.
struct RepeatedOption<Value: Sendable>: Sendable {
    let declaration: OptionDeclaration

    init(
        _ name: String, _ valueName: String, help: String,
        completion: ValueCompletion = .none,
        convert: @escaping @Sendable (String) throws -> Value
    ) {
        declaration = OptionDeclaration(
            name: name, short: nil, valueName: valueName, repeatable: true, help: help, completion: completion,
            convert: { try convert($0) })
    }
}

extension RepeatedOption where Value == String {
    init(
        _ name: String, _ valueName: String, help: String,
        completion: ValueCompletion = .none
    ) {
        self.init(name, valueName, help: help, completion: completion, convert: { $0 })
    }
}

/// A positional argument that must be given.
struct Argument<Value: Sendable>: Sendable {
    let declaration: ArgumentDeclaration

    init(
        _ name: String, help: String,
        completion: ValueCompletion = .none,
        convert: @escaping @Sendable (String) throws -> Value
    ) {
        declaration = ArgumentDeclaration(
            name: name, arity: .required, help: help, completion: completion, convert: { try convert($0) })
    }
}

extension Argument where Value == String {
    init(
        _ name: String, help: String,
        completion: ValueCompletion = .none
    ) {
        self.init(name, help: help, completion: completion, convert: { $0 })
    }
}

/// A positional argument that may be left out.
struct OptionalArgument<Value: Sendable>: Sendable {
    let declaration: ArgumentDeclaration

    init(
        _ name: String, help: String,
        completion: ValueCompletion = .none,
        convert: @escaping @Sendable (String) throws -> Value
    ) {
        declaration = ArgumentDeclaration(
            name: name, arity: .optional, help: help, completion: completion, convert: { try convert($0) })
    }
}

extension OptionalArgument where Value == String {
    init(
        _ name: String, help: String,
        completion: ValueCompletion = .none
    ) {
        self.init(name, help: help, completion: completion, convert: { $0 })
    }
}

/// The last positional argument, taking every word left; `required` ones need at least one.
struct RepeatedArgument<Value: Sendable>: Sendable {
    let declaration: ArgumentDeclaration

    init(
        _ name: String, required: Bool = false, help: String,
        completion: ValueCompletion = .none,
        convert: @escaping @Sendable (String) throws -> Value
    ) {
        declaration = ArgumentDeclaration(
            name: name, arity: required ? .oneOrMore : .variadic, help: help, completion: completion,
            convert: { try convert($0) })
    }
}

extension RepeatedArgument where Value == String {
    init(
        _ name: String, required: Bool = false, help: String,
        completion: ValueCompletion = .none
    ) {
        self.init(name, required: required, help: help, completion: completion, convert: { $0 })
    }
}
