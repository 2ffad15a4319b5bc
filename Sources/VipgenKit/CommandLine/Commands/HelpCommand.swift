/// `vipgen help [COMMAND…]`: help for vipgen or any command in its tree, `help` itself included.
enum HelpCommand: Command {
    static let command = RepeatedArgument<String>(
        "COMMAND", help: "A command, with its subcommand if it has them: 'templates export'.",
        completion: .commands)

    static let configuration = CommandConfiguration(
        name: "help",
        summary: "Show help for vipgen or one of its commands.",
        arguments: [command.declaration],
        examples: ["vipgen help scene", "vipgen help templates export"]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        var path = VipgenCLI.root
        for word in input[command] {
            guard let next = path.configuration.subcommand(named: word) else {
                throw CommandRunner.unknownSubcommand(word, of: path)
            }
            path = path.appending(next)
        }
        console.out(Help.text(for: path, width: console.helpWidth))
        return .success
    }
}

/// `vipgen version`: the same as `--version`, for those who type it as a word. Not listed in help.
enum VersionCommand: Command {
    static let configuration = CommandConfiguration(
        name: "version", summary: "Print vipgen's version.", hidden: true)

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        console.out("vipgen \(VipgenCLI.version)\n")
        return .success
    }
}
