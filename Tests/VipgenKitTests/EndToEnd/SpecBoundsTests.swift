import Expectations
import Foundation
import Mustache
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Types nested past what the parser follows, and specs past their documented sizes, are refused with
/// a message, not a crash or minutes of work.
@Suite struct SpecBoundsTests {
    @Test(arguments: [String(repeating: "?", count: 50_000), String(repeating: ".Type", count: 20_000)])
    func aTypeNestedFiftyThousandDeepIsRefused(suffix: String) throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["scene", "A", "--field", "x:Int" + suffix, "--dry-run"], in: directory.url)
        expectEqual(result.status, 64, "exit \(result.status)")
        expect(
            result.stderr.hasPrefix("error: field 'x': invalid type 'Int")
                && result.stderr.contains("nested too deeply"))
    }

    @Test func aSpecPastTheItemLimitIsRefusedNamingIt() throws {
        let directory = try TemporaryDirectory()
        let useCases = (0...1_000).map { "\"U\($0)\"" }.joined(separator: ",")
        try directory.write("vipgen.json", "{\"scenes\": [{\"name\": \"A\", \"useCases\": [\(useCases)]}]}")
        let result = try VipgenProcess.run(["generate", "--dry-run"], in: directory.url)
        expectEqual(result.status, 65, "\(result.status)")
        expect(
            result.stderr.hasPrefix(
                "vipgen.json:1:39: error: scenes[0].useCases: 1001 entries; a scene has at most 1000 use cases, fields or routes each"
            ),
            "\(result.stderr.prefix(300))")
    }
}

/// The limits a maintainer can look up are the ones the code applies.
@Suite struct DocumentedLimitsTests {
    @Test func safetyDocStatesTheLimitsTheCodeApplies() throws {
        let doc = try String(contentsOf: Repository.root.appendingPathComponent("docs/safety.md"), encoding: .utf8)
            .replacingOccurrences(of: "\n  ", with: " ")
        let steps = RenderOptions().maxSteps.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        expect(doc.contains("makes at most \(steps) section passes"), "render's pass limit")
        expect(doc.contains("at most 100,000 scenes") && SpecReader.maximumScenes == 100_000)
        expect(doc.contains("at most 1,000 use cases") && SpecReader.maximumItems == 1_000)
    }
}
