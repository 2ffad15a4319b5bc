import SwiftScanning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file of a scene after evolving it: what vipgen would write, and what a person should know.
struct EvolvedFile: Equatable, Sendable {
    enum Status: String, Sendable {
        /// The file gains declarations.
        case updated
        /// The file was not there and vipgen writes it whole (a scene generated for the first time).
        case created
        /// The file has everything already.
        case unchanged
        /// The file was not there and is left so: a person removed it from a scene that exists.
        case absent
    }

    var path: String
    var status: Status
    /// The file as it is on disk; nil when it is not there.
    var original: String?
    /// What the file holds after the run (its original when unchanged).
    var contents: String
    var added: [String] = []
    var notFound: [String] = []
    /// Generated declarations a person moved into another file of the scene, with that file.
    var foundElsewhere: [String] = []
    var suggestions: [String] = []
    /// An absent file the items asked for would have gained declarations in: a part the scene does
    /// without, where what was asked for could not go.
    var wouldGain = false

    init(
        path: String, status: Status, original: String?, contents: String, added: [String] = [],
        notFound: [String] = [], suggestions: [String] = []
    ) {
        self.path = path
        self.status = status
        self.original = original
        self.contents = contents
        self.added = added
        self.notFound = notFound
        self.suggestions = suggestions
    }
}

/// What evolving scenes gives: the files, and every refusal (a run writes nothing if there is one).
struct Evolution: Sendable {
    var files: [EvolvedFile] = []
    var refusals: [MergeRefusal] = []

    init() {}
}

/// Brings a scene's existing files from what one version of its spec generates to what another does,
/// adding only what the newer version adds (see `DeclarationMerger`).
struct Evolver {
    let generator: SceneGenerator
    /// Whether to list what each file gains. Without it (`-q`), a file still exactly as the older spec
    /// generates it simply becomes what the newer one generates, which is what merging gives too
    /// (FreshSceneMergeTests), without reading it into declarations.
    var describesChanges: Bool

    /// The files as the run reads them, each once.
    let disk: DiskSnapshot

    init(generator: SceneGenerator, describesChanges: Bool = true) {
        self.init(generator: generator, describesChanges: describesChanges, disk: DiskSnapshot())
    }

    init(generator: SceneGenerator, describesChanges: Bool, disk: DiskSnapshot) {
        self.generator = generator
        self.describesChanges = describesChanges
        self.disk = disk
    }

    /// Whether any of the scene's files is on disk: a scene that has none is generated, not evolved.
    func exists(_ scene: SceneSpec, spec: [SceneSpec]) throws -> Bool {
        try exists(scene)
    }

    /// As `exists(_:spec:)`: where the files go does not depend on the other scenes, so nothing is rendered.
    func exists(_ scene: SceneSpec) throws -> Bool {
        // Most scenes of a first `generate` have no folder yet: no need to look for their files.
        let folders = [false, true].map { generator.project.sceneFolder(scene.name, scene: scene, tests: $0) }
        guard folders.contains(where: { POSIX.existence(of: $0) == .directory }) else { return false }
        return try generator.paths(for: scene).contains { POSIX.existence(of: $0) != .missing }
    }

    /// For `vipgen generate`: the scenes none of whose files exist (to be written whole), and the
    /// others brought to what the spec implies, each gaining the items its files lack entirely.
    func evolveExisting(_ scenes: [SceneSpec], spec: [SceneSpec]) throws -> (
        fresh: [SceneSpec], evolution: Evolution
    ) {
        var evolution = Evolution()
        let fresh = try evolveExisting(scenes, spec: spec) { scene in
            evolution.files += scene.files
            evolution.refusals += scene.refusals
        }
        return (fresh, evolution)
    }

    /// As `evolveExisting(_:spec:)`, handing each existing scene's evolution to `each` as soon as it
    /// is made, so that a caller writing it away holds a few scenes' texts at a time; returns the
    /// scenes to write whole. Time is linear in the number of scenes: the spec is indexed once.
    ///
    /// Scenes are read, rendered and merged apart from each other, on one thread per core, a few
    /// scenes ahead of `each`, which gets them on the calling thread in the order of `scenes`: what a
    /// scene's evolution is does not depend on when it is made, and `each` writes them away (the
    /// system's share of the time) while the next are made. A scene that fails to evolve throws when
    /// its turn comes, after the scenes before it were handed over, as one after another would.
    func evolveExisting(
        _ scenes: [SceneSpec], spec: [SceneSpec], threads: Int = ParallelWork.cores,
        each: (Evolution) throws -> Void
    ) throws -> [SceneSpec] {
        let index = SpecIndex(spec)
        let generator = generator
        let describesChanges = describesChanges
        var fresh: [SceneSpec] = []
        try OrderedWork.run(
            scenes.count, threads: threads, window: 4 * max(1, threads),
            produce: { position -> Result<Evolution?, any Error> in
                Result {
                    // What is read of one scene is kept while it is evolved, not for the whole run.
                    let evolver = Evolver(
                        generator: generator, describesChanges: describesChanges, disk: DiskSnapshot())
                    guard try evolver.exists(scenes[position]) else { return nil }
                    var evolution = Evolution()
                    try evolver.evolveExisting(scenes[position], index: index, into: &evolution)
                    return evolution
                }
            },
            consume: { position, made in
                if let evolution = try made.get() {
                    try each(evolution)
                } else {
                    fresh.append(scenes[position])
                }
            })
        return fresh
    }

    /// One scene of `evolveExisting`, whose files exist.
    private func evolveExisting(_ scene: SceneSpec, index: SpecIndex, into evolution: inout Evolution) throws {
        // Files exactly as vipgen writes them have nothing missing and nothing removed.
        func unchanged(_ rendered: [OutputFile]) throws -> Bool {
            guard try rendered.allSatisfy({ try read($0.path) == $0.contents }) else { return false }
            evolution.files += rendered.map {
                EvolvedFile(path: $0.path, status: .unchanged, original: $0.contents, contents: $0.contents)
            }
            return true
        }
        var rendered = try generator.files(for: scene, in: index)
        if try unchanged(rendered) { return }
        // Files exactly as the spec without its new items renders them have the spec's worker style:
        // the usual case needs no reading of the worker as Swift.
        if let beforeFiles = try generatedWithoutNewItems(scene, index: index, rendered: rendered) {
            try evolve(from: beforeFiles, to: rendered, policy: generator.mergePolicy(for: scene), into: &evolution)
            return
        }
        // The scene's files say how its worker works: new members are written that way.
        var scene = scene
        var index = index
        if let worker = try SpecReadBack.worker(of: scene, generator: generator, disk: disk) {
            scene.worker = worker
            index = index.replacing(scene)
            rendered = try generator.files(for: scene, in: index)
            if try unchanged(rendered) { return }
            if let beforeFiles = try generatedWithoutNewItems(scene, index: index, rendered: rendered) {
                try evolve(from: beforeFiles, to: rendered, policy: generator.mergePolicy(for: scene), into: &evolution)
                return
            }
        }
        // The scene's tests are evolved in the library, and for the module, they are written with,
        // as `vipgen add` evolves them: Swift Testing functions added to an `XCTestCase` do not compile.
        var project = generator.project
        if let testing = try SpecReadBack.testing(
            of: scene, index: index, rendered: rendered, generator: generator, disk: disk)
        {
            project[Settings.testing] = testing
        }
        if let module = SpecReadBack.module(of: rendered, project: generator.project, disk: disk) {
            project[Settings.module] = module
        }
        let evolver =
            project == generator.project
            ? self
            : Evolver(generator: SceneGenerator(project: project), describesChanges: describesChanges, disk: disk)
        var evolved = Evolution()
        let afterFiles = project == generator.project ? rendered : try evolver.generator.files(for: scene, in: index)
        let missing = try evolver.itemsMissing(from: scene, index: index, rendered: afterFiles)
        let before = scene.removing(missing)
        let beforeFiles =
            missing.isEmpty ? afterFiles : try evolver.generator.files(for: before, in: index.replacing(before))
        try evolver.evolve(
            from: beforeFiles, to: afterFiles, policy: generator.mergePolicy(for: scene), into: &evolved)
        if !evolved.refusals.isEmpty, let mismatch = try flavorMismatch(of: scene, rendered: rendered) {
            evolved.refusals = [mismatch]
        }
        if project[Settings.testing] != generator.project[Settings.testing],
            let index = evolved.files.firstIndex(where: {
                Paths.normalize($0.path).hasPrefix(project[Settings.tests] + "/")
            })
        {
            let name = { (library: TestingLibrary) in library == .xctest ? "XCTest" : "Swift Testing" }
            let written = name(project[Settings.testing])
            evolved.files[index].suggestions.append(
                "the tests of scene '\(scene.name)' are written with \(written), so they gain "
                    + "\(written) tests, not \(name(generator.project[Settings.testing])) ones, and keep the code "
                    + "written in them"
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
        // `init` writes the flavor lint reads from the scene's files: where that is the one said, the
        // scene is of it, and the refusals themselves say what is in the way.
        var roots: [String] = []
        for file in rendered where POSIX.existence(of: file.path) == .file {
            let folder = Paths.parentDirectory(of: file.path)
            if !roots.contains(folder) { roots.append(folder) }
        }
        roots = roots.filter { root in !roots.contains { root != $0 && root.hasPrefix($0 + "/") } }
        if !roots.isEmpty,
            let linted = try? Linter(project: generator.project, spec: nil).scenes(under: roots).first(where: {
                $0.name == scene.name
            }), linted.flavor == said
        {
            return nil
        }
        let source = scene.flavor != nil ? "its entry in the spec says" : "the spec's project flavor is"
        return MergeRefusal(
            path: first.path, line: nil,
            message:
                "scene '\(scene.name)' was written in the flavor '\(found)', but \(source) '\(said)'; nothing was written. "
                + "To keep evolving it as it is, pin its flavor: \"flavor\": \"\(found)\" in its entry in the spec.")
    }

    /// The usual case, found without working out item by item what the files lack: the files are
    /// exactly what vipgen writes for the scene without the items whose names they never mention
    /// (the items added to the spec since). Then those are the items missing, and the files as
    /// rendered without them (returned) are what evolving starts from. Two renders and a compare,
    /// instead of a render and a reading as Swift per item; nil when the files are anything else.
    private func generatedWithoutNewItems(
        _ scene: SceneSpec, index: SpecIndex, rendered: [OutputFile]
    ) throws -> [OutputFile]? {
        var texts: [String] = []
        for file in rendered {
            guard let text = try read(file.path) else { return nil }
            texts.append(text)
        }
        var unmentioned = SceneItems()
        for item in SceneItems(of: scene).items {
            // A declaration an item brings names it, with its first letter in either case.
            let tail = String(item.name.unicodeScalars.dropFirst())
            guard !tail.isEmpty, !texts.contains(where: { Self.text($0, contains: tail) }) else { continue }
            unmentioned.items.append(item)
        }
        guard !unmentioned.isEmpty else { return nil }
        let before = scene.removing(unmentioned)
        let beforeFiles = try generator.files(for: before, in: index.replacing(before))
        return zip(beforeFiles, texts).allSatisfy { $0.contents == $1 } ? beforeFiles : nil
    }

    /// Whether any of `files` (the scene as rendered) that is a source file (not a test) is on disk.
    /// The scene a placed file belongs to, by the placements that name it; "" when none does.
    static func sceneName(of path: String, in project: ResolvedProject) -> String {
        project.placements.first { $0.value.values.contains(path) }?.key
            ?? project.placements.keys.first { path.contains("/" + $0 + "/") || Paths.fileName(of: path).hasPrefix($0) }
            ?? ""
    }

    /// - Parameter spec: the scene's spec entry, which may name a package of its own.
    func sourcesExist(_ scene: String, spec: SceneSpec? = nil, files: [OutputFile]) -> Bool {
        let folder = generator.project.sceneFolder(scene, scene: spec) + "/"
        // A scene found elsewhere by its files' names (`Scenes/Contact List/`) is where they are.
        let placed = Set((generator.project.placements[scene] ?? [:]).values)
        return files.contains {
            (Paths.normalize($0.path).hasPrefix(folder) || placed.contains($0.path))
                && POSIX.existence(of: $0.path) != .missing
        }
    }

    /// Evolves `scene`'s files from `before` (its spec when they were generated) to `after`.
    /// - Parameters:
    ///   - beforeSpec, afterSpec: every scene of the spec in each version, for routes' data passing.
    func evolve(
        from before: SceneSpec, to after: SceneSpec, beforeSpec: [SceneSpec], afterSpec: [SceneSpec],
        into evolution: inout Evolution
    ) throws {
        try evolve(
            from: generator.files(for: before, siblings: beforeSpec),
            to: generator.files(for: after, siblings: afterSpec),
            policy: generator.mergePolicy(for: after), into: &evolution)
    }

    /// Evolves a scene's files from `beforeFiles` (as its spec rendered them when they were
    /// generated) to `afterFiles` (as the newer spec renders them), file by file in the same order.
    func evolve(
        from beforeFiles: [OutputFile], to afterFiles: [OutputFile], policy: MergePolicy,
        into evolution: inout Evolution
    ) throws {
        var policy = policy
        if policy.handWritten {
            policy.missingTypes = missingTypes(of: afterFiles).subtracting(policy.declaredByRun)
                .union(policy.alsoMissing)
        }
        let (beforeFiles, afterFiles) = protocolsInFilesOfTheirOwn(before: beforeFiles, after: afterFiles)
        // The other files of the scene's folders, read as Swift once they are needed: a method a person
        // moved into an extension in another file is there, and adding it again would not compile.
        var indexes: [String: DeclarationIndex]?
        func elsewhere(than path: String) -> [DeclarationIndex] {
            if indexes == nil {
                var all: [String: DeclarationIndex] = [:]
                var folders: [String] = []
                for file in afterFiles where file.path.hasSuffix(".swift") {
                    let folder = Paths.parentDirectory(of: file.path)
                    if !folders.contains(folder) { folders.append(folder) }
                }
                // Every Swift file in the scene's folders, the ones a person added too.
                for folder in folders {
                    for name in POSIX.listDirectory(folder.isEmpty ? "." : folder).sorted()
                    where name.hasSuffix(".swift") && !name.hasPrefix(".") {
                        let path = folder.isEmpty ? name : folder + "/" + name
                        if let source = try? disk.source(path)?.get() {
                            all[path] = DeclarationIndex(source: source, file: path)
                        }
                    }
                }
                indexes = all
            }
            // Only the files of the same folder: the scene's tests are another target, whose
            // extensions the sources do not see.
            let folder = Paths.parentDirectory(of: path)
            return indexes!.filter { $0.key != path && Paths.parentDirectory(of: $0.key) == folder }.map(\.value)
        }
        for (old, new) in zip(beforeFiles, afterFiles) {
            guard let original = try read(new.path) else {
                // A file missing from a folder that exists was removed by a person; a whole folder
                // missing (the tests written somewhere new) was never generated there.
                // A scene written by hand (found by its files' names) that has no such file does without it.
                let folderExists =
                    POSIX.existence(of: Paths.parentDirectory(of: new.path)) != .missing
                    || generator.project.placements[Self.sceneName(of: new.path, in: generator.project)] != nil
                var file = EvolvedFile(
                    path: new.path, status: folderExists ? .absent : .created, original: nil,
                    contents: folderExists ? "" : new.contents)
                file.wouldGain = folderExists && old.contents != new.contents
                evolution.files.append(file)
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
                            parsed: parsed, elsewhere: elsewhere(than: new.path))
                    {
                        file.notFound = merge.notFound
                        file.foundElsewhere = merge.foundElsewhere
                    }
                } else {
                    let merge = try DeclarationMerger.merge(
                        path: new.path, existing: original, before: old.contents, after: new.contents,
                        policy: policy, parsed: parsed, elsewhere: elsewhere(than: new.path))
                    file.contents = merge.text
                    file.added = merge.added
                    file.notFound = merge.notFound
                    file.foundElsewhere = merge.foundElsewhere
                    file.suggestions = merge.suggestions
                    if merge.text != original { file.status = .updated }
                }
            } catch {
                // Tests a team writes its own way (no spies where vipgen puts them) are theirs: left as
                // they are, and said, rather than a reason to add nothing to the scene.
                let tests = Paths.normalize(generator.project[Settings.tests]) + "/"
                if error.message.hasPrefix("did not find"), Paths.normalize(new.path).hasPrefix(tests) {
                    file.suggestions.append(
                        "these tests are written their own way (\(error.message)); left as they are: test what was added by hand"
                    )
                } else {
                    evolution.refusals.append(error)
                }
            }
            evolution.files.append(file)
        }
    }

    /// The renders with each protocol a person keeps in a file of its own beside the scene's files
    /// (`Interactor/XBusinessLogic.swift`), or in another of the scene's files, moved out of the file the
    /// flavor declares it in and into a render of that file: what the protocol gains is added where it is.
    func protocolsInFilesOfTheirOwn(before: [OutputFile], after: [OutputFile]) -> ([OutputFile], [OutputFile]) {
        var folders: [String] = []
        for file in after where file.path.hasSuffix(".swift") && POSIX.existence(of: file.path) == .file {
            let folder = Paths.parentDirectory(of: file.path)
            if !folders.contains(folder) { folders.append(folder) }
        }
        // Each Swift file of the scene's folders, with the protocols it declares: one the render puts in
        // another of the scene's files (the router's protocol beside the view controller that holds a
        // coordinator by it) gains its requirements there too.
        var declaring: [String: [String]] = [:]
        for folder in folders {
            for name in POSIX.listDirectory(folder.isEmpty ? "." : folder).sorted() where name.hasSuffix(".swift") {
                let path = folder.isEmpty ? name : folder + "/" + name
                // A file that never writes the keyword declares no protocol: not read as Swift for it
                // (the scene's tests, which an `add -q` replaces without parsing, were a twentieth of it).
                guard let text = try? disk.text(path), TextSearch.offset(of: "protocol", in: text) != nil,
                    let source = try? disk.source(path)?.get()
                else { continue }
                for declaration in source.declarations where declaration.keyword == "protocol" {
                    declaring[declaration.name, default: []].append(path)
                }
            }
        }
        guard !declaring.isEmpty else { return (before, after) }
        var before = before
        var after = after
        var moved: [String: (before: String, after: String)] = [:]
        var order: [String] = []
        for index in after.indices where after[index].path.hasSuffix(".swift") {
            // Only a rendered file that may declare a protocol the disk has in one other file is parsed
            // (twice, as rendered before and after): for most scenes none is, and parsing every file
            // was a fifth of an `add`.
            let path = after[index].path
            let mentioned = Self.protocolNames(in: after[index].contents)
            guard declaring.contains(where: { name, paths in paths != [path] && mentioned.contains(name) }) else {
                continue
            }
            guard let existing = try? disk.source(after[index].path)?.get(),
                let afterSource = try? SwiftSource(after[index].contents),
                let beforeSource = try? SwiftSource(before[index].contents)
            else { continue }
            let here = Set(existing.declarations.filter { $0.keyword == "protocol" }.map(\.name))
            var afterCuts: [Range<Int>] = []
            var beforeCuts: [Range<Int>] = []
            for declaration in afterSource.declarations where declaration.keyword == "protocol" {
                guard !here.contains(declaration.name), let paths = declaring[declaration.name], paths.count == 1,
                    let old = beforeSource.declarations.first(where: {
                        $0.keyword == "protocol" && $0.name == declaration.name
                    })
                else { continue }
                let afterRange =
                    afterSource.lineStart(of: declaration.start)..<afterSource.lineEnd(after: declaration.end - 1)
                let beforeRange = beforeSource.lineStart(of: old.start)..<beforeSource.lineEnd(after: old.end - 1)
                afterCuts.append(afterRange)
                beforeCuts.append(beforeRange)
                let path = paths[0]
                if moved[path] == nil { order.append(path) }
                moved[path, default: ("", "")].before += beforeSource.text(beforeRange) + "\n"
                moved[path, default: ("", "")].after += afterSource.text(afterRange) + "\n"
            }
            func cut(_ ranges: [Range<Int>], from source: SwiftSource) -> String {
                var text = ""
                var offset = 0
                for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                    text += source.text(offset..<range.lowerBound)
                    offset = range.upperBound
                }
                return text + source.text(offset..<source.bytes.count)
            }
            if !afterCuts.isEmpty {
                after[index] = OutputFile(
                    path: after[index].path, contents: cut(afterCuts, from: afterSource), intent: after[index].intent)
                before[index] = OutputFile(
                    path: before[index].path, contents: cut(beforeCuts, from: beforeSource),
                    intent: before[index].intent)
            }
        }
        for path in order {
            if let index = after.firstIndex(where: { $0.path == path }) {
                // Into another file of the render: at its end, where its own declarations come first.
                after[index] = OutputFile(
                    path: path, contents: after[index].contents + "\n" + moved[path]!.after, intent: after[index].intent
                )
                before[index] = OutputFile(
                    path: path, contents: before[index].contents + "\n" + moved[path]!.before,
                    intent: before[index].intent)
            } else {
                before.append(OutputFile(path: path, contents: moved[path]!.before))
                after.append(OutputFile(path: path, contents: moved[path]!.after))
            }
        }
        return (before, after)
    }

    /// The words that follow the word `protocol` and blanks in `text`: the protocols it declares, and
    /// any a comment mentions so, which only cost a parse. One pass over the bytes.
    static func protocolNames(in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            let keyword: [UInt8] = Array("protocol".utf8)
            var names: Set<String> = []
            var index = 0
            while index + keyword.count < bytes.count {
                guard bytes[index] == 0x70,  // p
                    index == 0 || !ASCII.isIdentifierPart(bytes[index - 1]),
                    bytes[index..<index + keyword.count].elementsEqual(keyword)
                else {
                    index += 1
                    continue
                }
                var start = index + keyword.count
                var blanks = start
                while blanks < bytes.count,
                    bytes[blanks] == 0x20 || bytes[blanks] == 0x09 || bytes[blanks] == 0x0A || bytes[blanks] == 0x0D
                {
                    blanks += 1
                }
                guard blanks > start else {
                    index = start
                    continue
                }
                start = blanks
                var end = start
                while end < bytes.count, ASCII.isIdentifierPart(bytes[end]) { end += 1 }
                if end > start { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
                index = end
            }
            return names
        }
    }

    /// The types the scene's sources are rendered with that no Swift file in the folders of its files
    /// on disk declares: a scene written by hand does without some (`XDataStore`, `XDataPassing`).
    func missingTypes(of afterFiles: [OutputFile]) -> Set<String> {
        let tests = Paths.normalize(generator.project[Settings.tests]) + "/"
        let sources = afterFiles.filter { $0.path.hasSuffix(".swift") && !Paths.normalize($0.path).hasPrefix(tests) }
        var rendered: Set<String> = []
        for file in sources {
            guard let source = try? SwiftSource(file.contents) else { continue }
            for declaration in source.declarations where declaration.kind == .type || declaration.kind == .typeAlias {
                rendered.insert(declaration.name)
            }
        }
        var folders: [String] = []
        for file in sources where POSIX.existence(of: file.path) == .file {
            let folder = Paths.parentDirectory(of: file.path)
            if !folders.contains(folder) { folders.append(folder) }
        }
        // A scene none of whose files is there has nothing to compare with.
        guard !folders.isEmpty else { return [] }
        var declared: Set<String> = []
        for folder in folders {
            for name in POSIX.listDirectory(folder.isEmpty ? "." : folder) where name.hasSuffix(".swift") {
                let path = folder.isEmpty ? name : folder + "/" + name
                guard let source = try? disk.source(path)?.get() else { continue }
                for declaration in source.declarations
                where declaration.kind == .type || declaration.kind == .typeAlias {
                    declared.insert(declaration.name)
                }
            }
        }
        return rendered.subtracting(declared)
    }

    /// The items of `scene` that its files lack entirely: none of the declarations an item brings is
    /// there. An item with some of its declarations present was generated before, and what is missing
    /// of it a person removed.
    func itemsMissing(from scene: SceneSpec, spec: [SceneSpec]) throws -> SceneItems {
        let index = SpecIndex(spec)
        return try itemsMissing(from: scene, index: index, rendered: generator.files(for: scene, in: index))
    }

    /// As `itemsMissing(from:spec:)`, with the scene's files as rendered already.
    func itemsMissing(from scene: SceneSpec, index: SpecIndex, rendered full: [OutputFile]) throws -> SceneItems {
        // The declarations on disk, read as Swift once and only for the files some item changes;
        // nil for a file that is not there or cannot be read.
        var existing = [Set<PathKey>??](repeating: nil, count: full.count)
        // Read as Swift only for the files some item changes.
        var fullKeys = [Set<PathKey>?](repeating: nil, count: full.count)
        var missing = SceneItems()
        for item in SceneItems(of: scene).each {
            let reduced = scene.removing(item)
            let without = try generator.files(for: reduced, in: index.replacing(reduced))
            var brought = false
            var present = false
            for index in full.indices {
                // A file the item does not change brings nothing: no need to read it as Swift.
                if without[index].contents == full[index].contents { continue }
                let onDisk =
                    existing[index]
                    ?? (try? disk.source(full[index].path)?.get()).map(DeclarationIndex.pathKeys(of:))
                existing[index] = .some(onDisk)
                guard let keys = onDisk else { continue }
                let withoutKeys = (try? SwiftSource(without[index].contents)).map(DeclarationIndex.pathKeys(of:)) ?? []
                let keysOfFull =
                    fullKeys[index]
                    ?? (try? SwiftSource(full[index].contents)).map(DeclarationIndex.pathKeys(of:)) ?? []
                fullKeys[index] = keysOfFull
                let contributed = keysOfFull.subtracting(withoutKeys)
                if !contributed.isEmpty { brought = true }
                if !contributed.isDisjoint(with: keys) {
                    present = true
                    break
                }
            }
            if brought && !present { missing += item }
        }
        return missing
    }

    /// Whether `text` contains `part`: `memchr` finds each place its rarest-looking byte is (an
    /// uppercase letter or a digit when it has one: a name's tail such as `rchiveItem` starts with a
    /// letter found everywhere in Swift), `memcmp` checks the rest.
    private static func text(_ text: String, contains part: String) -> Bool {
        var text = text
        var part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard let base = haystack.baseAddress, let find = needle.baseAddress else { return false }
                let anchor =
                    needle.firstIndex { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
                    ?? needle.firstIndex { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? 0
                let byte = Int32(needle[anchor])
                // Where the anchor byte can be: far enough in for the part to start, early enough to end.
                var offset = anchor
                let last = haystack.count - needle.count + anchor
                while offset <= last {
                    guard let hit = memchr(base + offset, byte, last - offset + 1) else { return false }
                    let at = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                    if memcmp(base + at - anchor, find, needle.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }

    /// The file's text, or nil when there is none.
    func read(_ path: String) throws -> String? {
        try disk.text(path)
    }
}
