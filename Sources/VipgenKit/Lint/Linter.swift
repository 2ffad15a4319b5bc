import SwiftScanning

/// `vipgen lint`'s engine: finds the scenes, reads their files, runs every rule on each, and
/// applies the spec's settings and the code's `// vipgen:disable:next` comments.
final class Linter {
    struct Result: Sendable {
        var diagnostics: [LintDiagnostic]
        var scenes: Int
        var files: Int
        /// The team's own rules checked (the spec's `lint.rules`), which SARIF describes beside the built-in ones.
        var teamRules: [TeamRule] = []
    }

    let project: ResolvedProject
    let spec: SpecLoader.Loaded?
    let settings: LintSettings
    private var blueprints: [String: FlavorBlueprint] = [:]
    /// The Swift files of the folders, walked once for every spec scene looked for (lint writes nothing).
    private let sceneFiles = SwiftFileIndex()
    private let specScenes: [String: SpecScene]

    /// - Parameter lint: lint settings given on the command line, which override the spec's.
    init(project: ResolvedProject, spec: SpecLoader.Loaded?, lint: LintSettings = LintSettings()) {
        self.project = project
        self.spec = spec
        settings = (spec?.spec.lint ?? LintSettings()).overridden(by: lint)
        specScenes = spec.map(SpecScene.scenes(of:)) ?? [:]
    }

    /// Lints the scenes the spec describes (no `paths`), or the scenes found under `paths` by their
    /// flavors' file names.
    func run(paths: [String]) throws -> Result {
        var findings: [LintDiagnostic] = []
        var otherTestPaths: [String] = []
        let scenes = try find(paths: paths, findings: &findings, otherTests: &otherTestPaths)
        var otherTests = TestIndex()
        for path in otherTestPaths {
            do {
                otherTests.add(try SwiftSource(FileReader.readText(path, limit: FileReader.maximumSwiftSize)))
            } catch {
                findings.append(
                    UnreadableFileRule.finding(
                        path, error, because: "its calls do not count as tests of any scene's methods"))
            }
        }
        var blueprints: [FlavorBlueprint] = []
        for scene in scenes { blueprints.append(try blueprint(scene.flavor, worker: try workerStyle(of: scene))) }
        let perScene = PerScene(count: scenes.count)
        let known = knownScenes(found: scenes)
        let team = TeamRules(rules: settings.rules, projectDirectory: spec.map { $0.directory } ?? ".")
        ParallelWork.forEach(scenes.count) { [scenes, blueprints, otherTests, spec] index in
            perScene.set(
                index,
                Self.lint(
                    scenes[index], blueprint: blueprints[index], otherTests: otherTests, specPath: spec?.path,
                    knownScenes: known, team: team))
        }
        for found in perScene.all { findings += found }
        // A route no flavor can show is not one `generate` would add: only the refusal is reported there.
        let refused = Set(findings.filter { $0.ruleID == RouteDestinationRule.id }.map(\.place))
        findings.removeAll { $0.ruleID == SpecRouteRule.id && refused.contains($0.place) }
        let fileCount = scenes.reduce(0) { $0 + $1.paths.count }
        findings = findings.compactMap(applySettings)
        findings.sort(by: LintDiagnostic.ordered)
        return Result(diagnostics: findings, scenes: scenes.count, files: fileCount, teamRules: settings.rules)
    }

    // MARK: - Finding scenes

    /// The scenes `run(paths:)` lints, found as it finds them, and the scenes a route may lead to:
    /// what `vipgen graph` reads.
    func scenes(paths: [String]) throws -> (found: [FoundScene], known: Set<String>) {
        var findings: [LintDiagnostic] = []
        var otherTests: [String] = []
        let found = try find(paths: paths, findings: &findings, otherTests: &otherTests)
        return (found, knownScenes(found: found))
    }

    /// The spec's scenes (no `paths`), or the scenes found under `paths` by their flavors' file names.
    private func find(paths: [String], findings: inout [LintDiagnostic], otherTests: inout [String]) throws
        -> [FoundScene]
    {
        if paths.isEmpty, let spec {
            return try scenesOfSpec(spec, findings: &findings, otherTests: &otherTests)
        }
        for path in paths where POSIX.existence(of: path) == .missing { throw InputError.missing(path) }
        return try scenesUnder(paths.isEmpty ? ["."] : paths, otherTests: &otherTests)
    }

    /// The scenes whose files are under `roots`, as `vipgen lint` finds them without a spec: each with
    /// its flavor and its files (`vipgen init` describes an app by them).
    func scenes(under roots: [String]) throws -> [(name: String, flavor: String, files: [(FlavorFile, String)])] {
        var otherTests: [String] = []
        return try scenesUnder(roots, otherTests: &otherTests).map { ($0.name, $0.flavor, $0.paths) }
    }

    /// The scenes a route may lead to: the spec's, the ones found, and every folder of the sources
    /// folder (a scene linted by a path of its own has its neighbours there).
    private func knownScenes(found: [FoundScene]) -> Set<String> {
        var known = Set(found.map(\.name))
        known.formUnion(spec?.spec.scenes.map(\.name) ?? [])
        let sources = project[Settings.sources]
        for name in POSIX.listDirectory(sources.isEmpty ? "." : sources) where !name.hasPrefix(".") {
            if POSIX.existence(of: Paths.join(sources, name)) == .directory { known.insert(name) }
        }
        return known
    }

    struct FoundScene {
        let name: String
        let flavor: String
        /// The flavor's files the scene has: template, destination, path.
        var paths: [(file: FlavorFile, path: String)]
        let spec: SpecScene?
        /// Whether the spec is there but does not list the scene.
        let unlisted: Bool
    }

    /// The flavor's blueprint, for scenes whose worker works as `worker` says (the project's way when nil).
    func blueprint(_ flavor: String, worker: WorkerStyle? = nil) throws -> FlavorBlueprint {
        let worker = worker ?? project[Settings.worker]
        let key = flavor + "/" + worker.rawValue
        if let known = blueprints[key] { return known }
        let learned = try FlavorBlueprint.learn(flavor: flavor, project: project, worker: worker)
        blueprints[key] = learned
        return learned
    }

    /// How the scene's worker works, as its worker protocol says (`async` when one of its methods is),
    /// or as its worker class's methods do when it has no protocol (the original templates have none);
    /// `sync` when the scene has no worker, so no failure path is asked of it; nil when there is nothing
    /// to read, and the project's way applies.
    private func workerStyle(of scene: FoundScene) throws -> WorkerStyle? {
        let blueprint = try blueprint(scene.flavor)
        guard let logic = blueprint.protocols.first(where: { $0.role == .worker }) else { return nil }
        let workerFiles = scene.paths.filter { $0.file.role == .worker && $0.file.destination == .sources }
        if workerFiles.isEmpty { return scene.paths.isEmpty ? nil : .sync }
        let sources = workerFiles.compactMap {
            try? SwiftSource(FileReader.readText($0.path, limit: FileReader.maximumSwiftSize))
        }
        for source in sources {
            if let style = SpecReadBack.workerStyle(in: source, protocol: logic.name.name(scene: scene.name)) {
                return style
            }
        }
        guard let worker = blueprint.component(.worker) else { return nil }
        for source in sources {
            if let style = SpecReadBack.workerStyle(in: source, protocol: worker.type.name(scene: scene.name)) {
                // An async worker whose scene has no failure models of its own handles failures its own
                // way (`try?`): the failure path vipgen writes is not asked of it.
                return style == .async && !declaresFailure(scene) ? .sync : style
            }
        }
        return sources.isEmpty ? nil : .sync
    }

    /// Whether the scene's models declare a failure (`Failure`, `FailureViewModel`) for some use case.
    private func declaresFailure(_ scene: FoundScene) -> Bool {
        for (file, path) in scene.paths where file.role == .models {
            guard let source = try? SwiftSource(FileReader.readText(path, limit: FileReader.maximumSwiftSize)) else {
                continue
            }
            var pending = source.declarations
            while let next = pending.popLast() {
                if next.kind == .type && next.name.hasPrefix("Failure") { return true }
                pending += next.members
            }
        }
        return false
    }

    private func scenesOfSpec(
        _ loaded: SpecLoader.Loaded, findings: inout [LintDiagnostic], otherTests: inout [String]
    ) throws -> [FoundScene] {
        var result: [FoundScene] = []
        var claimed: Set<String> = []
        for scene in loaded.spec.scenes {
            let flavor = scene.flavor?.name ?? project[Settings.flavor].name
            let blueprint = try blueprint(flavor)
            var paths: [(FlavorFile, String)] = []
            // A scene written by hand may be elsewhere under the folders (`Scenes/Contact List/`).
            let placed = try FileLocator.placements(of: scene.name, project: project, index: sceneFiles) ?? [:]
            for file in blueprint.files {
                let directory = project.sceneFolder(scene.name, scene: scene, tests: file.destination == .tests)
                let path = placed[file.template] ?? Paths.join(directory, file.fileName(scene: scene.name))
                claimed.insert(path)
                if POSIX.existence(of: path) != .missing { paths.append((file, path)) }
            }
            // And a part's protocol in a file of its own beside it (`XInteractorProtocol.swift`).
            if !placed.isEmpty {
                let all = try FileLocator.all(
                    of: scene.name, under: [project[Settings.sources]], project: project, index: sceneFiles)
                for file in blueprint.files where file.destination == .sources {
                    for (path, _) in all[file.template] ?? [] where !paths.contains(where: { $0.1 == path }) {
                        claimed.insert(path)
                        paths.append((file, path))
                    }
                }
            }
            guard let specScene = specScenes[scene.name] else { continue }
            if paths.isEmpty {
                SpecSceneRule.reportMissing(specScene, into: &findings)
                continue
            }
            result.append(FoundScene(name: scene.name, flavor: flavor, paths: paths, spec: specScene, unlisted: false))
        }
        // Scenes in the sources folder the spec does not list.
        let listed = Set(loaded.spec.scenes.map(\.name))
        var unlistedTests: [String] = []
        let found = try scenesUnder(
            [project[Settings.sources], project[Settings.tests]], leavingOut: listed, otherTests: &unlistedTests)
        for scene in found where !scene.paths.contains(where: { claimed.contains($0.path) }) {
            result.append(scene)
        }
        otherTests = unlistedTests.filter { !claimed.contains($0) }
        RouteDestinationRule.reportRefusals(of: loaded, project: project, into: &findings)
        return result
    }

    /// The scenes whose files are under `roots`, recognised by the file names of every flavor there is,
    /// and the other test files there.
    /// - Parameter leavingOut: scenes found already (the spec's), whose files are neither scenes nor tests here.
    private func scenesUnder(_ roots: [String], leavingOut: Set<String> = [], otherTests: inout [String]) throws
        -> [FoundScene]
    {
        var swiftFiles: [String] = []
        for root in roots {
            switch POSIX.existence(of: root) {
            case .file: if root.hasSuffix(".swift") { swiftFiles.append(root) }
            case .directory: Self.walk(root, into: &swiftFiles)
            default: continue
            }
        }
        let flavorNames = Flavor.availableNames(overrides: project[Settings.templates])
        var patterns: [(file: FlavorFile, prefix: String, suffix: String)] = []
        for name in flavorNames {
            for file in try blueprint(name).files where !patterns.contains(where: { $0.file == file }) {
                let parts = FlavorFile.parts(of: file.namePattern)
                guard parts.count == 2 else { continue }
                patterns.append((file, parts[0], parts[1]))
                // The names people give the same files: `XController.swift`, `XCoordinator.swift`, and
                // a part's protocol in a file of its own, `XInteractorProtocol.swift`.
                for alias in Self.fileNameAliases(parts[1], isTest: file.destination == .tests) {
                    patterns.append((file, parts[0], alias))
                }
            }
        }
        // The longest suffix first: `ListMemesViewControllerTests.swift` is a test, not a view controller.
        patterns.sort { $0.suffix.count > $1.suffix.count }
        func candidates(_ name: String) -> [(file: FlavorFile, scene: String)] {
            var found: [(FlavorFile, String)] = []
            for pattern in patterns where name.hasPrefix(pattern.prefix) && name.hasSuffix(pattern.suffix) {
                guard name.count > pattern.prefix.count + pattern.suffix.count else { continue }
                let scene = String(name.dropFirst(pattern.prefix.count).dropLast(pattern.suffix.count))
                guard let first = scene.unicodeScalars.first, ("A"..."Z").contains(first),
                    scene.unicodeScalars.allSatisfy({
                        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
                    })
                else { continue }
                found.append((pattern.file, scene))
            }
            return found
        }
        // A scene is named by its interactor: `ListViewController.swift` beside `ListViewInteractor.swift`
        // is scene ListView's controller, not scene List's view controller.
        var interactorScenes: Set<String> = []
        for path in swiftFiles {
            for candidate in candidates(String(Paths.fileName(of: path)))
            where candidate.file.role == .interactor && candidate.file.destination == .sources {
                interactorScenes.insert(candidate.scene)
            }
        }
        var byScene: [String: [(FlavorFile, String)]] = [:]
        var order: [String] = []
        var unclaimed: [String] = []
        var testsByContent: [String] = []
        for path in swiftFiles {
            let found = candidates(String(Paths.fileName(of: path)))
            guard let chosen = found.first(where: { interactorScenes.contains($0.scene) }) ?? found.first else {
                unclaimed.append(path)
                continue
            }
            // A test named as the part it tests (`BookmarksRouter.swift` in the test target): what it
            // calls counts as tested, and it is not a second router.
            if chosen.file.destination == .sources, Self.isTest(path) {
                testsByContent.append(path)
                continue
            }
            if byScene[chosen.scene] == nil { order.append(chosen.scene) }
            byScene[chosen.scene, default: []].append((chosen.file, path))
        }
        var result: [FoundScene] = []
        for scene in order {
            let files = byScene[scene] ?? []
            // The spec's scenes are found already; a test file of theirs the spec's paths do not name
            // (another flavor's `XRouterTests.swift`) still counts as a test.
            if leavingOut.contains(scene) {
                unclaimed += files.filter { $0.0.destination == .tests }.map(\.1)
                continue
            }
            // A scene has its interactor and another part; `MemesWorker.swift` alone is a helper, not a scene.
            let roles = Set(
                files.filter { $0.0.destination == .sources }.compactMap { $0.0.role })
            guard roles.contains(.interactor), roles.count >= 2 else {
                unclaimed += files.map(\.1)
                continue
            }
            let specScene = specScenes[scene]
            // An interactor with no presenter, in an app whose spec does not list it, is another
            // architecture's (an interactor beside a SwiftUI view, a cell's helper): not a VIP scene.
            guard roles.contains(.presenter) || specScene != nil else {
                unclaimed += files.map(\.1)
                continue
            }
            if specScene == nil,
                OtherArchitecture.reason(
                    scene, files: files.filter { $0.0.destination == .sources }.map { ($0.0.role, $0.1) }) != nil
            {
                unclaimed += files.map(\.1)
                continue
            }
            let flavor = try specScene?.scene.flavor?.name ?? chooseFlavor(scene, files: files, among: flavorNames)
            let blueprint = try blueprint(flavor)
            // Only the files of the chosen flavor belong to the scene.
            let own = files.filter { file in blueprint.files.contains(file.0) }
            // Another flavor's test file (`ListViewRouterTests.swift` of a clean-swift scene) is still a
            // test: what it calls counts.
            unclaimed += files.filter { file in !blueprint.files.contains(file.0) && file.0.destination == .tests }
                .map(\.1)
            result.append(
                FoundScene(
                    name: scene, flavor: flavor, paths: own, spec: specScene, unlisted: spec != nil && specScene == nil)
            )
        }
        otherTests += unclaimed.filter { $0.hasSuffix("Tests.swift") } + testsByContent
        return result
    }

    /// Whether the file is a test by what it imports: app code never imports a test library.
    static func isTest(_ path: String) -> Bool {
        // A file that names neither library imports neither, and is not scanned: scanning every
        // source file here, on one thread before the scenes are linted, was a tenth of a lint.
        guard let text = try? FileReader.readText(path),
            Self.mentions("XCTest", in: text) || Self.mentions("Testing", in: text),
            let source = try? SwiftSource(text)
        else { return false }
        return source.declarations.contains { declaration in
            declaration.kind == .import && (declaration.name == "XCTest" || declaration.name == "Testing")
        }
    }

    /// Whether `word` occurs in `text`, byte by byte.
    private static func mentions(_ word: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let pattern = Array(word.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var start = 0
        while let hit = bytes[start...(bytes.count - pattern.count)].firstIndex(of: first) {
            if bytes[hit..<(hit + pattern.count)].elementsEqual(pattern) { return true }
            start = hit + 1
            if start > bytes.count - pattern.count { return false }
        }
        return false
    }

    /// Other endings of a flavor's file names that name the same part.
    static func fileNameAliases(_ suffix: String, isTest: Bool) -> [String] {
        guard !isTest, suffix.hasSuffix(".swift") else { return [] }
        let stem = String(suffix.dropLast(".swift".count))
        var aliases = [stem + "Protocol.swift", stem + "Protocols.swift"]
        switch stem {
        case "ViewController":
            aliases += [
                "Controller.swift", "ControllerProtocol.swift", "VC.swift", "TableViewController.swift",
                "CollectionViewController.swift",
            ]
        case "ViewState": aliases += ["ViewModel.swift"]
        case "Models": aliases += ["Model.swift"]
        case "Router": aliases += ["Coordinator.swift", "CoordinatorProtocol.swift"]
        // A spelling people use (`SignUpPresentor.swift`).
        case "Presenter": aliases += ["Presentor.swift"]
        default: break
        }
        return aliases
    }

    /// The flavor whose types the scene's files declare the most of; the project's flavor on a tie.
    private func chooseFlavor(_ scene: String, files: [(FlavorFile, String)], among names: [String]) throws -> String {
        var declared: Set<String> = []
        var writesSwiftUIView = false
        for (file, path) in files where file.destination == .sources {
            guard let text = try? FileReader.readText(path, limit: FileReader.maximumSwiftSize),
                let source = try? SwiftSource(text)
            else { continue }
            for declaration in ScannedScene.flattened(source.declarations) where declaration.kind == .type {
                declared.insert(declaration.name)
                // A SwiftUI view (`struct XView: View`), not a router that hosts one, makes it SwiftUI.
                if file.role == .view, declaration.keyword == "struct", declaration.conformances.contains("View") {
                    writesSwiftUIView = true
                }
            }
        }
        var best = project[Settings.flavor].name
        var bestScore = Int.min
        for name in [project[Settings.flavor].name] + names.filter({ $0 != project[Settings.flavor].name }) {
            let blueprint = try blueprint(name)
            let expected = blueprint.protocols.map(\.name).filter(\.isPerScene).map { $0.name(scene: scene) }
            let found = expected.filter(declared.contains).count
            let templates = Set(files.map(\.0.template))
            let own = Set(blueprint.files.map(\.template))
            // A scene written with SwiftUI is a SwiftUI flavor's, whatever else it declares.
            let swiftUI = blueprint.imports.values.contains { $0.contains("SwiftUI") }
            let score =
                2 * found - expected.count - templates.subtracting(own).count - own.subtracting(templates).count
                + (swiftUI == writesSwiftUIView ? 8 : -8)
            if score > bestScore {
                best = name
                bestScore = score
            }
        }
        return best
    }

    /// Every `.swift` file under `directory`, hidden folders and build folders left out, in name order.
    static func walk(_ directory: String, into files: inout [String]) {
        for name in POSIX.listDirectory(directory).sorted() {
            if name.hasPrefix(".") { continue }
            let path = directory == "." ? name : Paths.join(directory, name)
            switch POSIX.entry(at: path) {
            case .directory: walk(path, into: &files)
            case .file where name.hasSuffix(".swift"): files.append(path)
            default: break
            }
        }
    }

    // MARK: - Linting one scene

    /// Each scene's findings, written by the thread that lints it.
    private final class PerScene: @unchecked Sendable {
        private let findings: UnsafeMutableBufferPointer<[LintDiagnostic]>

        init(count: Int) {
            findings = .allocate(capacity: count)
            findings.initialize(repeating: [])
        }

        deinit {
            findings.deinitialize()
            findings.deallocate()
        }

        /// Only the one thread linting scene `index` sets it, and no one reads before every thread is done.
        func set(_ index: Int, _ value: [LintDiagnostic]) { findings[index] = value }

        var all: [[LintDiagnostic]] { Array(findings) }
    }

    /// The team's rules and the folder their folders start from, absolute.
    private struct TeamRules: Sendable {
        let rules: [TeamRule]
        let projectDirectory: String

        init(rules: [TeamRule], projectDirectory: String) {
            self.rules = rules
            self.projectDirectory = "/" + TeamRuleCheck.absoluteParts(projectDirectory).joined(separator: "/")
        }
    }

    private static func lint(
        _ scene: FoundScene, blueprint: FlavorBlueprint, otherTests: TestIndex, specPath: String?,
        knownScenes: Set<String>, team: TeamRules
    ) -> [LintDiagnostic] {
        var files: [ScannedScene.File] = []
        var skipped: [LintDiagnostic] = []
        var skippedSources = false
        var skippedTests = false
        for (file, path) in scene.paths {
            let isTest = file.destination == .tests
            do {
                let text = try FileReader.readText(path, limit: FileReader.maximumSwiftSize)
                let source = try SwiftSource(text)
                files.append(
                    ScannedScene.File(
                        path: path, template: file.template, role: file.role, isTest: isTest,
                        source: source))
            } catch {
                skipped.append(
                    UnreadableFileRule.finding(path, error, because: "scene '\(scene.name)' was checked without it"))
                if isTest { skippedTests = true } else { skippedSources = true }
            }
        }
        let code = ScannedScene(files: files)
        let check = LintedScene(
            scene: scene.name, code: code, blueprint: blueprint, spec: scene.spec, otherTests: otherTests)
        check.knownScenes = knownScenes
        check.unlistedIn = scene.unlisted ? specPath : nil
        for rule in LintRules.all {
            switch rule.reads {
            case .eachFile: break
            // Rules that look across files would take what the skipped file holds for missing.
            case .sources: if skippedSources { continue }
            case .sourcesAndTests: if skippedSources || skippedTests { continue }
            }
            rule.check(check)
        }
        // The team's rules each read one file or one type's declarations: checked whatever was skipped.
        TeamRuleCheck.check(team.rules, check, projectDirectory: team.projectDirectory)
        return Suppressions.filter(check.findings, code: code) + skipped
    }

    /// The finding with the spec's severity, or nil when the spec switches its rule off.
    private func applySettings(_ finding: LintDiagnostic) -> LintDiagnostic? {
        if settings.disabled.contains(finding.ruleID) { return nil }
        var finding = finding
        if let severity = settings.severities[finding.ruleID] { finding.severity = severity }
        return finding
    }
}
