import SwiftScanning

/// `// vipgen:disable:next rule-id another-rule` switches the named rules off for the declaration that
/// follows the comment (all of it: a class, a method, a property), or for the next line when no
/// declaration starts there.
enum Suppressions {
    static let marker = "vipgen:disable:next"

    static func filter(_ findings: [LintDiagnostic], code: ScannedScene) -> [LintDiagnostic] {
        guard !findings.isEmpty else { return findings }
        var spansByPath: [String: [Span]] = [:]
        for file in code.files where file.source.bytes.count >= marker.utf8.count {
            let spans = spans(in: file.source)
            if !spans.isEmpty { spansByPath[file.path] = spans }
        }
        guard !spansByPath.isEmpty else { return findings }
        return findings.filter { finding in
            guard let spans = spansByPath[finding.path] else { return true }
            return !spans.contains { $0.rules.contains(finding.ruleID) && $0.lines.contains(finding.line) }
        }
    }

    struct Span {
        let rules: Set<String>
        let lines: ClosedRange<Int>
    }

    static func spans(in source: SwiftSource) -> [Span] {
        var spans: [Span] = []
        for (index, token) in source.tokens.enumerated() where token.kind == .comment {
            let text = source.text(of: token)
            guard let range = text.firstRange(of: marker) else { continue }
            let rules = text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
                .map(String.init).filter { !$0.isEmpty && $0 != "*/" }
            guard !rules.isEmpty,
                let next = source.tokens[(index + 1)...].first(where: { $0.kind != .comment })
            else { continue }
            let startLine = source.line(of: next.start)
            var endLine = startLine
            if let declaration = declaration(startingAt: next.start, in: source.declarations) {
                endLine = source.line(of: max(declaration.end - 1, declaration.start))
            }
            spans.append(Span(rules: Set(rules), lines: startLine...endLine))
        }
        return spans
    }

    private static func declaration(startingAt offset: Int, in declarations: [SwiftDeclaration]) -> SwiftDeclaration? {
        for declaration in declarations {
            if declaration.start == offset { return declaration }
            if declaration.start < offset && offset < declaration.end,
                let inner = self.declaration(startingAt: offset, in: declaration.members)
            {
                return inner
            }
        }
        return nil
    }
}
