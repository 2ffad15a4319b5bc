import SwiftScanning
import VipgenModel

extension FieldItem: ItemInference {
    /// The properties of `<Scene>DataStore` in the interactor's file.
    static func inferred(from files: SceneFiles) -> [String] {
        let interactor = files.source("Interactor")
        guard let interactor, let store = files.type(files.scene + "DataStore", in: interactor) else { return [] }
        return store.members.filter { $0.kind == .property }.compactMap { field(of: $0, in: interactor)?.description }
    }

    /// `var memes: [Meme]? { get set }` → the field `memes: [Meme]?`.
    private static func field(of property: SwiftDeclaration, in source: SwiftSource) -> Field? {
        let texts = source.codeTexts(property.headerTokens)
        guard let colon = texts.firstIndex(of: ":") else { return nil }
        return try? Field.parse(property.name + ": " + texts[(colon + 1)...].joined())
    }
}
