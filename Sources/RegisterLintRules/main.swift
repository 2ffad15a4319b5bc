import Foundation

// Writes the list of `vipgen lint`'s rules from the folder that holds them, one rule per file, so that
// adding a rule is adding its file. A rule's file is named after the one type it declares conforming
// to `LintRule` (`enum WeakBackReferenceRule: LintRule` in WeakBackReferenceRule.swift); a file that
// declares none holds what a family of rules shares. Which rules there are is all this tool reads: the
// compiler checks the rest (each requirement of `LintRule`), and the tests run each rule's examples.
// Usage: RegisterLintRules RULES_DIR OUTPUT_FILE

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(1)
}

/// The types `text` declares conforming to `LintRule` first (`enum X: LintRule`, `struct X: LintRule, Y`),
/// with their 1-based lines.
func ruleTypes(in text: String) -> [(name: String, line: Int)] {
    var found: [(String, Int)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var rest = Substring(line)
        for modifier in ["public ", "package ", "internal ", "fileprivate ", "private ", "final "] {
            if rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
        }
        guard let keyword = ["enum ", "struct ", "class "].first(where: { rest.hasPrefix($0) }) else { continue }
        rest = rest.dropFirst(keyword.count)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        rest = rest.dropFirst(name.count).drop { $0 == " " }
        guard rest.hasPrefix(":") else { continue }
        rest = rest.dropFirst().drop { $0 == " " }
        guard rest.hasPrefix("LintRule") else { continue }
        let after = rest.dropFirst("LintRule".count).first
        guard after == nil || !(after!.isLetter || after!.isNumber || after! == "_") else { continue }
        found.append((String(name), index + 1))
    }
    return found
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: RegisterLintRules RULES_DIR OUTPUT_FILE") }
let directory = URL(fileURLWithPath: arguments[1])
let names: [String]
do {
    names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
} catch {
    fail("\(directory.path): error: cannot list the rules' folder: \(error.localizedDescription)")
}
var rules: [String] = []
var problems: [String] = []
for name in names {
    let path = directory.appendingPathComponent(name).path
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        fail("\(path): error: cannot read it as UTF-8")
    }
    let found = ruleTypes(in: text)
    let stem = String(name.dropLast(".swift".count))
    if found.count > 1 {
        problems.append(
            "\(path):\(found[1].line): error: a second rule, '\(found[1].name)', beside '\(found[0].name)': "
                + "a rule is one file; move it to \(found[1].name).swift")
    }
    if let rule = found.first {
        if rule.name != stem {
            problems.append(
                "\(path):\(rule.line): error: rule '\(rule.name)' is in \(name): name the file \(rule.name).swift")
        }
        rules.append(rule.name)
    }
}
if !problems.isEmpty { fail(problems.joined(separator: "\n")) }
if rules.isEmpty { fail("\(directory.path): error: no type conforming to 'LintRule' in any file") }

var output = """
    // Written by RegisterLintRules from Sources/VipgenKit/Lint/Rules/, one rule per file, at build time.

    extension LintRules {
        /// Every rule the build found, in the order of their files' names.
        static let registered: [any LintRule.Type] = [

    """
for rule in rules { output += "        \(rule).self,\n" }
output += "    ]\n}\n"
let outputURL = URL(fileURLWithPath: arguments[2])
// Unchanged, the file is left as it is, so what depends on it is not compiled again.
if FileManager.default.contents(atPath: outputURL.path) != Data(output.utf8) {
    do {
        try Data(output.utf8).write(to: outputURL, options: .atomic)
    } catch {
        fail("\(outputURL.path): error: cannot write the rule list: \(error.localizedDescription)")
    }
}
