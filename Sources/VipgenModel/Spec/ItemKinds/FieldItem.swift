import Mustache
import VipgenManifest

/// A data store field: the protocol requirement and the interactor's property; what scenes routing
/// to it pass on is suggested.
package enum FieldItem: SceneItemKind {
    package static let specKey = "fields"
    package static let noun = "field"

    package static let command = "field"
    package static let summary =
        "Add DataStore fields: the protocol requirement and the interactor's property; data passing is suggested."
    package static let discussion = """
        Passing a new field on to another scene happens inside passDataTo… bodies, which are a person's code: \
        vipgen does not edit them, it prints the lines to add.
        """
    package static let examples = [
        "vipgen add field ShowMeme isFavorite:Bool", "vipgen add field ListMemes 'selection:[Int]?'",
    ]
    package static let argument = "name:Type"
    package static let argumentHelp = "A DataStore field, e.g. 'isFavorite:Bool' or 'memes:[Meme]?'."
    package static let flag = "--field"
    package static let flagValue = "name:Type"
    package static let flagHelp =
        "A DataStore field, e.g. 'memes:[Meme]?'. Optional fields start as nil; non-optional String, numbers, Bool, arrays, dictionaries, sets and tuples of those start empty; other types must be optional."

    package static func texts(of scene: SceneSpec) -> [String] { scene.fields.map(\.description) }
    /// `memes: [Meme]?` → `memes`.
    package static func name(of text: String) -> String {
        String(text[..<(text.firstIndex(of: ":") ?? text.endIndex)])
    }
    package static func append(_ texts: [String], to scene: inout SceneSpec) {
        // Only validated fields get here (`validated`, or a scene's own), so each parses.
        scene.fields += texts.compactMap { try? Field.parse($0) }
    }
    package static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool) {
        scene.fields.removeAll { !keep($0.name) }
    }
    package static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String] {
        try SceneSpec.validated(name: scene, fields: texts).fields.map(\.description)
    }

    package static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject {
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
