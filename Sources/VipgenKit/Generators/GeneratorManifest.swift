import SwiftScanning
import XcodeProject

/// The manifest a project generator writes the Xcode project from: XcodeGen's `project.yml`, Tuist's
/// `Project.swift` (or the projects its `Workspace.swift` lists). vipgen never edits it, nor the
/// project it generates; it reads which folders feed which targets, to say whether a run's files are
/// in the right ones.
struct GeneratorManifest: Sendable {
    enum Generator: String, Sendable {
        case xcodeGen = "XcodeGen"
        case tuist = "Tuist"

        var command: String { self == .xcodeGen ? "xcodegen generate" : "tuist generate" }
    }

    var generator: Generator
    /// The manifest, as shown in messages (the workspace's, for a Tuist workspace).
    var path: String
    /// Every target of every project the manifest describes.
    var targets: [ManifestTarget]
    /// A workspace's projects vipgen could not read (a helper makes them), when another holds the app.
    var unread: [ManifestReadError] = []

    /// The app the scenes go into: the one a unit-test target tests (a spec with an app per
    /// environment, or a preview app, has several), else the first.
    var app: ManifestTarget? {
        let apps = targets.filter { $0.kind == .app }
        let tested = targets.filter { $0.kind == .unitTests }.flatMap(\.targetDependencies)
        return apps.first { tested.contains($0.name) } ?? apps.first
    }

    /// The generator whose manifest is in one of `folders` (the spec's, then the project's), without
    /// reading it.
    static func locate(in folders: [String]) -> (Generator, String)? {
        for folder in folders {
            for (name, generator) in [
                ("project.yml", Generator.xcodeGen), ("Project.swift", .tuist), ("Workspace.swift", .tuist),
            ] {
                let path = Paths.join(folder, name)
                if POSIX.existence(of: path) == .file { return (generator, path) }
            }
        }
        return nil
    }

    /// Reads the manifest at `path`.
    static func read(_ generator: Generator, path: String) throws -> GeneratorManifest {
        let text = try FileReader.readText(path)
        let folder = Paths.parentDirectory(of: AbsolutePath.of(path))
        switch generator {
        case .xcodeGen:
            return GeneratorManifest(
                generator: generator, path: path,
                targets: try XcodeGenManifest.targets(text, path: path, folder: folder))
        case .tuist:
            guard path.hasSuffix("Workspace.swift") else {
                return GeneratorManifest(
                    generator: generator, path: path,
                    targets: try TuistManifest.targets(text, path: path, folder: folder))
            }
            var targets: [ManifestTarget] = []
            var unread: [ManifestReadError] = []
            for project in try TuistWorkspace.projects(text, path: path, folder: folder) {
                let manifest = Paths.join(Paths.parentDirectory(of: path), Paths.join(project, "Project.swift"))
                let projectText = try FileReader.readText(manifest)
                do {
                    targets += try TuistManifest.targets(
                        projectText, path: manifest, folder: AbsolutePath.join(folder, project))
                } catch {
                    unread.append(error)
                }
            }
            // Feature and core projects made by a helper do not hide the app's project; without the
            // app, the first one vipgen could not read is what it says.
            if let first = unread.first, !targets.contains(where: { $0.kind == .app }) { throw first }
            return GeneratorManifest(generator: generator, path: path, targets: targets, unread: unread)
        }
    }
}

/// The projects a Tuist `Workspace.swift` lists in `projects:`: folders, or `Folder/*` for each folder
/// inside holding a `Project.swift`.
enum TuistWorkspace {
    static func projects(_ text: String, path: String, folder: String) throws(ManifestReadError) -> [String] {
        let source = try TuistManifest.scanned(text, path: path)
        let code = source.code
        let texts = code.map { source.text(of: $0) }
        guard
            let label = texts.indices.first(where: {
                texts[$0] == "projects" && $0 + 2 < texts.count && texts[$0 + 1] == ":"
            }),
            texts[label + 2] == "["
        else {
            let at = texts.firstIndex(of: "projects") ?? 0
            throw ManifestReadError(
                file: path, location: SourceLocation.scanning(source.bytes, to: code.isEmpty ? 0 : code[at].start),
                message: "the workspace's 'projects:' is not an array literal, which vipgen does not run")
        }
        var projects: [String] = []
        var index = label + 3
        while index < texts.count, texts[index] != "]" {
            let text = texts[index]
            if code[index].kind == .string, text.hasPrefix("\""), text.hasSuffix("\"") {
                let entry = String(text.dropFirst().dropLast())
                if entry.hasSuffix("/*") || entry.hasSuffix("/**") {
                    let parent = String(entry[..<entry.lastIndex(of: "/")!])
                    let base = AbsolutePath.join(folder, parent)
                    projects += POSIX.listDirectory(base).sorted().filter {
                        POSIX.existence(of: Paths.join(Paths.join(base, $0), "Project.swift")) == .file
                    }.map { Paths.join(parent, $0) }
                } else if entry.contains("*") {
                    throw ManifestReadError(
                        file: path, location: SourceLocation.scanning(source.bytes, to: code[index].start),
                        message: "vipgen follows 'Folder' and 'Folder/*' in 'projects:', not '\(entry)'")
                } else {
                    projects.append(entry)
                }
            } else if text != "," {
                throw ManifestReadError(
                    file: path, location: SourceLocation.scanning(source.bytes, to: code[index].start),
                    message: "a project path that is not a string literal")
            }
            index += 1
        }
        return projects
    }
}
