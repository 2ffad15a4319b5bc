/// A parsed `project.pbxproj`: its text, unchanged, and its objects by identifier, each knowing
/// where it is written, so an edit can insert text without touching anything already there.
struct ProjectFile {
    /// The `project.pbxproj` path, for messages.
    let path: String
    let bytes: [UInt8]
    let objectVersion: Int
    let rootID: String
    let objects: [String: PBXObject]
    /// The identifiers of `objects` with their offsets, in the order written.
    let objectOrder: [(id: String, start: Int)]
    /// The offset of `objects`' `{`.
    let objectsStart: Int
    /// `/* Begin ISA section */` … `/* End ISA section */`, in the order written.
    let sections: [Section]

    /// A section of objects of one `isa`, as Xcode groups them.
    struct Section {
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
        let skim: PlistParser.ProjectSkim
        do {
            skim = try PlistParser.skimProject(bytes)
        } catch {
            throw fail(error.offset, error.message)
        }
        guard let objectsRange = skim.objectsRange else {
            throw fail(skim.start, "no 'objects' dictionary: not an Xcode project file")
        }
        guard let rootEntry = skim.entries.first(where: { $0.key == "rootObject" }), let rootID = rootEntry.value.string
        else {
            throw fail(skim.start, "no 'rootObject': not an Xcode project file")
        }
        var objects: [String: PBXObject] = [:]
        objects.reserveCapacity(skim.objects.count)
        var order: [(id: String, start: Int)] = []
        order.reserveCapacity(skim.objects.count)
        for skimmed in skim.objects {
            guard let isaRange = skimmed.isa else {
                throw fail(skimmed.keyStart, "object '\(skimmed.id)' has no 'isa'")
            }
            if objects[skimmed.id] != nil { throw fail(skimmed.keyStart, "identifier '\(skimmed.id)' is used twice") }
            let isa = KnownISA.name(at: isaRange, in: bytes)
            objects[skimmed.id] = PBXObject(skimmed, isa: isa, bytes: bytes)
            order.append((skimmed.id, skimmed.keyStart))
        }
        guard objects[rootID]?.isa == "PBXProject" else {
            throw fail(rootEntry.value.start, "rootObject '\(rootID)' is not a PBXProject")
        }
        let version = skim.entries.first { $0.key == "objectVersion" }?.value.string.flatMap { Int($0) } ?? 0
        return ProjectFile(
            path: path, bytes: bytes, objectVersion: version, rootID: rootID, objects: objects, objectOrder: order,
            objectsStart: objectsRange.lowerBound, sections: Self.sections(in: bytes, objectsRange))
    }

    /// The section comments Xcode writes at the start of a line inside `objects`.
    private static func sections(in bytes: [UInt8], _ objects: Range<Int>) -> [Section] {
        var sections: [Section] = []
        var open: (isa: String, line: Int)?
        var line = objects.lowerBound
        while line < objects.upperBound {
            var next = line
            while next < objects.upperBound, bytes[next] != 0x0A { next += 1 }
            let lineEnd = next
            next = min(next + 1, objects.upperBound)
            if lineEnd - line > 3, bytes[line] == UInt8(ascii: "/"), bytes[line + 1] == UInt8(ascii: "*"),
                bytes[line + 3] == UInt8(ascii: "B") || bytes[line + 3] == UInt8(ascii: "E")
            {
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

/// The `isa`s of project objects, as constants: most objects of a project are of a handful of
/// kinds, and a constant costs no string of its own.
enum KnownISA {
    static let names: [String] = [
        "PBXBuildFile", "PBXFileReference", "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXNativeTarget",
        "PBXAggregateTarget", "PBXLegacyTarget", "PBXProject", "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase",
        "PBXResourcesBuildPhase", "PBXShellScriptBuildPhase", "PBXCopyFilesBuildPhase", "PBXHeadersBuildPhase",
        "PBXContainerItemProxy", "PBXTargetDependency", "XCBuildConfiguration", "XCConfigurationList",
        "PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "XCRemoteSwiftPackageReference", "XCSwiftPackageProductDependency", "PBXReferenceProxy",
    ]
    private static let utf8 = names.map { Array($0.utf8) }

    /// The `isa` written (bare) at `range`; anything else is read as a string.
    static func name(at range: Range<Int>, in bytes: [UInt8]) -> String {
        for (index, name) in utf8.enumerated() where name.count == range.count && bytes[range].elementsEqual(name) {
            return names[index]
        }
        return PlistParser.string(at: range, in: bytes)
    }
}
