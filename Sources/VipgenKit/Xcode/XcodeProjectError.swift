import XcodeProject

/// Why vipgen will not edit an Xcode project. Every case stops the run before anything is written.
enum XcodeProjectError: Error, Equatable, CustomStringConvertible {
    /// The `.xcodeproj` setting names nothing, or a folder without a `project.pbxproj`.
    case missingProject(String)
    /// No target has this name.
    case unknownTarget(name: String, project: String, targets: [String])
    /// The target exists but is not the kind the setting asks for.
    case wrongKindOfTarget(name: String, productType: String, setting: String, expected: String)
    /// No target fits and the setting was not given.
    case noTarget(setting: String, project: String, expected: String)
    /// The target compiles nothing: it has no Sources build phase.
    case noSourcesPhase(target: String, project: String)
    /// A file vipgen writes is already in the project, compiled by a target other than the intended one.
    case referencedElsewhere(path: String, target: String, compiledBy: [String])
    /// The folder is outside every group of the project.
    case outsideProject(folder: String, sourceRoot: String)
    /// The file would land in a synchronized folder that another target compiles.
    case synchronizedFolder(path: String, folder: String, target: String, compiledBy: [String])

    var description: String {
        switch self {
        case .missingProject(let path):
            return "no Xcode project at '\(path)' (no project.pbxproj inside); fix 'xcodeproj' or --xcodeproj"
        case .unknownTarget(let name, let project, let targets):
            let list = targets.isEmpty ? "none" : targets.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(project)' has no target '\(name)'" + Suggestion.didYouMean(name, among: targets)
                + " (its targets: \(list))"
        case .wrongKindOfTarget(let name, let productType, let setting, let expected):
            return "target '\(name)' is \(productType.isEmpty ? "not a native target" : "a '\(productType)'"), "
                + "not \(expected); '\(setting)' must name \(expected)"
        case .noTarget(let setting, let project, let expected):
            return "'\(project)' has no \(expected); set '\(setting)'"
        case .noSourcesPhase(let target, let project):
            return "target '\(target)' in '\(project)' has no Sources build phase to compile the scene in"
        case .referencedElsewhere(let path, let target, let compiledBy):
            let others = compiledBy.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(path)' is already in the project, compiled by \(others) instead of '\(target)'; "
                + "remove it from \(compiledBy.count == 1 ? "that target" : "those targets") in Xcode, or choose "
                + "another output folder"
        case .outsideProject(let folder, let sourceRoot):
            return "'\(folder)' is outside every group of the project (its source root is '\(sourceRoot)')"
        case .synchronizedFolder(let path, let folder, let target, let compiledBy):
            let others = compiledBy.isEmpty ? "no target" : compiledBy.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(path)' would land in the synchronized folder '\(folder)', which \(others) compiles"
                + " (\(compiledBy.count == 1 || compiledBy.isEmpty ? "not" : "besides or instead of") '\(target)'); "
                + "write it outside that folder (the 'tests' setting or --tests-output for tests, 'sources' or "
                + "--output for sources), or change the folder's target membership in Xcode"
        }
    }

    /// The editor's refusal, in vipgen's words.
    init(_ refusal: ProjectEditError) {
        switch refusal {
        case .noSourcesPhase(let target, let project): self = .noSourcesPhase(target: target, project: project)
        case .referencedElsewhere(let path, let target, let compiledBy):
            self = .referencedElsewhere(path: path, target: target, compiledBy: compiledBy)
        case .outsideProject(let folder, let sourceRoot): self = .outsideProject(folder: folder, sourceRoot: sourceRoot)
        case .synchronizedFolder(let path, let folder, let target, let compiledBy):
            self = .synchronizedFolder(path: path, folder: folder, target: target, compiledBy: compiledBy)
        }
    }

    /// Missing input exits 66; everything else is bad data (65).
    var isMissingInput: Bool {
        if case .missingProject = self { return true }
        return false
    }
}

extension XcodeProjectFileError: LocatedError {
    var diagnostics: [Diagnostic] {
        [Diagnostic(file: file, line: location.line, column: location.column, message: message)]
    }
}
