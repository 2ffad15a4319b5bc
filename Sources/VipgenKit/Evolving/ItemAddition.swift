import SwiftScanning

/// `vipgen add <kind>` as one library operation: what to write, and what to say.
struct ItemAddition: Sendable {
    /// Every file of the scene (and of scenes routing to it), as it would be after the run.
    var evolution: Evolution
    /// The spec file with the scene's entry gaining the items; nil when the spec does not list the scene.
    var spec: EvolvedFile?
    /// The scene as it is after the run.
    var scene: SceneSpec
    /// The items asked for that the scene does not have yet (the others are there already).
    var newItems = SceneItems([])
    /// Whether the scene's files hold a member the new items bring (`routeToCheckout`) already: placed
    /// by an earlier `add` where reading the scene back does not find it (a router with no protocol).
    /// Only looked for when no file would change; false otherwise.
    var placedBefore = false

    /// Why nothing of the new items can be placed, when no file would change for them: what each part
    /// that would have taken them left out. Nil when a file changes, or when every item is there already
    /// (a second run of the same `add`, which changes nothing and is no failure).
    func nothingPlaced(sceneName: String) -> NothingPlaced? {
        guard !newItems.items.isEmpty, !placedBefore,
            !evolution.files.contains(where: { $0.status == .updated || $0.status == .created })
        else { return nil }
        var reasons: [Diagnostic] = []
        for file in evolution.files {
            if file.status == .absent, file.wouldGain {
                reasons.append(
                    Diagnostic(
                        file: file.path, line: 0, column: 0,
                        message:
                            "not there: the scene has no \(NothingPlaced.part(of: file.path, scene: sceneName)), so what it would hold was left out"
                    ))
            }
            for suggestion in file.suggestions {
                reasons.append(Diagnostic(file: file.path, line: 0, column: 0, message: suggestion))
            }
        }
        // Nothing left out and nothing to add: what was asked for is in the scene in a form read back otherwise.
        guard !reasons.isEmpty else { return nil }
        return NothingPlaced(scene: sceneName, items: newItems.items, reasons: reasons)
    }

    /// Plans adding `items` to the scene `name`, reading its files where `vipgen scene` writes them.
    /// - Parameter force: overwrite the scene's files whole with what `vipgen scene` writes (their
    ///   hand-written code is lost), instead of adding declarations to them.
    static func plan(
        scene name: String, items: SceneItems, project: ResolvedProject, spec loaded: SpecLoader.Loaded?,
        force: Bool = false, describesChanges: Bool = true
    ) throws -> ItemAddition {
        let read = try ReadBackScene.read(
            scene: name, project: project, spec: loaded, describesChanges: describesChanges)
        let disk = read.disk
        let generator = read.generator
        let listed = read.listed
        let current = read.current
        let beforeSpec = read.beforeSpec
        let beforeFiles = read.beforeFiles
        let evolver = read.evolver
        for item in items.items {
            let existing = item.kind.texts(of: current).first { item.kind.name(of: $0) == item.name }
            if let existing, existing != item.text {
                throw EvolveError.conflict(scene: name, existing: SceneItem(item.kind, existing), requested: item)
            }
        }
        let updated = current.adding(items)
        // Checked as `vipgen scene` checks a scene, against its base class: only what is new. What the
        // scene has already (its name, a use case `Setup` beside its own `setup()`, a route to its
        // `List` scene) is the app's own code, which compiles as it is.
        var added = updated
        added.useCases = updated.useCases.filter { !current.useCases.contains($0) }
        added.fields = updated.fields.filter { !current.fields.contains($0) }
        added.routes = updated.routes.filter { !current.routes.contains($0) }
        do {
            _ = try SceneSpec.validated(
                name: added.name, base: added.base, useCases: added.useCases,
                fields: added.fields.map(\.description), routes: added.routes)
        } catch {
            // The scene and the scenes on disk a new route goes to exist already, whatever their names.
            let existing =
                [name]
                + (try added.routes.filter {
                    evolver.sourcesExist($0, files: try generator.files(for: SceneSpec(name: $0)))
                })
            let errors = error.errors.filter { problem in
                !existing.contains {
                    problem.message.hasPrefix("scene name '\($0)'")
                        || problem.message.hasPrefix("route '\($0)' would hide")
                }
            }
            if !errors.isEmpty { throw SpecErrors(errors) }
        }
        try generator.checkMemberNames(of: [added])
        let afterSpec = beforeSpec.map { $0.name == name ? updated : $0 }
        // A new route to a scene on disk that the spec does not list: that scene's flavor read back from
        // its files, so a route the scene's flavor cannot show is refused as it is from a spec.
        var described = afterSpec
        for route in items[RouteItem.self].map(\.text) where !afterSpec.contains(where: { $0.name == route }) {
            var destination = SceneSpec(name: route)
            let files = try generator.files(for: destination)
            guard evolver.sourcesExist(route, files: files) else { continue }
            destination.flavor = try SpecReadBack.flavor(
                of: destination, rendered: files, generator: generator, disk: disk)
            described.append(destination)
        }
        try generator.checkRoutes(of: [updated], among: described)
        let afterFiles = try generator.files(for: updated, siblings: afterSpec)
        var evolution = Evolution()
        if force {
            for file in afterFiles {
                let original = try disk.text(file.path)
                evolution.files.append(
                    EvolvedFile(
                        path: file.path,
                        status: original == nil ? .created : original == file.contents ? .unchanged : .updated,
                        original: original, contents: file.contents))
            }
        } else {
            // A scene written by hand names some of the flavor's types its own way: what is added uses its names.
            let names = try OwnNames.names(
                current, placed: generator.placedFiles(for: current), rendered: beforeFiles, generator: generator,
                disk: disk)
            var policy = try generator.mergePolicy(for: updated)
            policy.handWritten =
                !names.types.isEmpty || !names.byPath.isEmpty || generator.project.placements[name] != nil
                || generator.answersItself
            // A new route to a scene written with no data store, or no router to hand one on, passes
            // nothing: its body only shows the destination, and its data passing is left out, and said.
            var passingNothing: Set<String> = []
            for route in items[RouteItem.self].map(\.text) where route != name {
                if let missing = RouteDestination.missingForData(route, generator: generator, disk: disk) {
                    passingNothing.insert(route)
                    policy.alsoMissing.formUnion(missing)
                }
            }
            /// The scene's files as rendered with the new items, routes to such scenes passing nothing.
            func routed(_ files: [OutputFile]) throws -> [OutputFile] {
                guard !passingNothing.isEmpty,
                    let router = try generator.placedFiles(for: updated).firstIndex(where: {
                        $0.file.role == .router && $0.file.destination == .sources
                    }), router < files.count, let before = try? SwiftSource(beforeFiles[router].contents)
                else { return files }
                var files = files
                files[router] = OutputFile(
                    path: files[router].path,
                    contents: NewRouterFile.routesPassingNoData(
                        files[router].contents, before: before, only: Set(passingNothing.map { "routeTo" + $0 })),
                    intent: files[router].intent)
                return files
            }
            /// The scene's files evolved, the types in `declaredByRun` taken as declared.
            func evolved(declaredByRun: Set<String>) throws -> Evolution {
                var evolution = Evolution()
                var policy = policy
                policy.declaredByRun = declaredByRun
                try evolver.evolve(
                    from: names.applied(to: beforeFiles), to: names.applied(to: try routed(afterFiles)),
                    policy: policy, into: &evolution)
                // A scene that holds its worker otherwise than its flavor (`let worker = XWorker()` where the
                // original templates write `var worker: XWorker?`) refuses a request method calling it: one
                // that makes its response itself, as the original templates' does, is added instead.
                if !evolution.refusals.isEmpty, !generator.answersItself, !items[UseCaseItem.self].isEmpty {
                    let answering = generator.withContext(["answersItself": .bool(true)])
                    var answeringPolicy = try answering.mergePolicy(for: updated)
                    answeringPolicy.handWritten = true
                    answeringPolicy.declaredByRun = declaredByRun
                    var answered = Evolution()
                    try Evolver(generator: answering, describesChanges: describesChanges, disk: disk).evolve(
                        from: names.applied(to: try answering.files(for: current, siblings: beforeSpec)),
                        to: names.applied(to: try answering.files(for: updated, siblings: afterSpec)),
                        policy: answeringPolicy, into: &answered)
                    if answered.refusals.isEmpty { evolution = answered }
                }
                return evolution
            }
            evolution = try evolved(declaredByRun: [])
            // A part the scene was written without, which the new items need: a file of vipgen's own.
            // Only a file that is not there and would gain something can be one (`NewModelsFile`,
            // `NewRouterFile`): for a scene with all its files, the scene is not rendered again and
            // read as Swift to find the types it lacks.
            if evolution.refusals.isEmpty, !items[UseCaseItem.self].isEmpty || !items[RouteItem.self].isEmpty,
                evolution.files.contains(where: { $0.status == .absent && $0.wouldGain })
            {
                let placed = try generator.placedFiles(for: updated)
                let rendered = names.applied(to: try routed(afterFiles))
                let missing = evolver.missingTypes(of: rendered)
                var asked = updated
                asked.useCases = updated.useCases.filter { useCase in
                    items[UseCaseItem.self].contains { $0.text == useCase }
                }
                if !asked.useCases.isEmpty,
                    let models = NewModelsFile.plan(
                        evolution: evolution, placed: placed,
                        rendered: names.applied(
                            to: try generator.files(
                                for: asked, siblings: afterSpec.map { $0.name == name ? asked : $0 })),
                        missing: missing,
                        app: loaded != nil
                            ? generator.project.specDirectory
                            : Paths.parentDirectory(of: generator.project[Settings.sources]))
                {
                    evolution = try evolved(declaredByRun: models.types)
                    models.place(in: &evolution)
                }
                if !items[RouteItem.self].isEmpty, evolution.refusals.isEmpty {
                    try NewRouterFile.place(
                        in: &evolution, placed: placed,
                        renders: NewRouterFile.Renders(before: names.applied(to: beforeFiles), after: rendered),
                        policy: policy, missing: missing)
                }
            }
            for route in passingNothing.sorted() {
                guard
                    let index = evolution.files.firstIndex(where: {
                        ($0.status == .updated || $0.status == .created)
                            && $0.added.contains { added in
                                added.hasPrefix("func routeTo\(route)(") && !added.hasSuffix("RoutingLogic")
                            }
                    })
                else { continue }
                evolution.files[index].suggestions.append(
                    "routeTo\(route)(segue:) shows the scene and passes it no data: \(route) has no \(route)DataStore, "
                        + "or no router to hand it on")
            }
            if listed != nil, !evolution.refusals.isEmpty,
                let mismatch = try evolver.flavorMismatch(of: current, rendered: beforeFiles)
            {
                evolution.refusals = [mismatch]
            }
            // What a person removed matters next to what vipgen adds: files left as they are say nothing.
            for index in evolution.files.indices where evolution.files[index].status != .updated {
                evolution.files[index].notFound = []
                evolution.files[index].foundElsewhere = []
            }
            // A new field changes what scenes routing here pass on: they get suggestions, and only the
            // files that change or have one are listed. Those files only ever get suggestions, so one
            // that cannot be read is no reason to refuse the run.
            for other in beforeSpec where other.name != name && other.routes.contains(name) {
                guard try evolver.exists(other, spec: beforeSpec) else { continue }
                var routing = Evolution()
                try evolver.evolve(
                    from: other, to: other, beforeSpec: beforeSpec, afterSpec: afterSpec, into: &routing)
                for var file in routing.files where file.status == .updated || !file.suggestions.isEmpty {
                    file.notFound = []
                    file.foundElsewhere = []
                    evolution.files.append(file)
                }
            }
        }
        var specFile: EvolvedFile?
        if let loaded, listed != nil {
            let text = try FileReader.readText(loaded.path)
            let missing = current.missing(items)
            var edited = text
            if !missing.isEmpty {
                edited =
                    try SpecTextEditor.adding(missing, to: current, in: text, file: loaded.path) ?? text
            }
            specFile = EvolvedFile(
                path: loaded.path, status: edited == text ? .unchanged : .updated, original: text, contents: edited)
        }
        var addition = ItemAddition(evolution: evolution, spec: specFile, scene: updated)
        addition.newItems = current.missing(items)
        // Only asked when no file would change (see `nothingPlaced`): reading every word of the scene
        // twice was a third of an `add` that changes something, which is most of them.
        let changesAFile = evolution.files.contains { $0.status == .updated || $0.status == .created }
        if !addition.newItems.items.isEmpty, !changesAFile {
            // Members the items bring, named after them: `routeToCheckout`, `displayArchive`, `note`.
            let names = addition.newItems.items.map { $0.name.lowercased() }
            let brought = identifiers(in: afterFiles.map(\.contents)).subtracting(
                identifiers(in: beforeFiles.map(\.contents))
            ).filter { identifier in
                identifier.first?.isLowercase == true && names.contains { identifier.lowercased().contains($0) }
            }
            addition.placedBefore =
                !brought.isDisjoint(with: identifiers(in: evolution.files.compactMap(\.original)))
        }
        return addition
    }
}

extension ItemAddition {
    /// The words of Swift sources that may name something (comments and strings included).
    static func identifiers(in texts: [String]) -> Set<String> {
        var words = Set<String>()
        for text in texts {
            // Most sources are ASCII, split by their bytes: the same words as by characters, where asking
            // each character whether it is a letter was three quarters of an `add` (200 M instructions).
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                for word in text.utf8.split(whereSeparator: { !isASCIIWordByte($0) }) {
                    words.insert(String(Substring(word)))
                }
                continue
            }
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                words.insert(String(word))
            }
        }
        return words
    }

    /// An ASCII letter, digit or `_`: what `Character.isLetter`, `isNumber` and `_` accept below 0x80.
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F
    }
}

/// Why `vipgen add` or `vipgen generate` cannot evolve a scene.
enum EvolveError: Error, Equatable, CustomStringConvertible {
    /// None of the scene's source files is where `vipgen scene` writes them.
    case sceneNotGenerated(scene: String, folder: String)
    /// The scene has an item of that kind and name written otherwise (a field with another type).
    case conflict(scene: String, existing: SceneItem, requested: SceneItem)

    var description: String {
        switch self {
        case .sceneNotGenerated(let scene, let folder):
            return
                "scene '\(scene)' has no source files in '\(folder)'; run 'vipgen scene \(scene)' to generate it, or give --config/--output where it is"
        case .conflict(let scene, let existing, let requested):
            return
                "scene '\(scene)' already has the \(existing.kind.noun) '\(existing)'; it cannot also be '\(requested)'"
        }
    }
}

/// Every file that refused, reported together like a compiler's errors (exit status 65).
struct MergeRefusals: Error, Equatable, Sendable, CustomStringConvertible {
    var refusals: [MergeRefusal]

    init(_ refusals: [MergeRefusal]) { self.refusals = refusals }

    var description: String { refusals.map(\.description).joined(separator: "\n") }
}

extension MergeRefusals: LocatedError {
    var diagnostics: [Diagnostic] {
        refusals.map { refusal in
            Diagnostic(
                file: refusal.path, line: refusal.line ?? 0, column: refusal.line == nil ? 0 : refusal.column,
                message: refusal.message)
        }
    }
}

/// `vipgen add` of items the scene lacks, none of which any part of the scene can take (a route in a
/// scene with no router): refused, writing nothing, rather than reported a success that placed nothing.
struct NothingPlaced: Error, Equatable, Sendable, CustomStringConvertible {
    var scene: String
    var items: [SceneItem]
    /// For each part that would have taken them, why it was left out.
    var reasons: [Diagnostic]

    var headline: String {
        let named = items.map { "the \($0.kind.noun) '\($0)'" }.joined(separator: ", ")
        return "scene '\(scene)' has no part that can take \(named), so nothing was written"
    }

    var description: String {
        ([headline] + reasons.map { "  \($0.file): \($0.message)" }).joined(separator: "\n")
    }

    /// The part a file of the scene stands for, as a person says it: `router` for `SettingsRouter.swift`,
    /// `view controller` for `SettingsViewController.swift`.
    static func part(of path: String, scene: String) -> String {
        var name = String(Paths.fileName(of: path))
        if name.hasSuffix(".swift") { name.removeLast(".swift".count) }
        let compact = scene.filter { !$0.isWhitespace }
        if name.hasPrefix(compact), name.count > compact.count { name.removeFirst(compact.count) }
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return "\(words) (\(Paths.fileName(of: path)))"
    }
}

extension NothingPlaced: LocatedError {
    var diagnostics: [Diagnostic] {
        [Diagnostic(file: "", line: 0, column: 0, message: headline)] + reasons
    }
}
