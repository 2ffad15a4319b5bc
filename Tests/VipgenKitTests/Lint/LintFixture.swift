import Foundation

@testable import SwiftScanning
@testable import VipgenKit

/// A generated project in a folder of its own, edited the way a person would, then linted in-process.
final class LintFixture {
    let directory: TemporaryDirectory

    /// The scene the rules' examples are written into (`LintExample.spec`): one scene with one use
    /// case, one field and one route, so every rule has something to look at.
    init(spec: String = LintExample.spec) throws {
        directory = try TemporaryDirectory()
        try directory.write("vipgen.json", spec)
        for scene in LintExample.otherScenes {
            try FileManager.default.createDirectory(
                atPath: directory.path + "/Sources/" + scene, withIntermediateDirectories: true)
        }
        let run = InProcessRun(["generate", directory.path + "/vipgen.json", "-q"])
        guard run.status == 0 else { throw FixtureError("generate failed: \(run.stderr)") }
    }

    /// A copy of a completed app (`Tests/Proof/CleanMeme/App`) as `App/`, beside `spec`.
    init(copyingApp app: String, spec: String) throws {
        directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: app, toPath: directory.path + "/App")
        try directory.write("vipgen.json", spec)
    }

    /// The repository's own folder, from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The scene file named `name` (`ShopPresenter.swift`), or the spec, relative to the folder; a
    /// path with a `/` is relative already.
    func relative(_ name: String) -> String {
        if name == "vipgen.json" || name.contains("/") { return name }
        return (name.hasSuffix("Tests.swift") ? "Tests/Shop/" : "Sources/Shop/") + name
    }

    func text(_ name: String) throws -> String { try directory.read(relative(name)) }

    /// Replaces the one occurrence of `old` in the file; a test whose text is not there fails loudly.
    func edit(_ name: String, _ old: String, _ new: String, occurrences: Int = 1) throws {
        let text = try text(name)
        let count = text.components(separatedBy: old).count - 1
        guard count == occurrences else {
            throw FixtureError("\(name) has \(count) occurrences of \(old.debugDescription)")
        }
        try directory.write(relative(name), text.replacingOccurrences(of: old, with: new))
    }

    func remove(_ name: String) throws {
        try FileManager.default.removeItem(atPath: directory.path + "/" + relative(name))
    }

    /// Where `‸` stands in `context`, found (without the `‸`) in the file: line and column, 1-based.
    func location(_ name: String, _ context: String) throws -> (line: Int, column: Int) {
        let text = try text(name)
        let parts = context.components(separatedBy: "‸")
        guard parts.count == 2, let range = text.range(of: parts.joined()) else {
            throw FixtureError("\(name) has no \(context.debugDescription)")
        }
        let before = text[..<range.lowerBound] + parts[0]
        let lines = before.components(separatedBy: "\n")
        return (lines.count, lines[lines.count - 1].unicodeScalars.count + 1)
    }

    /// Lints the project as `vipgen lint` does in its folder: the spec's scenes, or the given paths.
    func lint(paths: [String] = []) throws -> [LintDiagnostic] {
        let loaded = try SpecLoader.load(directory.path + "/vipgen.json")
        let project = ResolvedProject(settings: loaded.spec.project.relative(to: loaded.directory), baseDirectory: ".")
        return try Linter(project: project, spec: loaded).run(paths: paths.map { directory.path + "/" + $0 })
            .diagnostics
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension LintDiagnostic {
    /// `ShopPresenter.swift:23:9 weak-back-reference`: what a test compares.
    var brief: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return "\(file):\(line):\(column) \(ruleID)"
    }
}
