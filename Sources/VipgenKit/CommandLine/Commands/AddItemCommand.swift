/// `vipgen add <kind> SCENE VALUE...`: the subcommand of one item kind, everything it says and
/// accepts read from the kind's descriptor.
enum AddItemCommand<Kind: ItemKind>: Command {
    static var values: RepeatedArgument<String> {
        RepeatedArgument(
            Kind.argument, required: true, help: Kind.argumentHelp, completion: Kind.completesScenes ? .scenes : .none)
    }

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: Kind.command,
            summary: Kind.summary,
            arguments: [AddCommand.scene.declaration, values.declaration],
            options: AddCommand.options,
            discussion: Kind.discussion,
            examples: Kind.examples
        )
    }

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let scene = input[AddCommand.scene]
        let items = try AddRun.items(Kind.self, input[values], scene: scene)
        return try AddCommand.run(items, input: input, console: console)
    }
}

extension ItemKind {
    /// The kind's `vipgen add` subcommand.
    static var addCommand: any Command.Type { AddItemCommand<Self>.self }
}
