/// One entry of the project's `objects` dictionary: `ID /* comment */ = { isa = …; … };`.
struct PBXObject: Sendable {
    let id: String
    let isa: String
    let body: PlistNode
    /// The UTF-8 offset of the identifier that starts the entry.
    let entryStart: Int
    /// The UTF-8 offset just past the entry's `;`.
    let entryEnd: Int

    subscript(key: String) -> PlistNode? { body[key] }

    func string(_ key: String) -> String? { body[key]?.string }

    /// The identifiers an array value lists (`children`, `files`, `buildPhases`…).
    func ids(_ key: String) -> [String] { body[key]?.strings ?? [] }
}
