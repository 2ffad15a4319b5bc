/// One value of an old-style property list (the format of `project.pbxproj`), with where it sits in
/// the text: editing the project inserts text at these offsets and never rewrites what is there.
struct PlistNode: Sendable {
    // Not `indirect`: the arrays hold their elements out of line already, and a boxed string for
    // every value of a large project costs more than the parse itself.
    enum Kind: Sendable {
        case string(String)
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    var kind: Kind
    /// The UTF-8 offset of the value's first byte.
    var start: Int
    /// The UTF-8 offset just past the value: after its closing `}` or `)` for a container.
    var end: Int

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    var array: [PlistNode]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    var entries: [PlistEntry]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    /// The value under `key`, when this is a dictionary holding it.
    subscript(key: String) -> PlistNode? {
        entries?.first { $0.key == key }?.value
    }

    /// The strings of an array value (identifiers, mostly); non-strings are left out.
    var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}

/// `key = value;` in a dictionary.
struct PlistEntry: Sendable {
    var key: String
    /// The UTF-8 offset of the key's first byte.
    var keyStart: Int
    var value: PlistNode
    /// The UTF-8 offset just past the entry's `;`.
    var end: Int
}
