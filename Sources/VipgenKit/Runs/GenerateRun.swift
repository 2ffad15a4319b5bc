/// `vipgen generate`: every scene of the spec, or those asked for. A scene none of whose files exist
/// is written whole; one that exists gains what the spec now implies and its files lack, as `add`
/// adds it; with `--force`, every file is written whole.
enum GenerateRun {
    struct Request {
        /// The spec file; else the nearest `vipgen.json`.
        var spec: String?
        /// Only these scenes of the spec; every scene when empty.
        var scenes: [String] = []
        var projectFlags = ProjectSettings()
        var flavor: String?
        var options = WriteOptions()
    }

    static func run(_ request: Request, events: RunEvents) throws -> RunReport {
        if let folder = request.spec, POSIX.existence(of: folder) == .directory {
            throw UsageError(folderGiven(folder))
        }
        let options = request.options
        let opened = try RunProject.open(
            .required(explicit: request.spec), flags: request.projectFlags, flavor: request.flavor, options: options,
            events: events)
        defer { opened.release() }
        let path = opened.spec?.path ?? SpecLoader.defaultFileName
        let all = opened.spec?.spec.scenes ?? []
        guard !all.isEmpty else {
            throw UsageError("'\(path)' describes no scenes; add one under \"scenes\"")
        }
        let names = all.map(\.name)
        for name in request.scenes where !names.contains(name) {
            throw UsageError("'\(path)' has no scene '\(name)'" + Suggestion.didYouMean(name, among: names))
        }
        let chosen = request.scenes.isEmpty ? all : all.filter { request.scenes.contains($0.name) }
        let generator = SceneGenerator(project: opened.project)
        try generator.checkMemberNames(of: chosen)
        // The packages' manifests gain the scenes' targets, refused before anything is written.
        let manifests = try PackagePlan.manifests(for: chosen, all: all, project: opened.project)
        var report: RunReport
        let evolver = Evolver(generator: generator, describesChanges: !options.quiet || options.dryRun)
        if !options.force, try chosen.contains(where: evolver.exists) {
            let writer = try RunWriter(.evolved, options: options, in: opened, events: events)
            var refusals: [MergeRefusal] = []
            // Scene by scene, each scene's texts written away before the next is read.
            let fresh = try evolver.evolveExisting(chosen, spec: all) { evolution in
                refusals += evolution.refusals
                try writer.add(evolution)
            }
            if !refusals.isEmpty {
                writer.cancel()
                throw MergeRefusals(refusals)
            }
            var created = Evolution()
            try generator.render(fresh, in: all) { file in
                created.files = [EvolvedFile(path: file.path, status: .created, original: nil, contents: file.contents)]
                try writer.add(created)
            }
            var edits = Evolution()
            edits.files = try PackagePlan.evolved(manifests)
            try writer.add(edits)
            writer.appProducts = PackagePlan.appProducts(for: chosen, all: all, project: opened.project)
            report = try writer.finish()
        } else {
            // No scene exists yet, or --force: every file written whole, streamed as rendered.
            let writer = try RunWriter(.written, options: options, in: opened, events: events)
            try generator.render(chosen, in: all, into: writer.add)
            for file in manifests { try writer.add(file) }
            writer.appProducts = PackagePlan.appProducts(for: chosen, all: all, project: opened.project)
            report = try writer.finish()
        }
        report.warnings += RunWarnings.longLines(
            generator.longLineTally, lineLength: opened.project[Settings.lineLength])
        report.warnings += RunWarnings.routes(
            chosen.flatMap { scene in scene.routes.map { (scene.name, $0) } }, writing: chosen.map(\.name),
            spec: opened.spec, project: opened.project)
        return report
    }

    /// A folder where the spec file goes: the spec inside it, or where scenes' folders are set.
    static func folderGiven(_ folder: String) -> String {
        let inside = Paths.join(folder, SpecLoader.defaultFileName)
        let hint =
            POSIX.existence(of: inside) == .file
            ? "did you mean '\(inside)'?"
            : "give the spec file (default: ./\(SpecLoader.defaultFileName)); the folders scenes go to are the spec's \"sources\" and \"tests\""
        return "'\(folder)' is a folder; 'vipgen generate' reads a spec file: \(hint)"
    }
}
