import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// `--format json` on every command, and `vipgen mcp`'s results: each report conforms to the one
/// versioned schema the docs publish (docs/schema/vipgen-output.schema.json).
@Suite struct JSONOutputTests {
    static let schema = Repository.root.appendingPathComponent("docs/schema/vipgen-output.schema.json")

    func conforms(_ result: RunResult, _ what: String) throws -> [String: Any] {
        let check = try JSONSchemaCheck(file: Self.schema)
        expectEqual(check.violations(ofJSON: result.stdout), [], "\(what): \(result)")
        return try require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func everyCommandReportsInTheSchema() throws {
        let directory = try TemporaryDirectory()
        let run = { (arguments: [String]) in try VipgenProcess.run(arguments, in: directory.url) }
        let initialized = try conforms(try run(["init", "--format", "json"]), "init")
        expectEqual(initialized["command"] as? String, "init")
        let plan = try conforms(
            try run(["scene", "AddMeme", "--use-case", "AddMeme", "--dry-run", "--format", "json"]), "dry run")
        expect(plan["dryRun"] as? Bool == true)
        expect((plan["diff"] as? String)?.contains("+++ b/Scenes/AddMeme/AddMemeInteractor.swift") == true)
        let scene = try conforms(try run(["scene", "AddMeme", "--use-case", "AddMeme", "--format", "json"]), "scene")
        let files = try require(scene["files"] as? [[String: Any]])
        let planned = try require(plan["files"] as? [[String: Any]])
        let created = { (files: [[String: Any]]) in files.filter { $0["status"] as? String == "created" }.count }
        expectEqual(created(files), created(planned))
        expect(created(planned) >= 10)
        let added = try conforms(try run(["add", "use-case", "AddMeme", "DeleteMeme", "--format", "json"]), "add")
        expect((added["files"] as? [[String: Any]])?.contains { ($0["added"] as? [String])?.isEmpty == false } == true)
        let converted = try conforms(
            try run(["convert", "AddMeme", "--worker", "sync", "--dry-run", "--format", "json"]), "convert")
        expect((converted["diff"] as? String)?.contains("+++ b/Scenes/AddMeme/AddMemeWorker.swift") == true)
        _ = try conforms(try run(["generate", "--dry-run", "--format", "json"]), "generate")
        _ = try conforms(try run(["lint", "--format", "json"]), "lint")
        let graph = try conforms(try run(["graph", "--format", "json"]), "graph")
        expectEqual((graph["scenes"] as? [[String: Any]])?.first?["name"] as? String, "AddMeme")
        let listed = try conforms(try run(["templates", "list", "--format", "json"]), "templates list")
        expect((listed["flavors"] as? [[String: Any]])?.map { $0["name"] as? String }.contains("swiftui") == true)
        _ = try conforms(try run(["templates", "export", "Exported", "--format", "json"]), "templates export")
    }

    @Test func aFailureIsAReportWithItsPlace() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", "{\n  \"project\": {},\n  \"scenes\": [ { \"name\": 7 } ]\n}\n")
        let result = try VipgenProcess.run(["generate", "--format", "json"], in: directory.url)
        expectEqual(result.status, 65)
        expect(result.stderr.isEmpty, "\(result)")
        let report = try conforms(result, "failure")
        let error = try require(report["error"] as? [String: Any])
        let diagnostic = try require((error["diagnostics"] as? [[String: Any]])?.first)
        expectEqual(diagnostic["file"] as? String, "vipgen.json")
        expectEqual(diagnostic["line"] as? Int, 3)
        let empty = try TemporaryDirectory()
        let usage = try VipgenProcess.run(["scene", "addMeme", "--format", "json"], in: empty.url)
        expectEqual(usage.status, 64)
        expect(try conforms(usage, "usage")["ok"] as? Bool == false)
    }

    @Test func theSchemaRefusesWhatItShould() throws {
        let check = try JSONSchemaCheck(file: Self.schema)
        expect(!check.violations(ofJSON: #"{"vipgen": 1, "command": "scene"}"#).isEmpty)
        expect(
            !check.violations(
                ofJSON:
                    #"{"vipgen": 2, "command": "x", "ok": false, "exitCode": 1, "error": {"message": "m", "diagnostics": []}}"#
            ).isEmpty)
        expect(
            check.violations(
                ofJSON:
                    #"{"vipgen": 1, "command": "x", "ok": false, "exitCode": 1, "error": {"message": "m", "diagnostics": []}}"#
            ).isEmpty)
    }
}
