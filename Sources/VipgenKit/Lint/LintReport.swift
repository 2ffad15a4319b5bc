/// The ways `vipgen lint` writes its findings: as the compiler does (Xcode shows them inline), as
/// JSON, as SARIF 2.1.0 for code review tools, or as GitHub Actions workflow commands, which annotate
/// the lines of a pull request.
enum LintFormat: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    case github

    func render(_ result: Linter.Result) -> String {
        switch self {
        case .text: return result.diagnostics.map { $0.compilerStyle + "\n" }.joined()
        case .json: return LintReport.json(result)
        case .sarif: return LintReport.sarif(result)
        case .github: return result.diagnostics.map { LintReport.githubAnnotation($0) + "\n" }.joined()
        }
    }
}

enum LintReport {
    /// One finding as a GitHub Actions workflow command (`::error file=…,line=…,col=…,title=…::message`),
    /// which GitHub shows on the line in the pull request's diff. A note is a `notice`.
    static func githubAnnotation(_ finding: LintDiagnostic) -> String {
        let level: String
        switch finding.severity {
        case .error: level = "error"
        case .warning: level = "warning"
        case .note: level = "notice"
        }
        let properties = [
            "file=" + githubEscaped(finding.path, property: true), "line=\(finding.line)", "col=\(finding.column)",
            "title=" + githubEscaped("vipgen lint: " + finding.ruleID, property: true),
        ]
        return "::\(level) \(properties.joined(separator: ","))::\(githubEscaped(finding.message, property: false))"
    }

    /// A workflow command's value: `%`, line breaks and, in a property, `:` and `,` escaped as the
    /// runner decodes them.
    static func githubEscaped(_ text: String, property: Bool) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The findings in vipgen's JSON report (`RunJSON`), with the status the run exits with.
    static func json(_ result: Linter.Result) -> String {
        let failed = result.diagnostics.contains { $0.severity == .error }
        return RunJSON.lint(result, exitCode: failed ? .failure : .success).text() + "\n"
    }

    /// One run of one tool, every rule described in the driver, every finding a result pointing at its
    /// rule by id and index (SARIF 2.1.0, OASIS standard).
    static func sarif(_ result: Linter.Result) -> String {
        let rules = LintRules.all
        var text = """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "vipgen",
                      "version": \(JSONText.quoted(VipgenVersion.current)),
                      "rules": [
            """
        // The built-in rules, then the team's (`lint.rules`): a result points at its rule by index.
        let described =
            rules.map { (id: $0.id, summary: $0.summary, severity: $0.severity) }
            + result.teamRules.map { (id: $0.id, summary: $0.summary, severity: $0.severity) }
        for (index, rule) in described.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text +=
                "            {\"id\": \(JSONText.quoted(rule.id)), \"shortDescription\": {\"text\": \(JSONText.quoted(rule.summary))}, "
                + "\"defaultConfiguration\": {\"level\": \"\(rule.severity.rawValue)\"}}"
        }
        text += "\n          ]\n        }\n      },\n      \"results\": ["
        for (index, diagnostic) in result.diagnostics.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            let ruleIndex = described.firstIndex { $0.id == diagnostic.ruleID } ?? 0
            text +=
                "        {\"ruleId\": \(JSONText.quoted(diagnostic.ruleID)), \"ruleIndex\": \(ruleIndex), "
                + "\"level\": \"\(diagnostic.severity.rawValue)\", \"message\": {\"text\": \(JSONText.quoted(diagnostic.message))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONText.quoted(uri(diagnostic.path)))}, "
                + "\"region\": {\"startLine\": \(diagnostic.line), \"startColumn\": \(diagnostic.column)}}}]}"
        }
        text += result.diagnostics.isEmpty ? "]\n    }\n  ]\n}\n" : "\n      ]\n    }\n  ]\n}\n"
        return text
    }

    /// A relative path as a URI reference: each byte outside the unreserved set and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        let path = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// Today's findings, recorded so that later runs report only new ones: an existing app adopts the
/// rules without fixing everything first. A finding is known by its rule, file and message, not its
/// line, so code moving around it does not make it new.
enum LintBaseline {
    static func text(_ diagnostics: [LintDiagnostic]) -> String {
        var text = "{\n  \"vipgenLintBaseline\": 1,\n  \"findings\": ["
        for (index, diagnostic) in diagnostics.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text +=
                "    {\"rule\": \(JSONText.quoted(diagnostic.ruleID)), \"path\": \(JSONText.quoted(diagnostic.path)), "
                + "\"message\": \(JSONText.quoted(diagnostic.message))}"
        }
        text += diagnostics.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    struct Key: Hashable {
        let rule: String
        let path: String
        let message: String
    }

    /// The findings a baseline file records, each as often as it is recorded.
    static func read(_ path: String) throws -> [Key: Int] {
        let text = try FileReader.readText(path)
        let json = try JSONParser.parse(text, file: path)
        func problem(_ message: String, _ value: JSONValue) -> SpecErrors {
            SpecErrors([SpecError(file: path, location: value.location, message: message)])
        }
        guard let members = json.objectMembers, members.contains(where: { $0.key == "vipgenLintBaseline" }),
            let findings = members.first(where: { $0.key == "findings" })?.value.arrayValue
        else {
            throw problem(
                "not a vipgen lint baseline (write one with 'vipgen lint --write-baseline \(path)')", json)
        }
        var counts: [Key: Int] = [:]
        for finding in findings {
            let fields = finding.objectMembers ?? []
            func string(_ key: String) -> String? { fields.first { $0.key == key }?.value.stringValue }
            guard let rule = string("rule"), let file = string("path"), let message = string("message") else {
                throw problem("expected an object with the strings 'rule', 'path' and 'message'", finding)
            }
            counts[Key(rule: rule, path: file, message: message), default: 0] += 1
        }
        return counts
    }

    /// The findings the baseline does not record.
    static func new(_ diagnostics: [LintDiagnostic], baseline: [Key: Int]) -> [LintDiagnostic] {
        var remaining = baseline
        return diagnostics.filter { diagnostic in
            let key = Key(rule: diagnostic.ruleID, path: diagnostic.path, message: diagnostic.message)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }
}
