import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// `vipgen lint` as a user runs it: output formats, exit statuses, the spec's settings, baselines.
@Suite struct LintCommandTests {
    /// The Shop scene with its presenter holding the view strongly (an error) and its worker's test
    /// not calling the worker (a warning).
    func project() throws -> LintFixture {
        let fixture = try LintFixture()
        try fixture.edit(
            "ShopPresenter.swift", "    weak var viewController: (any ShopDisplayLogic)?",
            "    var viewController: (any ShopDisplayLogic)?")
        return fixture
    }

    func lint(_ fixture: LintFixture, _ arguments: [String] = []) -> InProcessRun {
        InProcessRun(["lint", "--config", fixture.directory.path + "/vipgen.json"] + arguments)
    }

    @Test func findingsAreWrittenAsTheCompilerWritesThem() throws {
        let fixture = try project()
        let run = lint(fixture)
        expectEqual(run.status, 1, "an error-severity finding fails the run")
        let at = try fixture.location("ShopPresenter.swift", "    var ‸viewController")
        expectEqual(
            run.stdout,
            "\(fixture.directory.path)/Sources/Shop/ShopPresenter.swift:\(at.line):\(at.column): error: 'viewController' holds the view strongly: the presenter's reference back to the view must be 'weak' (the view owns the cycle; a strong reference keeps the scene alive) [weak-back-reference]\n"
        )
        expectEqual(run.stderr, "vipgen lint: 1 scene, 11 files: 1 error, 0 warnings\n")
        let quiet = lint(fixture, ["-q"])
        expect(quiet.stderr.isEmpty)
    }

    @Test func theSpecSwitchesRulesOffAndSetsSeverities() throws {
        let fixture = try project()
        let spec = try fixture.text("vipgen.json")
        try fixture.directory.write(
            "vipgen.json",
            spec.replacingOccurrences(
                of: #""scenes""#, with: #""lint": { "severity": { "weak-back-reference": "warning" } }, "scenes""#))
        let warned = lint(fixture)
        expectEqual(warned.status, 0, "only a warning now")
        expect(warned.stdout.contains(": warning: 'viewController' holds the view strongly"))
        try fixture.directory.write(
            "vipgen.json",
            spec.replacingOccurrences(
                of: #""scenes""#, with: #""lint": { "disable": ["weak-back-reference"] }, "scenes""#))
        let off = lint(fixture)
        expectEqual(off.status, 0)
        expect(off.stdout.isEmpty)
        // A rule the spec names must exist: a typo is caught, not ignored.
        try fixture.directory.write(
            "vipgen.json",
            spec.replacingOccurrences(
                of: #""scenes""#, with: #""lint": { "disable": ["weak-back-refrence"] }, "scenes""#))
        let typo = lint(fixture)
        expectEqual(typo.status, 65)
        expect(
            typo.stderr.contains(
                "lint.disable[0]: no lint rule 'weak-back-refrence'; did you mean 'weak-back-reference'?"))
        // And generate reads the same spec.
        let generate = InProcessRun(["generate", fixture.directory.path + "/vipgen.json", "--dry-run"])
        expectEqual(generate.status, 65)
    }

    @Test func jsonAndSarif() throws {
        let fixture = try project()
        let json = lint(fixture, ["--format", "json"])
        expectEqual(json.status, 1)
        let object = try require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        expectEqual(object["scenes"] as? Int, 1)
        let diagnostics = try require(object["diagnostics"] as? [[String: Any]])
        expectEqual(diagnostics.count, 1)
        expectEqual(diagnostics.first?["rule"] as? String, "weak-back-reference")
        expectEqual(diagnostics.first?["severity"] as? String, "error")

        let sarif = lint(fixture, ["--format", "sarif"])
        let log = try require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        expectEqual(log["version"] as? String, "2.1.0")
        let run = try require((log["runs"] as? [[String: Any]])?.first)
        let driver = try require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try require(driver["rules"] as? [[String: Any]])
        expectEqual(rules.compactMap { $0["id"] as? String }, LintRules.ids)
        let results = try require(run["results"] as? [[String: Any]])
        expectEqual(results.count, 1)
        let result = try require(results.first)
        expectEqual(result["ruleId"] as? String, "weak-back-reference")
        expectEqual(result["level"] as? String, "error")
        expectEqual(rules[result["ruleIndex"] as? Int ?? -1]["id"] as? String, "weak-back-reference")
        let location = try require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        expect(uri.hasSuffix("/Sources/Shop/ShopPresenter.swift"))
        let at = try fixture.location("ShopPresenter.swift", "    var ‸viewController")
        expectEqual((location["region"] as? [String: Any])?["startLine"] as? Int, at.line)
        expectEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, at.column)

        let clean = try LintFixture()
        let empty = lint(clean, ["--format", "sarif"])
        expectEqual(empty.status, 0)
        let emptyLog = try require(JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)) as? [String: Any])
        expect(((emptyLog["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
    }

    /// GitHub Actions' workflow commands, line by line: the level, the place, the rule as the title,
    /// and the message, escaped as the runner decodes them (docs.github.com: "Workflow commands for
    /// GitHub Actions", setting an error, warning or notice message).
    @Test func githubAnnotatesThePullRequestsLines() throws {
        let fixture = try project()
        let run = lint(fixture, ["--format", "github"])
        expectEqual(run.status, 1)
        let at = try fixture.location("ShopPresenter.swift", "    var ‸viewController")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        expect(lines.count == 2 && lines[1].isEmpty, "\(run)")
        expect(lines[0].hasPrefix("::error file="), "\(run)")
        expect(
            lines[0].contains(
                "/Sources/Shop/ShopPresenter.swift,line=\(at.line),col=\(at.column),title=vipgen lint%3A weak-back-reference::"
            ), "\(run)")
        let note = LintDiagnostic(
            path: "A, B/X.swift", line: 3, column: 1, ruleID: "scene-tests", severity: .note, message: "50% done:\nnext"
        )
        expectEqual(
            LintReport.githubAnnotation(note),
            "::notice file=A%2C B/X.swift,line=3,col=1,title=vipgen lint%3A scene-tests::50%25 done:%0Anext")
        let baseline = fixture.directory.path + "/baseline.json"
        expectEqual(lint(fixture, ["--write-baseline", baseline]).status, 0)
        let known = lint(fixture, ["--format", "github", "--baseline", baseline])
        expect(known.status == 0 && known.stdout.isEmpty, "\(known)")
    }

    @Test func baselineReportsOnlyNewFindings() throws {
        let fixture = try project()
        let baseline = fixture.directory.path + "/baseline.json"
        let recorded = lint(fixture, ["--write-baseline", baseline])
        expectEqual(recorded.status, 0)
        expectEqual(recorded.stderr, "vipgen lint: recorded 1 finding in \(baseline)\n")
        let again = lint(fixture, ["--baseline", baseline])
        expectEqual(again.status, 0)
        expect(again.stdout.isEmpty)
        // What the baseline matched is said, not passed over in silence.
        expect(
            again.stderr.hasSuffix(
                ": 0 errors, 0 warnings new; 1 finding left out, as \(baseline) records them\n"), "\(again)")
        // Code moving around a known finding does not make it new; a new finding is reported.
        try fixture.edit("ShopPresenter.swift", "@MainActor\nfinal class", "// moved down\n\n@MainActor\nfinal class")
        try fixture.edit("ShopInteractor.swift", "import Foundation", "import UIKit\n\nlet shopTint = UIColor.red")
        let next = lint(fixture, ["--baseline", baseline])
        expectEqual(next.status, 1)
        expectEqual(
            next.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map {
                $0.components(separatedBy: " [").last
            }, ["ui-import]"])
        // A baseline is rewritten; any other file is the user's.
        expectEqual(lint(fixture, ["--write-baseline", baseline]).status, 0)
        let spec = lint(fixture, ["--write-baseline", fixture.directory.path + "/vipgen.json"])
        expectEqual(spec.status, 73)
        let notBaseline = lint(fixture, ["--baseline", fixture.directory.path + "/vipgen.json"])
        expectEqual(notBaseline.status, 65)
        expect(notBaseline.stderr.contains("not a vipgen lint baseline"))
    }

    /// The build tool plugin's output: written when no finding is an error, so the build knows the lint passed.
    @Test func aStampIsWrittenWhenNoFindingIsAnError() throws {
        let fixture = try project()
        let stamp = fixture.directory.path + "/VipgenLint+App.swift"
        let failed = lint(fixture, ["--stamp", stamp, "-q"])
        expect(failed.status == 1 && FileManager.default.fileExists(atPath: stamp) == false, "\(failed)")
        let passed = lint(fixture, ["--stamp", stamp, "-q", "--severity", "weak-back-reference=warning"])
        expect(passed.status == 0 && passed.stdout.contains(": warning: "), "\(passed)")
        expectEqual(
            try String(contentsOfFile: stamp, encoding: .utf8),
            "// vipgen lint: scenes: 1, files: 11, errors: 0, warnings: 1, notes: 0\n")
    }

    @Test func usageAndInputErrors() throws {
        let fixture = try LintFixture()
        let format = lint(fixture, ["--format", "xml"])
        expectEqual(format.status, 64)
        expect(format.stderr.contains("unknown format 'xml'"))
        let missing = lint(fixture, [fixture.directory.path + "/Nowhere"])
        expectEqual(missing.status, 66)
        expect(missing.stderr.contains("Nowhere"))
        let noBaseline = lint(fixture, ["--baseline", fixture.directory.path + "/none.json"])
        expectEqual(noBaseline.status, 66)
    }

    @Test func filesTheScannerCannotReadAreReportedAsSkipped() throws {
        let fixture = try LintFixture()
        try fixture.directory.write(fixture.relative("ShopRouter.swift"), "final class ShopRouter {\n    func x() {\n")
        var bytes = Array(try fixture.text("ShopWorker.swift").utf8)
        bytes.append(0xFF)
        try Data(bytes).write(
            to: URL(fileURLWithPath: fixture.directory.path + "/" + fixture.relative("ShopWorker.swift")))
        try fixture.directory.write("Tests/FlowTests.swift", "final class FlowTests {\n")
        let run = lint(fixture)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.count, 3, "\(lines)")
        expect(
            lines.contains {
                $0.hasSuffix(
                    "Tests/FlowTests.swift:1:1: warning: skipped: the scanner cannot read this file (line 1: the '{' of 'class FlowTests' is never closed); its calls do not count as tests of any scene's methods [unreadable-file]"
                )
            })
        expect(
            lines.contains {
                $0.hasSuffix(
                    "ShopRouter.swift:2:1: warning: skipped: the scanner cannot read this file (line 2: the '{' of 'func x()' is never closed); scene 'Shop' was checked without it [unreadable-file]"
                )
            })
        expect(
            lines.contains {
                $0.contains("ShopWorker.swift:1:1: warning: skipped: the scanner cannot read this file (")
                    && $0.contains("UTF-8")
            })
    }

    @Test func listRulesPrintsTheTableTheLintDocHolds() throws {
        let run = InProcessRun(["lint", "--list-rules"])
        expectEqual(run.status, 0)
        expectEqual(run.stdout, LintRules.markdownTable)
        let readme = try String(contentsOfFile: LintFixture.repository + "/docs/lint.md", encoding: .utf8)
        let start = try require(readme.range(of: "<!-- lint-rules"))
        let body = readme[start.upperBound...]
        let open = try require(body.range(of: "-->\n"))
        let close = try require(body.range(of: "<!-- /lint-rules -->"))
        expectEqual(
            String(body[open.upperBound..<close.lowerBound]), LintRules.markdownTable,
            "docs/lint.md's rule table drifted from the rules' declarations: paste 'vipgen lint --list-rules' between the markers"
        )
        for rule in LintRules.all {
            expect(rule.summary.hasSuffix("."), "\(rule.id)")
            expect(!rule.summary.contains("|"), "\(rule.id)")
        }
    }
}
