extension RouteItem: ItemInference {
    /// The route methods of the protocol that declares one per route: the `routeTo…` methods of
    /// `<Scene>RoutingLogic` in the bundled flavors, as the flavor's probe scene names them.
    static func inferred(from files: ReadBackFiles) -> [String] {
        guard let method = files.reading.routeMethod else { return [] }
        let routing = files.type(files.reading.routes, in: files.source(files.reading.routes))
        return routing?.members.filter { $0.kind == .function }.compactMap {
            method.captured(from: $0.baseName, scene: files.scene)
        } ?? []
    }
}
