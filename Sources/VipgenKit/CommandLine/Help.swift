/// Help and usage text, generated from the same declarations the parser reads so they cannot disagree.
enum Help {
    /// `vipgen scene NAME [options]`, `vipgen templates <subcommand>`.
    static func usage(_ path: CommandPath) -> String {
        let configuration = path.configuration
        var words = path.words
        if !configuration.visibleSubcommands.isEmpty {
            words.append(path.commands.count == 1 ? "<command>" : "<subcommand>")
        }
        words += configuration.arguments.map(\.usage)
        if !configuration.options.isEmpty { words.append("[options]") }
        return words.joined(separator: " ")
    }

    /// - Parameter width: the columns to wrap in (the terminal's, within reason).
    static func text(for path: CommandPath, width: Int = 100) -> String {
        let configuration = path.configuration
        var lines = ["OVERVIEW: \(configuration.summary)", "", "USAGE: \(usage(path))", ""]
        if !configuration.arguments.isEmpty {
            lines.append("ARGUMENTS:")
            for argument in configuration.arguments {
                lines += row(argument.name, argument.help, width: width)
            }
            lines.append("")
        }
        let subcommands = configuration.visibleSubcommands
        if !subcommands.isEmpty {
            lines.append(path.commands.count == 1 ? "COMMANDS:" : "SUBCOMMANDS:")
            for subcommand in subcommands {
                let sub = subcommand.configuration
                lines += row(
                    ([sub.name] + sub.arguments.map(\.usage)).joined(separator: " "), sub.summary, width: width)
            }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in configuration.options {
            lines += row(option.label, option.help + (option.repeatable ? " (repeatable)" : ""), width: width)
        }
        lines += row(ColourChoice.declaration.label, ColourChoice.declaration.help, width: width)
        lines += row("-h, --help", "Show help for this command.", width: width)
        lines.append("")
        if !configuration.discussion.isEmpty {
            lines += wrap(configuration.discussion, width: width) + [""]
        }
        if !configuration.examples.isEmpty {
            lines.append("EXAMPLES:")
            lines += configuration.examples.map { "  \($0)" }
            lines.append("")
        }
        if !subcommands.isEmpty {
            let what = path.commands.count == 1 ? "command" : "subcommand"
            let helpWords = ["vipgen", "help"] + path.words.dropFirst() + ["<\(what)>"]
            lines += ["See '\(helpWords.joined(separator: " "))' for a \(what)'s options.", ""]
        }
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

    /// A two-column row; the description wraps under itself at `width` columns.
    private static func row(_ label: String, _ description: String, width: Int) -> [String] {
        let indent = 28
        var wrapped = wrap(description, width: width - indent)
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
