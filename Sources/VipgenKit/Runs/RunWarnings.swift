/// What a run that wrote scenes warns of, after its files: not errors (the exit status stays 0).
enum RunWarnings {
    /// Generated lines longer than the project's `lineLength`: the code builds, but `swift format lint`
    /// flags those lines. One warning for the run, at the first such line.
    static func longLines(_ tally: LongLineTally, lineLength: Int) -> [String] {
        guard let (path, lines) = tally.first else { return [] }
        var message =
            "warning: \(path):\(lines.firstLine): line is \(lines.firstColumns) columns, longer than lineLength \(lineLength)"
        if tally.lineCount > 1 {
            message += " (\(tally.lineCount) lines in \(tally.fileCount) file\(tally.fileCount == 1 ? "" : "s"))"
        }
        message +=
            "; shorter names (the templates fit up to 32 characters in 120 columns) or a larger lineLength avoid it"
        return [message]
    }

    /// Each route whose destination is no scene yet: neither in the spec, nor written by this run, nor a
    /// folder of the sources folder. The scene may come next; but its router names the destination's
    /// types, so the app does not build until it does, and a typo (`ShowNotee`) would otherwise pass
    /// unseen until the build.
    static func routes(
        _ routes: [(scene: String, route: String)], writing: [String], spec: SpecLoader.Loaded?,
        project: ResolvedProject
    ) -> [String] {
        guard !routes.isEmpty else { return [] }
        var known = Set(writing).union(spec?.spec.scenes.map(\.name) ?? [])
        let sources = project[Settings.sources]
        for name in POSIX.listDirectory(sources.isEmpty ? "." : sources) where !name.hasPrefix(".") {
            if POSIX.existence(of: Paths.join(sources, name)) == .directory { known.insert(name) }
        }
        // A feature of the project's package: a folder of its `Sources/`.
        if let package = project.packageFolder(of: nil) {
            let features = Paths.join(package, "Sources")
            for name in POSIX.listDirectory(features) where !name.hasPrefix(".") {
                if POSIX.existence(of: Paths.join(features, name)) == .directory { known.insert(name) }
            }
        }
        let specName = spec?.path ?? "the spec"
        var warned: Set<String> = []
        var warnings: [String] = []
        for (scene, route) in routes where !known.contains(route) && warned.insert(scene + "/" + route).inserted {
            warnings.append(
                "warning: route '\(route)' of scene '\(scene)' leads to no scene: '\(route)' is neither in \(specName) "
                    + "nor in \(sources.isEmpty ? "." : sources)/, so the router does not build until it exists"
                    + SpecAgreementRules.missingSceneFix(route, among: known))
        }
        return warnings
    }
}
