import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// The build tool that embeds Templates/ (Sources/EmbedTemplates), run as the plugin runs it.
@Suite struct EmbedTemplatesToolTests {
    static let tool = VipgenProcess.binary.deletingLastPathComponent().appendingPathComponent("EmbedTemplates")

    /// Runs the tool over `templates`, writing `output`.
    static func embed(_ templates: TemporaryDirectory, into output: String) throws -> RunResult {
        try VipgenProcess.run(tool, [templates.path, output])
    }

    /// A manifest is read by vipgen's own reader at build time, so a bad one stops the build with the
    /// message a user's override gets, at its line and column.
    @Test func aBadManifestIsRefusedByVipgensReaderAtItsLineAndColumn() throws {
        let templates = try TemporaryDirectory()
        try templates.write("plain/Screen.mustache", "struct {{scene}}Screen {}\n")
        try templates.write(
            "plain/flavor.json",
            """
            {
              "description": "A screen.",
              "files": [
                { "template": "Screen", "destination": "elsewhere", "name": "{{scene}}Screen.swift" }
              ]
            }
            """)
        let output = try TemporaryDirectory()
        let result = try Self.embed(templates, into: output.path + "/BundledTemplates.swift")
        // The build tool stores a manifest's text; vipgen's reader, which the tests run on every bundled
        // manifest (BundledTemplatesTests), is what refuses it, at its line and column.
        expectEqual(result.status, 0, "\(result)")
        let text = try String(contentsOfFile: templates.path + "/plain/flavor.json", encoding: .utf8)
        expect {
            try FlavorManifest.read(text: text, file: "bundled/plain/flavor.json")
        } throws: { error in
            "\(error)".contains(
                "bundled/plain/flavor.json:4:44: error: files[0].destination: unknown destination 'elsewhere'")
        }
    }

    @Test func malformedJSONStopsTheBuild() throws {
        let templates = try TemporaryDirectory()
        try templates.write("plain/flavor.json", "{\n  \"description\": \"A screen.\"\n")
        let output = try TemporaryDirectory()
        let result = try Self.embed(templates, into: output.path + "/BundledTemplates.swift")
        expect(result.status != 0)
        expect(result.stderr.contains("\(templates.path)/plain/flavor.json: not JSON"), "\(result)")
        expect(output.files().isEmpty)
    }
}
