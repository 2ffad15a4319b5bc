/// One architecture rule `vipgen lint` checks: what it is called, how serious a finding is unless the
/// spec says otherwise, and what it asks of the code, in one line.
///
/// Each family of rules declares its rules beside the code that checks them (`Rules/`); `all` lists
/// them for the command line, the spec reader, `--list-rules` and the README's table.
public struct LintRule: Sendable, Equatable {
    public let id: String
    public let severity: LintSeverity
    public let summary: String

    init(_ id: String, _ severity: LintSeverity, _ summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }

    /// Every rule, in the order `--list-rules` and the README show them.
    public static let all: [LintRule] =
        SceneShapeRules.rules + ReferenceRules.rules + ImportRules.rules + CycleRules.rules + UseCaseRules.rules
        + SpecAgreementRules.rules + TestRules.rules + [SkippedFiles.rule]

    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }

    /// The rule list as a Markdown table: `vipgen lint --list-rules` prints it, the README holds it.
    public static var markdownTable: String {
        var text = "| Rule | Default | What it asks |\n|---|---|---|\n"
        for rule in all { text += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) |\n" }
        return text
    }
}

/// How a finding counts: an `error` makes `vipgen lint` exit 1 (and fails an Xcode build phase).
public enum LintSeverity: String, Sendable, Equatable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs == .warning && rhs == .error }
}
