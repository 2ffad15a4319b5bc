/// `vipgen generate [SPEC]`: every scene a spec file describes.
enum GenerateCommand: Command {
    static let spec = OptionalArgument<String>(
        "SPEC",
        help:
            "The spec file. Default: ./\(SpecLoader.defaultFileName), else the nearest one in a folder above (as git finds its repository).",
        completion: .file)
    static let scenes = RepeatedOption<String>(
        "--scene", "NAME", help: "Generate only this scene of the spec.", completion: .scenes)

    static let configuration = CommandConfiguration(
        name: "generate",
        summary: "Write every scene of a spec file, with their unit tests.",
        arguments: [spec.declaration],
        options: [scenes.declaration] + SettingOptions.declarations(for: .generate) + [
            OutputOptions.dryRun.declaration, AddCommand.force.declaration, OutputOptions.quiet.declaration,
            OutputOptions.writeOutside.declaration,
            OutputOptions.verbose.declaration, OutputOptions.format.declaration,
        ],
        discussion: """
            Paths in the spec are relative to the spec file's folder. Every scene is validated and rendered before \
            anything is written. A scene none of whose files exist is written whole. A scene that exists, completed \
            by hand or not, gains what the spec now implies and its files lack (the use cases, fields and routes \
            added to the spec since), as 'vipgen add' adds them: whole declarations, every line a person wrote \
            kept; declarations a person removed are reported, not restored; with --dry-run, a diff. --force \
            instead overwrites every file whole, discarding the code written in it. Run 'vipgen init' to write a \
            starter spec.
            """,
        examples: [
            "vipgen generate",
            "vipgen generate App/vipgen.json --dry-run",
            "vipgen generate --scene ListMemes --force",
            "vipgen generate --testing swift-testing --dry-run",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let request = GenerateRun.Request(
            spec: input[spec], scenes: input[scenes], projectFlags: ProjectOptions.settings(from: input),
            flavor: input[ProjectOptions.flavor]?.name, options: OutputOptions.writeOptions(input))
        return try ReportPrinter.report("generate", input, console: console) {
            try GenerateRun.run(request, events: $0)
        }
    }
}
