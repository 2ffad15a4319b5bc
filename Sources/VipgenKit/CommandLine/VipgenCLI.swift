/// vipgen's command line: finds the command, runs it, maps errors to exit statuses. `main` reaches
/// the library only through `run(arguments:)`.
package enum VipgenCLI {
    static let version = VipgenVersion.current

    /// The top of the command tree.
    static let root = CommandPath(commands: [VipgenCommand.self])

    /// Runs vipgen with `arguments` (without the program name) on the process's own standard streams
    /// and returns the exit status.
    package static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, console: ProcessConsole())
    }

    /// Runs vipgen with `arguments` (without the program name) and returns the exit status.
    static func run(arguments: [String], console: Console) -> Int32 {
        var reached = root
        var arguments = arguments
        var colour = ColourChoice.auto.colours(console)
        do {
            colour = try ColourChoice.extract(from: &arguments).colours(console)
            return try CommandRunner.run(arguments, reached: &reached, console: console).rawValue
        } catch let error as UsageError {
            for line in error.message.split(separator: "\n") {
                console.err(ErrorReport.errorLine(String(line), colour: colour))
            }
            let helpWords = ["vipgen", "help"] + reached.words.dropFirst()
            console.err("Usage: \(Help.usage(reached))\n  See '\(helpWords.joined(separator: " "))'.\n")
            return ExitCode.usage.rawValue
        } catch {
            console.err(ErrorReport(error).render(colour: colour))
            return ExitCode(for: error).rawValue
        }
    }
}

/// `vipgen` itself: the root of the command tree. Register a top-level command in `subcommands`.
enum VipgenCommand: Command {
    static let version = Flag("--version", help: "Print vipgen's version.")

    static let configuration = CommandConfiguration(
        name: "vipgen",
        summary: "vipgen writes Clean Swift (VIP) scenes and their unit tests from templates.",
        options: [version.declaration],
        subcommands: [
            SceneCommand.self,
            GenerateCommand.self,
            AddCommand.self,
            ConvertCommand.self,
            InitCommand.self,
            RenderCommand.self,
            TemplatesCommand.self,
            LintCommand.self,
            GraphCommand.self,
            MCPCommand.self,
            CompletionCommand.self,
            HelpCommand.self,
            VersionCommand.self,
            ListScenesCommand.self,
        ],
        examples: [
            "vipgen scene AddMeme --use-case AddMeme",
            "vipgen init && vipgen generate",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        if input[version] {
            console.out("vipgen \(VipgenCLI.version)\n")
        } else {
            console.out(Help.text(for: VipgenCLI.root, width: console.helpWidth))
        }
        return .success
    }
}

/// Walks the command tree: subcommand names first, then the reached command's own options and arguments.
enum CommandRunner {
    /// - Parameter reached: where to start (the root), then the deepest command found, so a usage
    ///   error can show that command's usage line.
    static func run(_ arguments: [String], reached: inout CommandPath, console: Console) throws -> ExitCode {
        var rest = arguments[...]
        // An option is never a command's name: `--version` need not build every command's declaration.
        while let word = rest.first, !word.hasPrefix("-"), let next = reached.configuration.subcommand(named: word) {
            reached = reached.appending(next)
            rest = rest.dropFirst()
        }
        if wantsHelp(rest) {
            console.out(Help.text(for: reached, width: console.helpWidth))
            return .success
        }
        let configuration = reached.configuration
        // A word where a subcommand must be is a typo of one, never an argument of the parent.
        if !configuration.subcommands.isEmpty, configuration.arguments.isEmpty, let word = rest.first,
            !word.hasPrefix("-")
        {
            throw unknownSubcommand(word, of: reached)
        }
        let input = try ArgumentParser.parse(Array(rest), for: configuration)
        return try reached.command.run(input, console: console)
    }

    /// `unknown command 'scenes'; did you mean 'scene'?`, offering only commands help lists.
    static func unknownSubcommand(_ word: String, of path: CommandPath) -> UsageError {
        let names = path.configuration.visibleSubcommands.map { $0.configuration.name }
        let what = path.commands.count == 1 ? "command '\(word)'" : "subcommand '\(word)' of '\(path.invocation)'"
        return UsageError("unknown \(what)" + Suggestion.didYouMean(word, among: names))
    }

    /// `-h`/`--help` anywhere before `--` asks for help instead of running.
    private static func wantsHelp(_ arguments: ArraySlice<String>) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }
}
