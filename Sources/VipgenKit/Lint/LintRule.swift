/// One architecture rule `vipgen lint` checks: what it is called, how serious a finding is unless the
/// spec says otherwise, and what it asks of the code, in one line.
///
/// Each family of rules declares its rules beside the code that checks them (`Rules/`); `all` lists
/// them for the command line, the spec reader, `--list-rules` and the README's table.
struct LintRule: Sendable, Equatable {
    let id: String
    let severity: LintSeverity
    let summary: String

    init(_ id: String, _ severity: LintSeverity, _ summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }

    /// Every rule, in the order `--list-rules` and the README show them.
    static let all: [LintRule] =
        SceneShapeRules.rules + ReferenceRules.rules + ImportRules.rules + CycleRules.rules + UseCaseRules.rules
        + SpecAgreementRules.rules + TestRules.rules + [SkippedFiles.rule]

    static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }

    /// The rule list as a Markdown table: `vipgen lint --list-rules` prints it, the README holds it.
    static var markdownTable: String {
        var text = "| Rule | Default | What it asks |\n|---|---|---|\n"
        for rule in all { text += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) |\n" }
        return text
    }
}

/// How a finding counts: an `error` makes `vipgen lint` exit 1 (and fails an Xcode build phase); a
/// `note` is a convention of the scene that differs from vipgen's (the original Clean Swift templates'
/// `import UIKit`, no worker protocol), worth knowing and never a problem.
enum LintSeverity: String, Sendable, Equatable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }
}
