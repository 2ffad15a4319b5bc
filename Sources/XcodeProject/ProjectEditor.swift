/// What a file vipgen writes is to the project: compiled by the app or by its tests.
package enum FileRole: Sendable {
    case source
    case test
}

/// Plans the insertions that put files into a project as Xcode would: a file reference in the
/// group that stands for the file's folder (groups made for the folders missing, each with `path`
/// as Xcode writes it), and a build file in the target's Sources phase. Files inside a synchronized
/// folder of the target need nothing; files the project has already need nothing more. Every check
/// is made before anything is planned into text, so an error leaves nothing half done.
package struct ProjectEditor {
    let graph: ProjectGraph
    private var ids: ObjectIDs
    /// Groups this edit makes, by identifier, and by the absolute folder each stands for.
    private var newGroups: [String: NewGroup] = [:]
    private var newGroupOfFolder: [String: String] = [:]
    private var newGroupOrder: [String] = []
    /// Children added to groups the project has, by group.
    private var childAdditions: [(group: String, id: String, comment: String)] = []
    private var newReferences: [(id: String, name: String)] = []
    private var newBuildFiles: [(id: String, reference: String, name: String)] = []
    private var phaseAdditions: [(phase: String, id: String, comment: String)] = []
    /// One line each about synchronized folders that needed nothing.
    package private(set) var notes: [String] = []
    /// How many files each target gains.
    private(set) var added: [(target: String, count: Int)] = []

    private struct NewGroup {
        let name: String
        var children: [(id: String, comment: String)]
    }

    package init(_ graph: ProjectGraph) {
        self.graph = graph
        let objects = graph.file.objects
        ids = ObjectIDs { objects[$0] != nil }
    }

    /// Whether the edit inserts anything.
    var isEmpty: Bool { childAdditions.isEmpty && phaseAdditions.isEmpty }

    /// How many groups the edit makes.
    var groupCount: Int { newGroupOrder.count }

    /// What the edit adds, in a line: `2 files to 'App', 1 file to 'AppTests', 1 group`.
    package var summary: String {
        var parts = added.map { "\($0.count) file\($0.count == 1 ? "" : "s") to '\($0.target)'" }
        if groupCount > 0 { parts.append("\(groupCount) group\(groupCount == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// Plans `path` (absolute) into `target`'s Sources phase; `shown` names it in messages.
    package mutating func add(_ path: String, shown: String, to target: PBXObject, role: FileRole) throws {
        let targetName = target.string("name") ?? target.id
        let folder = AbsolutePath.join(path, "..")
        if let synchronized = graph.synchronizedFolder(holding: folder) {
            try noteSynchronized(synchronized, shown: shown, target: targetName, role: role)
            return
        }
        let name = String(AbsolutePath.fileName(of: path))
        if let reference = graph.reference(to: path) {
            let compilers = graph.targetsCompiling(reference: reference)
            if compilers.contains(targetName) { return }
            if !compilers.isEmpty {
                throw ProjectEditError.referencedElsewhere(path: shown, target: targetName, compiledBy: compilers)
            }
            try addBuildFile(for: reference, name: name, target: target)
            return
        }
        let group = try self.group(for: folder)
        let reference = ids.make("ref", relativeKey(path))
        newReferences.append((reference, name))
        appendChild(reference, comment: name, to: group)
        try addBuildFile(for: reference, name: name, target: target)
    }

    private mutating func noteSynchronized(
        _ synchronized: (id: String, folder: String), shown: String, target: String, role: FileRole
    ) throws {
        let compilers = graph.targetsCompiling(synchronizedFolder: synchronized.id)
        let folderName = graph.file.object(synchronized.id)?.string("path") ?? synchronized.folder
        // A test file in a folder the app compiles would put XCTest into the app.
        let appCompilesTests =
            role == .test
            && compilers.contains { name in
                graph.targets.first { $0.string("name") == name }.map { !TargetKind.isUnitTest($0) } ?? false
            }
        guard compilers.contains(target), !appCompilesTests else {
            throw ProjectEditError.synchronizedFolder(
                path: shown, folder: folderName, target: target, compiledBy: compilers)
        }
        let note = "'\(folderName)' is a synchronized folder of '\(target)': nothing to add for the files in it"
        if !notes.contains(note) { notes.append(note) }
    }

    private mutating func addBuildFile(for reference: String, name: String, target: PBXObject) throws {
        let targetName = target.string("name") ?? target.id
        guard
            let phase = target.ids("buildPhases").first(where: { graph.file.object($0)?.isa == "PBXSourcesBuildPhase" })
        else {
            throw ProjectEditError.noSourcesPhase(target: targetName, project: graph.file.path)
        }
        let buildFile = ids.make("build", reference + "\u{0}" + target.id)
        newBuildFiles.append((buildFile, reference, name))
        phaseAdditions.append((phase, buildFile, "\(name) in Sources"))
        if let index = added.firstIndex(where: { $0.target == targetName }) {
            added[index].count += 1
        } else {
            added.append((targetName, 1))
        }
    }

    /// The group standing for `folder`: one the project has or this edit made, else a new one inside
    /// the group that stands for its nearest enclosing folder.
    private mutating func group(for folder: String) throws -> String {
        if let made = newGroupOfFolder[folder] { return made }
        var best: (id: String, folder: String, owns: Bool)?
        for id in graph.plainGroups {
            guard let groupFolder = graph.groupFolders[id], AbsolutePath.contains(groupFolder, folder) else { continue }
            // A group with a path of its own stands for its folder more than one that only inherits it.
            let owns = !(graph.file.object(id)?.string("path") ?? "").isEmpty
            if let current = best {
                if groupFolder.count < current.folder.count { continue }
                if groupFolder.count == current.folder.count && (current.owns || !owns) { continue }
            }
            best = (id, groupFolder, owns)
        }
        guard let best else {
            throw ProjectEditError.outsideProject(folder: folder, sourceRoot: graph.sourceRoot)
        }
        var parent = best.id
        var current = best.folder
        for component in (AbsolutePath.relative(folder, to: best.folder) ?? "").split(separator: "/") {
            current = AbsolutePath.join(current, String(component))
            if let made = newGroupOfFolder[current] {
                parent = made
                continue
            }
            let id = ids.make("group", relativeKey(current))
            newGroups[id] = NewGroup(name: String(component), children: [])
            newGroupOfFolder[current] = id
            newGroupOrder.append(id)
            appendChild(id, comment: String(component), to: parent)
            parent = id
        }
        return parent
    }

    private mutating func appendChild(_ id: String, comment: String, to group: String) {
        if newGroups[group] != nil {
            newGroups[group]!.children.append((id, comment))
        } else {
            childAdditions.append((group, id, comment))
        }
    }

    /// The key new identifiers are made from: the path from the source root, the same on every machine.
    private func relativeKey(_ path: String) -> String {
        AbsolutePath.relative(path, to: graph.sourceRoot) ?? path
    }

    /// The project's text with everything planned inserted; nil when nothing is.
    package func edited() throws -> [UInt8]? {
        if isEmpty { return nil }
        let file = graph.file
        var text = TextInsertions()
        var sections = SectionWriter(file)
        sections.add(
            isa: "PBXBuildFile",
            newBuildFiles.map { item in
                (
                    item.id,
                    "\t\t\(item.id) /* \(PlistText.comment(item.name)) in Sources */ = {isa = PBXBuildFile; fileRef = \(item.reference) /* \(PlistText.comment(item.name)) */; };\n"
                )
            })
        sections.add(
            isa: "PBXFileReference",
            newReferences.map { item in
                (
                    item.id,
                    "\t\t\(item.id) /* \(PlistText.comment(item.name)) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(PlistText.value(item.name)); sourceTree = \"<group>\"; };\n"
                )
            })
        sections.add(
            isa: "PBXGroup",
            newGroupOrder.map { id in
                let group = newGroups[id]!
                var lines =
                    "\t\t\(id) /* \(PlistText.comment(group.name)) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                for child in group.children {
                    lines += "\t\t\t\t\(child.id) /* \(PlistText.comment(child.comment)) */,\n"
                }
                lines +=
                    "\t\t\t);\n\t\t\tpath = \(PlistText.value(group.name));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
                return (id, lines)
            })
        try sections.write(into: &text)
        for item in childAdditions {
            try appendLine(
                "\(item.id) /* \(PlistText.comment(item.comment)) */,", to: item.group, key: "children", into: &text)
        }
        for item in phaseAdditions {
            try appendLine(
                "\(item.id) /* \(PlistText.comment(item.comment)) */,", to: item.phase, key: "files", into: &text)
        }
        return text.applied(to: file.bytes)
    }

    /// Inserts `line` as the last item of the array `key` of object `id`, indented one step more
    /// than the line of its `)`, which Xcode writes on a line of its own.
    private func appendLine(_ line: String, to id: String, key: String, into text: inout TextInsertions) throws {
        let file = graph.file
        guard let object = file.object(id), let list = object[key], list.array != nil else {
            throw file.error(file.object(id)?.entryStart ?? 0, "'\(id)' has no '\(key)' list")
        }
        let close = list.end - 1
        guard let start = LineLayout.lineStart(of: close, in: file.bytes) else {
            throw file.error(close, "expected ')' on a line of its own, as Xcode writes '\(key)'")
        }
        let indentation = String(decoding: file.bytes[start..<close], as: UTF8.self)
        text.insert(indentation + "\t" + line + "\n", at: start)
    }
}

/// Where lines go in text laid out as Xcode lays it out.
enum LineLayout {
    /// The offset where the line holding `offset` starts, when only tabs and spaces come before
    /// `offset` on it; nil otherwise.
    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int? {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A {
            guard bytes[start - 1] == 0x09 || bytes[start - 1] == 0x20 else { return nil }
            start -= 1
        }
        return start
    }
}
