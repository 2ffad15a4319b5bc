import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// `vipgen graph` as the built binary runs it: printed, written to a file inside the project through the
/// run's writer (replacing a graph written before, never a person's file without --force, never outside
/// the project), and refusing a format it does not know.
@Suite struct GraphCommandTests {
    @Test func printsAndWritesTheGraph() throws {
        let directory = try TemporaryDirectory()
        let run = { (arguments: [String]) in try VipgenProcess.run(arguments, in: directory.url) }
        expectEqual(try run(["scene", "ShowMeme", "--field", "meme:String?", "-q"]).status, 0)
        expectEqual(try run(["scene", "ListMemes", "--field", "meme:String?", "--route", "ShowMeme", "-q"]).status, 0)
        let printed = try run(["graph"])
        expectEqual(printed.status, 0, "\(printed)")
        expect(printed.stdout.contains("    scene_ListMemes -->|\"push\"| scene_ShowMeme\n"), "\(printed)")
        expect(printed.stdout.contains("    scene_ListMemes[\"ListMemes<br/>clean-swift<br/>Load\"]:::unreached\n"))

        let written = try run(["graph", "--format", "svg", "--output", "docs/scenes.svg"])
        expectEqual(written.status, 0, "\(written)")
        expect(written.stdout.contains("created    docs/scenes.svg"), "\(written)")
        let svg = try directory.read("docs/scenes.svg")
        expectEqual(svg, (try run(["graph", "--format", "svg"])).stdout)
        expect(svg.contains("<g class=\"route\" id=\"route-ListMemes-ShowMeme\""))
        // Written where the spec's sources are not: the file is the graph, not a folder of scenes.
        expectEqual(try run(["graph", "--output", "Scenes/graph.mmd", "-q"]).status, 0)
        expect(try directory.read("Scenes/graph.mmd").contains("scene_ShowMeme"))
        // Again: the same graph, the file left as it is; another format replaces the graph written before.
        expect(try run(["graph", "--format", "svg", "--output", "docs/scenes.svg"]).stdout.contains("unchanged"))
        let replaced = try run(["graph", "--format", "dot", "--output", "docs/scenes.svg", "-q"])
        expect(replaced.status == 0 && replaced.stdout.isEmpty, "\(replaced)")
        expect(try directory.read("docs/scenes.svg").contains("digraph scenes {"))

        // A person's file is theirs: replaced only with --force.
        try directory.write("notes.md", "# Notes\n")
        let refused = try run(["graph", "--output", "notes.md"])
        expectEqual(refused.status, 73, "\(refused)")
        expectEqual(try directory.read("notes.md"), "# Notes\n")
        expectEqual(try run(["graph", "--output", "notes.md", "--force", "-q"]).status, 0)
        expect(try directory.read("notes.md").hasPrefix("flowchart LR\n"))

        // Never outside the project.
        let outside = try run(["graph", "--output", "../vipgen-graph-\(UUID().uuidString).mmd"])
        expect(outside.status != 0, "\(outside)")
        expect(outside.stderr.contains("outside"), "\(outside)")
    }

    @Test func helpAndCompletionsComeFromTheDeclaration() throws {
        let bash = CompletionScript.generate(.bash, for: VipgenCLI.root)
        expect(bash.contains("'vipgen graph --format') mapfile -t COMPREPLY < <(compgen -W 'mermaid dot svg json'"))
        expect(bash.contains("'vipgen graph') echo '--config --templates --format --output --force -q --quiet"))
        for shell in [CompletionShell.zsh, .fish] {
            expect(CompletionScript.generate(shell, for: VipgenCLI.root).contains("mermaid"), "\(shell)")
        }
        let directory = try TemporaryDirectory()
        let help = try VipgenProcess.run(["help", "graph"], in: directory.url)
        expectEqual(help.status, 0)
        expect(help.stdout.contains("USAGE: vipgen graph [PATH...] [options]"))
        expect(help.stdout.contains("vipgen graph --format svg --output docs/scenes.svg"))
    }

    @Test func aBadFormatIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["graph", "--format", "mermaidd"], in: directory.url)
        expectEqual(result.status, 64)
        expect(result.stderr.contains("did you mean 'mermaid'"), "\(result)")
    }

    @Test func jsonConformsAndAFailureIsAReport() throws {
        let directory = try TemporaryDirectory()
        let empty = try VipgenProcess.run(["graph", "--format", "json"], in: directory.url)
        expectEqual(empty.status, 0)
        expectEqual(try JSONSchemaCheck(file: JSONOutputTests.schema).violations(ofJSON: empty.stdout), [])
        let missing = try VipgenProcess.run(["graph", "Nowhere", "--format", "json"], in: directory.url)
        expectEqual(missing.status, 66, "\(missing)")
        expectEqual(try JSONSchemaCheck(file: JSONOutputTests.schema).violations(ofJSON: missing.stdout), [])
    }

    @Test func theMCPToolReturnsTheGraphAndItsDrawing() throws {
        let cleanMeme = Repository.root.appendingPathComponent("Tests/Proof/CleanMeme").path
        var sent: [String] = []
        let server = MCPServer(workspace: MCPWorkspace(root: cleanMeme)) { sent.append($0.compact) }
        let call =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"graph","arguments":{"paths":[""#
            + cleanMeme + #"/App/Sources"],"config":""# + cleanMeme + #"/vipgen.json","format":"mermaid"}}}"#
        var remaining = [Array(call.utf8)][...]
        server.serve { remaining.popFirst() }
        let first = try require(sent.first)
        let reply = try require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let result = try require(reply["result"] as? [String: Any])
        expect(result["isError"] as? Bool == false, "\(result)")
        let report = try require(result["structuredContent"] as? [String: Any])
        expectEqual((report["routes"] as? [[String: Any]])?.count, 3)
        expect((report["text"] as? String)?.contains("scene_ListMemes ==>|\"present: meme\"| scene_ShowMeme") == true)
        let data = try JSONSerialization.data(withJSONObject: report)
        expectEqual(
            try JSONSchemaCheck(file: JSONOutputTests.schema).violations(ofJSON: String(decoding: data, as: UTF8.self)),
            [])
    }
}
