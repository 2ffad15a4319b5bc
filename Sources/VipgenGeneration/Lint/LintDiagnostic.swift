import VipgenModel

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
