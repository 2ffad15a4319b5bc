extension UseCaseItem: ItemInference {
    /// The types nested in the scene's models type, `enum ListMemes { enum Load {…} }` in the bundled
    /// flavors: wherever the flavor's probe scene declares its use case's models.
    /// A type there holding none of a use case's models (`struct OrderFormFields`, `enum Displayable`
    /// beside the use cases) is a helper, not a use case.
    static func inferred(from files: ReadBackFiles) -> [String] {
        let models = files.reading.useCases
        let useCaseModels: Set<String> = ["Request", "Response", "ViewModel"]
        let source = files.source(models)
        // The models' type named after their file (`enum ListViewModels`), in a scene written by hand.
        let named = models.map { $0.type.name(scene: files.scene) } ?? files.scene
        let otherNames = [named + "Models", named + "Model"]
        let type =
            files.type(models, in: source)
            ?? source?.declarations.first { $0.kind == .type && otherNames.contains($0.name) }
        return type?.members.filter { member in
            member.kind == .type
                && ScannedScene.flattened(member.members).contains {
                    $0.kind == .type && useCaseModels.contains($0.name)
                }
        }.map(\.name) ?? []
    }
}
