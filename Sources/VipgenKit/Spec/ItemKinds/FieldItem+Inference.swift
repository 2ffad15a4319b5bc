import SwiftScanning

extension FieldItem: ItemInference {
    /// The properties of the protocol that declares one per field: `<Scene>DataStore` in the bundled
    /// flavors, wherever the flavor's probe scene declares its field.
    static func inferred(from files: ReadBackFiles) -> [String] {
        let source = files.source(files.reading.fields)
        guard let source, let store = files.type(files.reading.fields, in: source) else { return [] }
        return store.members.filter { $0.kind == .property }.compactMap { field(of: $0, in: source)?.description }
    }

    /// `var memes: [Meme]? { get set }` → the field `memes: [Meme]?`.
    private static func field(of property: SwiftDeclaration, in source: SwiftSource) -> Field? {
        let texts = source.codeTexts(property.headerTokens)
        guard let colon = texts.firstIndex(of: ":") else { return nil }
        var type = Array(texts[(colon + 1)...])
        // `var order: Order! { get set }`, as the original templates' data stores write it, is used as
        // `Order?` is: the spec writes it so.
        if type.last == "!" { type[type.count - 1] = "?" }
        return try? Field.parse(property.name + ": " + type.joined())
    }
}
