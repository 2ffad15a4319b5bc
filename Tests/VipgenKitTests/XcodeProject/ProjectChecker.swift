import Foundation

/// Verifies a project file's object graph as Xcode relies on it, reading it with `OldStylePlist`
/// (not vipgen's parser): every identifier referenced exists, every file reference sits in exactly
/// one group, every build file points at an object and sits in exactly one phase, and no group has
/// two parents. It also answers which targets compile a file on disk, resolving group paths itself.
struct ProjectChecker {
    let objects: [String: [String: OldStylePlist]]
    let rootID: String
    let sourceRoot: String

    /// - Parameter projectFolder: the absolute folder holding the `.xcodeproj`.
    init(text: String, projectFolder: String) throws {
        let root = try OldStylePlist.parse(text)
        guard let dictionary = root.dictionary, let objects = dictionary["objects"]?.dictionary,
            let rootID = dictionary["rootObject"]?.string
        else { throw OldStylePlist.Failure(description: "no objects or rootObject") }
        self.objects = objects.compactMapValues(\.dictionary)
        self.rootID = rootID
        let projectDirPath = self.objects[rootID]?["projectDirPath"]?.string ?? ""
        sourceRoot = URL(fileURLWithPath: projectFolder).appendingPathComponent(projectDirPath).standardized.path
    }

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    /// Every problem with the graph; empty for a sound project.
    func problems() -> [String] {
        var problems: [String] = []
        if objects.count != objects.values.count { problems.append("duplicate identifiers") }
        for (id, object) in objects {
            if object["isa"]?.string == nil { problems.append("\(id) has no isa") }
            for reference in Self.identifiers(in: .dictionary(object)) where objects[reference] == nil {
                problems.append("\(id) refers to missing \(reference)")
            }
        }
        var parentCount: [String: Int] = [:]
        for object in objects.values
        where ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"].contains(object["isa"]?.string) {
            for child in object["children"]?.array?.compactMap(\.string) ?? [] { parentCount[child, default: 0] += 1 }
        }
        for (id, object) in objects {
            let isa = object["isa"]?.string ?? ""
            if isa == "PBXFileReference" && parentCount[id] != 1 {
                problems.append("file reference \(id) is in \(parentCount[id] ?? 0) groups")
            }
            if isa.hasSuffix("Group") && id != mainGroup && parentCount[id, default: 0] > 1 {
                problems.append("group \(id) has \(parentCount[id]!) parents")
            }
        }
        var phaseCount: [String: Int] = [:]
        for object in objects.values where (object["isa"]?.string ?? "").hasSuffix("BuildPhase") {
            for file in object["files"]?.array?.compactMap(\.string) ?? [] { phaseCount[file, default: 0] += 1 }
        }
        for (id, object) in objects where object["isa"]?.string == "PBXBuildFile" {
            if phaseCount[id] != 1 { problems.append("build file \(id) is in \(phaseCount[id] ?? 0) phases") }
            let target = object["fileRef"]?.string ?? object["productRef"]?.string
            if target.flatMap({ objects[$0] }) == nil { problems.append("build file \(id) points at nothing") }
        }
        return problems
    }

    var mainGroup: String? { objects[rootID]?["mainGroup"]?.string }

    /// The absolute path of every file reference reachable from the main group.
    func referencePaths() -> [String: String] {
        var paths: [String: String] = [:]
        func visit(_ id: String, _ parent: String) {
            guard let object = objects[id] else { return }
            let path = object["path"]?.string ?? ""
            let resolved: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": resolved = URL(fileURLWithPath: parent).appendingPathComponent(path).standardized.path
            case "SOURCE_ROOT":
                resolved = URL(fileURLWithPath: sourceRoot).appendingPathComponent(path).standardized.path
            case "<absolute>": resolved = path
            default: return
            }
            if object["isa"]?.string == "PBXFileReference" { paths[id] = resolved }
            for child in object["children"]?.array?.compactMap(\.string) ?? [] { visit(child, resolved) }
        }
        if let mainGroup { visit(mainGroup, sourceRoot) }
        return paths
    }

    /// The names of the targets whose Sources phase compiles the file at `path` (absolute).
    func targetsCompiling(_ path: String) -> [String] {
        let references = referencePaths().filter { $0.value == path }.map(\.key)
        var names: [String] = []
        for target in objects[rootID]?["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let object = objects[target] else { continue }
            for phase in object["buildPhases"]?.array?.compactMap(\.string) ?? []
            where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for file in objects[phase]?["files"]?.array?.compactMap(\.string) ?? []
                where references.contains(objects[file]?["fileRef"]?.string ?? "") {
                    names.append(object["name"]?.string ?? target)
                }
            }
        }
        return names
    }

    /// Identifiers of the form Xcode writes (24 hex digits) among the values of `value`; build
    /// settings and attributes hold none that must exist.
    static func identifiers(in value: OldStylePlist) -> [String] {
        switch value {
        case .string(let text):
            return text.count == 24 && text.allSatisfy(\.isHexDigit) ? [text] : []
        case .array(let items):
            return items.flatMap(identifiers)
        case .dictionary(let items):
            return items.filter { !["buildSettings", "attributes", "remoteGlobalIDString"].contains($0.key) }
                .flatMap { identifiers(in: $0.value) }
        }
    }
}
