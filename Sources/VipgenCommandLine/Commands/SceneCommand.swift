import VipgenGeneration
import VipgenManifest
import VipgenModel

/// `vipgen scene NAME`: one scene from flags, with project settings from `vipgen.json` when present.
enum SceneCommand: Command {
    static let name = Argument<String>(
        "NAME", help: "The scene's name, an UpperCamelCase Swift identifier, e.g. AddMeme.", completion: .scenes)

    static let force = Flag(
        "--force",
        help:
            "DISCARDS HAND-WRITTEN CODE: overwrite the scene's files whole. To add use cases, routes or fields to a scene that exists, keeping its code, use 'vipgen add'."
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
                ProjectOptions.config.declaration, OutputOptions.dryRun.declaration, force.declaration,
                OutputOptions.quiet.declaration, OutputOptions.writeOutside.declaration,
            ],
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
        let flagSettings = SettingOptions.settings(from: input, sceneFlags: true)
        var resolved = try ProjectResolver.resolve(
            .ifPresent(explicit: input[ProjectOptions.config]), flags: flagSettings,
            writing: ProjectLock.writing(input))
        try FlavorOption.apply(input, to: &resolved.project)
        let scene = try self.scene(input, spec: resolved.spec)
        var siblings = (resolved.spec?.spec.scenes ?? []).filter { $0.name != scene.name }
        siblings.append(scene)
        let generator = SceneGenerator(project: resolved.project)
        let files: [OutputFile]
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
        let flags = OutputEmitter.Flags(input)
        // A scene written by hand elsewhere in the app (`Scenes/Contact List/`) is not written twice,
        // even with --force: its types would be declared twice.
        if let duplicate = SceneLocator.declaredElsewhere(
            scene.name, files: files, root: resolved.spec?.directory ?? ".")
        {
            throw MergeRefusals([duplicate])
        }
        // A dry run lists the plan, files in the way included, and exits as the run would.
        if !flags.force && !flags.dryRun {
            let inTheWay = try FileWriter.plan(files).conflicts
            if !inTheWay.isEmpty { throw exists(scene.name, inTheWay, spec: resolved.spec) }
        }
        let status = try OutputEmitter.emit(
            files, flags: flags, console: console, projectDirectory: resolved.spec?.directory ?? ".",
            boundary: ProjectLock.boundary(input, specPath: resolved.spec?.path, flags: flagSettings),
            project: resolved.project)
        LongLineWarning.report(
            generator.longLineTally, lineLength: resolved.project.lineLength, flags: flags, console: console)
        return status
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
