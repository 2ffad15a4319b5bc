/// Reading a project's `objects` without building a value for every string in them: each object is
/// checked as strictly as `value()` checks it, but only its identifier, its `isa` and its `path`
/// are kept (as offsets); the rest is read again, whole, when the object is asked about. A project
/// of thousands of files has thousands of objects, and a new scene needs a few dozen of them.
extension PlistParser {
    /// One object of `objects`, skimmed.
    struct SkimmedObject {
        let id: String
        /// The UTF-8 offset of the identifier.
        let keyStart: Int
        /// The offsets of the object's `{` and just past its `}`.
        let body: Range<Int>
        /// The offset just past the entry's `;`.
        let end: Int
        /// The `isa` and `path` values as written (quoted or not), if the object has them.
        let isa: Range<Int>?
        let path: Range<Int>?
    }

    /// A whole project file: its top-level entries as values, except `objects`, which is skimmed.
    struct ProjectSkim {
        var entries: [PlistEntry] = []
        var objects: [SkimmedObject] = []
        /// The offsets of `objects`' `{` and just past its `}`; nil when there is no `objects`.
        var objectsRange: Range<Int>?
        let start: Int
    }

    static func skimProject(_ bytes: [UInt8]) throws(Failure) -> ProjectSkim {
        var parser = PlistParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw Failure(
                offset: 0,
                message: "the file starts with a UTF-8 byte-order mark (bytes EF BB BF), which Xcode never writes "
                    + "and vipgen does not edit; remove those three bytes (or save the file without a BOM) and run again"
            )
        }
        try parser.skipTrivia()
        guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") else {
            throw Failure(offset: parser.index, message: "expected the project's '{' dictionary")
        }
        var skim = ProjectSkim(start: parser.index)
        parser.index += 1
        while true {
            try parser.skipTrivia()
            guard parser.index < bytes.count else {
                throw Failure(offset: parser.index, message: "unexpected end of file; expected '}'")
            }
            if bytes[parser.index] == UInt8(ascii: "}") {
                parser.index += 1
                break
            }
            let keyStart = parser.index
            guard let key = try parser.string() else {
                throw Failure(
                    offset: parser.index, message: "expected a key or '}', found \(parser.describe(parser.index))")
            }
            try parser.expect("=")
            try parser.skipTrivia()
            if key == "objects", parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") {
                let open = parser.index
                skim.objects = try parser.skimObjects()
                skim.objectsRange = open..<parser.index
                try parser.expect(";")
                continue
            }
            let value = try parser.value()
            try parser.expect(";")
            skim.entries.append(PlistEntry(key: key, keyStart: keyStart, value: value, end: parser.index))
        }
        try parser.skipTrivia()
        if parser.index < bytes.count {
            throw Failure(offset: parser.index, message: "unexpected \(parser.describe(parser.index)) after the end")
        }
        return skim
    }

    /// `{ ID = { … }; … }` at `index`.
    private mutating func skimObjects() throws(Failure) -> [SkimmedObject] {
        index += 1
        var objects: [SkimmedObject] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw Failure(offset: index, message: "unexpected end of file; expected '}'")
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return objects
            }
            let keyStart = index
            guard let id = try string() else {
                throw Failure(offset: index, message: "expected a key or '}', found \(describe(index))")
            }
            try expect("=")
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
                // Not an object: read it as any value, so a malformed one is reported where it is.
                let value = try value()
                throw Failure(offset: value.start, message: "expected an object '{ isa = …; }'")
            }
            let open = index
            index += 1
            var isa: Range<Int>?
            var path: Range<Int>?
            while true {
                try skipTrivia()
                guard index < bytes.count else {
                    throw Failure(offset: index, message: "unexpected end of file; expected '}'")
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    break
                }
                let key = try skipString()
                guard let key else {
                    throw Failure(offset: index, message: "expected a key or '}', found \(describe(index))")
                }
                try expect("=")
                try skipTrivia()
                let valueStart = index
                try skipValue()
                if matches(key, "isa") { isa = valueStart..<index }
                if matches(key, "path") { path = valueStart..<index }
                try expect(";")
            }
            let body = open..<index
            try expect(";")
            objects.append(SkimmedObject(id: id, keyStart: keyStart, body: body, end: index, isa: isa, path: path))
        }
    }

    /// Checks the value at `index` as `value()` would, keeping nothing.
    private mutating func skipValue() throws(Failure) {
        guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try enter(index)
            defer { depth -= 1 }
            index += 1
            while true {
                try skipTrivia()
                guard index < bytes.count else {
                    throw Failure(offset: index, message: "unexpected end of file; expected '}'")
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return
                }
                guard try skipString() != nil else {
                    throw Failure(offset: index, message: "expected a key or '}', found \(describe(index))")
                }
                try expect("=")
                try skipTrivia()
                try skipValue()
                try expect(";")
            }
        case UInt8(ascii: "("):
            try enter(index)
            defer { depth -= 1 }
            index += 1
            while true {
                try skipTrivia()
                guard index < bytes.count else {
                    throw Failure(offset: index, message: "unexpected end of file; expected ')'")
                }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return
                }
                try skipValue()
                try skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                    throw Failure(offset: index, message: "expected ',' or ')', found \(describe(index))")
                }
            }
        default:
            guard try skipString() != nil else {
                throw Failure(offset: index, message: "expected a value, found \(describe(index))")
            }
        }
    }

    /// Skips the string at `index`, returning its offsets (quotes included), or nil when none starts there.
    private mutating func skipString() throws(Failure) -> Range<Int>? {
        let start = index
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 1
                    if index < bytes.count, bytes[index] == UInt8(ascii: "U") {
                        // `value()` insists on four hex digits: read it that way to fail the same.
                        index = start
                        _ = try quoted()
                        return start..<index
                    }
                }
                index += 1
            }
            guard index < bytes.count else { throw Failure(offset: start, message: "unterminated string") }
            index += 1
            return start..<index
        }
        guard Self.isUnquoted(bytes[index]) else { return nil }
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        return start..<index
    }

    /// Whether the bare string at `range` is `word`.
    private func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            var offset = range.lowerBound
            for byte in buffer {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// The string written at `range` (quoted or not), unescaped.
    static func string(at range: Range<Int>, in bytes: [UInt8]) -> String {
        var parser = PlistParser(bytes)
        parser.index = range.lowerBound
        return (try? parser.string()) ?? ""
    }

    /// The value written at `offset`, whole.
    static func value(at offset: Int, in bytes: [UInt8]) -> PlistNode? {
        var parser = PlistParser(bytes)
        parser.index = offset
        return try? parser.value()
    }
}
