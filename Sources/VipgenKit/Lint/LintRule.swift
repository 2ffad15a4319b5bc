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

/// One finding: where, which rule, what is wrong and what fixes it.
public struct LintDiagnostic: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var ruleID: String
    public var severity: LintSeverity
    public var message: String

    /// As the compiler writes one, so Xcode shows it inline: `path:line:column: warning: message [rule]`.
    public var compilerStyle: String { "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]" }

    static func ordered(_ a: LintDiagnostic, _ b: LintDiagnostic) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
