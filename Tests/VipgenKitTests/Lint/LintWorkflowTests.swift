import Expectations
import Foundation
import Testing

/// docs/ci/vipgen-lint.yml, the workflow a team copies into `.github/workflows`: each `vipgen lint` line
/// it runs is run as the runner runs it (the binary, in the checkout's folder), and gives what GitHub and
/// the next step take: annotations on the changed lines, SARIF at the path the upload step reads; with
/// the baseline its comment describes, only new findings, in both.
@Suite struct LintWorkflowTests {
    static let path = LintFixture.repository + "/docs/ci/vipgen-lint.yml"

    /// A step of the workflow's job: its `key: value` lines (those under `with:` too), trimmed.
    typealias Step = [String: String]

    static func steps(_ workflow: String) -> [Step] {
        var steps: [Step] = []
        var inSteps = false
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "steps:" {
                inSteps = true
                continue
            }
            guard inSteps, !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            var field = Substring(trimmed)
            if field.hasPrefix("- ") {
                steps.append([:])
                field = field.dropFirst(2)
            }
            guard let colon = field.firstIndex(of: ":"), !steps.isEmpty else { continue }
            let value = field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            steps[steps.count - 1][String(field[..<colon])] = value
        }
        return steps
    }

    /// A step's `run:` line as the shell reads it, when it runs `vipgen lint`: its arguments (words
    /// split at spaces: the lines hold no quotes) and the file its standard output goes to.
    static func lintCommand(_ step: Step) -> (arguments: [String], output: String?)? {
        guard let run = step["run"], run.hasPrefix("vipgen lint") else { return nil }
        expect(!run.contains("\"") && !run.contains("'"), "a run line with quotes: \(run)")
        var command = run
        // `|| true`: the step goes on to write its file when a finding is an error.
        if command.hasSuffix(" || true") { command.removeLast(" || true".count) }
        var output: String?
        if let redirect = command.range(of: " > ") {
            output = String(command[redirect.upperBound...])
            command = String(command[..<redirect.lowerBound])
        }
        return (command.split(separator: " ").dropFirst().map(String.init), output)
    }

    /// Runs the workflow's lint lines in `fixture`'s folder, each with `extra` arguments: the
    /// annotations, and the SARIF file's results.
    func runWorkflow(_ steps: [Step], in fixture: LintFixture, extra: [String] = []) throws -> (
        annotations: RunResult, results: [[String: Any]]
    ) {
        var annotations: RunResult?
        var results: [[String: Any]]?
        for step in steps {
            guard let command = Self.lintCommand(step) else { continue }
            let run = try VipgenProcess.run(command.arguments + extra, in: fixture.directory.url)
            // What the shell writes to the file the upload step reads.
            if command.output != nil {
                let log = try require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
                expectEqual(log["version"] as? String, "2.1.0")
                results = try require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            } else {
                annotations = run
            }
        }
        return (try require(annotations), try require(results))
    }

    /// A SARIF result's rule, file (relative to the checkout, where code scanning looks for it), line
    /// and column.
    func place(_ result: [String: Any]) -> String {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
        let region = location?["region"] as? [String: Any]
        let rule = result["ruleId"] as? String ?? "?"
        return "\(rule) \(uri):\(region?["startLine"] as? Int ?? 0):\(region?["startColumn"] as? Int ?? 0)"
    }

    @Test func theWorkflowsStepsFitTogether() throws {
        let workflow = try String(contentsOfFile: Self.path, encoding: .utf8)
        let steps = Self.steps(workflow)
        let lint = steps.compactMap { step in Self.lintCommand(step).map { (step, $0) } }
        expectEqual(lint.map(\.1.arguments), [["lint", "--format", "github"], ["lint", "--format", "sarif"]])
        // Annotations go to the log, where the runner reads workflow commands; SARIF to a file.
        expect(lint.first?.1.output == nil)
        let sarif = try require(lint.last?.1.output)
        let upload = try require(steps.first { $0["uses"]?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        expectEqual(upload["sarif_file"], sarif)
        // The annotating step fails on an error: the SARIF steps still run.
        expect(lint.last?.0["if"] == "always()" && upload["if"] == "always()")
        // Uploading to code scanning needs this permission.
        expect(workflow.contains("\n  security-events: write\n"))
        // The comment's baseline: written by this line, then `--baseline FILE` on both lint lines.
        expect(workflow.contains("# With a baseline (vipgen lint --write-baseline .vipgen-baseline.json, committed)"))
        expect(workflow.contains("add `--baseline .vipgen-baseline.json` to both lint lines"))
    }

    @Test func eachLintLineAnnotatesAndWritesSarifOnlyNewFindingsWithTheBaseline() throws {
        let steps = Self.steps(try String(contentsOfFile: Self.path, encoding: .utf8))
        let fixture = try LintCommandTests().project()
        let presenter = try fixture.location("ShopPresenter.swift", "    var ‸viewController")
        let found = try runWorkflow(steps, in: fixture)
        expectEqual(found.annotations.status, 1, "\(found.annotations)")
        expectEqual(
            found.annotations.stdout,
            "::error file=Sources/Shop/ShopPresenter.swift,line=\(presenter.line),col=\(presenter.column),title=vipgen lint%3A weak-back-reference::'viewController' holds the view strongly: the presenter's reference back to the view must be 'weak' (the view owns the cycle; a strong reference keeps the scene alive)\n",
            "\(found.annotations)")
        expectEqual(
            found.results.map(place),
            ["weak-back-reference Sources/Shop/ShopPresenter.swift:\(presenter.line):\(presenter.column)"])

        let record = try VipgenProcess.run(
            ["lint", "--write-baseline", ".vipgen-baseline.json"], in: fixture.directory.url)
        expectEqual(record.status, 0, "\(record)")
        let baseline = ["--baseline", ".vipgen-baseline.json"]
        let known = try runWorkflow(steps, in: fixture, extra: baseline)
        expect(known.annotations.status == 0 && known.annotations.stdout.isEmpty, "\(known.annotations)")
        expect(known.results.isEmpty)

        try fixture.edit("ShopInteractor.swift", "import Foundation", "import UIKit\n\nlet shopTint = UIColor.red")
        let interactor = try fixture.location("ShopInteractor.swift", "import ‸UIKit")
        let new = try runWorkflow(steps, in: fixture, extra: baseline)
        expectEqual(new.annotations.status, 1)
        expectEqual(
            new.annotations.stdout,
            "::error file=Sources/Shop/ShopInteractor.swift,line=\(interactor.line),col=\(interactor.column),title=vipgen lint%3A ui-import::the interactor imports UIKit: the inner parts of a scene know nothing of the screen; leave UIKit to the view and the router\n",
            "\(new.annotations)")
        expectEqual(
            new.results.map(place),
            ["ui-import Sources/Shop/ShopInteractor.swift:\(interactor.line):\(interactor.column)"])
    }
}
