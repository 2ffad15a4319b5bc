/// What a project's objects mean for placing files: the folder on disk each group stands for, the
/// file a reference names, and which targets compile which references. Only groups are resolved
/// up front; references and build files are looked at when a file asks about them, so a project
/// of thousands of files costs little more than reading it.
package struct ProjectGraph {
    let file: ProjectFile
    /// The absolute folder `SOURCE_ROOT` stands for: the `.xcodeproj`'s folder, plus `projectDirPath`.
    let sourceRoot: String
    /// Every group reachable from the main group (plain, variant, version and synchronized), by identifier,
    /// with the absolute folder it stands for; groups whose folder cannot be known are left out.
    private(set) var groupFolders: [String: String] = [:]
    /// The plain groups (`PBXGroup`) in the order Xcode shows them, depth first: where files may go.
    private(set) var plainGroups: [String] = []
    /// Every file reference reachable from the main group, with its own path and the folder of the
    /// group it sits in.
    private var references: [(object: PBXObject, groupFolder: String)] = []
    /// The synchronized folders (`PBXFileSystemSynchronizedRootGroup`) with their absolute folders.
    private(set) var synchronizedFolders: [(id: String, folder: String)] = []
    private let builds = BuildIndex()

    /// Parses `bytes`, read from the `project.pbxproj` at `path`, as `ProjectFile.parse` does (throwing
    /// `XcodeProjectFileError`), and works out its groups' folders.
    /// - Parameter projectFolder: the absolute path of the `.xcodeproj` folder's parent.
    package init(parsing bytes: [UInt8], path: String, projectFolder: String) throws {
        self.init(try ProjectFile.parse(bytes, path: path), projectFolder: projectFolder)
    }

    /// - Parameter projectFolder: the absolute path of the `.xcodeproj` folder's parent.
    init(_ file: ProjectFile, projectFolder: String) {
        self.file = file
        let projectDirPath = file.root.string("projectDirPath") ?? ""
        sourceRoot = AbsolutePath.join(projectFolder, projectDirPath)
        if let main = file.root.string("mainGroup") { visit(main, parentFolder: sourceRoot) }
    }

    /// How deep groups are followed: far beyond any project's (a group per folder), near enough
    /// that a chain of thousands (a hostile project file) costs neither the stack nor time.
    static let maximumGroupDepth = 256

    /// Walks the groups from `main`, depth first, children in order, as Xcode shows them: with a list
    /// of what is left to visit rather than by recursion, so a chain of thousands of nested groups
    /// cannot exhaust the stack. Groups deeper than `maximumGroupDepth` are left out, as those whose
    /// folder cannot be known are: each would copy a folder path as long as the chain.
    private mutating func visit(_ main: String, parentFolder root: String) {
        var pending: [(id: String, parentFolder: String, depth: Int)] = [(main, root, 0)]
        while let next = pending.popLast() {
            let (id, parentFolder, depth) = next
            guard let object = file.object(id) else { continue }
            switch object.isa {
            case "PBXFileReference":
                references.append((object, parentFolder))
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                // A group listed twice is shown once: the first place counts, and a cycle ends here.
                guard depth < Self.maximumGroupDepth, groupFolders[id] == nil,
                    let folder = folder(of: object, parentFolder: parentFolder)
                else { continue }
                groupFolders[id] = folder
                if object.isa == "PBXGroup" { plainGroups.append(id) }
                // Last pushed, first visited: the first child is visited next, as recursion would.
                for child in object.ids("children").reversed() { pending.append((child, folder, depth + 1)) }
            case "PBXFileSystemSynchronizedRootGroup":
                guard let folder = folder(of: object, parentFolder: parentFolder) else { continue }
                groupFolders[id] = folder
                synchronizedFolders.append((id, folder))
            default:
                break
            }
        }
    }

    /// The absolute path an object with `path` and `sourceTree` stands for, as Xcode resolves it;
    /// nil for trees outside the project (`BUILT_PRODUCTS_DIR`, `SDKROOT`…).
    private func folder(of object: PBXObject, parentFolder: String) -> String? {
        let path = object.string("path") ?? ""
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>": return AbsolutePath.join(parentFolder, path)
        case "SOURCE_ROOT": return AbsolutePath.join(sourceRoot, path)
        case "<absolute>": return AbsolutePath.join("/", path)
        default: return nil
        }
    }

    /// Native targets, in the project's order.
    var targets: [PBXObject] {
        file.root.ids("targets").compactMap { file.object($0) }.filter { $0.isa == "PBXNativeTarget" }
    }

    /// The names of the targets whose Sources phase compiles the reference `id`.
    func targetsCompiling(reference id: String) -> [String] {
        builds.build(file)
        var names: [String] = []
        for buildFile in builds.buildFiles[id] ?? [] {
            guard let phase = builds.phaseOfBuildFile[buildFile], file.object(phase)?.isa == "PBXSourcesBuildPhase",
                let target = builds.targetOfPhase[phase].flatMap(file.object), let name = target.string("name")
            else { continue }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The reference that names `path` (absolute), if any. Only references whose own path ends in
    /// the file's name are resolved.
    func reference(to path: String) -> String? {
        let name = Array(AbsolutePath.fileName(of: path).utf8)
        for reference in references where reference.object.pathMayEnd(with: name) {
            if folder(of: reference.object, parentFolder: reference.groupFolder) == path { return reference.object.id }
        }
        return nil
    }

    /// The synchronized folder holding `folder` (the innermost), if any.
    func synchronizedFolder(holding folder: String) -> (id: String, folder: String)? {
        synchronizedFolders.filter { AbsolutePath.contains($0.folder, folder) }.max {
            $0.folder.count < $1.folder.count
        }
    }

    /// The names of the targets that compile the synchronized folder `id`.
    func targetsCompiling(synchronizedFolder id: String) -> [String] {
        targets.filter { $0.ids("fileSystemSynchronizedGroups").contains(id) }.compactMap { $0.string("name") }
    }
}

/// Which build files use each reference, and where each build file is compiled: worked out the
/// first time a file the project already has is asked about, which a new scene never is.
private final class BuildIndex {
    private(set) var buildFiles: [String: [String]] = [:]
    private(set) var phaseOfBuildFile: [String: String] = [:]
    private(set) var targetOfPhase: [String: String] = [:]
    private var built = false

    func build(_ file: ProjectFile) {
        guard !built else { return }
        built = true
        for (id, object) in file.objects {
            switch object.isa {
            case "PBXBuildFile":
                if let ref = object.string("fileRef") { buildFiles[ref, default: []].append(id) }
            case _ where object.isa.hasSuffix("BuildPhase"):
                for buildFile in object.ids("files") { phaseOfBuildFile[buildFile] = id }
            case "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget":
                for phase in object.ids("buildPhases") { targetOfPhase[phase] = id }
            default:
                break
            }
        }
    }
}
