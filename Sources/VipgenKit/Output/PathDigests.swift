/// The paths a run has planned, each as an 8-byte digest, to find a second file at one path without
/// holding every path: a digest seen before only makes a path suspect, and whoever keeps the paths
/// (the run's `MoveList`) confirms it exactly. The table holds 16 to 32 bytes a path (its slots are
/// at most half full), against about 100 for the path itself in a set.
struct PathDigests {
    /// Open addressing with linear probing; 0 marks an empty slot.
    private var slots: [UInt64] = []
    private(set) var count = 0
    private let digest: (String) -> UInt64

    /// - Parameter digest: how a path is digested; tests make paths collide with it.
    init(digest: @escaping (String) -> UInt64 = PathDigests.digest) {
        self.digest = digest
    }

    /// Adds `path`'s digest; `false` when it was there already: the same path planned before, or,
    /// rarely, another path with the same digest.
    mutating func insert(_ path: String) -> Bool {
        let value = digest(path)
        if (count + 1) * 2 > slots.count { grow() }
        return place(value == 0 ? 1 : value)
    }

    private mutating func place(_ digest: UInt64) -> Bool {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: digest) & mask
        while slots[index] != 0 {
            if slots[index] == digest { return false }
            index = (index + 1) & mask
        }
        slots[index] = digest
        count += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: max(64, old.count * 2))
        count = 0
        for digest in old where digest != 0 { _ = place(digest) }
    }

    /// The standard library's hash of the path's bytes (SipHash, seeded anew in each process).
    static func digest(_ path: String) -> UInt64 {
        var hasher = Hasher()
        var path = path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }
}
