import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Every rule's examples (its file's `examples`), written into a freshly generated scene, which lints
/// clean: each violation is found where it is written, once, and each clean example gives no finding.
@Suite struct LintRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        /// Which of the rule's examples, counted from 1.
        let number: Int
        let example: LintExample

        var testDescription: String { "\(rule) \(example.finding == nil ? "clean" : "violation") \(number)" }
    }

    static let cases: [Case] = LintRules.all.flatMap { rule in
        rule.examples.enumerated().map { Case(rule: rule.id, number: $0.offset + 1, example: $0.element) }
    }

    @Test(arguments: cases.filter { $0.example.finding != nil })
    func violationIsFoundWhereItIsWritten(_ testCase: Case) throws {
        let fixture = try LintFixture()
        expect(try fixture.lint().isEmpty, "the generated scene lints clean")
        try apply(testCase.example, to: fixture)
        let at = try require(testCase.example.finding)
        let expected = try fixture.location(at.file, at.context)
        let found = try fixture.lint().filter { $0.ruleID == testCase.rule }
        expectEqual(
            found.map(\.brief), ["\(at.file):\(expected.line):\(expected.column) \(testCase.rule)"],
            "\(found.map(\.compilerStyle))")
    }

    @Test(arguments: cases.filter { $0.example.finding == nil })
    func cleanExampleIsNot(_ testCase: Case) throws {
        let fixture = try LintFixture()
        try apply(testCase.example, to: fixture)
        let found = try fixture.lint()
        expect(found.isEmpty, "\(found.map(\.compilerStyle))")
    }

    @Test func everyRuleHasAViolationAndACleanExample() {
        for rule in LintRules.all {
            expect(rule.examples.contains { $0.finding != nil }, "\(rule.id) has no example that breaks it")
            expect(rule.examples.contains { $0.finding == nil }, "\(rule.id) has no example that keeps it")
        }
    }

    /// Each rule is a file of Lint/Rules/ named after it, and each such file is a rule the build listed.
    @Test func theRulesAreTheRuleFiles() throws {
        let folder = LintFixture.repository + "/Sources/VipgenKit/Lint/Rules"
        var declared: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let type = String(name.dropLast(".swift".count))
            if text.contains("enum \(type): LintRule {") { declared.append(type) }
        }
        expectEqual(declared.sorted(), LintRules.all.map { "\($0)" }.sorted())
        expectEqual(Set(LintRules.ids).count, LintRules.all.count, "each id is one rule's")
    }

    private func apply(_ example: LintExample, to fixture: LintFixture) throws {
        for edit in example.edits { try fixture.edit(edit.file, edit.old, edit.new) }
        for file in example.removed { try fixture.remove(file) }
    }
}
