/// A key with its hash worked out once: a tag's name hashes when its template is loaded, never while
/// rendering, so looking it up in an object costs a probe and a comparison.
struct MustacheKey: Equatable, Sendable {
    let text: String
    /// FNV-1a of the UTF-8 bytes when they are all ASCII; otherwise `0`, and such a key is found by
    /// comparing strings (see `isASCII`). An ASCII key whose hash is `0` too is only compared with
    /// them as strings, which answers correctly.
    let hash: UInt64
    /// Swift compares strings by canonical equivalence ("K" equals the Kelvin sign U+212A), and the
    /// byte hash does not follow it, so only ASCII keys, whose bytes alone decide equality, are found
    /// by hash. Any other key is compared with every key that is not ASCII, as a `String`.
    let isASCII: Bool

    init(_ text: String) {
        func fold(_ bytes: some Sequence<UInt8>) -> (UInt64, Bool) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var all: UInt8 = 0
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                all |= byte
            }
            return all < 0x80 ? (hash, true) : (0, false)
        }
        (hash, isASCII) = text.utf8.withContiguousStorageIfAvailable { fold($0) } ?? fold(text.utf8)
        self.text = text
    }
}

/// An object's members: keys to values, like a dictionary, in the order they were first set.
///
/// Not a `Dictionary`, because rendering is mostly looking names up, and a dictionary hashes its
/// `String` key again at every lookup (SipHash, seeded per process): here a tag's name brings its
/// hash along (`MustacheKey`), and a lookup is a probe and one key comparison. Small objects, as
/// most are, are searched by comparing hashes in order; larger ones keep an open-addressed table.
package struct MustacheObject: Sendable {
    /// One reference, so that binding an object in a `switch` (which rendering does at every level
    /// of the context it searches) retains one thing. Copied before a mutation when shared, so a
    /// storage that is written to has one owner: that is what makes it `Sendable`, and what lets its
    /// properties skip the run-time exclusivity check (a call on every access, which made a lookup
    /// cost as much as the dictionary it replaces).
    private final class Storage: @unchecked Sendable {
        /// Hashes, keys and values side by side; a scan reads only the hashes.
        @exclusivity(unchecked) var hashes: [UInt64] = []
        @exclusivity(unchecked) var keys: [String] = []
        @exclusivity(unchecked) var values: [MustacheValue] = []
        /// Indices by hash, `-1` where free; empty while the object is small enough to scan.
        @exclusivity(unchecked) var slots: [Int32] = []
        /// How many keys are not ASCII, and so cannot be found by hash alone.
        @exclusivity(unchecked) var nonASCII = 0

        init(capacity: Int) {
            hashes.reserveCapacity(capacity)
            keys.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
        }

        init(copying other: Storage) {
            hashes = other.hashes
            keys = other.keys
            values = other.values
            slots = other.slots
            nonASCII = other.nonASCII
        }

        func index(of key: MustacheKey) -> Int? {
            guard key.isASCII else { return keys.firstIndex { $0 == key.text } }
            if let found = hashedIndex(of: key) { return found }
            guard nonASCII > 0 else { return nil }
            return keys.firstIndex { $0 == key.text }
        }

        /// Where an ASCII key is among the ASCII keys (those stored with their own hash).
        private func hashedIndex(of key: MustacheKey) -> Int? {
            hashes.withUnsafeBufferPointer { hashes in
                if slots.isEmpty {
                    for index in hashes.indices where hashes[index] == key.hash && keys[index] == key.text {
                        return index
                    }
                    return nil
                }
                return slots.withUnsafeBufferPointer { slots in
                    let mask = slots.count - 1
                    var slot = Int(truncatingIfNeeded: key.hash) & mask
                    while true {
                        let index = Int(slots[slot])
                        if index < 0 { return nil }
                        if hashes[index] == key.hash && keys[index] == key.text { return index }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }

        func append(_ key: MustacheKey, _ value: MustacheValue) {
            if !key.isASCII { nonASCII += 1 }
            hashes.append(key.hash)
            keys.append(key.text)
            values.append(value)
            guard keys.count > MustacheObject.scanLimit else { return }
            if keys.count * 2 > slots.count { rebuildSlots() } else { insertSlot(keys.count - 1) }
        }

        func remove(at index: Int) {
            if !MustacheKey(keys[index]).isASCII { nonASCII -= 1 }
            hashes.remove(at: index)
            keys.remove(at: index)
            values.remove(at: index)
            rebuildSlots()
        }

        private func rebuildSlots() {
            guard keys.count > MustacheObject.scanLimit else {
                slots = []
                return
            }
            var capacity = 16
            while capacity < keys.count * 4 { capacity *= 2 }
            slots = Array(repeating: -1, count: capacity)
            for index in keys.indices { insertSlot(index) }
        }

        private func insertSlot(_ index: Int) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hashes[index]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    private var storage: Storage
    fileprivate static let scanLimit = 8

    /// An object with no members.
    package init() {
        storage = Storage(capacity: 0)
    }

    /// The members of `dictionary`.
    package init(_ dictionary: [String: MustacheValue]) {
        storage = Storage(capacity: dictionary.count)
        for (key, value) in dictionary { self[key] = value }
    }

    /// The members `pairs` name; a later duplicate key replaces an earlier one.
    package init(_ pairs: some Collection<(String, MustacheValue)>) {
        storage = Storage(capacity: pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    /// How many members the object has.
    package var count: Int { storage.keys.count }

    package var isEmpty: Bool { storage.keys.isEmpty }

    /// The keys, in the order they were first set.
    package var keys: [String] { storage.keys }

    /// The value under `key`, or `nil`; setting `nil` removes the member.
    package subscript(key: String) -> MustacheValue? {
        get { self[MustacheKey(key)] }
        set {
            let key = MustacheKey(key)
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            if let index = storage.index(of: key) {
                if let newValue { storage.values[index] = newValue } else { storage.remove(at: index) }
            } else if let newValue {
                storage.append(key, newValue)
            }
        }
    }

    /// The value under `key`, found by its precomputed hash.
    subscript(key: MustacheKey) -> MustacheValue? {
        storage.index(of: key).map { storage.values[$0] }
    }
}

extension MustacheObject: Equatable {
    /// Equal when both have the same keys with equal values, whatever order they were set in.
    package static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs.storage.keys, lhs.storage.values).allSatisfy { key, value in
            rhs[MustacheKey(key)] == value
        }
    }
}

extension MustacheObject: ExpressibleByDictionaryLiteral {
    /// A later duplicate key replaces an earlier one, so a literal never traps.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self.init(elements)
    }
}

extension MustacheObject: Sequence {
    /// The members, in the order their keys were first set.
    package func makeIterator() -> some IteratorProtocol<(key: String, value: MustacheValue)> {
        zip(storage.keys, storage.values).lazy.map { (key: $0, value: $1) }.makeIterator()
    }
}
