/// A scene that exists, read as `vipgen add` and `vipgen convert` read it: its spec entry, else its
/// items and flavor read back from its files, and what its files say of how they were written (the
/// worker's style, the test library, the storyboard, the module), so that rendering `current` with
/// `generator` gives the files as vipgen wrote them.
struct ReadBackScene {
    /// The scene as its files were generated.
    var current: SceneSpec
    /// Its spec entry, when the spec lists it.
    var listed: SceneSpec?
    /// Every scene of the spec, the scene as `current`.
    var beforeSpec: [SceneSpec]
    /// `current` rendered: the files as vipgen wrote them.
    var beforeFiles: [OutputFile]
    /// The generator that renders the scene as its files were written (test library, module).
    var generator: SceneGenerator
    /// The scene's worker is its own (no `XWorkerLogic`): new use cases answer themselves.
    var ownWorker: Bool
    let disk: DiskSnapshot
    let evolver: Evolver

    /// Reads the scene `name`, where `vipgen scene` writes it or wherever its files are; throws
    /// `EvolveError.sceneNotGenerated` when none of its sources is there.
    static func read(
        scene name: String, project: ResolvedProject, spec loaded: SpecLoader.Loaded?, describesChanges: Bool = true
    ) throws -> ReadBackScene {
        let disk = DiskSnapshot()
        var project = project
        project.placements[name] = try FileLocator.placements(of: name, project: project)
        var generator = SceneGenerator(project: project)
        let specScenes = loaded?.spec.scenes ?? []
        let listed = specScenes.first { $0.name == name }
        var current = try listed ?? SpecReadBack.items(ofScene: name, generator: generator, disk: disk)
        var beforeSpec = listed == nil ? specScenes + [current] : specScenes
        // The scene as its files were generated: rendered once, for knowing its flavor when the spec
        // does not say, whether it exists, which test library its tests use, and what is new.
        var beforeFiles = try generator.files(for: current, siblings: beforeSpec)
        if listed == nil,
            let flavor = try SpecReadBack.flavor(
                of: current, rendered: beforeFiles, generator: generator, disk: disk)
        {
            current.flavor = flavor
            // Its items are declared where that flavor declares them.
            current = try SpecReadBack.items(of: current, generator: generator, disk: disk)
            beforeSpec = specScenes + [current]
            beforeFiles = try generator.files(for: current, siblings: beforeSpec)
        }
        var ownWorker = false
        if let worker = try SpecReadBack.worker(of: current, generator: generator, disk: disk) {
            current.worker = worker
            beforeSpec = beforeSpec.map { $0.name == name ? current : $0 }
            beforeFiles = try generator.files(for: current, siblings: beforeSpec)
        } else if try SpecReadBack.hasOwnWorker(current, generator: generator, disk: disk) {
            // A worker of the scene's own kind (no `XWorkerLogic`): new use cases make their response
            // themselves, as the original templates' do, rather than call a worker method it lacks.
            ownWorker = true
            current.worker = .sync
            beforeSpec = beforeSpec.map { $0.name == name ? current : $0 }
            generator = generator.withContext(["answersItself": .bool(true)])
            beforeFiles = try generator.files(for: current, siblings: beforeSpec)
        }
        if let testing = try SpecReadBack.testing(
            of: current, siblings: beforeSpec, rendered: beforeFiles, generator: generator, disk: disk)
        {
            var tested = generator.project
            tested[Settings.testing] = testing
            generator = generator.with(project: tested)
            beforeFiles = try generator.files(for: current, siblings: beforeSpec)
        }
        if let storyboard = SpecReadBack.storyboard(
            of: beforeFiles, files: try generator.placedFiles(for: current).map(\.file), disk: disk)
        {
            current.storyboard = storyboard
            beforeSpec = beforeSpec.map { $0.name == name ? current : $0 }
            beforeFiles = try generator.files(for: current, siblings: beforeSpec)
        }
        if let module = SpecReadBack.module(of: beforeFiles, project: generator.project, disk: disk) {
            var tested = generator.project
            tested[Settings.module] = module
            generator = generator.with(project: tested)
            beforeFiles = try generator.files(for: current, siblings: beforeSpec)
        }
        let evolver = Evolver(generator: generator, describesChanges: describesChanges, disk: disk)
        guard evolver.sourcesExist(name, spec: current, files: beforeFiles) else {
            throw EvolveError.sceneNotGenerated(
                scene: name, folder: project.sceneFolder(name, scene: current))
        }
        return ReadBackScene(
            current: current, listed: listed, beforeSpec: beforeSpec, beforeFiles: beforeFiles, generator: generator,
            ownWorker: ownWorker, disk: disk, evolver: evolver)
    }
}
