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
            OutputOptions.verbose.declaration,
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
        if let folder = input[spec], POSIX.existence(of: folder) == .directory {
            throw UsageError(folderGiven(folder))
        }
        // The project's lock is where its spec is, which may be a folder above.
        let specPath = input[spec] ?? SpecLoader.nearest()
        let flagSettings = ProjectOptions.settings(from: input)
        let boundary = ProjectLock.boundary(input, specPath: specPath, flags: flagSettings)
        let lock = try ProjectLock.take(
            specPath: specPath, dryRun: input[OutputOptions.dryRun], boundary: boundary, console: console)
        defer { lock?.release() }
        var resolved = try ProjectResolver.resolve(
            .required(explicit: input[spec]), flags: flagSettings, writing: ProjectLock.writing(input))
        try FlavorOption.apply(input, to: &resolved.project)
        let path = resolved.spec?.path ?? SpecLoader.defaultFileName
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
        try generator.checkMemberNames(of: chosen)
        let directory = resolved.spec?.directory ?? "."
        if !input[AddCommand.force] {
            let evolver = SceneEvolver(
                generator: generator, describesChanges: !input[OutputOptions.quiet] || input[OutputOptions.dryRun])
            if try chosen.contains(where: evolver.exists) {
                let emitter = try EvolutionEmitter(
                    flags: .init(input), force: false, console: console, projectDirectory: directory, lock: lock,
                    boundary: boundary, project: resolved.project)
                var refusals: [MergeRefusal] = []
                // Scene by scene, each scene's texts written away before the next is read.
                let fresh = try evolver.evolveExisting(chosen, spec: all) { evolution in
                    refusals += evolution.refusals
                    try emitter.add(evolution)
                }
                if !refusals.isEmpty {
                    emitter.cancel()
                    throw MergeRefusals(refusals)
                }
                var created = SceneEvolution()
                try generator.render(fresh, in: all) { file in
                    created.files = [
                        EvolvedFile(path: file.path, status: .created, original: nil, contents: file.contents)
                    ]
                    try emitter.add(created)
                }
                let status = try emitter.finish()
                warnOfLongLines(generator, resolved.project, input, console)
                warnOfRoutes(chosen, resolved, input, console)
                return status
            }
        }
        // No scene exists yet, or --force: every file written whole, streamed as rendered.
        let status = try OutputEmitter.emit(
            flags: .init(input), console: console, projectDirectory: directory, lock: lock, boundary: boundary,
            project: resolved.project
        ) {
            try generator.render(chosen, in: all, into: $0)
        }
        warnOfLongLines(generator, resolved.project, input, console)
        warnOfRoutes(chosen, resolved, input, console)
        return status
    }

    /// `generate Scenes`: a folder where the spec file goes, which is most likely the sources folder or
    /// the project's folder.
    static func folderGiven(_ folder: String) -> String {
        let inside = Paths.join(folder, SpecLoader.defaultFileName)
        let hint =
            POSIX.existence(of: inside) == .file
            ? "did you mean '\(inside)'?"
            : "give the spec file (default: ./\(SpecLoader.defaultFileName)); the folders scenes go to are the spec's \"sources\" and \"tests\""
        return "'\(folder)' is a folder; 'vipgen generate' reads a spec file: \(hint)"
    }

    private static func warnOfRoutes(
        _ scenes: [SceneSpec], _ resolved: ProjectResolver.Resolved, _ input: ParsedCommand, _ console: Console
    ) {
        RouteWarning.report(
            routes: scenes.flatMap { scene in scene.routes.map { (scene.name, $0) } }, writing: scenes.map(\.name),
            spec: resolved.spec, project: resolved.project, quiet: input[OutputOptions.quiet], console: console)
    }

    private static func warnOfLongLines(
        _ generator: SceneGenerator, _ project: ResolvedProject, _ input: ParsedCommand, _ console: Console
    ) {
        LongLineWarning.report(
            generator.longLineTally, lineLength: project.lineLength, flags: .init(input), console: console)
    }
}
