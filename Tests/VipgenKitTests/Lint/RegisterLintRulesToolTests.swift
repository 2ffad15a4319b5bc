import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// The build tool that lists the lint rules from their files (Sources/RegisterLintRules), run as the
/// plugin runs it: a rule is one file named after it, and the build stops, naming the file and line,
/// when it is not.
@Suite struct RegisterLintRulesToolTests {
    static let tool = VipgenProcess.binary.deletingLastPathComponent().appendingPathComponent("RegisterLintRules")

    /// Runs the tool over `rules`, returning its status, what it wrote and what it said.
    func register(_ rules: TemporaryDirectory) throws -> (status: Int32, output: String?, stderr: String) {
        let output = try TemporaryDirectory()
        let run = try VipgenProcess.run(Self.tool, [rules.path, output.path + "/LintRules+Registered.swift"])
        return (run.status, try? output.read("LintRules+Registered.swift"), run.stderr)
    }

    @Test func eachRuleFileIsListedAndAFileOfHelpersIsNot() throws {
        let rules = try TemporaryDirectory()
        try rules.write("SharedByTwo.swift", "enum SharedByTwo {\n    static let words = 2\n}\n")
        try rules.write("QuietRule.swift", "/// Says little.\nenum QuietRule: LintRule {\n}\n")
        try rules.write("LoudRule.swift", "struct LoudRule: LintRule, Equatable {\n}\n")
        let run = try register(rules)
        expectEqual(run.status, 0, "\(run.stderr)")
        expect(run.output?.contains("[\n        LoudRule.self,\n        QuietRule.self,\n    ]") == true, "\(run)")
        expect(run.output?.contains("SharedByTwo") == false)
    }

    @Test func twoRulesInOneFileStopTheBuildAtTheSecond() throws {
        let rules = try TemporaryDirectory()
        try rules.write("FirstRule.swift", "enum FirstRule: LintRule {}\n\nenum SecondRule: LintRule {}\n")
        let run = try register(rules)
        expect(run.status != 0)
        expect(
            run.stderr.contains(
                "\(rules.path)/FirstRule.swift:3: error: a second rule, 'SecondRule', beside 'FirstRule': a rule is one file; move it to SecondRule.swift"
            ), "\(run.stderr)")
    }

    @Test func aRuleInAFileNamedOtherwiseStopsTheBuild() throws {
        let rules = try TemporaryDirectory()
        try rules.write("Misc.swift", "// Helpers.\nenum StrayRule: LintRule {}\n")
        let run = try register(rules)
        expect(run.status != 0)
        expect(
            run.stderr.contains(
                "\(rules.path)/Misc.swift:2: error: rule 'StrayRule' is in Misc.swift: name the file StrayRule.swift"),
            "\(run.stderr)")
    }
}
