import SwiftScanning
import VipgenModel

// How a kind of item is read back from a scene's files: see "How to add an item kind" in
// Spec/SceneItemKind.swift. A kind that does not conform is not read back (SceneItemKindTests fails).

/// What reading a scene back from its files needs of an item kind.
protocol ItemInference: SceneItemKind {
    /// The items a scene's files declare, written as the spec writes them; empty when the files
    /// do not say.
    static func inferred(from files: SceneFiles) -> [String]
}

/// A scene's files as reading it back needs them: each by the end of its name (`Interactor` for
/// `ListMemesInteractor.swift`), read as Swift, and the types they declare.
struct SceneFiles {
    /// The scene's name.
    let scene: String
    let paths: [String]
    let disk: SceneDisk

    /// The file `<scene><suffix>.swift` read as Swift; nil when it is not there or does not scan.
    func source(_ suffix: String) -> SwiftSource? {
        guard let path = paths.first(where: { $0.hasSuffix("/" + scene + suffix + ".swift") }) else { return nil }
        return try? disk.source(path)?.get()
    }

    /// The declaration of the type `typeName` in `source`, not its extensions.
    func type(_ typeName: String, in source: SwiftSource?) -> SwiftDeclaration? {
        source.flatMap { DeclarationIndex(source: $0).primaries(of: typeName).first }
    }
}
