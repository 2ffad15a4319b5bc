import Mustache

/// A route to another scene (or the scene itself): the routing requirement, routeTo/navigateTo/
/// passDataTo, the segue case, the routing spy and tests.
enum RouteItem: ItemKind {
    static let specKey = "routes"
    static let noun = "route"

    static let command = "route"
    static let summary =
        "Add routes: the routing requirement, routeTo/navigateTo/passDataTo, the segue case, the routing spy and tests."
    static let examples = ["vipgen add route ShowMeme AddMeme"]
    static let argument = "DESTINATION"
    static let argumentHelp = "A scene to route to, e.g. AddMeme."
    static let completesScenes = true
    static let flag = "--route"
    static let flagValue = "SCENE"
    static let flagHelp =
        "A scene this one routes to, with data passing: routeTo<SCENE>(segue:), navigateTo<SCENE>(source:destination:), passDataTo<SCENE>(source:destination:)."

    static func texts(of scene: SceneSpec) -> [String] { scene.routes }
    static func append(_ texts: [String], to scene: inout SceneSpec) { scene.routes += texts }
    static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool) {
        scene.routes.removeAll { !keep($0) }
    }
    static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String] {
        try SceneSpec.validated(name: scene, routes: texts).routes
    }

    /// Each route holds its destination flavor's constants beside its own keys, so a route tells
    /// how its destination is built.
    static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject {
        let values = scene.routes.enumerated().map { index, route -> MustacheValue in
            let destination = environment.spec[route]
            let passes = destination.map { SceneContext.sharedFields(from: scene, to: $0) } ?? []
            let samples = passes.map { SwiftType.sample(ofFieldType: $0.type, named: $0.name) }
            let samplePasses = zip(passes, samples).compactMap { field, sample -> MustacheValue? in
                guard let sample else { return nil }
                return .object([
                    "name": .string(field.name),
                    "sample": .string(sample.literal),
                    "isCompared": .bool(sample.isCompared),
                ])
            }
            var object: MustacheObject = [
                "scene": .string(route),
                "sceneVariable": .string(SwiftNames.lowerCamel(route)),
                "segueIdentifier": .string(route),
                "storyboard": SceneContext.storyboard(of: destination, project: environment.project)
                    .map(MustacheValue.string) ?? .null,
                "storyboardIdentifier": .string(environment.destinationStoryboardIdentifiers[index]),
                "passes": .array(passes.map { .object(["name": .string($0.name)]) }),
                "hasPasses": .bool(!passes.isEmpty),
                "samplePasses": .array(samplePasses),
                "hasSamplePasses": .bool(!samplePasses.isEmpty),
                "first": .bool(index == 0),
                "last": .bool(index == scene.routes.count - 1),
            ]
            for (key, value) in environment.destinations[index] where object[key] == nil { object[key] = value }
            return .object(object)
        }
        return ["routes": .array(values), "hasRoutes": .bool(!values.isEmpty)]
    }
}
