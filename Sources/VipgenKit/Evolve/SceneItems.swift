/// What a scene can gain after it was generated: use cases, data store fields and routes.
public struct SceneItems: Equatable, Sendable {
    public var useCases: [String]
    public var fields: [Field]
    public var routes: [String]

    public init(useCases: [String] = [], fields: [Field] = [], routes: [String] = []) {
        self.useCases = useCases
        self.fields = fields
        self.routes = routes
    }

    public var isEmpty: Bool { useCases.isEmpty && fields.isEmpty && routes.isEmpty }

    /// Each item alone, in spec order: use cases, fields, routes.
    var each: [SceneItems] {
        useCases.map { SceneItems(useCases: [$0]) } + fields.map { SceneItems(fields: [$0]) }
            + routes.map { SceneItems(routes: [$0]) }
    }
}

extension SceneSpec {
    /// The use cases the scene's files have: its own, or the default one when the spec names none.
    public var effectiveUseCases: [String] { useCases.isEmpty ? [SceneDefaults.useCase] : useCases }

    /// The scene with `items` appended, skipping those it has already (by name).
    public func adding(_ items: SceneItems) -> SceneSpec {
        var scene = self
        let useCases = effectiveUseCases
        let newUseCases = items.useCases.filter { !useCases.contains($0) }
        if !newUseCases.isEmpty { scene.useCases = useCases + newUseCases }
        scene.fields += items.fields.filter { field in !fields.contains { $0.name == field.name } }
        scene.routes += items.routes.filter { !routes.contains($0) }
        return scene
    }

    /// The scene without `items`: what its files were generated from before the items were added.
    func removing(_ items: SceneItems) -> SceneSpec {
        var scene = self
        scene.useCases = useCases.filter { !items.useCases.contains($0) }
        scene.fields = fields.filter { field in !items.fields.contains { $0.name == field.name } }
        scene.routes = routes.filter { !items.routes.contains($0) }
        return scene
    }

    /// What `adding(items)` actually adds.
    public func missing(_ items: SceneItems) -> SceneItems {
        let useCases = effectiveUseCases
        return SceneItems(
            useCases: items.useCases.filter { !useCases.contains($0) },
            fields: items.fields.filter { field in !fields.contains { $0.name == field.name } },
            routes: items.routes.filter { !routes.contains($0) })
    }
}
