import Mustache

/// Renders scenes into files: the files each scene's flavor lists, each from its template, which is
/// looked up (bundled templates come parsed; an override is parsed once) and then rendered for every
/// scene.
final class SceneGenerator: Sendable {
    let project: ResolvedProject
    /// The flavor of the scenes that do not name their own.
    let defaultFlavor: FlavorChoice
    /// The flavors scenes have used so far, each with the templates it renders with, or why it could
    /// not be read (an override folder's manifest), thrown by `files` for the scenes that use it.
    /// Filled on first use: resolving a flavor reads its manifests, which costs a run more than
    /// rendering a file, and a run seldom uses more than one of the bundled flavors.
    private let flavors = MustacheLock<[String: Result<FlavorRenderer, any Error>]>([:])
    /// What resolving a flavor needs besides its name.
    private let fixedTemplates: [String: String]
    /// The flavors there are, for the message when a scene names another.
    let flavorNames: [String]
    /// The output folders, normalised once: a file's path is then a plain concatenation.
    private let sourcesPrefix: String
    private let testsPrefix: String
    /// Context keys whose values replace what the scene gives (for exports that render placeholders).
    private let contextOverrides: [String: MustacheValue]
    /// Joins the templates' wrapped groups that fit on one line, once the project's indentation is in;
    /// nil leaves the wrapped layout (an export whose placeholders stand for names of unknown length).
    private let lineFitter: LineFitter?
    private let longLines = MustacheLock(LongLineTally())
    /// Each flavor's probe scene, rendered the first time a scene of it is checked or read back; what
    /// its text holds; its source files read as Swift, once for all that is learned from them: its
    /// shape, the first time a scene of it needs that; its types' own member names, the first time a
    /// name could meet one; its parts' blueprint, for `add`; and its data-passing methods, the first
    /// time one is evolved.
    private let probes = MustacheLock<[String: (sources: [ProbeFile], text: ProbeText)]>([:])
    private let probeCodes = MustacheLock<[String: [ScannedScene.File]]>([:])
    private let shapes = MustacheLock<[String: FlavorShape]>([:])
    private let learnedMemberNames = MustacheLock<[String: FlavorMemberNames]>([:])
    private let dataPassing = MustacheLock<[String: [NamePattern]]>([:])

    /// The lines rendered so far that the fitter could not bring within the project's `lineLength`.
    var longLineTally: LongLineTally { longLines.withLock { $0 } }

    /// - Parameter flavor: the flavor of the scenes that do not name their own; by default the project's.
    convenience init(project: ResolvedProject, flavor: String? = nil) {
        self.init(
            project: project, flavor: flavor, fixedTemplates: [:], contextOverrides: [:],
            lineFitter: LineFitter(limit: project[Settings.lineLength]))
    }

    /// - Parameters:
    ///   - fixedTemplates: templates by name that win over any folder and the bundle.
    ///   - contextOverrides: keys set in every file's context after the scene's.
    ///   - lineFitter: what joins wrapped groups that fit, or nil to keep the templates' layout.
    init(
        project: ResolvedProject, flavor: String?, fixedTemplates: [String: String],
        contextOverrides: [String: MustacheValue], lineFitter: LineFitter?
    ) {
        self.project = project
        self.contextOverrides = contextOverrides
        self.lineFitter = lineFitter
        defaultFlavor = flavor.map { FlavorChoice($0) } ?? project[Settings.flavor]
        func prefix(_ directory: String) -> String {
            let normalized = Paths.normalize(directory)
            if normalized == "." { return "" }
            return normalized.hasSuffix("/") ? normalized : normalized + "/"
        }
        sourcesPrefix = prefix(project[Settings.sources])
        testsPrefix = prefix(project[Settings.tests])
        let directory = project[Settings.templates]
        flavorNames = Flavor.availableNames(overrides: directory)
        self.fixedTemplates = fixedTemplates
    }

    /// Whether `add` renders a scene written by hand whose worker is of its own kind.
    var answersItself: Bool { contextOverrides["answersItself"] == .bool(true) }

    /// The same generator with `keys` also set in every file's context (`answersItself` for `add`).
    func withContext(_ keys: [String: MustacheValue]) -> SceneGenerator {
        SceneGenerator(
            project: project, flavor: nil, fixedTemplates: fixedTemplates,
            contextOverrides: contextOverrides.merging(keys) { _, new in new }, lineFitter: lineFitter)
    }

    /// The same generator for another project's settings, its context keys kept.
    func with(project: ResolvedProject) -> SceneGenerator {
        SceneGenerator(
            project: project, flavor: nil, fixedTemplates: fixedTemplates, contextOverrides: contextOverrides,
            lineFitter: LineFitter(limit: project[Settings.lineLength]))
    }

    /// The files of one scene, sources first, in a fixed order.
    /// - Parameter siblings: all scenes of the spec, used to copy shared fields when routing.
    func files(for scene: SceneSpec, siblings: [SceneSpec] = []) throws -> [OutputFile] {
        try checkFlavors(of: [scene])
        let index = SpecIndex(siblings)
        try checkRoutes(of: [scene], in: index)
        return try files(for: scene, index: index)
    }

    /// The files of one scene, routes looked up in `index` (made once for a run over many scenes).
    func files(for scene: SceneSpec, in index: SpecIndex) throws -> [OutputFile] {
        try checkFlavors(of: [scene])
        try checkRoutes(of: [scene], in: index)
        return try files(for: scene, index: index)
    }

    /// Where `scene`'s files go, in `files(for:)`'s order, without rendering them.
    func paths(for scene: SceneSpec) throws -> [String] {
        try placedFiles(for: scene).map(\.path)
    }

    /// `scene`'s flavor's files, each with where it goes, in `files(for:)`'s order.
    func placedFiles(for scene: SceneSpec) throws -> [(file: FlavorFile, path: String)] {
        try checkFlavors(of: [scene])
        let placed = project.placements[scene.name]
        return try renderer(for: scene).flavor.files.map { file in
            (
                file,
                placed?[file.template] ?? folder(of: file, scene: scene) + file.fileName(scene: scene.name)
            )
        }
    }

    /// What merging `scene`'s files may edit: not the bodies of its flavor's data-passing methods.
    func mergePolicy(for scene: SceneSpec) throws -> MergePolicy {
        let choice = scene.flavor ?? defaultFlavor
        let methods = try dataPassing.value(for: choice.name) {
            try FlavorShape.dataPassingMethods(
                plain: probe(of: choice).sources, passing: probeSources(of: choice, passingData: true))
        }
        return MergePolicy(dataPassing: methods, scene: scene.name)
    }

    /// What `scene`'s flavor declares where, learned from its probe scene (`FlavorShape`) the first
    /// time a scene of that flavor asks.
    func shape(of scene: SceneSpec) throws -> FlavorShape {
        let choice = scene.flavor ?? defaultFlavor
        return try shapes.value(for: choice.name) { FlavorShape(probe: try probeCode(of: choice)) }
    }

    /// The source files of `choice`'s probe scene read as Swift, once.
    func probeCode(of choice: FlavorChoice) throws -> [ScannedScene.File] {
        try probeCodes.value(for: choice.name) { FlavorShape.scanned(try probe(of: choice).sources) }
    }

    /// The blueprint of `scene`'s flavor's parts, learned from the same probe source files as its shape:
    /// what `add` needs to read a scene's own names for its parts (`OwnNames`). Its tests, which the
    /// lint's blueprint reads too (`FlavorBlueprint.learn`), name no part, and rendering and reading
    /// the probe a second time for it was a tenth of an `add`; how the parts call each other is the
    /// lint's alone, so not learned (no `references`, `wirings` or `callers`).
    func partsBlueprint(of scene: SceneSpec) throws -> FlavorBlueprint {
        let choice = scene.flavor ?? defaultFlavor
        return FlavorBlueprint(
            flavor: try renderer(for: choice).flavor, probe: ScannedScene(files: try probeCode(of: choice)),
            wiring: false)
    }

    /// What the types of `scene`'s flavor declare of their own, learned from its probe scene the first
    /// time a scene of that flavor asks.
    func memberNames(of scene: SceneSpec) throws -> FlavorMemberNames {
        let choice = scene.flavor ?? defaultFlavor
        return try learnedMemberNames.value(for: choice.name) { FlavorMemberNames(probe: try probeCode(of: choice)) }
    }

    /// The probe scene of `choice`, rendered once, and its text.
    func probe(of choice: FlavorChoice) throws -> (sources: [ProbeFile], text: ProbeText) {
        try probes.value(for: choice.name) {
            let sources = try probeSources(of: choice)
            return (sources: sources, text: ProbeText(sources))
        }
    }

    /// The source files of the probe scene (`ProbeNames.probe()`) in flavor `choice`, with this
    /// generator's templates but without the project's storyboard or the line fitter: what the flavor
    /// declares is all that counts. With `passingData`, its route leads to a scene of the same flavor
    /// that shares its field.
    func probeSources(of choice: FlavorChoice, passingData: Bool = false) throws -> [ProbeFile] {
        let renderer = try renderer(for: choice)
        var probeProject = project
        probeProject[Settings.storyboard] = nil
        let probe = ProbeNames.probe()
        let index = SpecIndex(passingData ? [probe, SceneSpec(name: ProbeNames.route, fields: probe.fields)] : [])
        var context = SceneContext.make(
            scene: probe, project: probeProject, spec: index, flavor: renderer.flavor,
            destinationFlavor: { _ in renderer.flavor })
        return try renderer.flavor.files.filter { $0.destination == .sources }.map { file in
            let fileName = file.fileName(scene: probe.name)
            context["fileName"] = .string(fileName)
            return ProbeFile(
                file: file, path: "Sources/\(probe.name)/\(fileName)",
                contents: try renderer.library.render(named: file.template, .object(context)))
        }
    }

    /// What the flavor of `scene` writes after a scene's name to name the class that has the base class
    /// (`ViewController` in the bundled UIKit flavors), as its probe scene shows; nil when the scene's
    /// name does not end with it, or no such class is named that way.
    func baseClassSuffix(of scene: SceneSpec) throws -> String? {
        let name = scene.name
        guard try probe(of: scene.flavor ?? defaultFlavor).text.mayEndWithSceneSuffix(name),
            let type = try shape(of: scene).reading.baseClass?.type, type.text.hasPrefix("{S}")
        else { return nil }
        let suffix = type.name(scene: "")
        return suffix.isEmpty || suffix.contains("{") || !name.hasSuffix(suffix) ? nil : suffix
    }

    /// The files of `scenes`, in order; routes may lead to any scene of `spec` (all of `scenes` by default).
    func files(for scenes: [SceneSpec], in spec: [SceneSpec]? = nil) throws -> [OutputFile] {
        var all: [OutputFile] = []
        let filesPerScene = (try? renderer(for: defaultFlavor).flavor.files.count) ?? 0
        all.reserveCapacity(scenes.count * filesPerScene)
        try render(scenes, in: spec) { all.append($0) }
        return all
    }

    /// Hands each file of `scenes` to `sink` as soon as it is rendered, so a caller that writes it
    /// away holds one scene's files at a time however large the spec.
    func render(
        _ scenes: [SceneSpec], in spec: [SceneSpec]? = nil, into sink: (OutputFile) throws -> Void
    ) throws {
        try checkFlavors(of: scenes)
        // One index for the whole run: looking a route's destination up stays constant-time per file.
        let index = SpecIndex(spec ?? scenes)
        try checkRoutes(of: scenes, in: index)
        for scene in scenes {
            for file in try files(for: scene, index: index) { try sink(file) }
        }
    }

    /// The context `scene`'s templates render against (`fileName` is null: each file sets its own).
    func context(for scene: SceneSpec, siblings: [SceneSpec] = []) throws -> MustacheValue {
        try checkFlavors(of: [scene])
        let flavor = try renderer(for: scene).flavor
        let index = SpecIndex(siblings)
        return .object(
            SceneContext.make(
                scene: scene, project: project, spec: index, flavor: flavor,
                destinationFlavor: destinationFlavor(in: index)))
    }

    /// Reports every use case, route and field of `scenes` whose name meets a member its flavor's
    /// types declare of their own (`FlavorMemberNames`: a use case `Router` where the view controller
    /// has a `router`), each where the spec wrote it, at once. The flavors are learned from a probe
    /// scene, so a flavor of a team's own gets the refusals its own names call for.
    func checkMemberNames(of scenes: [SceneSpec]) throws {
        try checkFlavorNames(of: scenes)
        var problems: [SpecError] = []
        // Each flavor's probe text, and whether it holds a name: a spec's scenes repeat their names.
        struct Name: Hashable {
            let flavor: String
            let name: String
            let isField: Bool
        }
        var texts: [String: ProbeText] = [:]
        var held: [Name: Bool] = [:]
        for scene in scenes where !(scene.useCases.isEmpty && scene.fields.isEmpty && scene.routes.isEmpty) {
            // Names the probe's text does not hold meet nothing: the shape is learned only for the others.
            let choice = scene.flavor ?? defaultFlavor
            let text = try texts[choice.name] ?? probe(of: choice).text
            texts[choice.name] = text
            func holds(_ name: String, field: Bool) -> Bool {
                let key = Name(flavor: choice.name, name: name, isField: field)
                if let known = held[key] { return known }
                let holds = field ? text.holds(identifier: name) : text.mayHold(item: name)
                held[key] = holds
                return holds
            }
            guard
                scene.useCases.contains(where: { holds($0, field: false) })
                    || scene.routes.contains(where: { holds($0, field: false) })
                    || scene.fields.contains(where: { holds($0.name, field: true) })
            else { continue }
            let names = try memberNames(of: scene)
            for useCase in scene.useCases {
                if let message = names.collision(useCase, role: .useCase, scene: scene.name) {
                    problems.append(scene.useCasePlaces.error(about: useCase, message))
                }
            }
            for field in scene.fields {
                if let message = names.collision(field: field.name) {
                    problems.append(scene.fieldPlaces.error(about: field.name, message))
                }
            }
            for route in scene.routes {
                if let message = names.collision(route, role: .route, scene: scene.name) {
                    problems.append(scene.routePlaces.error(about: route, message))
                }
            }
        }
        // In file order, as the spec reader reports.
        if !problems.isEmpty {
            throw SpecErrors(problems.sorted { ($0.location?.offset ?? .max) < ($1.location?.offset ?? .max) })
        }
    }

    /// Reports every flavor `scenes` name that does not exist, then every setting their flavors refuse.
    private func checkFlavors(of scenes: [SceneSpec]) throws {
        try checkFlavorNames(of: scenes)
        try checkSettings(of: scenes)
        try checkDependencies(of: scenes)
    }

    /// Refuses dependencies on a scene whose flavor's worker takes none (it has no client to take them
    /// beside: `classic`, as Clean Swift's original templates write it), where the first is given.
    private func checkDependencies(of scenes: [SceneSpec]) throws {
        var problems: [SpecError] = []
        for scene in scenes {
            guard let first = scene.dependencies.first else { continue }
            let flavor = try renderer(for: scene).flavor
            guard !flavor.files.contains(where: { $0.template == "Client" }) else { continue }
            problems.append(
                scene.dependencyPlaces.error(
                    about: first.name,
                    "scene '\(scene.name)' is of the flavor '\(flavor.name)', whose worker takes no dependencies (it "
                        + "has no client to take them beside); remove them, or choose another flavor"))
        }
        if !problems.isEmpty { throw SpecErrors(problems) }
    }

    /// Reports every flavor `scenes` name that does not exist, each where it was named, at once.
    private func checkFlavorNames(of scenes: [SceneSpec]) throws {
        var unknown: [FlavorChoice] = []
        for choice in [defaultFlavor] + scenes.compactMap(\.flavor)
        where !flavorNames.contains(choice.name) && !unknown.contains(choice) {
            unknown.append(choice)
        }
        if let first = unknown.first {
            // Named by a program or a flag rather than a file: nowhere to point at.
            if unknown.allSatisfy({ $0.file == nil }) { throw UnknownFlavor(name: first.name, known: flavorNames) }
            throw SpecErrors(unknown.map { $0.unknown(among: flavorNames) })
        }
    }

    /// Refuses a setting a scene's flavor has no use for (`base` on a SwiftUI scene), where it was
    /// given, rather than ignoring it.
    private func checkSettings(of scenes: [SceneSpec]) throws {
        var problems: [SpecError] = []
        for scene in scenes {
            let settings = Settings.all.filter { $0.isSceneSetting && scene.origins[$0.key] != nil }
            guard !settings.isEmpty else { continue }
            let flavor = try renderer(for: scene).flavor
            for setting in settings {
                guard let message = setting.flavorProblem(in: scene, flavor: flavor),
                    let origin = scene.origins[setting.key]
                else { continue }
                problems.append(
                    SpecError(file: origin.file, location: origin.location, keyPath: origin.keyPath, message: message))
            }
        }
        if !problems.isEmpty { throw SpecErrors(problems) }
    }

    /// Reports every route whose destination the scene's flavor cannot show (its manifest's
    /// `routeDestinations` flag is not true in the destination's flavor: the scene's own, else the
    /// project's), each where it is written, before anything is rendered.
    func checkRoutes(of scenes: [SceneSpec], among spec: [SceneSpec]) throws {
        try checkRoutes(of: scenes, in: SpecIndex(spec))
    }

    private func checkRoutes(of scenes: [SceneSpec], in index: SpecIndex) throws {
        var refused: [SpecError] = []
        for scene in scenes where !scene.routes.isEmpty {
            guard let flavor = try? renderer(for: scene).flavor, let flag = flavor.routeDestinations else { continue }
            // A destination neither the spec nor the disk describes is yet to be made: in a flavor the route can show.
            for route in scene.routes {
                guard let described = index[route] else { continue }
                guard let destination = try? renderer(for: described.flavor ?? defaultFlavor).flavor,
                    destination.context[flag] != .bool(true)
                else { continue }
                let showable = flavorNames.filter {
                    (try? renderer(for: FlavorChoice($0)).flavor.context[flag]) == .bool(true)
                }
                refused.append(
                    scene.routePlaces.error(
                        about: route,
                        "route '\(route)' leads from scene '\(scene.name)' (flavor \(flavor.name)) to scene '\(route)' "
                            + "(flavor \(destination.name)), which a \(flavor.name) scene cannot show: its router shows "
                            + "only scenes of the flavor\(showable.count == 1 ? "" : "s") "
                            + showable.map { "'\($0)'" }.joined(separator: ", ") + "; give '\(route)' "
                            + showable.map { "\"flavor\": \"\($0)\"" }.joined(separator: " or ")
                            + " in its entry, or route to it from a scene of another flavor"))
            }
        }
        if !refused.isEmpty { throw RouteRefusal(errors: refused) }
    }

    /// The flavor of the scene a route leads to: its own, else the default; nil when it cannot be read
    /// (the scene's own render reports why).
    private func destinationFlavor(in index: SpecIndex) -> (String) -> Flavor? {
        { name in try? self.renderer(for: index[name]?.flavor ?? self.defaultFlavor).flavor }
    }

    private func renderer(for scene: SceneSpec) throws -> FlavorRenderer {
        try renderer(for: scene.flavor ?? defaultFlavor)
    }

    /// The flavor `choice` names with its templates, resolved the first time a scene uses it.
    private func renderer(for choice: FlavorChoice) throws -> FlavorRenderer {
        guard flavorNames.contains(choice.name) else { throw UnknownFlavor(name: choice.name, known: flavorNames) }
        let directory = project[Settings.templates]
        return try flavors.withLock { flavors in
            if let resolved = flavors[choice.name] { return resolved }
            let resolved = Result {
                FlavorRenderer(
                    flavor: try Flavor.resolve(choice.name, overrides: directory), templatesDirectory: directory,
                    fixedTemplates: fixedTemplates)
            }
            flavors[choice.name] = resolved
            return resolved
        }.get()
    }

    /// `text` with its first run of plain `import` lines in alphabetical order.
    static func sortingFirstImports(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("import ") }) else { return text }
        let end = lines[start...].firstIndex { !$0.hasPrefix("import ") } ?? lines.endIndex
        lines[start..<end].sort()
        return lines.joined(separator: "\n")
    }

    /// The folder `file` of `scene` goes in: the project's sources or tests folder's scene folder, or in
    /// a package, `Sources/<Scene>/` and `Tests/<Scene>Tests/`.
    private func folder(of file: FlavorFile, scene: SceneSpec) -> String {
        guard let package = project.packageFolder(of: scene) else {
            return (file.destination == .sources ? sourcesPrefix : testsPrefix) + scene.name + "/"
        }
        let base = package == "." ? "" : package + "/"
        return base + (file.destination == .sources ? "Sources/\(scene.name)/" : "Tests/\(scene.name)Tests/")
    }

    private func files(for scene: SceneSpec, index: SpecIndex) throws -> [OutputFile] {
        let renderer = try renderer(for: scene)
        var context = SceneContext.make(
            scene: scene, project: project, spec: index, flavor: renderer.flavor,
            destinationFlavor: destinationFlavor(in: index))
        for (key, value) in contextOverrides { context[key] = value }
        let scenePlace = index.position(of: scene.name) ?? Int.max
        return try renderer.flavor.files.enumerated().map { filePlace, file in
            let fileName = file.fileName(scene: scene.name)
            context["fileName"] = .string(fileName)
            var text = try renderer.library.render(named: file.template, .object(context))
            // A feature's import joins the template's in order, as swift-format's OrderedImports wants.
            if context["featureImports"] != .array([]) { text = Self.sortingFirstImports(text) }
            let indented = Reindenter.reindent(text, to: project[Settings.indentation])
            let path = project.placements[scene.name]?[file.template] ?? folder(of: file, scene: scene) + fileName
            guard let fitted = lineFitter?.fitted(indented) else { return OutputFile(path: path, contents: indented) }
            if let lines = fitted.longLines {
                longLines.withLock { $0.add(lines, in: path, place: (scenePlace, filePlace)) }
            }
            return OutputFile(path: path, contents: fitted.text)
        }
    }
}

extension MustacheLock {
    /// What the dictionary holds for `key`, or what `make` makes, kept there for the next ask: what a
    /// generator learns from a flavor's probe scene, made the first time a scene of that flavor asks.
    /// Not under the lock while made, as making it asks for others; two threads may both make one,
    /// and the same.
    fileprivate func value<Entry>(for key: String, _ make: () throws -> Entry) rethrows -> Entry
    where Value == [String: Entry] {
        if let known = withLock({ $0[key] }) { return known }
        let made = try make()
        withLock { $0[key] = made }
        return made
    }
}
