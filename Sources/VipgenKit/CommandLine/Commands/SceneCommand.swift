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
        SceneItemKinds.inSpecOrder.map { $0.sceneOption.declaration }
    }

    static let configuration = CommandConfiguration(
        name: "scene",
        summary: "Write one Clean Swift scene and its unit tests.",
        arguments: [name.declaration],
        options: itemOptions + SettingOptions.declarations(for: .scene)
            + [
                ProjectOptions.config.declaration, OutputOptions.dryRun.declaration, onlyMissing.declaration,
                force.declaration, OutputOptions.quiet.declaration, OutputOptions.verbose.declaration,
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
        let flagSettings = SettingOptions.settings(from: input, sceneFlags: true)
        // With a spec, the run reads it (and a scene's files, for --only-missing) and then writes it: the
        // project's lock is taken first, as `add` takes it, so no other run writes in between.
        let specPath = input[ProjectOptions.config] ?? SpecLoader.nearest()
        let lock =
            specPath == nil
            ? nil : try ProjectLock.take(specPath: specPath, dryRun: input[OutputOptions.dryRun], console: console)
        defer { lock?.release() }
        var resolved = try ProjectResolver.resolve(
            .ifPresent(explicit: input[ProjectOptions.config]), flags: flagSettings,
            writing: ProjectLock.writing(input))
        try FlavorOption.apply(input, to: &resolved.project)
        if input[onlyMissing], let missing = try missingFiles(input, resolved: resolved) {
            return try OutputEmitter.emit(
                missing, flags: .init(input), console: console, projectDirectory: resolved.spec?.directory ?? ".",
                lock: lock, boundary: ProjectLock.boundary(input, specPath: resolved.spec?.path, flags: flagSettings),
                project: resolved.project)
        }
        let scene = try self.scene(input, spec: resolved.spec)
        var siblings = (resolved.spec?.spec.scenes ?? []).filter { $0.name != scene.name }
        siblings.append(scene)
        let generator = SceneGenerator(project: resolved.project)
        var files: [OutputFile]
        do {
            files = try generator.files(for: scene, siblings: siblings)
        } catch let errors as SpecErrors where errors.errors.allSatisfy({ $0.file == nil }) {
            // A flag's value the scene's flavor refuses (`--base` on a SwiftUI scene): a usage error.
            throw UsageError(errors.description)
        }
        if resolved.spec?.spec.scenes.contains(where: { $0.name == scene.name }) == true {
            try generator.checkMemberNames(of: [scene])
        } else {
            try checkFlags(scene, generator: generator)
        }
        let recorded = input[onlyMissing] ? nil : try recording(scene, input: input, spec: resolved.spec)
        if let recorded { files.append(recorded) }
        let flags = OutputEmitter.Flags(input)
        // A scene written by hand elsewhere in the app (`Scenes/Contact List/`) is not written twice,
        // even with --force: its types would be declared twice.
        if let duplicate = SceneLocator.declaredElsewhere(
            scene.name, files: files, root: resolved.spec?.directory ?? ".")
        {
            throw MergeRefusals([duplicate])
        }
        if input[onlyMissing] {
            // None of the scene's sources is there: the files that are (its tests) stay as they are.
            files = files.filter { POSIX.existence(of: $0.path) == .missing }
        }
        // A dry run lists the plan, files in the way included, and exits as the run would.
        if !flags.force && !flags.dryRun {
            let inTheWay = try FileWriter.plan(files).conflicts
            if !inTheWay.isEmpty { throw exists(scene.name, inTheWay, spec: resolved.spec) }
        }
        let status = try OutputEmitter.emit(
            files, flags: flags, console: console, projectDirectory: resolved.spec?.directory ?? ".", lock: lock,
            boundary: ProjectLock.boundary(input, specPath: resolved.spec?.path, flags: flagSettings),
            project: resolved.project, edited: Set(recorded.map { [$0.path] } ?? []))
        LongLineWarning.report(
            generator.longLineTally, lineLength: resolved.project.lineLength, flags: flags, console: console)
        RouteWarning.report(
            routes: scene.routes.map { (scene.name, $0) }, writing: [scene.name], spec: resolved.spec,
            project: resolved.project, quiet: flags.quiet, console: console)
        return status
    }

    /// `--only-missing` on a scene that exists: the files it lacks, as `vipgen add` with nothing to add
    /// would write the scene (its spec entry, else its items, flavor, worker, test library and module
    /// read from its files); nil when none of its sources is there, to write it as a new scene.
    private static func missingFiles(_ input: ParsedCommand, resolved: ProjectResolver.Resolved) throws
        -> [OutputFile]?
    {
        if input[force] {
            throw UsageError("--only-missing leaves the files that are there as they are; --force overwrites them")
        }
        let sceneName = input[name]
        let addition: SceneAddition
        do {
            addition = try SceneAddition.plan(
                scene: sceneName, items: SceneItems([]), project: resolved.project, spec: resolved.spec, force: true,
                describesChanges: false)
        } catch EvolveError.sceneNotGenerated {
            return nil
        }
        let items: [(String, Bool)] = SceneItemKinds.inSpecOrder.map { ($0.flag, !input[$0.sceneOption].isEmpty) }
        let given = items.filter(\.1).map(\.0)
        if !given.isEmpty {
            throw UsageError(
                "scene '\(sceneName)' exists, so --only-missing writes its files as they are now, and "
                    + given.map { "'\($0)'" }.joined(separator: ", ")
                    + " cannot change them: use 'vipgen add \(AddCommand.kinds) \(sceneName) …'")
        }
        return addition.evolution.files.filter { $0.status == .created }.map {
            OutputFile(path: $0.path, contents: $0.contents)
        }
    }

    /// The spec file with an entry for the scene appended, as `vipgen add` records what it adds, so
    /// `generate` and `lint` know the scene; nil without a spec, for a scene the spec lists, and for
    /// one written outside the spec's folders (`--output`, `--tests-output`), which its entry could
    /// not say.
    private static func recording(_ scene: SceneSpec, input: ParsedCommand, spec: SpecLoader.Loaded?) throws
        -> OutputFile?
    {
        guard let spec, !spec.spec.scenes.contains(where: { $0.name == scene.name }),
            input.ifDeclared("--output") == nil, input.ifDeclared("--tests-output") == nil
        else { return nil }
        var entry = scene
        // `--flavor` is the run's; in the spec it is this scene's own.
        if let flavor = input[FlavorOption.flavor] { entry.flavor = flavor }
        let text = try FileReader.readText(spec.path)
        guard let edited = try SpecTextEditor.addingScene(entry, in: text, file: spec.path) else { return nil }
        return OutputFile(path: spec.path, contents: edited, intent: .edit)
    }

    /// The scene to write: the spec's entry for NAME when it has one (flags describing the scene are
    /// refused then: the entry is where it is described), else the one the flags describe.
    private static func scene(_ input: ParsedCommand, spec: SpecLoader.Loaded?) throws -> SceneSpec {
        let sceneName = input[name]
        var settings = SceneSpec(name: sceneName)
        let givenSettings = SettingOptions.apply(input, to: &settings)
        if let listed = spec?.spec.scenes.first(where: { $0.name == sceneName }), let spec {
            let items: [(String, Bool)] = SceneItemKinds.inSpecOrder.map { ($0.flag, !input[$0.sceneOption].isEmpty) }
            let given = items.filter(\.1).map(\.0) + givenSettings
            if !given.isEmpty {
                throw UsageError(
                    "'\(spec.path)' describes the scene '\(sceneName)', so \(given.map { "'\($0)'" }.joined(separator: ", ")) cannot change it: "
                        + "edit its entry there, then run 'vipgen generate --scene \(sceneName)'")
            }
            return listed
        }
        do {
            return try SceneSpec.validated(
                name: sceneName, useCases: input[UseCaseItem.sceneOption], fields: input[FieldItem.sceneOption],
                routes: input[RouteItem.sceneOption], settings: settings)
        } catch {
            // Flags are the command line: what is wrong with their values is a usage error.
            throw UsageError(error.description)
        }
    }

    /// What only the scene's flavor can tell wrong with a scene of flags, as usage errors: a name that
    /// repeats what the flavor adds to it (`LoginViewController` would make
    /// `LoginViewControllerViewController`), an item meeting a member the flavor declares.
    private static func checkFlags(_ scene: SceneSpec, generator: SceneGenerator) throws {
        let name = scene.name
        if let suffix = try generator.baseClassSuffix(of: scene), name.hasSuffix(suffix), name != suffix {
            throw UsageError(
                "a scene's name is what comes before '\(suffix)' in its view controller's: '\(name)' would make "
                    + "'\(name)\(suffix)'" + Suggestion.didYouMean(String(name.dropLast(suffix.count))))
        }
        do {
            try generator.checkMemberNames(of: [scene])
        } catch let error as SpecErrors {
            // Flags are the command line: what is wrong with their values is a usage error.
            throw UsageError(error.description)
        }
    }

    /// A scene whose files are there with other contents: most likely completed by hand, so the
    /// refusal points at what adds to it, and says what --force would cost.
    private static func exists(_ scene: String, _ paths: [String], spec: SpecLoader.Loaded?) -> CommandRefusal {
        let noun = paths.count == 1 ? "file is" : "files are"
        let evolve =
            spec?.spec.scenes.contains { $0.name == scene } == true
            ? "edit its entry in '\(spec!.path)' and run 'vipgen generate', or use 'vipgen add \(AddCommand.kinds) \(scene) …'"
            : "use 'vipgen add \(AddCommand.kinds) \(scene) …'"
        return CommandRefusal(
            "scene '\(scene)' exists: \(paths.count) of its \(noun) there with other contents; nothing was written:\n"
                + paths.map { "  \($0)\n" }.joined()
                + "To add to it, keeping the code written in it, \(evolve); to write only the files it lacks, "
                + "'vipgen scene \(scene) --only-missing'.",
            status: .cannotCreate)
    }
}

extension SceneItemKind {
    /// The `vipgen scene` option giving the scene items of the kind.
    static var sceneOption: RepeatedOption<String> {
        RepeatedOption(flag, flagValue, help: flagHelp, completion: completesScenes ? .scenes : .none)
    }
}
