/// `vipgen generate [SPEC]`: every scene a spec file describes.
enum GenerateCommand {
    static let definition = CommandDefinition(
        name: "generate",
        summary: "Write every scene of a spec file, with their unit tests.",
        positionals: [
            PositionalDefinition(
                name: "SPEC", optional: true, help: "The spec file. Default: ./\(SpecLoader.defaultFileName).")
        ],
        options: [
            .value("--scene", "NAME", repeatable: true, help: "Generate only this scene of the spec."),
            .value(
                "--templates", "DIR",
                help: "A folder of templates overriding bundled ones by name; replaces the spec's 'templates'."),
            FlavorOption.definition,
        ] + OutputEmitter.options,
        discussion: """
            Paths in the spec are relative to the spec file's folder. Every scene is validated and rendered before \
            anything is written; existing files with other contents are never overwritten without --force. \
            Run 'vipgen init' to write a starter spec.
            """,
        examples: [
            "vipgen generate",
            "vipgen generate App/vipgen.json --dry-run",
            "vipgen generate --scene ListMemes --force",
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let path = arguments.positionals.first ?? SpecLoader.defaultFileName
        if arguments.positionals.isEmpty, POSIX.existence(of: path) == .missing {
            throw InputError.missingSpec(path)
        }
        let loaded = try SpecLoader.load(path)
        var project = ResolvedProject(settings: loaded.spec.project, baseDirectory: loaded.directory)
        if let templates = arguments.value("--templates") { project.templatesDirectory = Paths.normalize(templates) }
        // A templates folder that is not there must not fall back to the bundle unnoticed.
        if let directory = project.templatesDirectory { try FileReader.requireDirectory(directory) }
        try FlavorOption.apply(arguments, to: &project, command: "generate")
        let all = loaded.spec.scenes
        guard !all.isEmpty else {
            throw UsageError(message: "'\(path)' describes no scenes; add one under \"scenes\"", command: "generate")
        }
        let wanted = arguments.all("--scene")
        for name in wanted where !all.contains(where: { $0.name == name }) {
            var message = "'\(path)' has no scene '\(name)'"
            if let suggestion = Suggestion.closest(to: name, among: all.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, command: "generate")
        }
        let scenes = wanted.isEmpty ? all : all.filter { wanted.contains($0.name) }
        let generator = SceneGenerator(project: project)
        return try OutputEmitter.emit(flags: .init(arguments), console: console, projectDirectory: loaded.directory) {
            try generator.render(scenes, in: all, into: $0)
        }
    }
}
