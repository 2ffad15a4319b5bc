/// A fixed list of names, kept in the order (and with the comments) it is written in, searched by
/// comparing bytes: building a `Set<String>` of UIKit's ~200 member names hashed every one of them on
/// each run, which cost a scene more than all its lookups together (0.15 M instructions against a
/// few thousand).
public struct NameList: Sequence, Sendable, ExpressibleByArrayLiteral {
    private let names: [StaticString]

    public init(arrayLiteral names: StaticString...) {
        self.names = names
    }

    public func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for entry in names where entry.utf8CodeUnitCount == bytes.count {
                if UnsafeBufferPointer(start: entry.utf8Start, count: bytes.count).elementsEqual(bytes) { return true }
            }
            return false
        }
    }

    public func makeIterator() -> IndexingIterator<[String]> {
        names.map(\.description).makeIterator()
    }
}
