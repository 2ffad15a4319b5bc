import SwiftScanning

/// Checks the team's own rules (`TeamRule`, the spec's `lint.rules`) on one scene, reporting into it as
/// a built-in rule does: each finding says what vipgen found, then the team's message.
enum TeamRuleCheck {
    /// - Parameter projectDirectory: the folder the spec is in, absolute: where a rule's folder starts.
    static func check(_ rules: [TeamRule], _ check: LintedScene, projectDirectory: String) {
        for rule in rules {
            for role in rule.roles {
                switch rule.requirement {
                case .forbiddenImports(let modules): forbiddenImports(rule, role, modules, check)
                case .supertype(let type): supertype(rule, role, type, check)
                case .folder(let glob): folder(rule, role, glob, check, projectDirectory: projectDirectory)
                }
            }
        }
    }

    /// Each import of a forbidden module in the role's source files, at the module's name.
    private static func forbiddenImports(_ rule: TeamRule, _ role: VIPRole, _ modules: [String], _ check: LintedScene) {
        for (index, file) in check.code.files.enumerated() where !file.isTest && file.role == role {
            for declaration in ScannedScene.flattened(file.source.declarations) where declaration.kind == .import {
                let module = FlavorBlueprint.module(ofImport: declaration.name)
                guard modules.contains(module) else { continue }
                let declared = ScannedScene.Declared(file: index, declaration: declaration)
                let offset = Imports.tokenOffset(of: module, in: declared, source: file.source) ?? declaration.start
                report(rule, check, file: index, offset: offset, "\(role.noun) imports \(module)")
            }
        }
    }

    /// The role's type, when it names `type` neither in its declaration nor in an extension, nor
    /// through a protocol of the scene it conforms to: at the type's name.
    private static func supertype(_ rule: TeamRule, _ role: VIPRole, _ type: String, _ check: LintedScene) {
        guard let name = check.componentTypes[role], let declared = check.code.type(name) else { return }
        let wanted = type.split(separator: ".").last.map(String.init) ?? type
        var seen: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for conformance in check.code.conformances(of: next) {
                if conformance == type || conformance == wanted { return }
                if check.code.primaries[conformance] != nil, seen.insert(conformance).inserted {
                    pending.append(conformance)
                }
            }
        }
        report(
            rule, check, file: declared.file, offset: check.code.nameOffset(of: declared),
            "'\(name)' (\(role.noun)) neither inherits from nor conforms to '\(type)'")
    }

    /// Each of the role's source files outside the rule's folder: at its first declaration's name
    /// (where `// vipgen:disable:next` reaches it), else at its start.
    private static func folder(
        _ rule: TeamRule, _ role: VIPRole, _ glob: FolderGlob, _ check: LintedScene, projectDirectory: String
    ) {
        for (index, file) in check.code.files.enumerated() where !file.isTest && file.role == role {
            let relative = relativePath(of: file.path, to: projectDirectory)
            let parts = relative.split(separator: "/")
            if parts.first != "..", glob.holds(parts) { continue }
            let folder = Paths.parentDirectory(of: relative)
            let shown = parts.first == ".." ? "'\(folder)', outside the project" : "'\(folder.isEmpty ? "." : folder)'"
            let message = "\(role.noun)'s file is in \(shown), not in '\(glob.text)'"
            let first = file.source.declarations.first { $0.kind != .import }
            if let first {
                let declared = ScannedScene.Declared(file: index, declaration: first)
                report(rule, check, file: index, offset: check.code.nameOffset(of: declared), message)
            } else {
                check.report(id: rule.id, severity: rule.severity, path: file.path, line: 1, column: 1, message)
            }
        }
    }

    private static func report(_ rule: TeamRule, _ check: LintedScene, file: Int, offset: Int, _ found: String) {
        let (line, column) = check.code.location(file: file, offset: offset)
        check.report(
            id: rule.id, severity: rule.severity, path: check.code.files[file].path, line: line, column: column,
            found + ": " + rule.message)
    }

    /// `path` relative to `directory` (absolute), both taken lexically: `..` parts when it is outside.
    static func relativePath(of path: String, to directory: String) -> String {
        let file = absoluteParts(path)
        let base = absoluteParts(directory)
        var common = 0
        while common < min(file.count, base.count) && file[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + file[common...].map(String.init)).joined(separator: "/")
    }

    /// The parts of `path` made absolute from the working directory, `.` and `..` resolved.
    static func absoluteParts(_ path: String) -> [Substring] {
        let full = path.hasPrefix("/") ? path : (POSIX.currentDirectory() ?? "") + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return parts
    }
}
