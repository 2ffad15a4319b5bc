/// A fixed list of names, kept in the order (and with the comments) it is written in, searched by
/// comparing bytes: building a `Set<String>` of UIKit's ~200 member names hashed every one of them on
/// each run, which cost a scene more than all its lookups together (Tests/Benchmarks/README.md).
package struct NameList: Sequence, Sendable, ExpressibleByArrayLiteral {
    private let names: [StaticString]

    package init(arrayLiteral names: StaticString...) {
        self.names = names
    }

    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for entry in names where entry.utf8CodeUnitCount == bytes.count {
                if UnsafeBufferPointer(start: entry.utf8Start, count: bytes.count).elementsEqual(bytes) { return true }
            }
            return false
        }
    }

    /// The first name longer than `prefix` that starts with it and whose rest `isWanted` accepts. Only
    /// a name that starts with `prefix` becomes a `String`.
    func first(extending prefix: String, where isWanted: (String) -> Bool) -> String? {
        names.lazy.compactMap { Self.rest(of: $0, after: prefix) }.first(where: isWanted).map { prefix + $0 }
    }

    /// What follows `prefix` in `name`, when `name` is longer and starts with it.
    static func rest(of name: StaticString, after prefix: String) -> String? {
        var prefix = prefix
        return prefix.withUTF8 { bytes -> String? in
            let count = name.utf8CodeUnitCount
            guard count > bytes.count,
                UnsafeBufferPointer(start: name.utf8Start, count: bytes.count).elementsEqual(bytes)
            else { return nil }
            return String(
                decoding: UnsafeBufferPointer(start: name.utf8Start + bytes.count, count: count - bytes.count),
                as: UTF8.self)
        }
    }

    package func makeIterator() -> IndexingIterator<[String]> {
        names.map(\.description).makeIterator()
    }
}
