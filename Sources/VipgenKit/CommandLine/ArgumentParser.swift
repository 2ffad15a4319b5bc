/// A command line after parsing, read through the command's typed handles.
struct ParsedCommand {
    /// Names of the options and arguments the command declares; reading any other is a programming error.
    private let declared: Set<String>
    private var values: [String: [any Sendable]] = [:]
    private var flags: Set<String> = []

    init(declaring configuration: CommandConfiguration) {
        declared = Set(configuration.options.map(\.name) + configuration.arguments.map(\.name))
    }

    subscript(flag: Flag) -> Bool {
        check(flag.declaration.name)
        return flags.contains(flag.declaration.name)
    }

    /// Whether the flag was given; false when the command does not declare it.
    func ifDeclared(_ flag: Flag) -> Bool {
        declared.contains(flag.declaration.name) && flags.contains(flag.declaration.name)
    }

    subscript<Value>(option: Option<Value>) -> Value? {
        let values: [Value] = typed(option.declaration.name)
        return values.last
    }

    /// The option's value, or nil when it was not given or the command does not declare it: for
    /// option groups that commands take in part.
    func ifDeclared<Value>(_ option: Option<Value>) -> Value? {
        declared.contains(option.declaration.name) ? self[option] : nil
    }

    /// The value of the option named `name`, or nil when it was not given or the command does not
    /// declare it.
    func ifDeclared(_ name: String) -> (any Sendable)? {
        declared.contains(name) ? values[name]?.last : nil
    }

    subscript<Value>(option: RepeatedOption<Value>) -> [Value] {
        typed(option.declaration.name)
    }

    subscript<Value>(argument: Argument<Value>) -> Value {
        // The parser refuses a command line that lacks a required argument.
        let values: [Value] = typed(argument.declaration.name)
        return values[0]
    }

    subscript<Value>(argument: OptionalArgument<Value>) -> Value? {
        let values: [Value] = typed(argument.declaration.name)
        return values.first
    }

    subscript<Value>(argument: RepeatedArgument<Value>) -> [Value] {
        typed(argument.declaration.name)
    }

    private func typed<Value>(_ name: String) -> [Value] {
        check(name)
        // The handle that stored these values converted them to `Value`; the name ties the two together.
        return (values[name] ?? []).map { $0 as! Value }
    }

    private func check(_ name: String) {
        precondition(declared.contains(name), "'\(name)' is read but not declared by the command")
    }

    fileprivate mutating func set(flag name: String) { flags.insert(name) }
    fileprivate mutating func append(_ value: any Sendable, to name: String) { values[name, default: []].append(value) }
    fileprivate func count(_ name: String) -> Int { values[name]?.count ?? 0 }
}

enum ArgumentParser {
    /// Splits `arguments` by `configuration`'s declarations, converting every value. `--help`/`-h`
    /// are handled by the caller first.
    static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws -> ParsedCommand {
        var parsed = ParsedCommand(declaring: configuration)
        var positionals: [String] = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")) {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = configuration.options.first(where: { $0.name == name || $0.short == name }) else {
                let known = configuration.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
                throw UsageError("unknown option '\(name)'" + suggestion(for: name, among: known))
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError("option '\(option.name)' takes no value") }
                parsed.set(flag: option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for '\(option.label)'")
            }
            if !option.repeatable, parsed.count(option.name) > 0 {
                throw UsageError("option '\(option.name)' given more than once")
            }
            parsed.append(try option.convert(value), to: option.name)
        }
        try assign(positionals, to: configuration, in: &parsed)
        return parsed
    }

    /// A one-letter option is one letter from every other, so it is matched to the one long option
    /// starting with its letter (`-v` → `--version`), if any; a longer one by spelling.
    private static func suggestion(for name: String, among known: [String]) -> String {
        guard name.count == 2, let letter = name.last else { return Suggestion.didYouMean(name, among: known) }
        let long = known.filter { $0.hasPrefix("--\(letter)") }
        return long.count == 1 ? Suggestion.didYouMean(long[0]) : ""
    }

    private static func assign(
        _ positionals: [String], to configuration: CommandConfiguration, in parsed: inout ParsedCommand
    ) throws {
        var remaining = positionals[...]
        for argument in configuration.arguments {
            switch argument.arity {
            case .required:
                guard let word = remaining.popFirst() else { throw UsageError("missing \(argument.name)") }
                parsed.append(try argument.convert(word), to: argument.name)
            case .optional:
                if let word = remaining.popFirst() { parsed.append(try argument.convert(word), to: argument.name) }
            case .variadic, .oneOrMore:
                if argument.arity == .oneOrMore, remaining.isEmpty { throw UsageError("missing \(argument.name)") }
                while let word = remaining.popFirst() { parsed.append(try argument.convert(word), to: argument.name) }
            }
        }
        if let extra = remaining.first { throw UsageError("unexpected argument '\(extra)'") }
    }
}
