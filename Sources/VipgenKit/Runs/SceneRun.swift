/// `vipgen scene NAME`: one scene from the request, with the project's settings from its spec when
/// there is one; the spec's entry for the scene when it has one.
enum SceneRun {
    struct Request {
        var name: String
        /// Each item kind's values as given (`--use-case`…), in the spec's order of kinds.
        var items: [(kind: any ItemKind.Type, values: [String])] = []
        /// The scene's own settings as given (`--base`…), and the flags that gave them.
        var settings: SceneSpec
        var givenSettings: [String] = []
        /// The project's settings as given, over the spec's.
        var projectFlags = ProjectSettings()
        /// `--flavor`: the flavor of the scenes that name none.
        var flavor: String?
        /// `--config`: the spec file; else the nearest `vipgen.json`, if any.
        var config: String?
        /// Write only the files of a scene that exists that are not there.
        var onlyMissing = false
        /// `--output` or `--tests-output` given: the scene goes where its spec entry could not say.
        var foldersGiven = false
        var options = WriteOptions()

        init(name: String) {
            self.name = name
            settings = SceneSpec(name: name)
        }
    }

    static func run(_ request: Request, events: RunEvents) throws -> RunReport {
        let options = request.options
        let opened = try RunProject.open(
            .ifPresent(explicit: request.config), flags: request.projectFlags, flavor: request.flavor,
            options: options, events: events)
        defer { opened.release() }
        if request.onlyMissing, let missing = try missingFiles(request, in: opened) {
            let writer = try RunWriter(.written, options: options, in: opened, events: events)
            for file in missing { try writer.add(file) }
            return try writer.finish()
        }
        let scene = try self.scene(request, spec: opened.spec)
        var siblings = (opened.spec?.spec.scenes ?? []).filter { $0.name != scene.name }
        siblings.append(scene)
        let generator = SceneGenerator(project: opened.project)
        var files: [OutputFile]
        do {
            files = try generator.files(for: scene, siblings: siblings)
        } catch let errors as SpecErrors where errors.errors.allSatisfy({ $0.file == nil }) {
            // A flag's value the scene's flavor refuses (`--base` on a SwiftUI scene): a usage error.
            throw UsageError(errors.description)
        }
        if opened.spec?.spec.scenes.contains(where: { $0.name == scene.name }) == true {
            try generator.checkMemberNames(of: [scene])
        } else {
            try checkFlags(scene, generator: generator)
        }
        let recorded = request.onlyMissing ? nil : try recording(scene, request, spec: opened.spec)
        if let recorded { files.append(recorded) }
        // A scene written by hand elsewhere in the app (`Scenes/Contact List/`) is not written twice,
        // even with --force: its types would be declared twice.
        if let duplicate = FileLocator.declaredElsewhere(scene.name, files: files, root: opened.directory) {
            throw MergeRefusals([duplicate])
        }
        if request.onlyMissing {
            // None of the scene's sources is there: the files that are (its tests) stay as they are.
            files = files.filter { POSIX.existence(of: $0.path) == .missing }
        }
        // A dry run lists the plan, files in the way included, and exits as the run would.
        if !options.force && !options.dryRun {
            let inTheWay = try FileWriter.plan(files).conflicts
            if !inTheWay.isEmpty { throw exists(scene.name, inTheWay, spec: opened.spec) }
        }
        // The package's manifest gains the scene's target, refused before anything is written.
        let manifests = try PackagePlan.manifests(for: [scene], all: siblings, project: opened.project)
        let writer = try RunWriter(
            .written, options: options, in: opened,
            edited: Set(
                (recorded.map { [$0] } ?? []).map(\.path) + manifests.filter { $0.intent == .edit }.map(\.path)),
            events: events)
        for file in files + manifests { try writer.add(file) }
        writer.appProducts = PackagePlan.appProducts(for: [scene], all: siblings, project: opened.project)
        var report = try writer.finish()
        report.warnings += RunWarnings.longLines(
            generator.longLineTally, lineLength: opened.project[Settings.lineLength])
        report.warnings += RunWarnings.routes(
            scene.routes.map { (scene.name, $0) }, writing: [scene.name], spec: opened.spec, project: opened.project)
        return report
    }

    /// `--only-missing` on a scene that exists: the files it lacks, as `vipgen add` with nothing to add
    /// would write the scene (its spec entry, else its items, flavor, worker, test library and module
    /// read from its files); nil when none of its sources is there, to write it as a new scene.
    private static func missingFiles(_ request: Request, in opened: RunProject) throws -> [OutputFile]? {
        if request.options.force {
            throw UsageError("--only-missing leaves the files that are there as they are; --force overwrites them")
        }
        let addition: ItemAddition
        do {
            addition = try ItemAddition.plan(
                scene: request.name, items: SceneItems([]), project: opened.project, spec: opened.spec, force: true,
                describesChanges: false)
        } catch EvolveError.sceneNotGenerated {
            return nil
        }
        let given = request.items.filter { !$0.values.isEmpty }.map { $0.kind.flag }
        if !given.isEmpty {
            throw UsageError(
                "scene '\(request.name)' exists, so --only-missing writes its files as they are now, and "
                    + given.map { "'\($0)'" }.joined(separator: ", ")
                    + " cannot change them: use 'vipgen add \(ItemKinds.commands) \(request.name) …'")
        }
        return addition.evolution.files.filter { $0.status == .created }.map {
            OutputFile(path: $0.path, contents: $0.contents)
        }
    }

    /// The spec file with an entry for the scene appended, as `vipgen add` records what it adds, so
    /// `generate` and `lint` know the scene; nil without a spec, for a scene the spec lists, and for
    /// one written outside the spec's folders (`--output`, `--tests-output`), which its entry could
    /// not say.
    private static func recording(_ scene: SceneSpec, _ request: Request, spec: SpecLoader.Loaded?) throws
        -> OutputFile?
    {
        guard let spec, !spec.spec.scenes.contains(where: { $0.name == scene.name }), !request.foldersGiven else {
            return nil
        }
        var entry = scene
        // `--flavor` is the run's; in the spec it is this scene's own.
        if let flavor = request.flavor { entry.flavor = FlavorChoice(flavor) }
        let text = try FileReader.readText(spec.path)
        guard let edited = try SpecTextEditor.addingScene(entry, in: text, file: spec.path) else { return nil }
        return OutputFile(path: spec.path, contents: edited, intent: .edit)
    }

    /// The scene to write: the spec's entry for NAME when it has one (a request describing the scene is
    /// refused then: the entry is where it is described), else the one the request describes.
    private static func scene(_ request: Request, spec: SpecLoader.Loaded?) throws -> SceneSpec {
        if let listed = spec?.spec.scenes.first(where: { $0.name == request.name }), let spec {
            let given = request.items.filter { !$0.values.isEmpty }.map { $0.kind.flag } + request.givenSettings
            if !given.isEmpty {
                throw UsageError(
                    "'\(spec.path)' describes the scene '\(request.name)', so \(given.map { "'\($0)'" }.joined(separator: ", ")) cannot change it: "
                        + "edit its entry there, then run 'vipgen generate --scene \(request.name)'")
            }
            return listed
        }
        func values(_ kind: any ItemKind.Type) -> [String] {
            request.items.first { ObjectIdentifier($0.kind) == ObjectIdentifier(kind) }?.values ?? []
        }
        do {
            return try SceneSpec.validated(
                name: request.name, useCases: values(UseCaseItem.self), fields: values(FieldItem.self),
                routes: values(RouteItem.self), dependencies: values(DependencyItem.self), settings: request.settings)
        } catch {
            // The request's values are the command line's: what is wrong with them is a usage error.
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
            throw UsageError(error.description)
        }
    }

    /// A scene whose files are there with other contents: most likely completed by hand, so the
    /// refusal points at what adds to it, and says what --force would cost.
    private static func exists(_ scene: String, _ paths: [String], spec: SpecLoader.Loaded?) -> CommandRefusal {
        let noun = paths.count == 1 ? "file is" : "files are"
        let add = "'vipgen add \(ItemKinds.commands) \(scene) …'"
        let evolve =
            spec?.spec.scenes.contains { $0.name == scene } == true
            ? "edit its entry in '\(spec!.path)' and run 'vipgen generate', or use \(add)" : "use \(add)"
        return CommandRefusal(
            "scene '\(scene)' exists: \(paths.count) of its \(noun) there with other contents; nothing was written:\n"
                + paths.map { "  \($0)\n" }.joined()
                + "To add to it, keeping the code written in it, \(evolve); to write only the files it lacks, "
                + "'vipgen scene \(scene) --only-missing'.",
            status: .cannotCreate)
    }
}
