/// `vipgen scene NAME`: one scene from flags, with project settings from `vipgen.json` when present.
enum SceneCommand: Command {
    static let name = Argument<String>(
        "NAME", help: "The scene's name, an UpperCamelCase Swift identifier, e.g. AddMeme.", completion: .scenes)

    static let force = Flag(
        "--force",
        help:
            "DISCARDS HAND-WRITTEN CODE: overwrite the scene's files whole. To add use cases, routes or fields to a scene that exists, keeping its code, use 'vipgen add'."
    )

    static let onlyMissing = Flag(
        "--only-missing",
        help:
            "Write only the files of the scene that are not there (a file a person deleted), as the scene is now: its spec entry, else what its files hold. Leaves every file that is there as it is."
    )

    /// Each item kind's option, in the spec's order; the settings' (`--base`, `--on-load`…) follow.
    static var itemOptions: [OptionDeclaration] {
        ItemKinds.inSpecOrder.map { $0.sceneOption.declaration }
    }

    static let configuration = CommandConfiguration(
        name: "scene",
        summary: "Write one Clean Swift scene and its unit tests.",
        arguments: [name.declaration],
        options: itemOptions + SettingOptions.declarations(for: .scene)
            + [
                ProjectOptions.config.declaration, OutputOptions.dryRun.declaration, onlyMissing.declaration,
                force.declaration, OutputOptions.quiet.declaration, OutputOptions.verbose.declaration,
                OutputOptions.format.declaration,
                OutputOptions.writeOutside.declaration,
            ],
        discussion: """
            Without flags or a config, 'vipgen scene NAME' writes NAME's six sources to \(ProjectDefaults.sources)/NAME/ and its \
            four test files to \(ProjectDefaults.tests)/NAME/, for module '\(ProjectDefaults.module)'. Project settings come \
            from ./\(SpecLoader.defaultFileName), or the nearest one in a folder above; a scene the spec describes is \
            written as its entry says. A scene that exists is refused: 'vipgen add' adds to it, keeping the code \
            written in it, and --only-missing writes only its files that are not there, leaving the others as they \
            are, while --force overwrites its files whole and discards that code. Nothing is written unless every \
            file can be.
            """,
        examples: [
            "vipgen scene AddMeme --use-case AddMeme",
            "vipgen scene ListMemes --base UITableViewController --use-case FetchMemes --field 'memes:[Meme]?' --route ShowMeme",
            "vipgen scene ShowMeme --use-case GetMeme --field meme:Meme? --module CleanMeme --dry-run",
            "vipgen scene ShowMeme --only-missing --dry-run",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        var request = SceneRun.Request(name: input[name])
        request.items = ItemKinds.inSpecOrder.map { ($0, input[$0.sceneOption]) }
        request.givenSettings = SettingOptions.apply(input, to: &request.settings)
        request.projectFlags = SettingOptions.settings(from: input, sceneFlags: true)
        request.flavor = input[ProjectOptions.flavor]?.name
        request.config = input[ProjectOptions.config]
        request.onlyMissing = input[onlyMissing]
        request.foldersGiven = input.ifDeclared("--output") != nil || input.ifDeclared("--tests-output") != nil
        request.options = OutputOptions.writeOptions(input)
        return try ReportPrinter.report("scene", input, console: console) { try SceneRun.run(request, events: $0) }
    }
}

extension ItemKind {
    /// The `vipgen scene` option giving the scene items of the kind.
    static var sceneOption: RepeatedOption<String> {
        RepeatedOption(flag, flagValue, help: flagHelp, completion: completesScenes ? .scenes : .none)
    }
}
