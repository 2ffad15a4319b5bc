/// `vipgen scene NAME`: one scene from flags, with project settings from `vipgen.json` when present.
enum SceneCommand: Command {
    static let name = Argument<String>(
        "NAME", help: "The scene's name, an UpperCamelCase Swift identifier, e.g. AddMeme.", completion: .scenes)
    static let onLoad = Option<String>(
        "--on-load", "NAME",
        help:
            "The use case the view starts when it loads. Default: the one named '\(SceneDefaults.useCase)', if any; other use cases start only when the app calls them."
    )
    static let storyboard = Option<String>(
        "--storyboard", "NAME",
        help:
            "The storyboard the scene's view controller comes from (Storyboard ID <NAME>ViewController); routes to it instantiate it from there. Default: the config's 'storyboard', else built in code."
    )
    static let worker = Option<WorkerStyle>(
        "--worker", "STYLE",
        help:
            "How the scene's worker does its work: 'async' (async throws methods; the interactor runs each request in a task, cancels a superseded one and presents failures) or 'sync' (methods that return at once). Default: the config's 'worker', else '\(ProjectDefaults.worker.rawValue)'.",
        completion: .choices(WorkerStyle.allCases.map(\.rawValue))
    ) { text in
        do {
            return try WorkerStyle.parse(text)
        } catch {
            throw UsageError("\(error)")
        }
    }
    static let base = Option<ViewControllerBase>.choice(
        "--base", "CLASS", noun: "base class",
        choices: ViewControllerBase.allCases.map { ($0.rawValue, $0) },
        help:
            "The view controller's superclass: UIViewController (default), UITableViewController or UICollectionViewController."
    )

    static let force = Flag(
        "--force",
        help:
            "DISCARDS HAND-WRITTEN CODE: overwrite the scene's files whole. To add use cases, routes or fields to a scene that exists, keeping its code, use 'vipgen add'."
    )

    /// Each item kind's option, in the spec's order; `--on-load` follows the use cases' (it names one).
    static var itemOptions: [OptionDeclaration] {
        SceneItemKinds.inSpecOrder.flatMap { kind in
            [kind.sceneOption.declaration] + (kind == UseCaseItem.self ? [onLoad.declaration] : [])
        }
    }

    static let configuration = CommandConfiguration(
        name: "scene",
        summary: "Write one Clean Swift scene and its unit tests.",
        arguments: [name.declaration],
        options: itemOptions + [
            base.declaration, storyboard.declaration, worker.declaration, ProjectOptions.testing.declaration,
            ProjectOptions.output.declaration, ProjectOptions.testsOutput.declaration,
            ProjectOptions.module.declaration, ProjectOptions.templates.declaration,
            ProjectOptions.config.declaration, FlavorOption.flavor.declaration,
            OutputOptions.dryRun.declaration, force.declaration, OutputOptions.quiet.declaration,
        ] + ProjectOptions.xcode,
        discussion: """
            Without flags or a config, 'vipgen scene NAME' writes NAME's six sources to \(ProjectDefaults.sources)/NAME/ and its \
            four test files to \(ProjectDefaults.tests)/NAME/, for module '\(ProjectDefaults.module)'. Project settings come \
            from ./\(SpecLoader.defaultFileName), or the nearest one in a folder above; a scene the spec describes is \
            written as its entry says. A scene that exists is refused: 'vipgen add' adds to it, keeping the code \
            written in it, while --force overwrites its files whole and discards that code. Nothing is written \
            unless every file can be.
            """,
        examples: [
            "vipgen scene AddMeme --use-case AddMeme",
            "vipgen scene ListMemes --base UITableViewController --use-case FetchMemes --field 'memes:[Meme]?' --route ShowMeme",
            "vipgen scene ShowMeme --use-case GetMeme --field meme:Meme? --module CleanMeme --dry-run",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        var resolved = try ProjectResolver.resolve(
            .ifPresent(explicit: input[ProjectOptions.config]), flags: ProjectOptions.settings(from: input))
        try FlavorOption.apply(input, to: &resolved.project)
        let scene = try self.scene(input, spec: resolved.spec)
        var siblings = (resolved.spec?.spec.scenes ?? []).filter { $0.name != scene.name }
        siblings.append(scene)
        let generator = SceneGenerator(project: resolved.project)
        let files = try generator.files(for: scene, siblings: siblings)
        let flags = OutputEmitter.Flags(input)
        // A dry run lists the plan, files in the way included, and exits as the run would.
        if !flags.force && !flags.dryRun {
            let inTheWay = try FileWriter.plan(files).conflicts
            if !inTheWay.isEmpty { throw exists(scene.name, inTheWay, spec: resolved.spec) }
        }
        let status = try OutputEmitter.emit(
            files, flags: flags, console: console, projectDirectory: resolved.spec?.directory ?? ".",
            project: resolved.project)
        LongLineWarning.report(
            generator.longLineTally, lineLength: resolved.project.lineLength, flags: flags, console: console)
        return status
    }

    /// The scene to write: the spec's entry for NAME when it has one (flags describing the scene are
    /// refused then: the entry is where it is described), else the one the flags describe.
    private static func scene(_ input: ParsedCommand, spec: SpecLoader.Loaded?) throws -> SceneSpec {
        let sceneName = input[name]
        if let listed = spec?.spec.scenes.first(where: { $0.name == sceneName }), let spec {
            let items: [(String, Bool)] = SceneItemKinds.inSpecOrder.map { ($0.flag, !input[$0.sceneOption].isEmpty) }
            let given =
                (items + [
                    (base.declaration.name, input[base] != nil),
                    (storyboard.declaration.name, input[storyboard] != nil),
                    (worker.declaration.name, input[worker] != nil),
                    (onLoad.declaration.name, input[onLoad] != nil),
                ]).filter(\.1).map { "'\($0.0)'" }
            if !given.isEmpty {
                throw UsageError(
                    "'\(spec.path)' describes the scene '\(sceneName)', so \(given.joined(separator: ", ")) cannot change it: "
                        + "edit its entry there, then run 'vipgen generate --scene \(sceneName)'")
            }
            return listed
        }
        let suffix = "ViewController"
        if sceneName.hasSuffix(suffix), sceneName != suffix {
            throw UsageError(
                "a scene's name is what comes before 'ViewController' in its view controller's: '\(sceneName)' would make "
                    + "'\(sceneName)\(suffix)'" + Suggestion.didYouMean(String(sceneName.dropLast(suffix.count))))
        }
        var scene: SceneSpec
        do {
            scene = try SceneSpec.validated(
                name: sceneName, base: input[base] ?? .viewController, useCases: input[UseCaseItem.sceneOption],
                fields: input[FieldItem.sceneOption], routes: input[RouteItem.sceneOption],
                storyboard: input[storyboard], onLoad: input[onLoad])
        } catch {
            // Flags are the command line: what is wrong with their values is a usage error.
            throw UsageError(error.description)
        }
        scene.worker = input[worker]
        return scene
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
                + "To add to it, keeping the code written in it, \(evolve).\n"
                + "--force would overwrite these files whole and discard the code written in them.",
            status: .cannotCreate)
    }
}

extension SceneItemKind {
    /// The `vipgen scene` option giving the scene items of the kind.
    static var sceneOption: RepeatedOption<String> {
        RepeatedOption(flag, flagValue, help: flagHelp, completion: completesScenes ? .scenes : .none)
    }
}
