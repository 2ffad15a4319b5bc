// How to add a command
// ---------------------
// 1. Write one type conforming to `Command` in `Commands/` (a file named for it). Declare each option
//    and argument as a `static let` handle (`Flag`, `Option`, `RepeatedOption`, `Argument`,
//    `OptionalArgument`, `RepeatedArgument`) and list them in `configuration`; shared groups
//    (`OutputOptions.all`, `ProjectOptions`) are appended the same way.
// 2. Register it: add `YourCommand.self` to its parent's `subcommands` (`VipgenCommand` for a
//    top-level command, e.g. `TemplatesCommand` for `vipgen templates …`).
// 3. In `run`, read values through the handles: `input[Self.name]`, `input[OutputOptions.force]`.
//    Reading a handle the command did not declare traps, so a test of the command catches it.
// Parsing, help, usage lines, "did you mean", unknown-option refusals (exit 64) and the bash, zsh
// and fish completion scripts all come from `configuration`: there is nothing else to update.
// A command with subcommands and no `run` of its own refuses to run without one.

/// A vipgen command: what it accepts, how it explains itself, and what it does.
protocol Command: Sendable {
    /// Name, arguments, options, subcommands and help texts; everything the parser and help read.
    static var configuration: CommandConfiguration { get }

    /// Runs the command with its parsed command line. Throw `UsageError` for a bad value: the
    /// caller prints it with this command's usage line and exits 64.
    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode
}

extension Command {
    /// A command that only groups subcommands cannot run on its own.
    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let names = configuration.visibleSubcommands.map { $0.configuration.name }
        throw UsageError("missing subcommand; use one of: \(names.joined(separator: ", "))")
    }
}

/// A command's declaration: the single table parsing, help, usage and completions read.
struct CommandConfiguration: Sendable {
    let name: String
    /// One line, shown in the parent's list and at the top of the command's help.
    let summary: String
    var arguments: [ArgumentDeclaration]
    var options: [OptionDeclaration]
    var subcommands: [any Command.Type]
    /// Paragraph shown after the options in help.
    let discussion: String
    let examples: [String]
    /// Left out of help and completion scripts (commands meant for scripts, not people).
    var hidden: Bool

    init(
        name: String, summary: String, arguments: [ArgumentDeclaration] = [], options: [OptionDeclaration] = [],
        subcommands: [any Command.Type] = [], discussion: String = "",
        examples: [String] = [], hidden: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.discussion = discussion
        self.examples = examples
        self.hidden = hidden
    }

    var visibleSubcommands: [any Command.Type] {
        subcommands.filter { !$0.configuration.hidden }
    }

    func subcommand(named name: String) -> (any Command.Type)? {
        subcommands.first { $0.configuration.name == name }
    }
}

/// A command together with the commands above it: `vipgen templates show`.
struct CommandPath: Sendable {
    let commands: [any Command.Type]

    var command: any Command.Type { commands[commands.count - 1] }
    var configuration: CommandConfiguration { command.configuration }

    /// The words that invoke it: `vipgen templates show`.
    var words: [String] { commands.map { $0.configuration.name } }
    var invocation: String { words.joined(separator: " ") }

    /// The same path one level down.
    func appending(_ command: any Command.Type) -> CommandPath { CommandPath(commands: commands + [command]) }

    /// Every command below `self`, depth first, each with its path (hidden ones included).
    func descendants() -> [CommandPath] {
        configuration.subcommands.flatMap { sub -> [CommandPath] in
            let path = appending(sub)
            return [path] + path.descendants()
        }
    }
}

/// A command line that cannot be run as written; exit status 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
