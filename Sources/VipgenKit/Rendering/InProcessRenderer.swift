import Mustache

/// vipgen's rendering for a program that drives it in-process rather than through the command line
/// (VipgenBench, which `make bench` runs): scenes rendered as `vipgen scene` and `vipgen generate`
/// render them, with no process start and no disk. Beside `VipgenCLI.run`, the library's only way in,
/// so the spec, the project and the generator stay internal and can change without touching callers.
package final class InProcessRenderer {
    private let project: ResolvedProject
    private let scenes: [SceneSpec]
    /// Made on first use, not with the scenes: the first generator of a process loads the compiled
    /// templates, and a caller timing that first scene must find it still to do.
    private lazy var generator = SceneGenerator(project: project)

    /// `scenes`, each checked as `vipgen scene` checks its flags (`base` is `UIViewController`,
    /// `UITableViewController` or `UICollectionViewController`), in a project of module `module` with
    /// every other setting at its default (sources in `Sources`, tests in `Tests`) dated `date`
    /// (`yyyy-MM-dd`).
    package convenience init(
        module: String, date: String,
        scenes: [(name: String, base: String, useCases: [String], fields: [String], routes: [String])]
    ) throws {
        let specs = try scenes.map { scene in
            try SceneSpec.validated(
                name: scene.name, base: try ViewControllerBase.parse(scene.base), useCases: scene.useCases,
                fields: scene.fields, routes: scene.routes)
        }
        self.init(
            project: ResolvedProject(module: module, sourcesDirectory: "Sources", testsDirectory: "Tests", date: date),
            scenes: specs)
    }

    private init(project: ResolvedProject, scenes: [SceneSpec]) {
        self.project = project
        self.scenes = scenes
    }

    /// The same scenes with a generator still to make, which will have rendered nothing and resolved no
    /// flavor: what the first scene of a run costs.
    package func withFreshGenerator() -> InProcessRenderer {
        InProcessRenderer(project: project, scenes: scenes)
    }

    /// Renders the scene at `index` on its own, its routes leading to any of the scenes, in one call
    /// as `vipgen scene` renders it: how many files, and their UTF-8 bytes together.
    package func renderScene(at index: Int) throws -> (files: Int, bytes: Int) {
        let files = try generator.files(for: scenes[index], siblings: scenes)
        return (files.count, files.reduce(0) { $0 + $1.contents.utf8.count })
    }

    /// Renders the first `count` scenes (every one when nil) in one call, their routes leading to any of
    /// the scenes, as `vipgen generate` renders a spec: how many files.
    package func renderScenes(first count: Int? = nil) throws -> Int {
        guard let count else { return try generator.files(for: scenes).count }
        return try generator.files(for: Array(scenes.prefix(count)), in: scenes).count
    }

    /// The context the templates of the scene at `index` render against, taken alone (its routes lead
    /// to no scene vipgen knows); `fileName` is null, as each file sets its own.
    package func context(ofScene index: Int) throws -> MustacheValue {
        try generator.context(for: scenes[index])
    }

    /// The default flavor's templates as vipgen renders them: compiled into the binary as text, each parsed
    /// the first time a run renders it.
    package static var bundledTemplates: any MustacheTemplateSource { BundledTemplateSource() }

    /// The text of each of the default flavor's templates and of the partials every flavor shares, with
    /// the name its errors show: what parsing them at run time, as an override folder's are, starts from.
    package static func bundledTemplateTexts() throws -> [(source: String, name: String)] {
        try BundledTemplateSource.names.compactMap { try BundledTemplateSource().templateSource(named: $0) }
    }
}
