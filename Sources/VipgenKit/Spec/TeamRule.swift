import SwiftScanning

/// A lint rule of the team's own, declared in the spec's `lint.rules` rather than written in Swift: an
/// import a role may not use, a supertype a role's type must have, or a folder a role's files must be in.
/// Its findings are reported as a built-in rule's are (its id, severity and message), so every output
/// format, `lint.disable`, `lint.severity`, `// vipgen:disable:next` and baselines work for it.
struct TeamRule: Sendable, Equatable {
    enum Kind: String, Sendable, CaseIterable {
        /// The role's files import none of `modules`.
        case forbiddenImport = "forbidden-import"
        /// The role's type inherits from or conforms to `supertype`.
        case requiredSupertype = "required-supertype"
        /// The role's files are in a folder `folder` matches, or inside one.
        case requiredFolder = "required-folder"

        /// The key that holds what the rule asks.
        var valueKey: String {
            switch self {
            case .forbiddenImport: return "modules"
            case .requiredSupertype: return "supertype"
            case .requiredFolder: return "folder"
            }
        }
    }

    /// What the rule asks.
    enum Requirement: Sendable, Equatable {
        case forbiddenImports([String])
        case supertype(String)
        case folder(FolderGlob)
    }

    /// The team's id: what findings end with, and what `lint.disable`, `lint.severity` and
    /// `// vipgen:disable:next` name.
    let id: String
    let roles: [VIPRole]
    let severity: LintSeverity
    /// The team's words: why the rule holds, or what to do.
    let message: String
    let requirement: Requirement

    var kind: Kind {
        switch requirement {
        case .forbiddenImports: return .forbiddenImport
        case .supertype: return .requiredSupertype
        case .folder: return .requiredFolder
        }
    }

    /// The keys a rule object may have.
    static let keys = ["id", "kind", "role", "severity", "message"] + Kind.allCases.map(\.valueKey)

    /// One sentence saying what the rule asks: SARIF's rule description.
    var summary: String {
        let roleNames = roles.map(\.rawValue).joined(separator: ", ")
        switch requirement {
        case .forbiddenImports(let modules):
            return "The \(roleNames) import none of \(modules.joined(separator: ", ")): \(message)"
        case .supertype(let type): return "The \(roleNames) inherit from or conform to \(type): \(message)"
        case .folder(let glob): return "The \(roleNames) files are in \(glob.text): \(message)"
        }
    }

    /// The rule as a spec writes it.
    var json: String {
        let role =
            roles.count == 1
            ? JSONText.quoted(roles[0].rawValue)
            : "[" + roles.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ") + "]"
        let value: String
        switch requirement {
        case .forbiddenImports(let modules): value = "[" + modules.map(JSONText.quoted).joined(separator: ", ") + "]"
        case .supertype(let type): value = JSONText.quoted(type)
        case .folder(let glob): value = JSONText.quoted(glob.text)
        }
        return "{\"id\": \(JSONText.quoted(id)), \"kind\": \(JSONText.quoted(kind.rawValue)), \"role\": \(role), "
            + "\"\(kind.valueKey)\": \(value), \"severity\": \(JSONText.quoted(severity.rawValue)), "
            + "\"message\": \(JSONText.quoted(message))}"
    }

    /// A Swift name of ASCII letters, digits and `_`, not starting with a digit: a module's or a type's.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }

    /// Whether `id` is written as rule ids are: lowercase words and digits joined by `-`.
    static func isWellFormed(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
    }
}

// MARK: - Reading

extension SettingType where Value == [TeamRule] {
    /// `"rules": [{"id": …, "kind": …, "role": …, "severity": …, "message": …, <the kind's key>: …}]`:
    /// every rule whole, or reported at the value that is wrong.
    static var teamRules: SettingType {
        SettingType(
            read: { value, keyPath, problems in
                guard let elements = value.arrayValue else {
                    problems.add(
                        "expected an array of lint rules, found \(value.foundDescription)", keyPath: keyPath,
                        location: value.location)
                    return nil
                }
                var rules: [TeamRule] = []
                var firsts: [String: SourceLocation] = [:]
                for (index, element) in elements.enumerated() {
                    var reader = TeamRuleReader(keyPath: "\(keyPath)[\(index)]", problems: problems)
                    let rule = reader.read(element)
                    problems = reader.problems
                    guard let rule else { continue }
                    let location = element["id"]?.location ?? element.location
                    if let first = firsts[rule.id] {
                        problems.add(
                            "duplicate lint rule id '\(rule.id)'\(SpecProblems.alreadyAt(first, "declared"))",
                            keyPath: "\(keyPath)[\(index)].id", location: location)
                        continue
                    }
                    firsts[rule.id] = location
                    rules.append(rule)
                }
                return rules
            },
            parse: { _ in
                throw InvalidValue("a team's lint rules are declared in the spec's \"lint\": {\"rules\": […]}")
            },
            json: { "[" + $0.map(\.json).joined(separator: ", ") + "]" })
    }
}

/// Reads one rule object, reporting each problem at its value.
private struct TeamRuleReader {
    let keyPath: String
    var problems: SpecProblems

    private mutating func add(_ message: String, _ key: String?, _ value: JSONValue) {
        problems.add(message, keyPath: key.map { "\(keyPath).\($0)" } ?? keyPath, location: value.location)
    }

    mutating func read(_ value: JSONValue) -> TeamRule? {
        guard let members = value.objectMembers else {
            add(
                "expected a lint rule object ({\"id\", \"kind\", \"role\", \"severity\", \"message\"} and what its kind asks), found \(value.foundDescription)",
                nil, value)
            return nil
        }
        var valid = true
        var found: [String: JSONValue] = [:]
        for member in members {
            guard TeamRule.keys.contains(member.key) else {
                var hint = Suggestion.didYouMean(member.key, among: TeamRule.keys)
                if hint.isEmpty {
                    hint = "; expected one of " + TeamRule.keys.map { "'\($0)'" }.joined(separator: ", ")
                }
                problems.add(
                    "unknown key '\(JSONText.displayed(member.key))' in a lint rule\(hint)",
                    keyPath: "\(keyPath).\(JSONText.displayed(member.key))", location: member.keyLocation)
                valid = false
                continue
            }
            if !member.value.isNull { found[member.key] = member.value }
        }
        let id = found["id"].flatMap { readID($0) }
        let kind = found["kind"].flatMap { readKind($0) }
        let roles = found["role"].flatMap { readRoles($0) }
        let severity = found["severity"].flatMap { readSeverity($0) }
        let message = found["message"].flatMap { readMessage($0) }
        let named = id.map { " '\($0)'" } ?? ""
        for key in ["id", "kind", "role", "severity", "message"] where found[key] == nil {
            add("lint rule\(named) has no '\(key)': \(Self.requiredText[key] ?? "")", nil, value)
            valid = false
        }
        var requirement: TeamRule.Requirement?
        if let kind {
            // Another kind's key is a mistake: the rule would not ask what its writer meant.
            for other in TeamRule.Kind.allCases where other != kind {
                if let stray = members.first(where: { $0.key == other.valueKey }) {
                    problems.add(
                        "'\(other.valueKey)' is for a '\(other.rawValue)' rule; a '\(kind.rawValue)' rule takes '\(kind.valueKey)'",
                        keyPath: "\(keyPath).\(other.valueKey)", location: stray.keyLocation)
                    valid = false
                }
            }
            if let given = found[kind.valueKey] {
                requirement = readRequirement(kind, given)
            } else {
                add("'\(kind.rawValue)' rule\(named) has no '\(kind.valueKey)': \(Self.valueText(kind))", nil, value)
            }
        }
        guard valid, let id, let roles, let severity, let message, let requirement else { return nil }
        return TeamRule(id: id, roles: roles, severity: severity, message: message, requirement: requirement)
    }

    static let requiredText = [
        "id": "the team's id for the rule, such as \"presenter-without-uikit\"",
        "kind": "one of " + TeamRule.Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
        "role": "the part of a scene it applies to: " + VIPRole.allCases.map(\.rawValue).joined(separator: ", "),
        "severity": "\"note\", \"warning\" or \"error\"",
        "message": "what a finding says: why the rule holds, or what to do",
    ]

    static func valueText(_ kind: TeamRule.Kind) -> String {
        switch kind {
        case .forbiddenImport: return "the modules the role may not import, such as [\"UIKit\"]"
        case .requiredSupertype:
            return "the class or protocol the role's type must have, such as \"BaseViewController\""
        case .requiredFolder:
            return "the folder, relative to the project, such as \"App/Workers\" or \"App/Scenes/*/Logic\""
        }
    }

    private mutating func string(_ value: JSONValue, _ key: String) -> String? {
        if let text = value.stringValue { return text }
        add("expected a string, found \(value.foundDescription)", key, value)
        return nil
    }

    private mutating func readID(_ value: JSONValue) -> String? {
        guard let id = string(value, "id") else { return nil }
        guard TeamRule.isWellFormed(id) else {
            add(
                "lint rule id '\(JSONText.displayed(id))' is not lowercase words joined by '-', such as \"presenter-without-uikit\"",
                "id", value)
            return nil
        }
        guard !LintRules.ids.contains(id) else {
            add("'\(id)' is a built-in rule's id; give the team's rule an id of its own", "id", value)
            return nil
        }
        return id
    }

    private mutating func readKind(_ value: JSONValue) -> TeamRule.Kind? {
        guard let text = string(value, "kind") else { return nil }
        if let kind = TeamRule.Kind(rawValue: text) { return kind }
        let kinds = TeamRule.Kind.allCases.map(\.rawValue)
        add(
            "unknown kind of lint rule '\(JSONText.displayed(text))' (the kinds are " + kinds.joined(separator: ", ")
                + ")"
                + Suggestion.didYouMean(text, among: kinds), "kind", value)
        return nil
    }

    private mutating func readRoles(_ value: JSONValue) -> [VIPRole]? {
        let elements = value.arrayValue ?? [value]
        if elements.isEmpty {
            add("expected a role or an array of roles, found an empty array", "role", value)
            return nil
        }
        var roles: [VIPRole] = []
        var valid = true
        for element in elements {
            guard let text = string(element, "role") else {
                valid = false
                continue
            }
            guard let role = VIPRole(rawValue: text) else {
                let names = VIPRole.allCases.map(\.rawValue)
                add(
                    "unknown role '\(JSONText.displayed(text))' (the roles are " + names.joined(separator: ", ") + ")"
                        + Suggestion.didYouMean(text, among: names), "role", element)
                valid = false
                continue
            }
            if !roles.contains(role) { roles.append(role) }
        }
        return valid ? roles : nil
    }

    private mutating func readSeverity(_ value: JSONValue) -> LintSeverity? {
        guard let text = string(value, "severity") else { return nil }
        if let severity = LintSeverity(rawValue: text) { return severity }
        add(
            "unknown severity '\(JSONText.displayed(text))'; use 'note', 'warning' or 'error'"
                + Suggestion.didYouMean(text, among: LintSeverity.allCases.map(\.rawValue)), "severity", value)
        return nil
    }

    private mutating func readMessage(_ value: JSONValue) -> String? {
        guard let text = string(value, "message") else { return nil }
        guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            add("the message is empty: say why the rule holds, or what to do", "message", value)
            return nil
        }
        if SettingReading.controlCharacter(in: text) != nil {
            add("the message holds a control character (a line break?): a finding is one line", "message", value)
            return nil
        }
        return text
    }

    private mutating func readRequirement(_ kind: TeamRule.Kind, _ value: JSONValue) -> TeamRule.Requirement? {
        let key = kind.valueKey
        switch kind {
        case .forbiddenImport:
            guard let elements = value.arrayValue, !elements.isEmpty else {
                let hint = value.stringValue.map { " (write [\(JSONText.quoted($0))])" } ?? ""
                add("expected an array of module names, found \(value.foundDescription)\(hint)", key, value)
                return nil
            }
            var modules: [String] = []
            for element in elements {
                guard let module = string(element, key) else { return nil }
                guard TeamRule.isIdentifier(module) else {
                    add("'\(JSONText.displayed(module))' is not a module name", key, element)
                    return nil
                }
                modules.append(module)
            }
            return .forbiddenImports(modules)
        case .requiredSupertype:
            guard let type = string(value, key) else { return nil }
            guard !type.isEmpty,
                type.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
                    TeamRule.isIdentifier(String($0))
                })
            else {
                add("'\(JSONText.displayed(type))' is not a type name, such as \"BaseViewController\"", key, value)
                return nil
            }
            return .supertype(type)
        case .requiredFolder:
            guard let text = string(value, key) else { return nil }
            do {
                return .folder(try FolderGlob(text))
            } catch {
                add("\(error)", key, value)
                return nil
            }
        }
    }
}

// MARK: - Folders

/// A folder relative to the project, as a prefix (`App/Workers`) or a glob: `*` and `?` within one
/// folder's name, `**` for any number of folders. A file keeps it when the glob matches the file's path
/// or one of its folders: `App/Scenes/*/Logic` holds `App/Scenes/Shop/Logic/ShopWorker.swift`.
struct FolderGlob: Sendable, Equatable {
    /// As the spec writes it.
    let text: String
    let parts: [String]

    init(_ text: String) throws(InvalidValue) {
        self.text = text
        if text.isEmpty {
            throw InvalidValue("the folder is empty; give one relative to the project, such as \"App/Workers\"")
        }
        if text.hasPrefix("/") {
            throw InvalidValue(
                "bad folder glob '\(JSONText.displayed(text))': it is absolute; give it relative to the project (the folder the spec is in)"
            )
        }
        if SettingReading.controlCharacter(in: text) != nil {
            throw InvalidValue("bad folder glob '\(JSONText.displayed(text))': it holds a control character")
        }
        for character in ["[", "]", "{", "}", "\\"] where text.contains(character) {
            throw InvalidValue(
                "bad folder glob '\(JSONText.displayed(text))': '\(character)' is not supported; use '*', '?' and '**'")
        }
        let parts = text.split(separator: "/").map(String.init).filter { $0 != "." }
        for part in parts {
            if part == ".." {
                throw InvalidValue(
                    "bad folder glob '\(JSONText.displayed(text))': '..' leaves the project; give a folder inside it")
            }
            if part.contains("**") && part != "**" {
                throw InvalidValue(
                    "bad folder glob '\(JSONText.displayed(text))': '**' stands for whole folders; write it alone between slashes, as in \"App/**/Workers\""
                )
            }
        }
        if parts.isEmpty {
            throw InvalidValue("bad folder glob '\(JSONText.displayed(text))': it names no folder")
        }
        self.parts = parts
    }

    /// Whether a file at `path` (its parts, relative to the project) is in a folder the glob matches
    /// or inside one.
    func holds(_ path: [Substring]) -> Bool {
        for count in 1...max(path.count, 1) where count <= path.count {
            if Self.match(parts[...], path[..<count]) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        }
        guard let part = path.first, matchName(Array(first.unicodeScalars)[...], Array(part.unicodeScalars)[...])
        else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` (any run of characters) and `?` (one) within one name.
    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            var rest = name
            while true {
                if matchName(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        case "?": return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        default: return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }
}
