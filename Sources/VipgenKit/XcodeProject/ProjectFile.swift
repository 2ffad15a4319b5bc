/// A parsed `project.pbxproj`: its text, unchanged, and its objects by identifier, each knowing
/// where it is written, so an edit can insert text without touching anything already there.
struct ProjectFile: Sendable {
    /// The `project.pbxproj` path, for messages.
    let path: String
    let bytes: [UInt8]
    let objectVersion: Int
    let rootID: String
    let objects: [String: PBXObject]
    /// The `objects` dictionary itself.
    let objectsNode: PlistNode
    /// `/* Begin ISA section */` … `/* End ISA section */`, in the order written.
    let sections: [Section]

    /// A section of objects of one `isa`, as Xcode groups them.
    struct Section: Sendable {
        let isa: String
        /// The UTF-8 offset of the start of the `/* Begin … */` line.
        let beginLine: Int
        /// The UTF-8 offset of the start of the `/* End … */` line.
        let endLine: Int
        /// The UTF-8 offset just past the `/* End … */` line's line break.
        let afterEnd: Int
    }

    var root: PBXObject { objects[rootID]! }

    func object(_ id: String) -> PBXObject? { objects[id] }

    /// An error at `offset` in this file.
    func error(_ offset: Int, _ message: String) -> XcodeProjectFileError {
        XcodeProjectFileError(file: path, bytes: bytes, offset: offset, message: message)
    }

    /// Parses `bytes`, read from `path`. Throws, with the place, when the text has merge-conflict
    /// markers, is not a property list, or lacks what every project has (`objects`, a `rootObject`
    /// that is a `PBXProject`, an `isa` on every object).
    static func parse(_ bytes: [UInt8], path: String) throws -> ProjectFile {
        func fail(_ offset: Int, _ message: String) -> XcodeProjectFileError {
            XcodeProjectFileError(file: path, bytes: bytes, offset: offset, message: message)
        }
        if let marker = ConflictMarkers.first(in: bytes) {
            throw fail(marker, "merge-conflict marker: resolve the conflict in the project file first")
        }
        let root: PlistNode
        do {
            root = try PlistParser.parse(bytes)
        } catch {
            throw fail(error.offset, error.message)
        }
        guard root.entries != nil else { throw fail(root.start, "expected the project's '{' dictionary") }
        guard let objectsNode = root["objects"], let entries = objectsNode.entries else {
            throw fail(root.start, "no 'objects' dictionary: not an Xcode project file")
        }
        guard let rootNode = root["rootObject"], let rootID = rootNode.string else {
            throw fail(root.start, "no 'rootObject': not an Xcode project file")
        }
        var objects: [String: PBXObject] = [:]
        objects.reserveCapacity(entries.count)
        for entry in entries {
            guard entry.value.entries != nil else { throw fail(entry.value.start, "expected an object '{ isa = …; }'") }
            guard let isa = entry.value["isa"]?.string else {
                throw fail(entry.keyStart, "object '\(entry.key)' has no 'isa'")
            }
            if objects[entry.key] != nil { throw fail(entry.keyStart, "identifier '\(entry.key)' is used twice") }
            objects[entry.key] = PBXObject(
                id: entry.key, isa: isa, body: entry.value, entryStart: entry.keyStart, entryEnd: entry.end)
        }
        guard objects[rootID]?.isa == "PBXProject" else {
            throw fail(rootNode.start, "rootObject '\(rootID)' is not a PBXProject")
        }
        let version = root["objectVersion"]?.string.flatMap { Int($0) } ?? 0
        return ProjectFile(
            path: path, bytes: bytes, objectVersion: version, rootID: rootID, objects: objects,
            objectsNode: objectsNode, sections: Self.sections(in: bytes, objectsNode))
    }

    /// The section comments Xcode writes at the start of a line inside `objects`.
    private static func sections(in bytes: [UInt8], _ objects: PlistNode) -> [Section] {
        var sections: [Section] = []
        var open: (isa: String, line: Int)?
        var line = objects.start
        while line < objects.end {
            var next = line
            while next < objects.end, bytes[next] != 0x0A { next += 1 }
            let lineEnd = next
            next = min(next + 1, objects.end)
            if lineEnd - line > 3, bytes[line] == UInt8(ascii: "/"), bytes[line + 1] == UInt8(ascii: "*") {
                let text = String(decoding: bytes[line..<lineEnd], as: UTF8.self)
                if let isa = Self.sectionName(text, "/* Begin ") {
                    open = (isa, line)
                } else if let isa = Self.sectionName(text, "/* End "), let begun = open, begun.isa == isa {
                    sections.append(Section(isa: isa, beginLine: begun.line, endLine: line, afterEnd: next))
                    open = nil
                }
            }
            line = next
        }
        return sections
    }

    private static func sectionName(_ line: String, _ prefix: String) -> String? {
        let suffix = " section */"
        var text = Substring(line)
        while text.last == " " || text.last == "\t" || text.last == "\r" { text.removeLast() }
        guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { return nil }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }
}

/// Lines git writes into a file with a conflict: `<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`.
enum ConflictMarkers {
    /// The UTF-8 offset of the first marker line, if any.
    static func first(in bytes: [UInt8]) -> Int? {
        var line = 0
        while line < bytes.count {
            if let byte = Optional(bytes[line]),
                byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
                    || byte == UInt8(ascii: "|"),
                line + 7 <= bytes.count, bytes[line..<(line + 7)].allSatisfy({ $0 == byte }),
                line + 7 == bytes.count || [0x20, 0x0A, 0x0D].contains(bytes[line + 7])
            {
                return line
            }
            while line < bytes.count, bytes[line] != 0x0A { line += 1 }
            line += 1
        }
        return nil
    }
}
