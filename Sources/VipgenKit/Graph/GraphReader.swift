import SwiftScanning

/// Reads an app's scene graph from its code, as `vipgen lint` reads it: the scenes lint finds (the
/// spec's, or those under the paths given), their files read by the same scanner, each scene's names
/// learned from its flavor's blueprint. A scene's routes are its routing logic's `routeTo…` methods;
/// how each shows its destination and which fields it passes come from the router's methods for that
/// route. Scenes the spec lists whose code is not written are in the graph too, marked.
enum GraphReader {
    static func read(project: ResolvedProject, spec: SpecLoader.Loaded?, paths: [String]) throws -> SceneGraph {
        let linter = Linter(project: project, spec: spec)
        let (found, known) = try linter.scenes(paths: paths)
        var blueprints: [FlavorBlueprint] = []
        for scene in found { blueprints.append(try linter.blueprint(scene.flavor)) }
        let perScene = PerScene(count: found.count)
        ParallelWork.forEach(found.count) { [found, blueprints] index in
            perScene.set(index, read(found[index], blueprint: blueprints[index]))
        }
        var scenes: [SceneGraph.Scene] = []
        var routes: [SceneGraph.Route] = []
        for (scene, sceneRoutes) in perScene.all {
            scenes.append(scene)
            routes += sceneRoutes
        }
        // The spec's scenes whose code is not there: drawn, marked, with the spec's use cases.
        if paths.isEmpty, let spec {
            let read = Set(found.map(\.name))
            for scene in spec.spec.scenes where !read.contains(scene.name) {
                scenes.append(
                    SceneGraph.Scene(
                        name: scene.name, flavor: scene.flavor?.name ?? project[Settings.flavor].name,
                        useCases: scene.useCases.isEmpty ? [SpecDefaults.useCase] : scene.useCases,
                        marks: [.unwritten]))
            }
        }
        return SceneGraph(scenes: scenes, routes: routes, known: known)
    }

    /// One scene: its files read, its use cases and its routes.
    static func read(_ found: Linter.FoundScene, blueprint: FlavorBlueprint) -> (
        SceneGraph.Scene, [SceneGraph.Route]
    ) {
        var files: [ScannedScene.File] = []
        // The router (routes), the models and the interactor (use cases, by their models or the business
        // logic's methods): the other parts say nothing the graph shows.
        for (file, path) in found.paths
        where file.destination == .sources && [.router, .models, .interactor].contains(file.role) {
            // A file the scanner cannot read is left out, as lint leaves it out (and reports it).
            guard let text = try? FileReader.readText(path, limit: FileReader.maximumSwiftSize),
                let source = try? SwiftSource(text)
            else { continue }
            files.append(
                ScannedScene.File(path: path, template: file.template, role: file.role, isTest: false, source: source))
        }
        let check = LintedScene(
            scene: found.name, code: ScannedScene(files: files), blueprint: blueprint, spec: found.spec,
            otherTests: TestIndex())
        let scene = SceneGraph.Scene(name: found.name, flavor: found.flavor, useCases: check.codeUseCases, marks: [])
        var routes: [SceneGraph.Route] = []
        let router = check.componentTypes[.router].map { check.code.members(of: $0) } ?? []
        for (route, declared) in check.captured(from: \.methods, where: \.mentionsRoute)
        where !routes.contains(where: { $0.to == route }) {
            let bodies = routeBodies(route, method: declared.declaration.name, router: router, code: check.code)
            let (kind, fields) = navigation(in: bodies, code: check.code)
            // A route given the segue whose router shows nothing in code is the segue's to show; one
            // that navigates in a way of its own is another kind.
            let navigates = bodies.contains { $0.declaration.baseName == "navigateTo" + route }
            let bySegue = declared.declaration.name.contains("segue:") && !navigates
            routes.append(
                SceneGraph.Route(
                    from: found.name, to: route, kind: kind ?? (bySegue ? .segue : .other), fields: fields, marks: []))
        }
        return (scene, routes)
    }

    /// The router's methods of one route: its `routeTo…`, `navigateTo…` and `passDataTo…`, a SwiftUI
    /// router's builder of the destination's view state, and the router's own methods those call.
    private static func routeBodies(
        _ route: String, method: String, router: [ScannedScene.Declared], code: ScannedScene
    ) -> [ScannedScene.Declared] {
        let functions = router.filter { $0.declaration.kind == .function && $0.declaration.bodyTokens != nil }
        let variable = route.prefix(1).lowercased() + route.dropFirst()
        let names: Set<String> = ["navigateTo" + route, "passDataTo" + route, variable + "ViewState"]
        var chosen: [ScannedScene.Declared] = []
        var seen: Set<String> = []
        // The route's own method first: what it does decides before what it calls.
        var pending = functions.filter { $0.declaration.name == method }
        pending += functions.filter { names.contains($0.declaration.baseName) }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next.declaration.name).inserted else { continue }
            chosen.append(next)
            for call in code.calls(in: next) {
                pending += functions.filter { $0.declaration.name == call.name && !seen.contains(call.name) }
            }
        }
        return chosen
    }

    /// How the bodies show the destination (nil when they do not say), and the fields they set on it.
    private static func navigation(in bodies: [ScannedScene.Declared], code: ScannedScene) -> (
        SceneGraph.RouteKind?, [String]
    ) {
        var kind: SceneGraph.RouteKind?
        var fields: [String] = []
        for body in bodies {
            guard let range = body.declaration.bodyTokens else { continue }
            let source = code.files[body.file].source
            let tokens = source.code
            func text(_ index: Int) -> String? {
                index < range.upperBound ? source.text(of: tokens[index]) : nil
            }
            for index in range where tokens[index].kind == .identifier {
                let word = source.text(of: tokens[index])
                let after = text(index + 1)
                if kind == nil {
                    switch (word, after) {
                    case ("pushedRoute", "="): kind = .swiftUIPush
                    case ("presentedRoute", "="): kind = .swiftUISheet
                    case ("performSegue", "("): kind = .segue
                    case ("pushViewController", "("), ("show", "("): kind = .push
                    case ("present", "("): kind = .present
                    default: break
                    }
                }
                // `destination.meme = …`: a field of the destination's data store, set.
                if word.hasPrefix("destination"), after == ".", index + 3 < range.upperBound,
                    tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .operatorSymbol,
                    text(index + 3) == "="
                {
                    let field = source.text(of: tokens[index + 2])
                    if !fields.contains(field) { fields.append(field) }
                }
            }
        }
        return (kind, fields)
    }

    /// Each scene's reading, written by the thread that reads it.
    private final class PerScene: @unchecked Sendable {
        private let results: UnsafeMutableBufferPointer<(SceneGraph.Scene, [SceneGraph.Route])?>

        init(count: Int) {
            results = .allocate(capacity: count)
            results.initialize(repeating: nil)
        }

        deinit {
            results.deinitialize()
            results.deallocate()
        }

        /// Only the one thread reading scene `index` sets it, and no one reads before every thread is done.
        func set(_ index: Int, _ value: (SceneGraph.Scene, [SceneGraph.Route])) { results[index] = value }

        var all: [(SceneGraph.Scene, [SceneGraph.Route])] { results.compactMap { $0 } }
    }
}
