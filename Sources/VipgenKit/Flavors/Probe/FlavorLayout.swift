import SwiftScanning

/// Where a flavor's scene declares its base class, use cases, fields, routes and worker, and which of
/// its methods are a person's to write: learned from the probe scene with the rest of the blueprint, so
/// `add` reads a scene back (`SpecReadBack`) and merges it (`MergePolicy`) whatever the flavor names
/// its files, types and methods.
struct FlavorLayout: Sendable {
    /// A type of the scene, and the template of the file that declares it.
    struct Place: Sendable {
        let template: String
        let type: NamePattern
    }

    /// The class whose superclass is the scene's base class (`{S}ViewController`).
    let baseClass: Place?
    /// The type whose nested types are the use cases (`{S}`, in the models).
    let useCases: Place?
    /// The protocol that declares a property per field (`{S}DataStore`).
    let fields: Place?
    /// The protocol that declares a method per route (`{S}RoutingLogic`), and that method's name
    /// without its labels (`routeTo{R}`).
    let routes: Place?
    let routeMethod: NamePattern?
    /// The protocol the worker conforms to (`{S}WorkerLogic`).
    let worker: Place?

    init(probe: ScannedScene, components: [FlavorBlueprint.Component], protocols: [FlavorBlueprint.ProtocolShape]) {
        let scene = ProbeNames.scene
        baseClass = components.first { component in
            probe.primaries[component.type.name(scene: scene)]?.first?.declaration.conformances.first
                == ViewControllerBase.viewController.rawValue
        }.map { Place(template: $0.template, type: $0.type) }
        // The models' type with a type per use case: `enum {S} { enum {U} {…} }`.
        var useCases: Place?
        for file in probe.files where file.role == .models && useCases == nil {
            useCases = ScannedScene.flattened(file.source.declarations).first { declaration in
                declaration.kind == .type
                    && declaration.members.contains { $0.kind == .type && $0.name == ProbeNames.useCase }
            }.map { Place(template: file.template, type: NamePattern(abstracting: $0.name)) }
        }
        self.useCases = useCases
        let field = NamePattern("{f}")
        fields = protocols.first { $0.properties.contains(field) }.map { Place(template: $0.template, type: $0.name) }
        var routes: Place?
        var routeMethod: NamePattern?
        for shape in protocols {
            if let method = shape.methods.map(\.baseName).first(where: \.capturesRoute) {
                routes = Place(template: shape.template, type: shape.name)
                routeMethod = method
                break
            }
        }
        self.routes = routes
        self.routeMethod = routeMethod
        worker = protocols.first { $0.role == .worker }.map { Place(template: $0.template, type: $0.name) }
    }
}

extension FlavorLayout {
    /// The methods of `plain`'s source files whose bodies `passing` (the same probe scene, its route's
    /// destination sharing its field) writes otherwise: the ones made of the data a route passes.
    static func dataPassingMethods(plain: [ProbeFile], passing: [ProbeFile]) -> [NamePattern] {
        var methods: [NamePattern] = []
        for (before, after) in zip(plain, passing) where before.contents != after.contents {
            guard let old = try? SwiftSource(before.contents), let new = try? SwiftSource(after.contents) else {
                continue
            }
            let oldBodies = bodies(in: old)
            for (key, body) in bodies(in: new) where oldBodies[key] != body {
                let pattern = NamePattern(abstracting: key).baseName
                if pattern.mentionsRoute, !methods.contains(pattern) { methods.append(pattern) }
            }
        }
        return methods
    }

    /// Each method's body, by its name, in every type and extension of `source`.
    private static func bodies(in source: SwiftSource) -> [String: String] {
        var bodies: [String: String] = [:]
        func walk(_ declarations: [SwiftDeclaration]) {
            for declaration in ScannedScene.flattened(declarations) {
                if declaration.isContainer {
                    walk(declaration.members)
                } else if declaration.kind == .function, let open = declaration.bodyOpen,
                    let close = declaration.bodyClose
                {
                    bodies[declaration.name] = source.text(open..<close)
                }
            }
        }
        walk(source.declarations)
        return bodies
    }
}
