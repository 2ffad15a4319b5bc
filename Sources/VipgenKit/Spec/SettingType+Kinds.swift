/// The kinds of value settings share, each read from a spec and from a command line alike.
extension SettingType where Value == String {
    /// A folder or file path, relative to the spec (a flag's, to the working directory).
    static var folder: SettingType {
        SettingType(
            read: { value, keyPath, problems in
                guard let text = SettingReading.string(value, at: keyPath, &problems) else { return nil }
                if text.allSatisfy(\.isWhitespace) {
                    problems.add(
                        "expected a folder path, found \(value.foundDescription)", keyPath: keyPath,
                        location: value.location)
                    return nil
                }
                if let control = SettingReading.controlCharacter(in: text) {
                    problems.add(
                        "a folder path cannot contain control characters, found \(JSONText.codePoint(control.value))",
                        keyPath: keyPath, location: value.location)
                    return nil
                }
                return text
            },
            parse: { Paths.normalize($0) }, json: JSONText.quoted, completion: .directory, isPath: true)
    }

    /// Text for a one-line comment: a line break would end the comment and turn the rest into code.
    static var singleLine: SettingType {
        .text { text throws(InvalidValue) in
            if let control = SettingReading.controlCharacter(in: text) {
                throw InvalidValue(
                    "must be a single line without control characters, found \(JSONText.codePoint(control.value))")
            }
        }
    }

    /// A target's name: any text on one line, as Xcode allows.
    static var targetName: SettingType {
        .text { text throws(InvalidValue) in
            if let control = SettingReading.controlCharacter(in: text) {
                throw InvalidValue(
                    "must be a single line without control characters, found \(JSONText.codePoint(control.value))")
            }
            if text.allSatisfy(\.isWhitespace) {
                throw InvalidValue("expected a target's name, found \(JSONText.quoted(text))")
            }
        }
    }
}

extension SettingType where Value == Indentation {
    /// A width in spaces, or `"tabs"`.
    static var indentation: SettingType {
        let widths = Indentation.widths
        let expected = "expected a width from \(widths.lowerBound) to \(widths.upperBound) or the string \"tabs\""
        return SettingType(
            read: { value, keyPath, problems in
                switch value.kind {
                case .number(let number):
                    if let width = number.intValue, widths.contains(width) { return .spaces(width) }
                case .string(let text):
                    if text == "tabs" { return .tabs }
                    var hint = ""
                    if let width = Int(text), widths.contains(width) {
                        hint = " (write \(width) without quotes)"
                    } else {
                        hint = Suggestion.didYouMean(text, among: ["tabs"], quote: "\"")
                    }
                    problems.add(
                        "\(expected), found \(value.foundDescription)\(hint)", keyPath: keyPath,
                        location: value.location)
                    return nil
                default:
                    break
                }
                problems.add("\(expected), found \(value.foundDescription)", keyPath: keyPath, location: value.location)
                return nil
            },
            parse: { word in
                if word == "tabs" { return .tabs }
                if let width = Int(word), widths.contains(width) { return .spaces(width) }
                throw InvalidValue(
                    "indentation '\(JSONText.displayed(word))': expected a width from \(widths.lowerBound) to \(widths.upperBound) or 'tabs'"
                        + Suggestion.didYouMean(word, among: ["tabs"]))
            },
            json: { $0.json }, completion: .choices(["tabs"] + widths.map(String.init)))
    }
}

extension SettingType where Value == Int {
    /// A line length in columns, from `ProjectDefaults.lineLengths`.
    static var lineLength: SettingType {
        let lengths = ProjectDefaults.lineLengths
        let expected = "expected a line length in columns from \(lengths.lowerBound) to \(lengths.upperBound)"
        return SettingType(
            read: { value, keyPath, problems in
                var hint = ""
                switch value.kind {
                case .number(let number):
                    if let length = number.intValue, lengths.contains(length) { return length }
                case .string(let text):
                    if let length = Int(text), lengths.contains(length) { hint = " (write \(length) without quotes)" }
                default:
                    break
                }
                problems.add(
                    "\(expected), found \(value.foundDescription)\(hint)", keyPath: keyPath, location: value.location)
                return nil
            },
            parse: { word in
                if let length = Int(word), lengths.contains(length) { return length }
                throw InvalidValue("line length '\(JSONText.displayed(word))': \(expected)")
            },
            json: { String($0) })
    }
}

extension SettingType where Value == FlavorChoice {
    /// A flavor's name, checked for its form only: which flavors exist depends on the templates
    /// folder, so an unknown one is reported later, where it was named.
    static var flavor: SettingType {
        SettingType(
            read: { value, keyPath, problems in
                guard let name = SettingReading.string(value, at: keyPath, &problems) else { return nil }
                do {
                    try FlavorChoice.validateName(name)
                } catch {
                    problems.add("\(error)", keyPath: keyPath, location: value.location)
                    return nil
                }
                return FlavorChoice(name, file: problems.file, keyPath: keyPath, location: value.location)
            },
            parse: { FlavorChoice($0) }, json: { JSONText.quoted($0.name) },
            completion: .choices(Flavor.bundledNames))
    }
}

extension SettingType where Value == [String] {
    /// Lint rule ids, each one that exists.
    static var ruleIDs: SettingType {
        checkedList(of: "rule ids", check: LintRuleID.check, completion: .choices(LintRules.ids))
    }

    /// What a package's feature targets depend on: `Name` (a target of the package) or `Product:folder`
    /// (a local package's product).
    static var packageDependencies: SettingType {
        checkedList(of: "target or product names", check: PackageDependency.check)
    }

    /// A list of strings, each passing `check`: an array in the spec (a bad element reported at its
    /// place, the others kept), words separated by commas on the command line.
    private static func checkedList(
        of noun: String, check: @escaping @Sendable (String) throws -> Void, completion: SettingCompletion = .text
    ) -> SettingType {
        SettingType(
            read: { value, keyPath, problems in
                guard let elements = value.arrayValue else {
                    problems.add(
                        "expected an array of \(noun), found \(value.foundDescription)", keyPath: keyPath,
                        location: value.location)
                    return nil
                }
                var strings: [String] = []
                for (index, element) in elements.enumerated() {
                    let elementPath = "\(keyPath)[\(index)]"
                    guard let string = SettingReading.string(element, at: elementPath, &problems) else { continue }
                    do {
                        try check(string)
                        strings.append(string)
                    } catch {
                        problems.add("\(error)", keyPath: elementPath, location: element.location)
                    }
                }
                return strings
            },
            parse: { word in
                let strings = word.split(separator: ",").map { String($0).trimmingSpaces }
                for string in strings { try check(string) }
                return strings
            },
            json: { "[" + $0.map(JSONText.quoted).joined(separator: ", ") + "]" },
            completion: completion)
    }
}

extension SettingType where Value == [String: LintSeverity] {
    /// A severity for each lint rule named: `{"spec-field": "error"}`.
    static var ruleSeverities: SettingType {
        .keyedChoices(
            entries: "rule ids and severities", pairForm: "RULE=note, RULE=warning or RULE=error",
            checkKey: { id throws(InvalidValue) in try LintRuleID.check(id) },
            read: { value throws(InvalidValue) in
                guard let text = value.stringValue, let severity = LintSeverity(rawValue: text) else {
                    throw InvalidValue("expected \"note\", \"warning\" or \"error\", found \(value.foundDescription)")
                }
                return severity
            },
            parse: { text, id throws(InvalidValue) in
                guard let severity = LintSeverity(rawValue: text) else {
                    throw InvalidValue(
                        "unknown severity '\(JSONText.displayed(text))' for '\(id)'; use 'note', 'warning' or 'error'"
                            + Suggestion.didYouMean(text, among: LintSeverity.allCases.map(\.rawValue)))
                }
                return severity
            },
            completion: .choices(LintRules.ids.map { $0 + "=" }))
    }
}

/// A lint rule's id, as the spec and `--disable`/`--severity` name it.
enum LintRuleID {
    /// The ids of the spec's own rules (`lint.rules`) while its other lint settings are read; nil on a
    /// command line, which is read before the spec: there a well-formed id is taken, and `LintRun`
    /// checks it once the spec's rules are known.
    @TaskLocal static var teamIDs: [String]?

    /// What is wrong with `id` when the spec's own rules are `teamIDs`; nil when it names a rule.
    static func problem(_ id: String, teamIDs: [String]) -> String? {
        $teamIDs.withValue(teamIDs) { () -> String? in
            do {
                try check(id)
                return nil
            } catch {
                return "\(error)"
            }
        }
    }

    static func check(_ id: String) throws(InvalidValue) {
        if LintRules.ids.contains(id) { return }
        if teamIDs == nil && TeamRule.isWellFormed(id) { return }
        let ids = LintRules.ids + (teamIDs ?? [])
        guard !ids.contains(id) else { return }
        let listed =
            (teamIDs ?? []).isEmpty
            ? " ('vipgen lint --list-rules' lists them)"
            : " ('vipgen lint --list-rules' lists the built-in ones, the spec's \"lint.rules\" the team's)"
        throw InvalidValue("no lint rule '\(JSONText.displayed(id))'" + Suggestion.didYouMean(id, among: ids) + listed)
    }
}

extension String {
    /// Without the spaces and tabs around it.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}

extension ViewControllerBase {
    /// Reads a command-line or spec value, naming the choices when it is not one of them.
    static func parse(_ text: String) throws(InvalidValue) -> ViewControllerBase {
        if let base = ViewControllerBase(rawValue: text) { return base }
        let choices = allCases.map(\.rawValue)
        throw InvalidValue(
            "unknown base class '\(JSONText.displayed(text))'; use one of \(choices.joined(separator: ", "))"
                + Suggestion.didYouMean(text, among: choices))
    }
}

extension SettingType where Value == [String: RequestPolicy] {
    /// A request policy for each use case named: `{"SaveDraft": "latest-wins"}`.
    static var requestPolicies: SettingType {
        .keyedChoices(
            entries: "use case names and request policies",
            pairForm: "USECASE=latest-wins or USECASE=run-to-completion",
            read: { value throws(InvalidValue) in
                guard let text = value.stringValue else {
                    throw InvalidValue("expected a string, found \(value.foundDescription)")
                }
                return try RequestPolicy.parse(text)
            },
            parse: { text, _ throws(InvalidValue) in try RequestPolicy.parse(text) },
            completion: .choices(RequestPolicy.allCases.map(\.rawValue)))
    }
}

extension SettingType {
    /// One of a few choices for each key named (a severity for each lint rule, a request policy for
    /// each use case): `{"KEY": "choice"}` in a spec, `KEY=choice,KEY=choice` on a command line. Every
    /// such setting is read here, so each reports a bad key or choice where it is, as the others do.
    /// - Parameters:
    ///   - entries: what the object maps, for a spec value that is not an object.
    ///   - pairForm: how a command line writes a pair, for a word that is not one.
    ///   - checkKey: throws for a key that names nothing there is.
    ///   - read: a spec's value, as a choice.
    ///   - parse: a command line's text for the key, as a choice.
    static func keyedChoices<Choice: RawRepresentable & Sendable>(
        entries: String, pairForm: String,
        checkKey: @escaping @Sendable (String) throws(InvalidValue) -> Void = { _ in },
        read: @escaping (JSONValue) throws(InvalidValue) -> Choice,
        parse: @escaping @Sendable (_ text: String, _ key: String) throws(InvalidValue) -> Choice,
        completion: SettingCompletion
    ) -> SettingType<[String: Choice]> where Choice.RawValue == String {
        SettingType<[String: Choice]>(
            read: { value, keyPath, problems in
                guard let members = value.objectMembers else {
                    problems.add(
                        "expected an object of \(entries), found \(value.foundDescription)", keyPath: keyPath,
                        location: value.location)
                    return nil
                }
                var choices: [String: Choice] = [:]
                for member in members {
                    let memberPath = "\(keyPath).\(JSONText.displayed(member.key))"
                    do {
                        try checkKey(member.key)
                    } catch {
                        problems.add("\(error)", keyPath: memberPath, location: member.keyLocation)
                        continue
                    }
                    do {
                        choices[member.key] = try read(member.value)
                    } catch {
                        problems.add("\(error)", keyPath: memberPath, location: member.value.location)
                    }
                }
                return choices
            },
            parse: { word in
                var choices: [String: Choice] = [:]
                for pair in word.split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
                    guard parts.count == 2 else {
                        throw InvalidValue("'\(JSONText.displayed(String(pair)))': write \(pairForm)")
                    }
                    try checkKey(parts[0])
                    choices[parts[0]] = try parse(parts[1], parts[0])
                }
                return choices
            },
            json: { choices in
                "{"
                    + choices.keys.sorted().map { "\(JSONText.quoted($0)): \(JSONText.quoted(choices[$0]!.rawValue))" }
                    .joined(separator: ", ") + "}"
            },
            completion: completion)
    }
}
