import VipgenModel

extension UseCaseItem: ItemInference {
    /// The types nested in the scene's models type, `enum ListMemes { enum Load {…} }` in the bundled
    /// flavors: wherever the flavor's probe scene declares its use case's models.
    static func inferred(from files: SceneFiles) -> [String] {
        let models = files.reading.useCases
        return files.type(models, in: files.source(models))?.members.filter { $0.kind == .type }.map(\.name) ?? []
    }
}
