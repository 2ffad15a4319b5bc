import VipgenModel

extension RouteItem: ItemInference {
    /// The `routeTo…` methods of `<Scene>RoutingLogic` in the router's file.
    static func inferred(from files: SceneFiles) -> [String] {
        let routing = files.type(files.scene + "RoutingLogic", in: files.source("Router"))
        return routing?.members.filter { $0.kind == .function && $0.name.hasPrefix("routeTo") }
            .map { String($0.baseName.dropFirst("routeTo".count)) }.filter { !$0.isEmpty } ?? []
    }
}
