/// New object identifiers: 24 uppercase hex digits like Xcode's, worked out from what the object is
/// for (its kind and project-relative path), so the same run on the same project writes the same
/// bytes, and stepped past any identifier the project or this run already uses.
struct ObjectIDs {
    /// Whether the project has an object of this identifier.
    private let existing: (String) -> Bool
    /// The identifiers made so far.
    private var made: Set<String> = []

    init(existing: @escaping (String) -> Bool) {
        self.existing = existing
    }

    /// A fresh identifier for `kind` (`ref`, `build`, `group`) of `key` (a path).
    mutating func make(_ kind: String, _ key: String) -> String {
        var salt: UInt64 = 0
        while true {
            let text = Array("\(kind)\u{0}\(key)\u{0}\(salt)".utf8)
            let id =
                Self.hex(Self.fnv1a(text, basis: 0xCBF2_9CE4_8422_2325), digits: 12)
                + Self.hex(Self.fnv1a(text, basis: 0x8422_2325_CBF2_9CE4), digits: 12)
            if !existing(id), made.insert(id).inserted { return id }
            salt += 1
        }
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        // FNV's low bits mix poorly for short keys: fold the high half in.
        return hash ^ (hash >> 29)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let table = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
            bytes.append(table[Int((value >> UInt64(shift)) & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
