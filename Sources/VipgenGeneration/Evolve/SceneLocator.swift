import SwiftScanning
import VipgenManifest
import VipgenModel

/// Finds a scene's files by their names under its folders when they are not where `vipgen scene`
/// writes them: a folder named with a space (`Contact List/`), per-role subfolders
/// (`Example/Interactor/`), a folder named otherwise (`OTP/` for scene `Otp`), or files named as people
/// name them (`XController.swift`, `XCoordinator.swift`), as `vipgen lint` finds a scene.
package enum SceneLocator {
    /// For each template of any flavor, the file of `scene` under `roots` that plays it; empty when none.
    static func files(of scene: String, under roots: [String], project: ResolvedProject) throws -> [String: String] {
        var swiftFiles: [String] = []
        for root in roots where POSIX.existence(of: root) == .directory { Linter.walk(root, into: &swiftFiles) }
        guard !swiftFiles.isEmpty else { return [:] }
        var patterns: [(file: FlavorFile, name: String, rank: Int)] = []
        for name in Flavor.availableNames(overrides: project.templatesDirectory) {
            for file in try Flavor.resolve(name, overrides: project.templatesDirectory).files {
                let parts = FlavorFile.parts(of: file.namePattern)
                guard parts.count == 2 else { continue }
                let suffixes =
                    [parts[1]] + Linter.fileNameAliases(parts[1], isTest: file.destination == .tests)
                for (rank, suffix) in suffixes.enumerated() { patterns.append((file, parts[0] + scene + suffix, rank)) }
            }
        }
        // The flavor's own name first, then the other names people give the file.
        var found: [String: (path: String, rank: Int)] = [:]
        for path in swiftFiles {
            let name = String(Paths.fileName(of: path))
            for pattern in patterns where pattern.name == name {
                if let known = found[pattern.file.template], known.rank <= pattern.rank { continue }
                found[pattern.file.template] = (path, pattern.rank)
            }
        }
        return found.mapValues(\.path)
    }
}

extension SceneLocator {
    /// Folders an app's own code is never in: dependencies and build products.
    private static let notTheApp: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "vendor"]

    /// The first of the types `files` declare that a Swift file elsewhere under `root` declares already
    /// (a scene written by hand in `Scenes/Contact List/`): writing the scene again would declare
    /// `ContactListInteractor` twice in the app. Only files named after the scene are read.
    package static func declaredElsewhere(_ scene: String, files: [OutputFile], root: String) -> MergeRefusal? {
        let written = Set(files.map { Paths.normalize($0.path) })
        var candidates: [String] = []
        func walk(_ directory: String) {
            for name in POSIX.listDirectory(directory).sorted() where !name.hasPrefix(".") && !notTheApp.contains(name) {
                let path = directory == "." ? name : Paths.join(directory, name)
                switch POSIX.entry(at: path) {
                case .directory: walk(path)
                case .file where name.hasPrefix(scene) && name.hasSuffix(".swift"):
                    if !written.contains(Paths.normalize(path)) { candidates.append(path) }
                default: break
                }
            }
        }
        guard POSIX.existence(of: root) == .directory else { return nil }
        walk(root)
        guard !candidates.isEmpty else { return nil }
        var types: Set<String> = []
        for file in files where file.path.hasSuffix(".swift") {
            guard let source = try? SwiftSource(file.contents) else { continue }
            for declaration in source.declarations where declaration.kind == .type { types.insert(declaration.name) }
        }
        for path in candidates {
            guard let text = try? FileReader.readText(path), let source = try? SwiftSource(text) else { continue }
            for declaration in source.declarations where declaration.kind == .type && types.contains(declaration.name) {
                let line = source.line(of: declaration.start)
                let column = source.text(source.lineStart(of: declaration.start)..<declaration.start).unicodeScalars.count + 1
                return MergeRefusal(
                    path: path, line: line, column: column,
                    message:
                        "scene '\(scene)' is in the app already: this file declares '\(declaration.displayName)', which the new scene would declare again"
                )
            }
        }
        return nil
    }
}
