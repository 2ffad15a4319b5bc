/// One file of a scene after evolving it: what vipgen would write, and what a person should know.
public struct EvolvedFile: Equatable, Sendable {
    public enum Status: String, Sendable {
        /// The file gains declarations.
        case updated
        /// The file was not there and vipgen writes it whole (a scene generated for the first time).
        case created
        /// The file has everything already.
        case unchanged
        /// The file was not there and is left so: a person removed it from a scene that exists.
        case absent
    }

    public var path: String
    public var status: Status
    /// The file as it is on disk; nil when it is not there.
    public var original: String?
    /// What the file holds after the run (its original when unchanged).
    public var contents: String
    public var added: [String] = []
    public var notFound: [String] = []
    public var suggestions: [String] = []
}

/// What evolving scenes gives: the files, and every refusal (a run writes nothing if there is one).
public struct SceneEvolution: Sendable {
    public var files: [EvolvedFile] = []
    public var refusals: [MergeRefusal] = []

    public init() {}
}

/// Brings a scene's existing files from what one version of its spec generates to what another does,
/// adding only what the newer version adds (see `DeclarationMerger`).
public struct SceneEvolver {
    public let generator: SceneGenerator
    /// Whether to list what each file gains. Without it (`-q`), a file still exactly as the older spec
    /// generates it simply becomes what the newer one generates, which is what merging gives too
    /// (FreshSceneMergeTests), without reading it into declarations.
    public var describesChanges: Bool

    /// The files as the run reads them, each once.
    let disk: SceneDisk

    public init(generator: SceneGenerator, describesChanges: Bool = true) {
        self.init(generator: generator, describesChanges: describesChanges, disk: SceneDisk())
    }

    init(generator: SceneGenerator, describesChanges: Bool, disk: SceneDisk) {
        self.generator = generator
        self.describesChanges = describesChanges
        self.disk = disk
    }

    /// Whether any of the scene's files is on disk: a scene that has none is generated, not evolved.
    public func exists(_ scene: SceneSpec, spec: [SceneSpec]) throws -> Bool {
        // Most scenes of a first `generate` have no folder yet: no need to render them to know.
        let folders = [generator.project.sourcesDirectory, generator.project.testsDirectory].map {
            Paths.join($0, scene.name)
        }
        guard folders.contains(where: { POSIX.existence(of: $0) == .directory }) else { return false }
        return try generator.files(for: scene, siblings: spec).contains { POSIX.existence(of: $0.path) != .missing }
    }

    /// For `vipgen generate`: the scenes none of whose files exist (to be written whole), and the
    /// others brought to what the spec implies, each gaining the items its files lack entirely.
    public func evolveExisting(_ scenes: [SceneSpec], spec: [SceneSpec]) throws -> (
        fresh: [SceneSpec], evolution: SceneEvolution
    ) {
        var fresh: [SceneSpec] = []
        var evolution = SceneEvolution()
        for scene in scenes {
            guard try exists(scene, spec: spec) else {
                fresh.append(scene)
                continue
            }
            // What is read of one scene is kept while it is evolved, not for the whole run.
            try SceneEvolver(generator: generator, describesChanges: describesChanges, disk: SceneDisk())
                .evolveExisting(scene, spec: spec, into: &evolution)
        }
        return (fresh, evolution)
    }

    /// One scene of `evolveExisting`, whose files exist.
    private func evolveExisting(_ scene: SceneSpec, spec: [SceneSpec], into evolution: inout SceneEvolution) throws {
        // Files exactly as vipgen writes them have nothing missing and nothing removed.
        let rendered = try generator.files(for: scene, siblings: spec)
        if try rendered.allSatisfy({ try read($0.path) == $0.contents }) {
            evolution.files += rendered.map {
                EvolvedFile(path: $0.path, status: .unchanged, original: $0.contents, contents: $0.contents)
            }
            return
        }
        // The scene's tests are evolved in the library, and for the module, they are written with,
        // as `vipgen add` evolves them: Swift Testing functions added to an `XCTestCase` do not compile.
        var project = generator.project
        if let testing = try SceneInference.testing(
            of: scene, siblings: spec, rendered: rendered, generator: generator, disk: disk)
        {
            project.testing = testing
        }
        if let module = SceneInference.module(of: rendered, project: generator.project, disk: disk) {
            project.module = module
        }
        let evolver =
            project == generator.project
            ? self
            : SceneEvolver(generator: SceneGenerator(project: project), describesChanges: describesChanges, disk: disk)
        var evolved = SceneEvolution()
        let missing = try evolver.itemsMissing(from: scene, spec: spec)
        let before = scene.removing(missing)
        let beforeSpec = spec.map { $0.name == scene.name ? before : $0 }
        try evolver.evolve(from: before, to: scene, beforeSpec: beforeSpec, afterSpec: spec, into: &evolved)
        if !evolved.refusals.isEmpty, let mismatch = try flavorMismatch(of: scene, rendered: rendered) {
            evolved.refusals = [mismatch]
        }
        if project.testing != generator.project.testing,
            let index = evolved.files.firstIndex(where: {
                Paths.normalize($0.path).hasPrefix(project.testsDirectory + "/")
            })
        {
            let name = { (library: TestingLibrary) in library == .xctest ? "XCTest" : "Swift Testing" }
            evolved.files[index].suggestions.append(
                "the tests of scene '\(scene.name)' are written with \(name(project.testing)), so they gain "
                    + "\(name(project.testing)) tests, not \(name(generator.project.testing)) ones; "
                    + "'vipgen generate --scene \(scene.name) --force' rewrites them, discarding the code written in them"
            )
        }
        evolution.files += evolved.files
        evolution.refusals += evolved.refusals
    }

    /// When the scene's files are of another flavor than the one `rendered` (the scene as the spec says)
    /// is, the one refusal to report instead of every declaration not found where that flavor puts it.
    func flavorMismatch(of scene: SceneSpec, rendered: [OutputFile]) throws -> MergeRefusal? {
        let said = scene.flavor?.name ?? generator.defaultFlavor.name
        let found =
            try FlavorInference.flavor(ofScene: scene.name, generator: generator, disk: disk)?.name
            ?? generator.defaultFlavor.name
        guard found != said, let first = rendered.first else { return nil }
        let source = scene.flavor != nil ? "its entry in the spec says" : "the spec's project flavor is"
        return MergeRefusal(
            path: first.path, line: nil,
            message:
                "scene '\(scene.name)' was written in the flavor '\(found)', but \(source) '\(said)'; nothing was written. "
                + "To keep evolving it as it is, pin its flavor: \"flavor\": \"\(found)\" in its entry in the spec. "
                + "(--force would rewrite it in '\(said)', discarding the code written in it.)")
    }

    /// Whether any of `files` (the scene as rendered) that is a source file (not a test) is on disk.
    func sourcesExist(_ scene: String, files: [OutputFile]) -> Bool {
        let folder = Paths.join(generator.project.sourcesDirectory, scene) + "/"
        return files.contains { Paths.normalize($0.path).hasPrefix(folder) && POSIX.existence(of: $0.path) != .missing }
    }

    /// Evolves `scene`'s files from `before` (its spec when they were generated) to `after`.
    /// - Parameters:
    ///   - beforeSpec, afterSpec: every scene of the spec in each version, for routes' data passing.
    public func evolve(
        from before: SceneSpec, to after: SceneSpec, beforeSpec: [SceneSpec], afterSpec: [SceneSpec],
        into evolution: inout SceneEvolution
    ) throws {
        try evolve(
            from: generator.files(for: before, siblings: beforeSpec),
            to: generator.files(for: after, siblings: afterSpec),
            into: &evolution)
    }

    /// Evolves a scene's files from `beforeFiles` (as its spec rendered them when they were
    /// generated) to `afterFiles` (as the newer spec renders them), file by file in the same order.
    func evolve(from beforeFiles: [OutputFile], to afterFiles: [OutputFile], into evolution: inout SceneEvolution)
        throws
    {
        for (old, new) in zip(beforeFiles, afterFiles) {
            guard let original = try read(new.path) else {
                // A file missing from a folder that exists was removed by a person; a whole folder
                // missing (the tests written somewhere new) was never generated there.
                let folderExists = POSIX.existence(of: Paths.parentDirectory(of: new.path)) != .missing
                evolution.files.append(
                    EvolvedFile(
                        path: new.path, status: folderExists ? .absent : .created, original: nil,
                        contents: folderExists ? "" : new.contents))
                continue
            }
            var file = EvolvedFile(path: new.path, status: .unchanged, original: original, contents: original)
            // Read as Swift once: reading the scene back may have done it already.
            let parsed = describesChanges || original != old.contents ? try disk.source(new.path) : nil
            do {
                if !describesChanges && original == old.contents {
                    file.contents = new.contents
                    if new.contents != original { file.status = .updated }
                } else if old.contents == new.contents {
                    // Nothing to add: only say what the file no longer has, when it can be read.
                    if describesChanges,
                        let merge = try? DeclarationMerger.merge(
                            path: new.path, existing: original, before: old.contents, after: new.contents,
                            parsed: parsed)
                    {
                        file.notFound = merge.notFound
                    }
                } else {
                    let merge = try DeclarationMerger.merge(
                        path: new.path, existing: original, before: old.contents, after: new.contents,
                        parsed: parsed)
                    file.contents = merge.text
                    file.added = merge.added
                    file.notFound = merge.notFound
                    file.suggestions = merge.suggestions
                    if merge.text != original { file.status = .updated }
                }
            } catch {
                evolution.refusals.append(error)
            }
            evolution.files.append(file)
        }
    }

    /// The items of `scene` that its files lack entirely: none of the declarations an item brings is
    /// there. An item with some of its declarations present was generated before, and what is missing
    /// of it a person removed.
    public func itemsMissing(from scene: SceneSpec, spec: [SceneSpec]) throws -> SceneItems {
        let full = try generator.files(for: scene, siblings: spec)
        var existing: [Set<String>?] = []
        for file in full {
            existing.append((try? disk.source(file.path)?.get()).map(DeclarationIndex.pathKeys(of:)))
        }
        let fullKeys = full.map { (try? SwiftSource($0.contents)).map(DeclarationIndex.pathKeys(of:)) ?? [] }
        var missing = SceneItems()
        let explicit = SceneItems(useCases: scene.useCases, fields: scene.fields, routes: scene.routes)
        for item in explicit.each {
            let reduced = scene.removing(item)
            let siblings = spec.map { $0.name == scene.name ? reduced : $0 }
            let without = try generator.files(for: reduced, siblings: siblings)
            var brought = false
            var present = false
            for index in full.indices {
                guard let keys = existing[index] else { continue }
                let withoutKeys = (try? SwiftSource(without[index].contents)).map(DeclarationIndex.pathKeys(of:)) ?? []
                let contributed = fullKeys[index].subtracting(withoutKeys)
                if !contributed.isEmpty { brought = true }
                if !contributed.isDisjoint(with: keys) {
                    present = true
                    break
                }
            }
            if brought && !present {
                missing.useCases += item.useCases
                missing.fields += item.fields
                missing.routes += item.routes
            }
        }
        return missing
    }

    /// The file's text, or nil when there is none.
    func read(_ path: String) throws -> String? {
        try disk.text(path)
    }
}
