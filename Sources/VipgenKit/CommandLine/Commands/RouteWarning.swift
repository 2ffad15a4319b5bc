/// A warning on standard error for each route whose destination is no scene yet: neither in the spec,
/// nor written by this run, nor a folder of the sources folder. Not an error, as the scene may come
/// next; but its router names the destination's types, so the app does not build until it does, and a
/// typo (`ShowNotee`) would otherwise pass unseen until the build.
enum RouteWarning {
    static func report(
        routes: [(scene: String, route: String)], writing: [String], spec: SpecLoader.Loaded?,
        project: ResolvedProject, quiet: Bool, console: Console
    ) {
        guard !quiet, !routes.isEmpty else { return }
        var known = Set(writing).union(spec?.spec.scenes.map(\.name) ?? [])
        let sources = project.sourcesDirectory
        for name in POSIX.listDirectory(sources.isEmpty ? "." : sources) where !name.hasPrefix(".") {
            if POSIX.existence(of: Paths.join(sources, name)) == .directory { known.insert(name) }
        }
        let specName = spec?.path ?? "the spec"
        var warned: Set<String> = []
        for (scene, route) in routes where !known.contains(route) && warned.insert(scene + "/" + route).inserted {
            console.err(
                "warning: route '\(route)' of scene '\(scene)' leads to no scene: '\(route)' is neither in \(specName) "
                    + "nor in \(sources.isEmpty ? "." : sources)/, so the router does not build until it exists"
                    + SpecAgreementRules.missingSceneFix(route, among: known) + "\n")
        }
    }
}
