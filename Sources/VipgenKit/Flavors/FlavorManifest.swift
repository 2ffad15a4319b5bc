import Mustache
import SwiftScanning

/// What one `flavor.json` says. A bundled flavor's manifest says everything; an override folder's
/// manifest says only what it changes (see `Flavor.applying(_:)`).
struct FlavorManifest: Sendable {
    var summary: String?
    var files: [FlavorFile] = []
    var baseClassFlags: [String: String] = [:]
    var context: [String: MustacheValue] = [:]
    /// The context flag a route's destination flavor must set true for this flavor's scenes to show
    /// it (`isSwiftUI`: a SwiftUI router builds SwiftUI views only); nil: any destination.
    var routeDestinations: String?
    /// SDK types a completed scene of this flavor commonly names, which no scene may hide.
    var sdkTypes: FlavorSDKTypes?
    /// The flavor this one starts from: its files, flags, context and templates.
    var extends: FlavorChoice?

    init(
        summary: String? = nil, files: [FlavorFile] = [], baseClassFlags: [String: String] = [:],
        context: [String: MustacheValue] = [:], routeDestinations: String? = nil, sdkTypes: FlavorSDKTypes? = nil,
        extends: FlavorChoice? = nil
    ) {
        self.summary = summary
        self.files = files
        self.baseClassFlags = baseClassFlags
        self.context = context
        self.routeDestinations = routeDestinations
        self.sdkTypes = sdkTypes
        self.extends = extends
    }

    static let keys = ["description", "extends", "baseClasses", "context", "files", "routeDestinations", "sdkTypes"]
    static let fileKeys = ["template", "destination", "name", "role"]

    /// Parses and checks a manifest's text, reporting every problem at once with its line and
    /// column. Throws `JSONError` for malformed JSON, else `SpecErrors`. A flag or constant may not
    /// take a name of `reservedContextKeys`, the keys every scene's context has already: they are
    /// known where scenes are (`FlavorManifest.read(text:file:)` in FlavorManifest+Read.swift), not where templates are embedded.
    static func read(text: String, file: String, reservedContextKeys: Set<String>) throws -> FlavorManifest {
        let json = try JSONParser.parse(text, file: file)
        var problems = SpecProblems(file: file)
        let manifest = read(json, reservedContextKeys: reservedContextKeys, problems: &problems)
        if !problems.errors.isEmpty { throw SpecErrors(problems.sortedErrors) }
        return manifest
    }

    private static func read(
        _ json: JSONValue, reservedContextKeys: Set<String>, problems: inout SpecProblems
    ) -> FlavorManifest {
        var manifest = FlavorManifest()
        guard let members = json.objectMembers else {
            problems.add(
                "a flavor manifest is an object, found \(json.foundDescription)", keyPath: "", location: json.location)
            return manifest
        }
        for member in members {
            let value = member.value
            switch member.key {
            case "description":
                guard let text = value.stringValue else {
                    problems.add(
                        "expected a string, found \(value.foundDescription)", keyPath: "description",
                        location: value.location)
                    continue
                }
                manifest.summary = text
            case "extends":
                guard let name = value.stringValue else {
                    problems.add(
                        "expected the name of a flavor, found \(value.foundDescription)", keyPath: "extends",
                        location: value.location)
                    continue
                }
                manifest.extends = FlavorChoice(name, file: problems.file, keyPath: "extends", location: value.location)
            case "baseClasses":
                manifest.baseClassFlags = readBaseClasses(
                    value, reservedContextKeys: reservedContextKeys, problems: &problems)
            case "context":
                guard let entries = value.objectMembers else {
                    problems.add(
                        "expected an object, found \(value.foundDescription)", keyPath: "context",
                        location: value.location)
                    continue
                }
                for entry in entries {
                    let keyPath = "context.\(entry.key)"
                    if let problem = keyProblem(entry.key) {
                        problems.add(problem, keyPath: keyPath, location: entry.keyLocation)
                    } else if reservedContextKeys.contains(entry.key) {
                        problems.add(
                            "'\(entry.key)' is a key every scene's context has already; choose another name",
                            keyPath: keyPath, location: entry.keyLocation)
                    } else {
                        manifest.context[entry.key] = MustacheValue(json: entry.value)
                    }
                }
            case "files":
                manifest.files = readFiles(value, problems: &problems)
            case "routeDestinations":
                guard let flag = value.stringValue, keyProblem(flag) == nil else {
                    problems.add(
                        "expected the name of a context flag, found \(value.foundDescription)",
                        keyPath: "routeDestinations", location: value.location)
                    continue
                }
                manifest.routeDestinations = flag
            case "sdkTypes":
                manifest.sdkTypes = readSDKTypes(value, problems: &problems)
            default:
                problems.add(unknownKey(member.key, among: keys), keyPath: member.key, location: member.keyLocation)
            }
        }
        return manifest
    }

    /// `{"module": "SwiftUI", "source": "where the list comes from", "names": ["Image", …]}`.
    private static func readSDKTypes(_ value: JSONValue, problems: inout SpecProblems) -> FlavorSDKTypes? {
        let members = value.objectMembers ?? []
        func string(_ key: String) -> String? { members.first { $0.key == key }?.value.stringValue }
        let names = members.first { $0.key == "names" }?.value.arrayValue?.compactMap(\.stringValue)
        guard let module = string("module"), let source = string("source"), let names, members.count == 3,
            names.count == members.first(where: { $0.key == "names" })?.value.arrayValue?.count,
            names.allSatisfy({ keyProblem($0) == nil && $0.first?.isUppercase == true })
        else {
            problems.add(
                "expected an object with 'module', 'source' (where the list comes from) and 'names' (type names)",
                keyPath: "sdkTypes", location: value.location)
            return nil
        }
        return FlavorSDKTypes(module: module, source: source, names: names)
    }

    private static func readBaseClasses(
        _ value: JSONValue, reservedContextKeys: Set<String>, problems: inout SpecProblems
    ) -> [String: String] {
        guard let members = value.objectMembers else {
            problems.add(
                "expected an object, found \(value.foundDescription)", keyPath: "baseClasses", location: value.location)
            return [:]
        }
        let choices = ViewControllerBase.allCases.map(\.rawValue)
        var flags: [String: String] = [:]
        for member in members {
            let keyPath = "baseClasses.\(member.key)"
            guard choices.contains(member.key) else {
                var message = "unknown base class '\(member.key)'"
                if let suggestion = Suggestion.closest(to: member.key, among: choices) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; use one of \(choices.joined(separator: ", "))"
                }
                problems.add(message, keyPath: keyPath, location: member.keyLocation)
                continue
            }
            guard let flag = member.value.stringValue else {
                problems.add(
                    "expected the name of a context flag, found \(member.value.foundDescription)", keyPath: keyPath,
                    location: member.value.location)
                continue
            }
            if let problem = keyProblem(flag) {
                problems.add(problem, keyPath: keyPath, location: member.value.location)
            } else if reservedContextKeys.contains(flag) {
                problems.add(
                    "'\(flag)' is a key every scene's context has already; choose another name", keyPath: keyPath,
                    location: member.value.location)
            } else {
                flags[member.key] = flag
            }
        }
        return flags
    }

    private static func readFiles(_ value: JSONValue, problems: inout SpecProblems) -> [FlavorFile] {
        guard let items = value.arrayValue else {
            problems.add(
                "expected an array, found \(value.foundDescription)", keyPath: "files", location: value.location)
            return []
        }
        var files: [FlavorFile] = []
        var seen: [String: SourceLocation] = [:]
        for (index, item) in items.enumerated() {
            let keyPath = "files[\(index)]"
            guard let members = item.objectMembers else {
                problems.add(
                    "expected an object with template, destination and name, found \(item.foundDescription)",
                    keyPath: keyPath, location: item.location)
                continue
            }
            var template: String?
            var destination: FlavorFile.Destination?
            var pattern: String?
            var role: VIPRole?
            var valid = true
            for member in members {
                let value = member.value
                let memberPath = "\(keyPath).\(member.key)"
                guard fileKeys.contains(member.key) else {
                    problems.add(
                        unknownKey(member.key, among: fileKeys), keyPath: memberPath, location: member.keyLocation)
                    valid = false
                    continue
                }
                guard let text = value.stringValue else {
                    problems.add(
                        "expected a string, found \(value.foundDescription)", keyPath: memberPath,
                        location: value.location)
                    valid = false
                    continue
                }
                switch member.key {
                case "template":
                    if TemplateName.isSafe(text), !text.hasPrefix(TemplateName.bundledPrefix) {
                        template = text
                    } else {
                        problems.add(
                            "'\(JSONText.displayed(text))' is not a template name: name a .mustache file of the flavor's folder, without the extension",
                            keyPath: memberPath, location: value.location)
                        valid = false
                    }
                case "role":
                    if let parsed = VIPRole(rawValue: text) {
                        role = parsed
                    } else {
                        let roles = VIPRole.allCases.map(\.rawValue)
                        var message = "unknown role '\(JSONText.displayed(text))'"
                        if let suggestion = Suggestion.closest(to: text, among: roles) {
                            message += "; did you mean '\(suggestion)'?"
                        } else {
                            message += "; use one of \(roles.joined(separator: ", "))"
                        }
                        problems.add(message, keyPath: memberPath, location: value.location)
                        valid = false
                    }
                case "destination":
                    if let parsed = FlavorFile.Destination(rawValue: text) {
                        destination = parsed
                    } else {
                        problems.add(
                            "unknown destination '\(JSONText.displayed(text))'; use 'sources' or 'tests'",
                            keyPath: memberPath, location: value.location)
                        valid = false
                    }
                default:
                    if let problem = namePatternProblem(text) {
                        problems.add(problem, keyPath: memberPath, location: value.location)
                        valid = false
                    } else {
                        pattern = text
                    }
                }
            }
            for (key, present) in [
                ("template", template != nil), ("destination", destination != nil), ("name", pattern != nil),
            ]
            where !present && !members.contains(where: { $0.key == key }) {
                problems.add("missing '\(key)'", keyPath: keyPath, location: item.location)
                valid = false
            }
            guard valid, let template, let destination, let pattern else { continue }
            let identity = "\(destination.rawValue)/\(pattern)"
            if let first = seen[identity] {
                problems.add(
                    "another file is named '\(pattern)' in \(destination.rawValue)\(SpecProblems.alreadyAt(first, "listed"))",
                    keyPath: "\(keyPath).name", location: item.location)
                continue
            }
            seen[identity] = item.location
            files.append(FlavorFile(template: template, destination: destination, namePattern: pattern, role: role))
        }
        return files
    }

    /// Why `pattern` cannot name a file, or nil: one folder per scene holds its files, so a name has
    /// no `/`, and `{{scene}}` is the only placeholder.
    static func namePatternProblem(_ pattern: String) -> String? {
        let literal = FlavorFile.parts(of: pattern).joined(separator: "Scene")
        // Only a refused pattern is shown: escaping it for display costs as much as the checks.
        var shown: String { JSONText.displayed(pattern) }
        if literal.isEmpty || literal == "." || literal == ".." {
            return "'\(shown)' is not a file name"
        }
        if literal.utf8.contains(UInt8(ascii: "/")) {
            return "'\(shown)' is not a file name: a scene's files go in its own folder, so a name has no '/'"
        }
        // A NUL ends a path for the system (the temporary file's name would be cut there); a control
        // character (a line break) would break every message and listing that shows the name.
        if literal.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            return "'\(shown)' is not a file name: it holds a control character (a NUL or a line break)"
        }
        let bytes = Array(literal.utf8)
        let braces = zip(bytes, bytes.dropFirst()).contains { pair in
            pair == (UInt8(ascii: "{"), UInt8(ascii: "{")) || pair == (UInt8(ascii: "}"), UInt8(ascii: "}"))
        }
        if braces {
            return
                "'\(shown)' has a placeholder other than '\(FlavorFile.scenePlaceholder)', the only one a file name may hold"
        }
        return nil
    }

    /// Why `key` cannot be a context key, or nil: templates name it, so it is a plain identifier.
    static func keyProblem(_ key: String) -> String? {
        let scalars = Array(key.unicodeScalars)
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        guard let first = scalars.first, isLetter(first),
            scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) })
        else {
            return "'\(JSONText.displayed(key))' is not a context key: use letters and digits, starting with a letter"
        }
        return nil
    }

    private static func unknownKey(_ key: String, among keys: [String]) -> String {
        var message = "unknown key '\(JSONText.displayed(key))'"
        if let suggestion = Suggestion.closest(to: key, among: keys) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; the keys are \(keys.joined(separator: ", "))"
        }
        return message
    }
}

/// A manifest's `sdkTypes`: types of `module` that a completed scene commonly names, and where the
/// list comes from.
struct FlavorSDKTypes: Sendable, Equatable {
    var module: String
    var source: String
    var names: [String]
}
