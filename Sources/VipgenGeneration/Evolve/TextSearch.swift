#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a few words in whole files, for reading a scene back: `memchr` to each place of the word's
/// first byte and `memcmp` there, over the UTF-8 bytes, where
/// `String.contains` and `firstRange(of:)` compare character by character (most of what `vipgen add`
/// cost, in a scene's tests and view controller).
enum TextSearch {
    /// The UTF-8 offset at which `needle` first occurs in `text` at or after `start`, or nil.
    static func offset(of needle: String, in text: String, from start: Int = 0) -> Int? {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted -> Int? in
                guard start <= haystack.count, !wanted.isEmpty, let base = haystack.baseAddress,
                    let pin = wanted.baseAddress
                else { return nil }
                var offset = start
                let last = haystack.count - wanted.count
                while offset <= last, let found = memchr(base + offset, Int32(wanted[0]), last - offset + 1) {
                    let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                    if memcmp(base + at, pin, wanted.count) == 0 { return at }
                    offset = at + 1
                }
                return nil
            }
        }
    }

    /// The text between UTF-8 offsets `start` and `end` (each at a character boundary of ASCII text).
    static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}
