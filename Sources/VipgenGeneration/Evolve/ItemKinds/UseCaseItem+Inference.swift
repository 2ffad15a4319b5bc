import VipgenModel

extension UseCaseItem: ItemInference {
    /// The types nested in the scene's models enum, `enum ListMemes { enum Load {…} }`.
    static func inferred(from files: SceneFiles) -> [String] {
        files.type(files.scene, in: files.source("Models"))?.members.filter { $0.kind == .type }.map(\.name) ?? []
    }
}
