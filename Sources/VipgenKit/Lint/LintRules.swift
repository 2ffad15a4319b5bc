/// Every rule `vipgen lint` checks: the ones the build found in `Rules/` (`registered`, written by
/// RegisterLintRules), in the order `--list-rules`, SARIF and docs/lint.md show them. The spec reader
/// knows them by id without knowing how they are checked.
enum LintRules {
    static let all: [any LintRule.Type] = registered.sorted {
        $0.family != $1.family ? $0.family < $1.family : $0.id < $1.id
    }

    static var ids: [String] { all.map { $0.id } }

    /// The rule list as a Markdown table: `vipgen lint --list-rules` prints it, docs/lint.md holds it.
    static var markdownTable: String {
        var text = "| Rule | Default | What it asks |\n|---|---|---|\n"
        for rule in all { text += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) |\n" }
        return text
    }
}
