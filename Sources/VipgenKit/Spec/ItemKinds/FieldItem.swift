import Mustache

/// A data store field: the protocol requirement and the interactor's property; what scenes routing
/// to it pass on is suggested.
enum FieldItem: ItemKind {
    static let specKey = "fields"
    static let noun = "field"

    static let command = "field"
    static let summary =
        "Add DataStore fields: the protocol requirement and the interactor's property; data passing is suggested."
    static let discussion = """
        Passing a new field on to another scene happens inside passDataTo… bodies, which are a person's code: \
        vipgen does not edit them, it prints the lines to add.
        """
    static let examples = [
        "vipgen add field ShowMeme isFavorite:Bool", "vipgen add field ListMemes 'selection:[Int]?'",
    ]
    static let argument = "name:Type"
    static let argumentHelp = "A DataStore field, e.g. 'isFavorite:Bool' or 'memes:[Meme]?'."
    static let flag = "--field"
    static let flagValue = "name:Type"
    static let flagHelp =
        "A DataStore field, e.g. 'memes:[Meme]?'. Optional fields start as nil; non-optional String, numbers, Bool, arrays, dictionaries, sets and tuples of those start empty; other types must be optional."

    static func texts(of scene: SceneSpec) -> [String] { scene.fields.map(\.description) }
    /// `memes: [Meme]?` → `memes`.
    static func name(of text: String) -> String {
        String(text[..<(text.firstIndex(of: ":") ?? text.endIndex)])
    }
    static func append(_ texts: [String], to scene: inout SceneSpec) {
        // Only validated fields get here (`validated`, or a scene's own), so each parses.
        scene.fields += texts.compactMap { try? Field.parse($0) }
    }
    static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool) {
        scene.fields.removeAll { !keep($0.name) }
    }
    static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String] {
        try SceneSpec.validated(name: scene, fields: texts).fields.map(\.description)
    }

    static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject {
        let values = scene.fields.enumerated().map { index, field -> MustacheValue in
            .object([
                "name": .string(field.name),
                "type": .string(field.type),
                "isOptional": .bool(field.isOptional),
                "initialValue": field.initialValue.map(MustacheValue.string) ?? .null,
                "first": .bool(index == 0),
                "last": .bool(index == scene.fields.count - 1),
            ])
        }
        return ["fields": .array(values), "hasFields": .bool(!values.isEmpty)]
    }
}
