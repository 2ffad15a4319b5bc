/// The values sections have pushed, innermost last, and the spec's name resolution over them.
struct ContextStack {
    private var values: [MustacheValue]

    init(root: MustacheValue) {
        values = [root]
        values.reserveCapacity(16)
    }

    mutating func push(_ value: MustacheValue) { values.append(value) }

    mutating func pop() { _ = values.popLast() }

    /// The value `name` names, or `nil` when nothing has it (which strict mode reports).
    ///
    /// Only the first part of a dotted name is looked up through the stack; the rest resolve inside
    /// that value alone, so a broken chain is missing rather than found further out. A `null` on the
    /// way resolves to `null`: the data says "nothing here" on purpose, so it is not a typo.
    func resolve(_ name: MustacheName) -> MustacheValue? {
        switch name.scope {
        case .implicit:
            return values.last ?? .null
        case .top:
            return Self.descend(from: values.last ?? .null, through: name.parts[...])
        case .stack:
            guard let first = name.parts.first else { return values.last ?? .null }
            var index = values.count - 1
            while index >= 0 {
                if case .object(let members) = values[index], let found = members[first] {
                    return name.parts.count == 1 ? found : Self.descend(from: found, through: name.parts.dropFirst())
                }
                index -= 1
            }
            return nil
        }
    }

    private static func descend(from start: MustacheValue, through parts: ArraySlice<String>) -> MustacheValue? {
        var current = start
        for part in parts {
            switch current {
            case .object(let members):
                guard let next = members[part] else { return nil }
                current = next
            case .null:
                return .null
            default:
                return nil
            }
        }
        return current
    }
}
