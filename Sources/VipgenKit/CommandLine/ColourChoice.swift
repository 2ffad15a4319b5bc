/// `--color never|always|auto`, which every command takes, and the conventions `auto` follows: colour
/// only on a terminal, never when `NO_COLOR` is set to anything (no-color.org) or `TERM` is `dumb`.
enum ColourChoice: String, CaseIterable, Sendable {
    case auto, always, never

    static let option = "--color"

    /// Help's row for it, shown under every command's options.
    static let help =
        "When errors are coloured: auto (the default: on a terminal, unless NO_COLOR is set or TERM is dumb), always or never."

    /// How help and completion scripts see it: an option of every command, taken out before parsing.
    static let declaration = Option<ColourChoice>.choice(
        option, "WHEN", noun: "colour setting", choices: allCases.map { ($0.rawValue, $0) }, help: help
    ).declaration

    /// Takes every `--color WHEN` and `--color=WHEN` before `--` out of `arguments`; the last one counts.
    static func extract(from arguments: inout [String]) throws -> ColourChoice {
        var choice = ColourChoice.auto
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let word = arguments[index]
            let value: String
            if word == option {
                guard index + 1 < arguments.count else { throw UsageError("missing value for '\(option) <WHEN>'") }
                value = arguments[index + 1]
                arguments.removeSubrange(index...(index + 1))
            } else if word.hasPrefix(option + "=") {
                value = String(word.dropFirst(option.count + 1))
                arguments.remove(at: index)
            } else {
                index += 1
                continue
            }
            guard let parsed = ColourChoice(rawValue: value) else {
                let names = allCases.map(\.rawValue)
                throw UsageError(
                    "'\(option)' takes \(names.joined(separator: ", ")), not '\(value)'"
                        + Suggestion.didYouMean(value, among: names))
            }
            choice = parsed
        }
        return choice
    }

    /// Whether standard error gets colour.
    func colours(_ console: Console) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            return console.errorIsTerminal && (console.environment("NO_COLOR") ?? "").isEmpty
                && console.environment("TERM") != "dumb"
        }
    }
}
