import Mustache

/// Renders scenes into files: the files its flavor lists, each from its template, which is looked
/// up (bundled templates come parsed; an override is parsed once) and then rendered for every scene.
public final class SceneGenerator: Sendable {
    public let project: ResolvedProject
    /// The flavor, or why it could not be read (an override folder's manifest), thrown by `files`.
    private let flavor: Result<Flavor, any Error>
    private let library: MustacheLibrary
    /// The output folders, normalised once: a file's path is then a plain concatenation.
    private let sourcesPrefix: String
    private let testsPrefix: String

    public init(project: ResolvedProject, flavor: String = Flavor.defaultName) {
        self.project = project
        self.flavor = Result { try Flavor.resolve(flavor, overrides: project.templatesDirectory) }
        func prefix(_ directory: String) -> String {
            let normalized = Paths.normalize(directory)
            if normalized == "." { return "" }
            return normalized.hasSuffix("/") ? normalized : normalized + "/"
        }
        sourcesPrefix = prefix(project.sourcesDirectory)
        testsPrefix = prefix(project.testsDirectory)
        let directories = project.templatesDirectory.map { [$0] } ?? []
        // vipgen's own templates must never silently render an empty string for a typo.
        library = MustacheLibrary(
            source: LayeredTemplateSource(directories: directories, flavor: flavor),
            options: RenderOptions(escape: .none, strict: true, indentBlankLines: false))
    }

    /// The files of one scene, sources first, in a fixed order.
    /// - Parameter siblings: all scenes of the spec, used to copy shared fields when routing.
    public func files(for scene: SceneSpec, siblings: [SceneSpec] = []) throws -> [OutputFile] {
        try files(for: scene, index: SceneIndex(siblings))
    }

    /// The files of `scenes`, in order; routes may lead to any scene of `spec` (all of `scenes` by default).
    public func files(for scenes: [SceneSpec], in spec: [SceneSpec]? = nil) throws -> [OutputFile] {
        var all: [OutputFile] = []
        all.reserveCapacity(scenes.count * ((try? flavor.get().files.count) ?? 0))
        try render(scenes, in: spec) { all.append($0) }
        return all
    }

    /// Hands each file of `scenes` to `sink` as soon as it is rendered, so a caller that writes it
    /// away holds one scene's files at a time however large the spec.
    public func render(
        _ scenes: [SceneSpec], in spec: [SceneSpec]? = nil, into sink: (OutputFile) throws -> Void
    ) throws {
        // One index for the whole run: looking a route's destination up stays constant-time per file.
        let index = SceneIndex(spec ?? scenes)
        for scene in scenes {
            for file in try files(for: scene, index: index) { try sink(file) }
        }
    }

    /// The context `scene`'s templates render against (`fileName` is null: each file sets its own).
    public func context(for scene: SceneSpec, siblings: [SceneSpec] = []) throws -> MustacheValue {
        .object(SceneContext.make(scene: scene, project: project, spec: SceneIndex(siblings), flavor: try flavor.get()))
    }

    private func files(for scene: SceneSpec, index: SceneIndex) throws -> [OutputFile] {
        let flavor = try flavor.get()
        var context = SceneContext.make(scene: scene, project: project, spec: index, flavor: flavor)
        return try flavor.files.map { file in
            let fileName = file.fileName(scene: scene.name)
            context["fileName"] = .string(fileName)
            let text = try library.render(named: file.template, .object(context))
            let prefix = file.destination == .sources ? sourcesPrefix : testsPrefix
            return OutputFile(
                path: prefix + scene.name + "/" + fileName,
                contents: Reindenter.reindent(text, to: project.indentation))
        }
    }
}

/// The scenes of a spec by name, for routes to find their destination.
struct SceneIndex {
    private let scenes: [String: SceneSpec]

    init(_ scenes: [SceneSpec]) {
        // Names are unique in a validated spec; the first wins otherwise.
        self.scenes = Dictionary(scenes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(name: String) -> SceneSpec? { scenes[name] }
}

/// Re-indents text written with four-space indentation to the project's unit.
enum Reindenter {
    static func reindent(_ text: String, to indentation: Indentation) -> String {
        if indentation == .spaces(4) { return text }
        let unit = indentation.unit
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result += "\n" }
            let spaces = line.prefix { $0 == " " }.count
            result += String(repeating: unit, count: spaces / 4)
            result += String(repeating: " ", count: spaces % 4)
            result += line.dropFirst(spaces)
        }
        return result
    }
}
