/// `vipgen convert SCENE --worker async|sync`: a scene's files rewritten in the other worker style.
///
/// A scene's files may have been completed by a person, and a worker written one way cannot be turned
/// into the other by adding declarations (every worker method changes its signature, the interactor
/// changes how it calls them). So convert rewrites a file only where that loses nothing: a file still
/// exactly as vipgen wrote it (the scene rendered in its present style) becomes what vipgen writes in the
/// new style; a file the style does not change is left as it is, whatever it holds; a file a person
/// changed that the style does change refuses the run before anything is written, naming each such file
/// (`--force` overwrites them, discarding what was written in them). The spec's entry for the scene gets
/// the new `worker` (its value replaced, or the member added), so `generate`, `add` and `lint` agree.
/// Every file is rendered before any is written, and all are written in one transaction.
enum ConvertRun {
    struct Request {
        var scene: String
        var worker: WorkerStyle
        var projectFlags = ProjectSettings()
        var config: String?
        var options = WriteOptions()
    }

    /// Reads a `--worker` value, naming the choices when it is not one of them.
    static func worker(_ text: String) throws -> WorkerStyle {
        do {
            return try WorkerStyle.parse(text)
        } catch {
            throw UsageError(error.message)
        }
    }

    static func run(_ request: Request, events: RunEvents) throws -> RunReport {
        let options = request.options
        let opened = try RunProject.open(
            .ifPresent(explicit: request.config), flags: request.projectFlags, options: options, events: events)
        defer { opened.release() }
        let conversion = try plan(
            scene: request.scene, to: request.worker, project: opened.project, spec: opened.spec,
            force: options.force)
        var evolution = Evolution()
        evolution.files = conversion.files
        if let spec = conversion.spec { evolution.files.append(spec) }
        let writer = try RunWriter(.evolved, options: options, in: opened, events: events)
        try writer.add(evolution)
        return try writer.finish()
    }

    /// What converting a scene writes: each of its files, and the spec file when it lists the scene.
    struct Conversion {
        var files: [EvolvedFile]
        var spec: EvolvedFile?
        /// The style the scene's files were written in.
        var from: WorkerStyle
    }

    /// Plans converting the scene `name` to `style`; throws, before anything is written, when a file
    /// a person changed would be rewritten (unless `force`), or when the scene's worker is its own.
    static func plan(
        scene name: String, to style: WorkerStyle, project: ResolvedProject, spec loaded: SpecLoader.Loaded?,
        force: Bool
    ) throws -> Conversion {
        let read = try ReadBackScene.read(scene: name, project: project, spec: loaded, describesChanges: false)
        guard !read.ownWorker else {
            throw CommandRefusal(
                "scene '\(name)' has a worker of its own (its worker file declares no '\(name)WorkerLogic'), "
                    + "which vipgen did not write and cannot convert; nothing was written",
                status: .dataError)
        }
        let from = read.current.worker ?? read.generator.project[Settings.worker]
        var converted = read.current
        converted.worker = style
        let afterSpec = read.beforeSpec.map { $0.name == name ? converted : $0 }
        let afterFiles = try read.generator.files(for: converted, siblings: afterSpec)
        var files: [EvolvedFile] = []
        var changed: [String] = []
        for (before, after) in zip(read.beforeFiles, afterFiles) {
            guard let original = try read.disk.text(after.path) else {
                // A file a person deleted stays deleted, as `add` leaves it.
                files.append(EvolvedFile(path: after.path, status: .absent, original: nil, contents: ""))
                continue
            }
            // Already as the new style has it, or a file the style does not change: left as it is.
            if original == after.contents || before.contents == after.contents {
                files.append(EvolvedFile(path: after.path, status: .unchanged, original: original, contents: original))
                continue
            }
            if original != before.contents { changed.append(after.path) }
            files.append(EvolvedFile(path: after.path, status: .updated, original: original, contents: after.contents))
        }
        if !changed.isEmpty && !force { throw refusal(name, from: from, to: style, changed) }
        var specFile: EvolvedFile?
        if let loaded, let listed = read.listed {
            let text = try FileReader.readText(loaded.path)
            // The entry's own `worker`, set or replaced; none added when the project's is the new style.
            let needed = listed.worker.map { $0 != style } ?? (project[Settings.worker] != style)
            let edited =
                needed
                ? try SpecTextEditor.setting(
                    Settings.worker.key, to: JSONText.quoted(style.rawValue), ofScene: name, in: text, file: loaded.path
                )
                    ?? text : text
            specFile = EvolvedFile(
                path: loaded.path, status: edited == text ? .unchanged : .updated, original: text, contents: edited)
        }
        return Conversion(files: files, spec: specFile, from: from)
    }

    /// Files a person changed that converting would rewrite: named, and nothing written.
    private static func refusal(_ scene: String, from: WorkerStyle, to: WorkerStyle, _ paths: [String])
        -> CommandRefusal
    {
        let verb = paths.count == 1 ? "differs" : "differ"
        return CommandRefusal(
            "scene '\(scene)' cannot be converted from its \(from.rawValue) worker to a \(to.rawValue) one: \(paths.count) of "
                + "its files \(verb) from what vipgen wrote, and converting would rewrite them whole; nothing was written:\n"
                + paths.map { "  \($0)\n" }.joined()
                + "Convert those by hand (or set them back as vipgen wrote them), then run the command again.",
            status: .cannotCreate)
    }
}
