import VipgenModel

/// One finding: where, which rule, what is wrong and what fixes it.
package struct LintDiagnostic: Sendable, Equatable {
    var path: String
    package var line: Int
    package var column: Int
    var ruleID: String
    package var severity: LintSeverity
    package var message: String

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
