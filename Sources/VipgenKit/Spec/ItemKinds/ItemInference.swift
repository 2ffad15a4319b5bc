// How a kind of item is read back from a scene's files: see "How to add an item kind" in
// Spec/ItemKind.swift. A kind that does not conform is not read back (ItemKindTests fails).

/// What reading a scene back from its files needs of an item kind.
protocol ItemInference: ItemKind {
    /// The items a scene's files declare, written as the spec writes them; empty when the files
    /// do not say.
    static func inferred(from files: ReadBackFiles) -> [String]
}
