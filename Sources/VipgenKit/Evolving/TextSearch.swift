#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a word in Swift source as bytes, for learning a flavor's names from its probe scene
/// (`ProbeText`) and for reading a scene back from its files (`SpecReadBack`): comparing the text
/// character by character (`String.contains`, `firstRange(of:)`) cost ten times as much.
enum TextSearch {
    /// The UTF-8 offset at which `needle` first occurs in `text` at or after `start`, or nil.
    static func offset(of needle: String, in text: String, from start: Int = 0) -> Int? {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { find($0, in: UnsafeRawBufferPointer(haystack), from: start) }
        }
    }

    /// Whether `a` and `b` are the same bytes (`==` compares characters, which may be written otherwise).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    /// The text between UTF-8 offsets `start` and `end` (each at a character boundary of ASCII text).
    static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    /// Where `needle` first occurs in `haystack` at or after `start`. `memchr` finds each place of its
    /// rarest byte (`rarity`: the `I` of `fetchItems`, the `0` of `scene0002`), and `memcmp` compares
    /// the rest there.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeRawBufferPointer, from start: Int)
        -> Int?
    {
        guard !needle.isEmpty, let pin = needle.baseAddress, let base = haystack.baseAddress, start >= 0,
            start + needle.count <= haystack.count
        else { return nil }
        var anchor = 0
        for index in needle.indices where rarity(needle[index], at: index) < rarity(needle[anchor], at: anchor) {
            anchor = index
        }
        // The needle would start at `offset`; its anchor byte is looked for `anchor` bytes further.
        var offset = start
        let last = haystack.count - needle.count
        while offset <= last, let found = memchr(base + offset + anchor, Int32(needle[anchor]), last - offset + 1) {
            let at = base.distance(to: UnsafeRawPointer(found)) - anchor
            if memcmp(base + at, pin, needle.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }

    /// How common a byte is in Swift source, lowest the rarest: digits, then capitals inside a word,
    /// then lowercase letters from `z` to `e` (a capital starting a word is as common as `i`).
    private static func rarity(_ byte: UInt8, at index: Int) -> UInt8 {
        let rank = rarities[Int(byte)]
        return index == 0 && rank == 1 ? 20 : rank
    }

    private static let rarities: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = 1 }
        for (rank, byte) in "zqjxkvwbygfphmudlcosnaritle".utf8.enumerated() { table[Int(byte)] = UInt8(2 + rank) }
        return table
    }()
}
