/// The values sections have pushed, innermost last, and the spec's name resolution over them.
struct ContextStack {
    private var values: [MustacheValue]
    /// A number for each pushed value, never reused: the same number at the same height means the
    /// stack below it is unchanged too, since only its top ever changes.
    private var ids: [Int]
    private var nextID = 1
    /// For deep stacks, each name's last lookup: the stack's height and top value's id then, and the
    /// index it was found at (-1: nowhere). Without it, a name that deep nesting pushes many values
    /// without (`{{#a}}` a hundred thousand times over `true`) is searched through the whole stack at
    /// every level, which is quadratic.
    private var deepLookups: [String: (height: Int, topID: Int, found: Int)] = [:]
    /// Below this height a plain search is cheaper than consulting the cache.
    private static let cachedHeight = 16

    init(root: MustacheValue) {
        values = [root]
        values.reserveCapacity(16)
        ids = [0]
        ids.reserveCapacity(16)
    }

    mutating func push(_ value: MustacheValue) {
        values.append(value)
        ids.append(nextID)
        nextID += 1
    }

    mutating func pop() {
        _ = values.popLast()
        _ = ids.popLast()
    }

    /// The value `name` names, or `nil` when nothing has it (which strict mode reports).
    ///
    /// Only the first part of a dotted name is looked up through the stack; the rest resolve inside
    /// that value alone, so a broken chain is missing rather than found further out. A `null` on the
    /// way resolves to `null`: the data says "nothing here" on purpose, so it is not a typo.
    mutating func resolve(_ name: MustacheName) -> MustacheValue? {
        switch name.scope {
        case .implicit:
            return values.last ?? .null
        case .top:
            return Self.descend(from: values.last ?? .null, through: name.parts[...])
        case .stack:
            guard let found = value(of: name.parts.first ?? name.key) else { return nil }
            return name.parts.count <= 1 ? found : Self.descend(from: found, through: name.parts.dropFirst())
        }
    }

    /// What the innermost object that has `key` holds under it. A shallow stack is searched
    /// directly, each object's lookup giving the value too.
    private mutating func value(of key: MustacheKey) -> MustacheValue? {
        guard values.count > Self.cachedHeight else {
            var index = values.count - 1
            while index >= 0 {
                if case .object(let members) = values[index], let found = members[key] { return found }
                index -= 1
            }
            return nil
        }
        guard let index = index(defining: key), case .object(let members) = values[index] else { return nil }
        return members[key]
    }

    /// The index of the innermost object that has `key`, in a deep stack.
    private mutating func index(defining key: MustacheKey) -> Int? {
        var index = values.count - 1
        let cached = deepLookups[key.text]
        var found = -1
        while index >= 0 {
            if let cached, index == cached.height - 1, ids[index] == cached.topID {
                found = cached.found
                break
            }
            if case .object(let members) = values[index], members[key] != nil {
                found = index
                break
            }
            index -= 1
        }
        deepLookups[key.text] = (values.count, ids[values.count - 1], found)
        return found >= 0 ? found : nil
    }

    private static func descend(from start: MustacheValue, through parts: ArraySlice<MustacheKey>) -> MustacheValue? {
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
