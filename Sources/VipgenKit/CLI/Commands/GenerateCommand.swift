/// `vipgen generate [SPEC]`: every scene a spec file describes.
enum GenerateCommand: Command {
    static let spec = OptionalArgument<String>(
        "SPEC", help: "The spec file. Default: ./\(SpecLoader.defaultFileName).", completion: .file)
    static let scenes = RepeatedOption<String>(
        "--scene", "NAME", help: "Generate only this scene of the spec.", completion: .scenes)

    static let configuration = CommandConfiguration(
        name: "generate",
        summary: "Write every scene of a spec file, with their unit tests.",
        arguments: [spec.declaration],
        options: [
            scenes.declaration, ProjectOptions.templates.declaration, FlavorOption.flavor.declaration,
            ProjectOptions.testing.declaration,
        ] + OutputOptions.all,
        discussion: """
            Paths in the spec are relative to the spec file's folder. Every scene is validated and rendered before \
            anything is written; existing files with other contents are never overwritten without --force. \
            Run 'vipgen init' to write a starter spec.
            """,
        examples: [
            "vipgen generate",
            "vipgen generate App/vipgen.json --dry-run",
            "vipgen generate --scene ListMemes --force",
            "vipgen generate --testing swift-testing --dry-run",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        var resolved = try ProjectResolver.resolve(
            .required(explicit: input[spec]), flags: ProjectOptions.settings(from: input))
        try FlavorOption.apply(input, to: &resolved.project)
        let path = input[spec] ?? SpecLoader.defaultFileName
        let all = resolved.spec?.spec.scenes ?? []
        guard !all.isEmpty else {
            throw UsageError("'\(path)' describes no scenes; add one under \"scenes\"")
        }
        let wanted = input[scenes]
        let names = all.map(\.name)
        for name in wanted where !names.contains(name) {
            throw UsageError("'\(path)' has no scene '\(name)'" + Suggestion.didYouMean(name, among: names))
        }
        let chosen = wanted.isEmpty ? all : all.filter { wanted.contains($0.name) }
        let generator = SceneGenerator(project: resolved.project)
        let directory = resolved.spec?.directory ?? "."
        return try OutputEmitter.emit(flags: .init(input), console: console, projectDirectory: directory) {
            try generator.render(chosen, in: all, into: $0)
        }
    }
}
