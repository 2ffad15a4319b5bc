/// Help text, generated from the same tables the parser reads so the two cannot disagree.
enum Help {
    static func text(for command: CommandDefinition) -> String {
        var lines = ["OVERVIEW: \(command.summary)", "", "USAGE: \(command.usage)", ""]
        if !command.positionals.isEmpty {
            lines.append("ARGUMENTS:")
            for positional in command.positionals {
                lines += row(positional.name, positional.help)
            }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in command.options {
            var label = option.short.map { "\($0), " } ?? ""
            label += option.name
            if let valueName = option.valueName { label += " <\(valueName)>" }
            lines += row(label, option.help + (option.repeatable ? " (repeatable)" : ""))
        }
        lines += row("-h, --help", "Show help for this command.")
        lines.append("")
        if !command.discussion.isEmpty {
            lines += wrap(command.discussion, width: 100) + [""]
        }
        if !command.examples.isEmpty {
            lines.append("EXAMPLES:")
            lines += command.examples.map { "  \($0)" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func overview(_ commands: [CommandDefinition]) -> String {
        var lines = [
            "OVERVIEW: vipgen writes Clean Swift (VIP) scenes and their unit tests from templates.",
            "",
            "USAGE: vipgen <command> [options]",
            "",
            "COMMANDS:",
        ]
        for command in commands { lines += row(command.name, command.summary) }
        lines += row("help [COMMAND]", "Show help for vipgen or one of its commands.")
        lines += [
            "",
            "OPTIONS:",
        ]
        lines += row("--version", "Print vipgen's version.")
        lines += row("-h, --help", "Show this help.")
        lines += [
            "",
            "EXAMPLES:",
            "  vipgen scene AddMeme --use-case AddMeme",
            "  vipgen init && vipgen generate",
            "",
            "See 'vipgen help <command>' for a command's options.",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Words of `text` in lines of at most `width` characters (a longer word gets a line of its own).
    private static func wrap(_ text: String, width: Int) -> [String] {
        var wrapped: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                wrapped.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { wrapped.append(line) }
        return wrapped
    }

    /// A two-column row; the description wraps under itself at 100 columns.
    private static func row(_ label: String, _ description: String) -> [String] {
        let indent = 28
        var wrapped = wrap(description, width: 100 - indent)
        let pad = String(repeating: " ", count: indent)
        let head = "  " + label
        var lines: [String] = []
        if head.count < indent - 1 {
            lines.append(head + String(repeating: " ", count: indent - head.count) + (wrapped.first ?? ""))
            wrapped = Array(wrapped.dropFirst())
        } else {
            lines.append(head)
        }
        lines += wrapped.map { pad + $0 }
        return lines
    }
}
