#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The probe scene's sources as one text, searched before the flavor's shape is learned: a name can
/// meet a member the flavor declares of its own only if it is written in that member's name, and every
/// such member is written in the probe's sources. So a name the text does not hold needs no shape, and
/// a plain `vipgen scene` renders the probe but never reads it as Swift.
///
/// Every test here may say yes when the shape then says no; never the reverse.
struct ProbeText: Sendable {
    private let bytes: [UInt8]

    init(_ sources: [ProbeFile]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sources.reduce(64) { $0 + $1.contents.utf8.count + 1 })
        for file in sources {
            var contents = file.contents
            // One copy of the bytes, where appending the view would step through them.
            contents.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\n"))
        }
        // What a `Hashable` type has without writing it (`FlavorMemberNames` counts it as its own).
        bytes += "hashValue hash(into:)\n".utf8
        self.bytes = bytes
    }

    /// Whether scene `name` may end with what its flavor writes after a scene's name (`ViewController`
    /// of `QzsceneViewController`): it ends with what follows the probe scene's name in one of the
    /// identifiers written with it, and is more than that.
    func mayEndWithSceneSuffix(_ name: String) -> Bool {
        var scene = ProbeNames.scene
        var name = name
        return scene.withUTF8 { scene in
            name.withUTF8 { name in
                var start = 0
                while let found = Self.find(scene, in: bytes, from: start) {
                    let tail = found + scene.count
                    var end = tail
                    while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                    if end > tail, end - tail < name.count,
                        bytes.withUnsafeBytes({
                            memcmp($0.baseAddress! + tail, name.baseAddress! + name.count - (end - tail), end - tail)
                        }) == 0
                    {
                        return true
                    }
                    start = tail
                }
                return false
            }
        }
    }

    /// Whether a use case or route `name` may be part of a member's name: the text holds it as written
    /// or in lowerCamelCase.
    func mayHold(item name: String) -> Bool {
        if contains(name) { return true }
        let variable = SwiftNames.lowerCamel(name)
        return variable != name && contains(variable)
    }

    /// Whether the text holds `name` as a whole identifier (a field meets a property only by its name).
    func holds(identifier name: String) -> Bool {
        var start = 0
        let count = name.utf8.count
        while let found = find(name, from: start) {
            let end = found + count
            if (found == 0 || !Self.isIdentifierByte(bytes[found - 1]))
                && (end == bytes.count || !Self.isIdentifierByte(bytes[end]))
            {
                return true
            }
            start = found + 1
        }
        return false
    }

    private func contains(_ name: String) -> Bool { find(name, from: 0) != nil }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return byte >= 0x80
        }
    }

    /// Where `name` first occurs in the text at or after `start`.
    private func find(_ name: String, from start: Int) -> Int? {
        var name = name
        return name.withUTF8 { Self.find($0, in: bytes, from: start) }
    }

    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: [UInt8], from start: Int) -> Int? {
        haystack.withUnsafeBytes { TextSearch.find(needle, in: $0, from: start) }
    }
}
