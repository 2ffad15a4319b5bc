/// vipgen's command line: parses the arguments, runs one command, maps errors to exit statuses.
public enum VipgenCLI {
    /// The version `vipgen --version` prints.
    public static let version = "0.1.0"

    static let commands: [CommandDefinition] = [
        SceneCommand.definition,
        GenerateCommand.definition,
        InitCommand.definition,
        RenderCommand.definition,
        TemplatesCommand.definition,
    ]

    /// Runs vipgen with `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String], console: Console) -> Int32 {
        do {
            return try dispatch(arguments, console: console).rawValue
        } catch let error as UsageError {
            for line in error.message.split(separator: "\n") { console.err("Error: \(line)\n") }
            if let name = error.command, let command = commands.first(where: { $0.name == name }) {
                console.err("Usage: \(command.usage)\n  See 'vipgen help \(name)'.\n")
            } else {
                console.err("Usage: vipgen <command> [options]\n  See 'vipgen help'.\n")
            }
            return ExitCode.usage.rawValue
        } catch {
            let report = ErrorReport(error)
            console.err(report.render(colour: console.errorIsTerminal))
            return report.exitCode.rawValue
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws -> ExitCode {
        guard let first = arguments.first else {
            console.out(Help.overview(commands))
            return .success
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--version", "version":
            console.out("vipgen \(version)\n")
            return .success
        case "-h", "--help":
            console.out(Help.overview(commands))
            return .success
        case "help":
            guard let name = rest.first else {
                console.out(Help.overview(commands))
                return .success
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                throw unknownCommand(name)
            }
            console.out(Help.text(for: command))
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else { throw unknownCommand(first) }
        if wantsHelp(rest) {
            console.out(Help.text(for: command))
            return .success
        }
        let parsed = try ArgumentParser.parse(rest, for: command)
        switch command.name {
        case SceneCommand.definition.name: return try SceneCommand.run(parsed, console: console)
        case GenerateCommand.definition.name: return try GenerateCommand.run(parsed, console: console)
        case InitCommand.definition.name: return try InitCommand.run(parsed, console: console)
        case RenderCommand.definition.name: return try RenderCommand.run(parsed, console: console)
        default: return try TemplatesCommand.run(parsed, console: console)
        }
    }

    /// `-h`/`--help` anywhere before `--` asks for help instead of running.
    private static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        var message = "unknown command '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: commands.map(\.name) + ["help"]) {
            message += "; did you mean '\(suggestion)'?"
        }
        return UsageError(message: message, command: nil)
    }
}
