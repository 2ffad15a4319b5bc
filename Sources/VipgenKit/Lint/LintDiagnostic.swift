/// One finding: where, which rule, what is wrong and what fixes it.
struct LintDiagnostic: Sendable, Equatable {
    var path: String
    var line: Int
    var column: Int
    var ruleID: String
    var severity: LintSeverity
    var message: String

    /// As the compiler writes one, so Xcode shows it inline: `path:line:column: warning: message [rule]`.
    var compilerStyle: String { "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]" }

    /// Where it is, as one value: `path:line:column`.
    var place: String { "\(path):\(line):\(column)" }

    static func ordered(_ a: LintDiagnostic, _ b: LintDiagnostic) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
