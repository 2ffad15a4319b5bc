import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// `vipgen mcp`'s protocol, in process: the handshake, and every message that must be answered without
/// ending the session. A real client drives the built server in Tests/MCP (make test).
@Suite struct MCPServerTests {
    /// The server's replies to `lines`, one JSON object each.
    func replies(_ lines: [String], root: String = "/nowhere") -> [[String: Any]] {
        var sent: [String] = []
        let server = MCPServer(workspace: MCPWorkspace(root: root)) { sent.append($0.compact) }
        var remaining = lines.map { Array($0.utf8) }[...]
        server.serve { remaining.popFirst() }
        return sent.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    func error(_ reply: [String: Any]) -> Int? { (reply["error"] as? [String: Any])?["code"] as? Int }

    @Test func initializeAgreesOnARevisionBothSpeak() {
        let asked = replies([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#
        ])
        expectEqual((asked.first?["result"] as? [String: Any])?["protocolVersion"] as? String, "2025-06-18")
        let newer = replies([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2099-01-01"}}"#
        ])
        expectEqual(
            (newer.first?["result"] as? [String: Any])?["protocolVersion"] as? String, MCPServer.protocolVersions[0])
    }

    @Test func everyBadMessageIsAnsweredAndTheSessionGoesOn() {
        let answers = replies([
            "{not json", "[1, 2]", #"{"jsonrpc":"2.0","id":2,"method":"no/such"}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"create_scen"}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call"}"#,
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"ping"}"#,
        ])
        expectEqual(answers.count, 6)
        expectEqual(error(answers[0]), -32700)
        expectEqual(error(answers[1]), -32600)
        expectEqual(error(answers[2]), -32601)
        expectEqual(error(answers[3]), -32602)
        expect(
            ((answers[3]["error"] as? [String: Any])?["message"] as? String)?.contains("did you mean 'create_scene'")
                == true)
        expectEqual(error(answers[4]), -32602)
        expect(answers[5]["id"] as? Int == 5 && answers[5]["result"] != nil)
    }

    @Test func aToolsFailureIsAResultTheAgentReads() throws {
        let answers = replies([
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_scene","arguments":{"nam":"X"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"lint","arguments":{"paths":["/etc"]}}}"#,
        ])
        for answer in answers {
            let result = try require(answer["result"] as? [String: Any])
            expect(result["isError"] as? Bool == true)
            let report = try require(result["structuredContent"] as? [String: Any])
            expect(report["ok"] as? Bool == false)
        }
        let first = ((answers[0]["result"] as? [String: Any])?["structuredContent"] as? [String: Any])?["error"]
        expect(((first as? [String: Any])?["message"] as? String)?.contains("did you mean 'name'") == true)
        let second = ((answers[1]["result"] as? [String: Any])?["structuredContent"] as? [String: Any])?["error"]
        expect(((second as? [String: Any])?["message"] as? String)?.contains("outside the project") == true)
    }

    @Test func theClientsRootsWidenTheWorkspace() throws {
        let workspace = MCPWorkspace(root: "/work/app")
        expect(throws: UsageError.self) { try workspace.checked("/shared/Design", argument: "paths") }
        workspace.clientRoots = ["file:///shared/Design%20System"]
        expectEqual(
            try workspace.checked("/shared/Design System/Sources", argument: "paths"), "/shared/Design System/Sources"
        )
        expect(throws: UsageError.self) { try workspace.checked("/work/app/../other", argument: "paths") }
    }

    @Test func everyToolsResultIsInTheSchema() throws {
        let check = try JSONSchemaCheck(file: JSONOutputTests.schema)
        let tools = replies([#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#])
        let listed = try require((tools.first?["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        expectEqual(listed.count, MCPTools.all.count)
        for tool in listed {
            let schema = try require(tool["inputSchema"] as? [String: Any])
            expectEqual(schema["type"] as? String, "object")
        }
        let answers = replies([
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_templates","arguments":{}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"show_template","arguments":{"name":"Router"}}}"#,
        ])
        for answer in answers {
            let result = try require(answer["result"] as? [String: Any])
            let data = try JSONSerialization.data(withJSONObject: try require(result["structuredContent"]))
            expectEqual(check.violations(ofJSON: String(decoding: data, as: UTF8.self)), [])
        }
    }
}

/// `convert_scene`, in process: the scene switched to the other worker style, its report in the schema.
@Suite struct ConvertSceneToolTests {
    @Test func convertsAndRefusesAsTheCommandDoes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", #"{ "scenes": [ { "name": "ListMemes", "useCases": ["FetchMemes"] } ] }"#)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        let config = directory.url.appendingPathComponent("vipgen.json").path
        let workspace = MCPWorkspace(root: directory.url.path)
        func call(_ json: String) throws -> (report: [String: Any], isError: Bool) {
            let parsed = try JSONParser.parse(utf8: Array(json.utf8), file: "call")
            let result = MCPTools.convertScene.call(MCPArguments(parsed.objectMembers ?? []), in: workspace)
            let data = Data(result.text().utf8)
            let object = try require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let report = try require(object["structuredContent"] as? [String: Any])
            let check = try JSONSchemaCheck(file: JSONOutputTests.schema)
            let reportData = try JSONSerialization.data(withJSONObject: report)
            expectEqual(check.violations(ofJSON: String(decoding: reportData, as: UTF8.self)), [])
            return (report, object["isError"] as? Bool ?? true)
        }
        let converted = try call(#"{"scene": "ListMemes", "worker": "sync", "config": "\#(config)"}"#)
        expect(!converted.isError, "\(converted.report)")
        expect(try !directory.read("Scenes/ListMemes/ListMemesWorker.swift").contains("async"))
        expect(try directory.read("vipgen.json").contains(#""worker": "sync""#))
        let bad = try call(#"{"scene": "ListMemes", "worker": "later", "config": "\#(config)"}"#)
        expect(bad.isError && "\(bad.report)".contains("later"), "\(bad.report)")
    }
}
