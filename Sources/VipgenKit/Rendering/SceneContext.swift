import Mustache

/// Builds the Mustache context one scene's templates render against (see Templates/README.md).
enum SceneContext {
    /// The scene's context in `flavor`: the keys every scene has, and the flavor's own.
    /// - Parameters:
    ///   - scene: the scene to render.
    ///   - project: module, header and date settings.
    ///   - spec: every scene of the same spec, so a route can copy the fields both scenes share.
    ///   - flavor: the flavor whose templates render it: its base-class flags and constants.
    ///   - destinationFlavor: the flavor of the scene a route leads to (`nil`: none known).
    static func make(
        scene: SceneSpec, project: ResolvedProject, spec: SpecIndex, flavor: Flavor,
        destinationFlavor: (String) -> Flavor? = { _ in nil }
    ) -> MustacheObject {
        let destinationFlavors = scene.routes.map(destinationFlavor)
        let destinations = destinationFlavors.map { $0?.context ?? [:] }
        // A destination of no known flavor is taken to be of the scene's.
        let destinationIdentifiers = zip(scene.routes, destinationFlavors).map { route, destination in
            (destination ?? flavor).viewTypeName(scene: route)
        }
        var context = sceneKeys(
            scene: scene, project: project, spec: spec, destinations: destinations,
            storyboardIdentifier: flavor.viewTypeName(scene: scene.name),
            destinationStoryboardIdentifiers: destinationIdentifiers)
        for (key, value) in flavor.context(for: scene.base) where context[key] == nil { context[key] = value }
        // Whether some route's destination has each constant: one key per constant the scene's flavor or a
        // destination's declares, so a template asks `anyRoute.isSwiftUI` (true when some
        // destination's `isSwiftUI` is `true`) whichever flavors are in play.
        var anyRoute = MustacheObject()
        for key in Set(flavor.context.keys).union(destinations.flatMap(\.keys)).sorted() {
            anyRoute[key] = .bool(destinations.contains { $0[key] == .bool(true) })
        }
        context["anyRoute"] = .object(anyRoute)
        return context
    }

    /// The keys every scene's context has, whatever its flavor: this file is their one source
    /// (Templates/README.md's table is tested against it).
    static let keys: Set<String> = Set(
        sceneKeys(
            scene: SceneSpec(name: "Scene"),
            project: ResolvedProject(module: "App", sourcesDirectory: "", testsDirectory: "", date: ""),
            spec: SpecIndex([]), destinations: [], storyboardIdentifier: "Scene", destinationStoryboardIdentifiers: []
        ).keys + ["anyRoute"])

    /// - Parameter destinations: for each route, its destination flavor's constants, which the route's
    ///   object holds beside its own keys (so a route tells how its destination is built).
    ///   - storyboardIdentifier: the scene's Storyboard ID, its view's type (`Flavor.viewTypeName`).
    ///   - destinationStoryboardIdentifiers: each route's destination's, in its flavor.
    private static func sceneKeys(
        scene: SceneSpec, project: ResolvedProject, spec: SpecIndex, destinations: [[String: MustacheValue]],
        storyboardIdentifier: String, destinationStoryboardIdentifiers: [String]
    ) -> MustacheObject {
        let sceneStoryboard = storyboard(of: scene, project: project)
        let routeStoryboards = scene.routes.contains { storyboard(of: spec[$0], project: project) != nil }
        var keys: MustacheObject = [
            "scene": .string(scene.name),
            "sourceScene": .string(scene.name),
            "sceneVariable": .string(SwiftNames.lowerCamel(scene.name)),
            "fileName": .null,
            "date": .string(project.date),
            "storyboard": sceneStoryboard.map(MustacheValue.string) ?? .null,
            "storyboardIdentifier": .string(storyboardIdentifier),
            "isFromStoryboard": .bool(sceneStoryboard != nil),
            "usesStoryboards": .bool(sceneStoryboard != nil || routeStoryboards),
            // Set only by `add` on a scene written by hand whose worker is of its own kind.
            "answersItself": .bool(false),
        ]
        let environment = ItemContextEnvironment(
            project: project, spec: spec, destinations: destinations,
            destinationStoryboardIdentifiers: destinationStoryboardIdentifiers)
        for kind in ItemKinds.all {
            for (key, value) in kind.context(of: scene, in: environment) { keys[key] = value }
        }
        // The keys each setting gives (`Settings`): from the scene's value, else the project's, else its default.
        for setting in Settings.all {
            for (key, value) in setting.context(scene: scene, project: project.settings) { keys[key] = value }
        }
        // A scene in a package is a module of its own, which its tests import, and imports each feature
        // target it routes to.
        if project.packageFolder(of: scene) != nil { keys["module"] = .string(scene.name) }
        keys["featureImports"] = .array(
            PackagePlan.importedRoutes(of: scene, index: spec, project: project).map(MustacheValue.string))
        return keys
    }

    /// The storyboard a scene comes from: its own, else the project's. A scene the spec does not
    /// describe (a route to it) gets the project's.
    static func storyboard(of scene: SceneSpec?, project: ResolvedProject) -> String? {
        scene?.storyboard ?? project[Settings.storyboard]
    }

    /// Fields the destination's data store declares with the same name and type as the source's.
    static func sharedFields(from source: SceneSpec, to destination: SceneSpec) -> [Field] {
        source.fields.filter { field in
            destination.fields.contains { $0.name == field.name && $0.type == field.type }
        }
    }
}
