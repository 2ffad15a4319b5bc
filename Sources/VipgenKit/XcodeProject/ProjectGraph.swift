/// What a project's objects mean for placing files: the folder on disk each group stands for, the
/// file each reference names, and which targets compile which references.
struct ProjectGraph {
    let file: ProjectFile
    /// The absolute folder `SOURCE_ROOT` stands for: the `.xcodeproj`'s folder, plus `projectDirPath`.
    let sourceRoot: String
    /// Every group reachable from the main group (plain, variant, version and synchronized), by identifier,
    /// with the absolute folder it stands for; groups whose folder cannot be known are left out.
    private(set) var groupFolders: [String: String] = [:]
    /// The plain groups (`PBXGroup`) in the order Xcode shows them, depth first: where files may go.
    private(set) var plainGroups: [String] = []
    /// The group each child sits in; a child listed by several groups maps to the first.
    private(set) var parents: [String: String] = [:]
    /// Every file reference reachable from the main group, with the absolute path it names.
    private(set) var referencePaths: [String: String] = [:]
    /// The synchronized folders (`PBXFileSystemSynchronizedRootGroup`) with their absolute folders.
    private(set) var synchronizedFolders: [(id: String, folder: String)] = []
    /// The build files of each file reference.
    private(set) var buildFiles: [String: [String]] = [:]
    /// The build phase each build file sits in.
    private(set) var phaseOfBuildFile: [String: String] = [:]
    /// The target each build phase belongs to.
    private(set) var targetOfPhase: [String: String] = [:]

    /// - Parameter projectFolder: the absolute path of the `.xcodeproj` folder's parent.
    init(_ file: ProjectFile, projectFolder: String) {
        self.file = file
        let projectDirPath = file.root.string("projectDirPath") ?? ""
        sourceRoot = AbsolutePath.join(projectFolder, projectDirPath)
        if let main = file.root.string("mainGroup") { visit(main, parentFolder: sourceRoot) }
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

    private mutating func visit(_ id: String, parentFolder: String) {
        guard let object = file.object(id), let folder = folder(of: object, parentFolder: parentFolder) else { return }
        switch object.isa {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
            // A group listed twice is shown once: the first place counts, and a cycle ends here.
            guard groupFolders[id] == nil else { return }
            groupFolders[id] = folder
            if object.isa == "PBXGroup" { plainGroups.append(id) }
            for child in object.ids("children") {
                if parents[child] == nil { parents[child] = id }
                visit(child, parentFolder: folder)
            }
        case "PBXFileSystemSynchronizedRootGroup":
            groupFolders[id] = folder
            synchronizedFolders.append((id, folder))
        case "PBXFileReference":
            if referencePaths[id] == nil { referencePaths[id] = folder }
        default:
            break
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
        var names: [String] = []
        for buildFile in buildFiles[id] ?? [] {
            guard let phase = phaseOfBuildFile[buildFile], file.object(phase)?.isa == "PBXSourcesBuildPhase",
                let target = targetOfPhase[phase].flatMap(file.object), let name = target.string("name")
            else { continue }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The reference that names `path`, if any.
    func reference(to path: String) -> String? {
        referencePaths.first { $0.value == path }?.key
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
