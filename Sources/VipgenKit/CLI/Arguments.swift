/// One option a command accepts; help text and parsing both read this table.
struct OptionDefinition: Sendable {
    /// The long name, e.g. `--use-case`.
    let name: String
    /// An optional one-letter alias, e.g. `-q`.
    let short: String?
    /// The placeholder shown in help; `nil` for a flag that takes no value.
    let valueName: String?
    let repeatable: Bool
    let help: String

    static func flag(_ name: String, short: String? = nil, help: String) -> OptionDefinition {
        OptionDefinition(name: name, short: short, valueName: nil, repeatable: false, help: help)
    }

    static func value(_ name: String, _ valueName: String, repeatable: Bool = false, help: String)
        -> OptionDefinition
    {
        OptionDefinition(name: name, short: nil, valueName: valueName, repeatable: repeatable, help: help)
    }
}

/// A positional argument a command takes.
struct PositionalDefinition: Sendable {
    let name: String
    let optional: Bool
    let help: String
}

/// Everything vipgen knows about a command: how to parse it and how to explain it.
struct CommandDefinition: Sendable {
    let name: String
    let summary: String
    let positionals: [PositionalDefinition]
    let options: [OptionDefinition]
    let discussion: String
    let examples: [String]

    var usage: String {
        var words = ["vipgen", name]
        for positional in positionals {
            words.append(positional.optional ? "[\(positional.name)]" : positional.name)
        }
        if !options.isEmpty { words.append("[options]") }
        return words.joined(separator: " ")
    }
}

/// A command line after parsing: positionals in order, option values by long name.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// A command line that cannot be run as written.
struct UsageError: Error, Equatable {
    let message: String
    /// The command whose usage to show, or `nil` for vipgen itself.
    let command: String?
}

enum ArgumentParser {
    /// Splits `arguments` by `command`'s table. `--help`/`-h` are handled by the caller first.
    static func parse(_ arguments: [String], for command: CommandDefinition) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.name == name || $0.short == name }) else {
                throw UsageError(message: unknownOptionMessage(name, in: command), command: command.name)
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(option.name)' takes no value", command: command.name)
                }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(
                    message: "missing value for '\(option.name) <\(option.valueName ?? "value")>'",
                    command: command.name)
            }
            if !option.repeatable, parsed.values[option.name] != nil {
                throw UsageError(message: "option '\(option.name)' given more than once", command: command.name)
            }
            parsed.values[option.name, default: []].append(value)
        }
        let required = command.positionals.filter { !$0.optional }.count
        if parsed.positionals.count < required {
            let missing = command.positionals[parsed.positionals.count]
            throw UsageError(message: "missing \(missing.name)", command: command.name)
        }
        if parsed.positionals.count > command.positionals.count {
            let extra = parsed.positionals[command.positionals.count]
            throw UsageError(message: "unexpected argument '\(extra)'", command: command.name)
        }
        return parsed
    }

    private static func unknownOptionMessage(_ name: String, in command: CommandDefinition) -> String {
        let known = command.options.map(\.name)
        if let suggestion = Suggestion.closest(to: name, among: known) {
            return "unknown option '\(name)'; did you mean '\(suggestion)'?"
        }
        return "unknown option '\(name)'"
    }
}
