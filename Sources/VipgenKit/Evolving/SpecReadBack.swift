import SwiftScanning

/// Reads a scene's spec back from its files, for a scene the spec file does not list: the base class,
/// and each kind of item as its descriptor reads it (`ItemInference`), from where the scene's flavor
/// declares them, as its probe scene shows (`FlavorLayout`); the flavor from which flavor's files and
/// protocols are there (`FlavorInference`).
enum SpecReadBack {
    static func scene(named name: String, generator: SceneGenerator, disk: DiskSnapshot = DiskSnapshot()) throws
        -> SceneSpec
    {
        var scene = try items(ofScene: name, generator: generator, disk: disk)
        scene.flavor = try flavor(of: scene, rendered: generator.files(for: scene), generator: generator, disk: disk)
        if scene.flavor != nil { scene = try items(of: scene, generator: generator, disk: disk) }
        return scene
    }

    /// The flavor of `scene`'s files (`FlavorInference`); nil for the generator's default flavor.
    /// - Parameter rendered: the scene as the generator renders it in its default flavor.
    static func flavor(of scene: SceneSpec, rendered: [OutputFile], generator: SceneGenerator, disk: DiskSnapshot)
        throws -> FlavorChoice?
    {
        if FlavorInference.explains(rendered, disk: disk) { return nil }
        return try FlavorInference.flavor(ofScene: scene.name, generator: generator, disk: disk)
    }

    /// The scene as its files declare it, in the generator's default flavor: its base class, and the
    /// items of each kind as the kind reads them back (`ItemInference`).
    static func items(ofScene name: String, generator: SceneGenerator, disk: DiskSnapshot) throws -> SceneSpec {
        try items(of: SceneSpec(name: name), generator: generator, disk: disk)
    }

    /// `scene` with the base class and items its files declare, read where its flavor declares them.
    static func items(of scene: SceneSpec, generator: SceneGenerator, disk: DiskSnapshot) throws -> SceneSpec {
        let name = scene.name
        let files = ReadBackFiles(
            scene: name, files: try generator.placedFiles(for: scene), reading: try generator.shape(of: scene).reading,
            disk: disk)
        var result = SceneSpec(name: name, flavor: scene.flavor)
        let viewControllers = files.source(files.reading.baseClass)
        if let superclass = files.type(files.reading.baseClass, in: viewControllers)?.conformances.first,
            let base = ViewControllerBase(rawValue: superclass)
        {
            result.base = base
        }
        for case let kind as any ItemInference.Type in ItemKinds.all {
            kind.append(kind.inferred(from: files), to: &result)
        }
        result.onLoad = startedOnLoad(result.useCases, in: viewControllers)
        return result
    }

    /// The use case whose request method `viewDidLoad()` calls (`fetchMemes()` on a line of its own),
    /// when it is not the one a scene starts by default.
    private static func startedOnLoad(_ useCases: [String], in source: SwiftSource?) -> String? {
        let opening = "func viewDidLoad()"
        guard let text = source?.text, let start = TextSearch.offset(of: opening, in: text) else { return nil }
        let bodyStart = start + opening.utf8.count
        let bodyEnd = TextSearch.offset(of: "func ", in: text, from: bodyStart) ?? text.utf8.count
        let body = TextSearch.slice(text, bodyStart, bodyEnd).split(whereSeparator: \.isNewline).dropFirst()
        let calls = Set(body.map { String($0.drop { $0 == " " || $0 == "\t" }) })
        let started = useCases.first { calls.contains(SwiftNames.lowerCamel($0) + "()") }
        return started == SpecDefaults.useCase ? nil : started
    }
}

extension SpecReadBack {
    /// The test library the scene's files were written with, when it is not the one the generator
    /// renders them with (a scene written by `vipgen scene --testing swift-testing`, or a spec whose
    /// `testing` changed since): nil when each of its files on disk still imports what `rendered` (the
    /// scene as the generator renders it) imports; imports a person added do not count. Otherwise the
    /// library whose render matches most files wins, ties going to the generator's. Evolving Swift
    /// Testing tests with XCTest's templates would add `XCTestCase` methods to `@Suite` types.
    static func testing(
        of scene: SceneSpec, siblings: [SceneSpec], rendered: [OutputFile], generator: SceneGenerator,
        disk: DiskSnapshot
    ) throws -> TestingLibrary? {
        try testing(of: scene, index: SpecIndex(siblings), rendered: rendered, generator: generator, disk: disk)
    }

    /// As `testing(of:siblings:…)`, routes looked up in `index` (made once for a run over many scenes).
    static func testing(
        of scene: SceneSpec, index: SpecIndex, rendered: [OutputFile], generator: SceneGenerator,
        disk: DiskSnapshot
    ) throws -> TestingLibrary? {
        var onDisk: [String: String] = [:]
        for file in rendered {
            if let text = try? disk.text(file.path) { onDisk[file.path] = text }
        }
        func matches(_ files: [OutputFile]) -> Int {
            files.filter { file in
                // A file still as rendered imports what the render does.
                onDisk[file.path].map { text in
                    text == file.contents || Set(imports(in: file.contents)).isSubset(of: imports(in: text))
                } ?? false
            }.count
        }
        let current = generator.project[Settings.testing]
        var best = (library: current, matches: matches(rendered))
        guard best.matches < onDisk.count else { return nil }
        for library in TestingLibrary.allCases where library != current {
            var project = generator.project
            project[Settings.testing] = library
            let count = matches(try SceneGenerator(project: project).files(for: scene, in: index))
            if count > best.matches { best = (library, count) }
        }
        return best.library == current ? nil : best.library
    }

    /// The module the scene's tests `@testable import` when it is not the project's (a scene written
    /// with `vipgen scene --module X`, evolved without it): nil when a test file imports the project's
    /// module, or none says.
    static func module(of rendered: [OutputFile], project: ResolvedProject, disk: DiskSnapshot) -> String? {
        let prefix = "@testable import "
        let wanted = prefix + project[Settings.module]
        // Bytes first: `String.contains` compares character by character, and scanning every source
        // file that way to find no import was a twentieth of an `add`. An ASCII needle found by
        // characters is found by bytes too, so the byte search only skips files it is not in.
        let ascii = wanted.utf8.allSatisfy { $0 < 0x80 }
        for file in rendered
        where (!ascii || TextSearch.offset(of: wanted, in: file.contents) != nil) && file.contents.contains(wanted) {
            guard let text = (try? disk.text(file.path)) ?? nil else { continue }
            let testable = imports(in: text).filter { $0.hasPrefix(prefix) }
            if testable.isEmpty || testable.contains(wanted) { return nil }
            return String(testable[0].dropFirst(prefix.count))
        }
        return nil
    }

    /// The storyboard the scene's tests build it from when the render does not (a scene written by
    /// `vipgen scene --storyboard X`, which the spec does not record): nil when its tests on disk make
    /// it in code, or as the render does. Such tests check the storyboard first and throw, so tests
    /// added to them must be rendered the same way.
    static func storyboard(of rendered: [OutputFile], files: [FlavorFile], disk: DiskSnapshot) -> String? {
        let opening = "UIStoryboard(name: \""
        for (file, output) in zip(files, rendered) where file.destination == .tests {
            guard TextSearch.offset(of: opening, in: output.contents) == nil,
                let text = (try? disk.text(output.path)) ?? nil,
                let start = TextSearch.offset(of: opening, in: text).map({ $0 + opening.utf8.count }),
                let end = TextSearch.offset(of: "\"", in: text, from: start)
            else { continue }
            return String(TextSearch.slice(text, start, end))
        }
        return nil
    }

    /// The lines of `text` that import a module (`import XCTest`, `@testable import App`), in order.
    static func imports(in text: String) -> [String] {
        let keyword = "import".utf8
        var imports: [String] = []
        ASCII.forEachLine(of: text) { line in
            // `import X`, or attributes first: `@testable import X`.
            guard line.first == UInt8(ascii: "i") || line.first == UInt8(ascii: "@") else { return }
            var words = line.split(separator: UInt8(ascii: " "))[...]
            while words.first?.first == UInt8(ascii: "@") { words = words.dropFirst() }
            if words.count > 1, words.first!.elementsEqual(keyword) {
                imports.append(String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self))
            }
        }
        return imports
    }
}

extension SpecReadBack {
    /// How the scene's worker works as its files have it, when that is not how `scene` says (a scene
    /// written by `vipgen scene --worker sync`, or a spec whose `worker` changed since): read from the
    /// protocol the flavor's worker conforms to (`<Scene>WorkerLogic` in the bundled flavors),
    /// `async` when one of its methods is and `sync` when it has methods and none is. Nil when they
    /// agree, or when there is no such protocol to read (a flavor of one's own may have none).
    /// Evolving a synchronous scene with the async templates would add `async throws` worker methods
    /// its interactor never awaits.
    static func worker(of scene: SceneSpec, generator: SceneGenerator, disk: DiskSnapshot) throws -> WorkerStyle? {
        guard let place = try generator.shape(of: scene).reading.worker,
            let path = try generator.placedFiles(for: scene).first(where: { $0.file.template == place.template })?
                .path,
            let source = try? disk.source(path)?.get(),
            let style = workerStyle(in: source, protocol: place.type.name(scene: scene.name))
        else { return nil }
        return style == (scene.worker ?? generator.project[Settings.worker]) ? nil : style
    }

    /// Whether the scene does without the flavor's worker: its worker file declares no protocol of the
    /// flavor's (`XWorkerLogic`), as the original templates' `class XWorker` does not, or it has no
    /// worker file at all.
    static func hasOwnWorker(_ scene: SceneSpec, generator: SceneGenerator, disk: DiskSnapshot) throws -> Bool {
        guard let place = try generator.shape(of: scene).reading.worker,
            let path = try generator.placedFiles(for: scene).first(where: { $0.file.template == place.template })?.path
        else { return false }
        guard let source = try disk.source(path) else { return true }
        guard let read = try? source.get() else { return false }
        return DeclarationIndex(source: read).primaries(of: place.type.name(scene: scene.name)).isEmpty
    }

    /// How the worker protocol `name` of `source` works: `async` when one of its methods is, `sync`
    /// when it has methods and none is; nil when it is not there or has no methods.
    static func workerStyle(in source: SwiftSource, protocol name: String) -> WorkerStyle? {
        guard let logic = DeclarationIndex(source: source).primaries(of: name).first else { return nil }
        let methods = logic.members.filter { $0.kind == .function }
        guard !methods.isEmpty else { return nil }
        return methods.contains { source.codeTexts($0.headerTokens).contains("async") } ? .async : .sync
    }
}
