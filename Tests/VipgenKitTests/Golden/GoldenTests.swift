import Expectations
import Foundation
import Testing

/// The committed golden output is exactly what vipgen writes today; `make golden` re-records it.
@Suite struct GoldenTests {
    static let goldenRoot = Repository.root.appendingPathComponent("Tests/Proof")

    @Test(arguments: ["CleanMeme", "ClassicGolden", "ConfiguratorGolden", "InputOutputGolden", "SwiftTestingGolden", "SwiftUIGolden"])
    func generatedOutputMatchesTheGoldenFiles(app: String) throws {
        let golden = Self.goldenRoot.appendingPathComponent(app)
        let scratch = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: golden.appendingPathComponent("vipgen.json"), to: scratch.url.appendingPathComponent("vipgen.json"))
        let result = try VipgenProcess.run(["generate", "-q"], in: scratch.url)
        try require(result.status == 0, "\(result)")

        let expectedRoot = golden.appendingPathComponent("Generated")
        let actualRoot = scratch.url.appendingPathComponent("Generated")
        let expected = try Snapshot(root: expectedRoot)
        let actual = try Snapshot(root: actualRoot)
        expectEqual(
            actual.files.keys.sorted(), expected.files.keys.sorted(),
            "file lists differ; run 'make golden' to re-record")
        for (path, expectedText) in expected.files.sorted(by: { $0.key < $1.key }) {
            guard let actualText = actual.files[path] else { continue }
            if let difference = Snapshot.firstDifference(expected: expectedText, actual: actualText) {
                Issue.record(
                    "\(app)/Generated/\(path) differs from what vipgen writes:\n\(difference)\nRun 'make golden' to re-record."
                )
            }
        }
    }
}

/// A directory tree of text files, keyed by relative path.
struct Snapshot {
    let files: [String: String]

    init(root: URL) throws {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        self.files = files
    }

    /// The first differing line with three lines of context around it, or `nil` when equal.
    static func firstDifference(expected: String, actual: String) -> String? {
        if expected == actual { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < old.count, index < new.count, old[index] == new[index] { index += 1 }
        let start = max(0, index - 3)
        var lines = ["@@ line \(index + 1) @@"]
        for line in start..<index { lines.append("  \(old[line])") }
        for line in index..<min(old.count, index + 4) { lines.append("- \(old[line])") }
        for line in index..<min(new.count, index + 4) { lines.append("+ \(new[line])") }
        return lines.joined(separator: "\n")
    }
}
