/// One entry of the project's `objects` dictionary: `ID /* comment */ = { isa = …; … };`. Its
/// values are read from the text the first time they are asked for.
package final class PBXObject {
    let id: String
    let isa: String
    /// The UTF-8 offset of the identifier that starts the entry.
    let entryStart: Int
    /// The UTF-8 offset just past the entry's `;`.
    let entryEnd: Int
    /// Where `path`'s value is written, if the object has one.
    let pathRange: Range<Int>?
    private let bytes: [UInt8]
    private let bodyStart: Int

    init(_ skimmed: PlistParser.SkimmedObject, isa: String, bytes: [UInt8]) {
        id = skimmed.id
        self.isa = isa
        entryStart = skimmed.keyStart
        entryEnd = skimmed.end
        pathRange = skimmed.path
        self.bytes = bytes
        bodyStart = skimmed.body.lowerBound
    }

    /// The object's dictionary; the skim checked it already, so reading it again cannot fail.
    lazy var body: PlistNode =
        PlistParser.value(at: bodyStart, in: bytes)
        ?? PlistNode(kind: .dictionary([]), start: bodyStart, end: bodyStart)

    subscript(key: String) -> PlistNode? { body[key] }

    package func string(_ key: String) -> String? {
        if key == "path" { return pathRange.map { PlistParser.string(at: $0, in: bytes) } }
        return body[key]?.string
    }

    /// The identifiers an array value lists (`children`, `files`, `buildPhases`…).
    func ids(_ key: String) -> [String] { body[key]?.strings ?? [] }

    /// Whether `path`'s value, as written, is `name` or ends in `/name`: a check on the bytes that
    /// reads no value, for the thousands of references a project may have.
    func pathMayEnd(with name: [UInt8]) -> Bool {
        guard var range = pathRange else { return false }
        if bytes[range.lowerBound] == UInt8(ascii: "\"") {
            // Quoted: escapes may hide the name's bytes, so only a full read can tell.
            return true
        }
        guard range.count >= name.count else { return false }
        range = (range.upperBound - name.count)..<range.upperBound
        var offset = range.lowerBound
        for byte in name {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return range.lowerBound == pathRange!.lowerBound || bytes[range.lowerBound - 1] == UInt8(ascii: "/")
    }
}
