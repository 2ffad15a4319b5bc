/// An app whose scenes exist already, as `vipgen init` describes it in the spec it writes: where its
/// scenes and their tests are, and each scene as its files declare it (flavor, worker, use cases,
/// routes, fields), so `vipgen lint` and `vipgen add` right after read it as it is.
enum ExistingApp {
    struct Description {
        /// The folder holding the scenes' folders, relative to the spec's folder.
        var sources: String
        /// The folder holding the scenes' test folders; nil when no scene has tests.
        var tests: String?
        var scenes: [SceneSpec]
    }

    /// The scenes under `folder`, or nil when it has none.
    static func describe(_ folder: String, project: ResolvedProject) throws -> Description? {
        let found = try Linter(project: project, spec: nil).scenes(under: [folder.isEmpty ? "." : folder])
        guard !found.isEmpty else { return nil }
        var sourceRoots: [String: Int] = [:]
        var testRoots: [String: Int] = [:]
        for scene in found {
            if let path = scene.files.first(where: { $0.0.role == .interactor && $0.0.destination == .sources })?.1 {
                sourceRoots[root(of: path, scene: scene.name), default: 0] += 1
            }
            if let path = scene.files.first(where: { $0.0.destination == .tests })?.1 {
                testRoots[root(of: path, scene: scene.name), default: 0] += 1
            }
        }
        // The folder most scenes are in; the first in name order on a tie, so the spec is the same each run.
        func most(_ counts: [String: Int]) -> String? {
            counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
        }
        guard let sources = most(sourceRoots) else { return nil }
        let tests = most(testRoots)
        var described = project
        described[Settings.sources] = sources
        if let tests { described[Settings.tests] = tests }
        var scenes: [SceneSpec] = []
        // The scenes of the folder the spec names; others are another module's.
        for scene in found
        where scene.files.contains(where: {
            $0.0.role == .interactor && $0.0.destination == .sources && root(of: $0.1, scene: scene.name) == sources
        }) {
            var placed = described
            placed.placements[scene.name] = try FileLocator.placements(of: scene.name, project: described)
            let generator = SceneGenerator(project: placed)
            var spec = SceneSpec(name: scene.name)
            if scene.flavor != project[Settings.flavor].name { spec.flavor = FlavorChoice(scene.flavor) }
            spec = try SpecReadBack.items(of: spec, generator: generator, disk: DiskSnapshot())
            if scene.flavor != project[Settings.flavor].name { spec.flavor = FlavorChoice(scene.flavor) }
            let disk = DiskSnapshot()
            if let worker = try SpecReadBack.worker(of: spec, generator: generator, disk: disk) {
                spec.worker = worker
            } else if try SpecReadBack.hasOwnWorker(spec, generator: generator, disk: disk) {
                spec.worker = .sync
            }
            scenes.append(spec)
        }
        return Description(sources: sources, tests: tests, scenes: scenes)
    }

    /// The folder holding a scene's folder: the scene's folder is the file's (`Contact List/`, named
    /// for the scene but for spaces and case), or the one above a per-role subfolder (`Example/Interactor/`).
    static func root(of path: String, scene: String) -> String {
        func named(_ folder: String) -> Bool {
            String(Paths.fileName(of: folder).filter { $0 != " " }).lowercased() == scene.lowercased()
        }
        let folder = Paths.parentDirectory(of: path)
        let above = Paths.parentDirectory(of: folder)
        if named(folder) { return above.isEmpty ? "." : above }
        if !above.isEmpty, named(above) {
            let root = Paths.parentDirectory(of: above)
            return root.isEmpty ? "." : root
        }
        return above.isEmpty ? "." : above
    }
}
