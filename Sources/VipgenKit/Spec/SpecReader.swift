import SwiftScanning

/// Turns parsed JSON into a `Spec`, reporting every problem at once, each with its key path
/// (`scenes[1].fields[0]`) and the line and column of the offending value (or key, for an unknown
/// key).
///
/// Rules: unknown keys are errors anywhere (with a "did you mean" for near misses); `null` for an
/// optional key means "not set"; `scenes`, `project` and every scene key but `name` are optional.
enum SpecReader {
    static let topLevelKeys = ["project", "scenes", "lint"]
    /// The keys of `lint`, `project` and its `header`: their settings' (see `Settings`).
    static let lintKeys = Settings.keys(of: Settings.all.filter(\.isLintSetting))
    static let projectKeys = Settings.keys(of: Settings.all.filter(\.isProjectSetting))
    static let headerKeys = Settings.keys(of: Settings.all.filter(\.isProjectSetting), in: "header")
    /// Limits that keep a runaway spec (a million use cases) from taking minutes and gigabytes: far
    /// above any real project, and documented (docs/safety.md).
    static let maximumScenes = 100_000
    static let maximumItems = 1_000

    /// A scene's items, then its settings.
    static let sceneItemKeys = ["name", "useCases", "fields", "routes", "dependencies"]
    static let sceneKeys = sceneItemKeys + Settings.keys(of: Settings.all.filter(\.isSceneSetting))

    /// Reads a spec from its JSON; `file` names the file in errors.
    static func read(_ json: JSONValue, file: String) throws(SpecErrors) -> Spec {
        var reader = SpecDocumentReader(problems: SpecProblems(file: file))
        let spec = reader.readSpec(json)
        if !reader.problems.errors.isEmpty { throw SpecErrors(reader.problems.sortedErrors) }
        return spec
    }

    /// Parses and reads a spec's text. Throws `JSONError` for malformed JSON, else `SpecErrors`.
    static func read(text: String, file: String) throws -> Spec {
        let json = try JSONParser.parse(text, file: file)
        return try read(json, file: file)
    }
}

/// A value with where it came from: a key path and location in a spec file, or neither for a
/// command-line value.
struct SpecItem<Value> {
    var value: Value
    var keyPath: String
    var location: SourceLocation?

    init(_ value: Value, keyPath: String = "", location: SourceLocation? = nil) {
        self.value = value
        self.keyPath = keyPath
        self.location = location
    }
}

extension SpecProblems {
    mutating func add<Value>(_ message: String, at item: SpecItem<Value>) {
        add(message, keyPath: item.keyPath, location: item.location)
    }
}

/// Walks the JSON, keeping what is valid and collecting what is not.
private struct SpecDocumentReader {
    var problems: SpecProblems

    mutating func readSpec(_ json: JSONValue) -> Spec {
        var spec = Spec()
        guard
            let members = members(
                of: json, at: "", allowed: SpecReader.topLevelKeys,
                expected: "an object with the keys 'project' and 'scenes'")
        else { return spec }
        for member in members {
            switch member.key {
            case "project": spec.project = readProject(member.value, at: "project")
            case "scenes": spec.scenes = readScenes(member.value, at: "scenes")
            case "lint": spec.lint = readLint(member.value, at: "lint")
            default: break
            }
        }
        return spec
    }

    // MARK: Lint

    /// `"lint": {"disable": ["rule-id"], "severity": {"rule-id": "error"}}`: every rule named exists.
    mutating func readLint(_ value: JSONValue, at path: String) -> LintSettings {
        var settings = LintSettings()
        if value.isNull { return settings }
        guard let members = members(of: value, at: path, allowed: SpecReader.lintKeys, expected: "an object") else {
            return settings
        }
        // The team's rules first: the other settings may name them.
        let rulesKey = Settings.lintRules.key
        var teamIDs: [String] = []
        for member in members where member.key == rulesKey && !member.value.isNull {
            Settings.lintRules.readLint(member.value, at: join(path, member.key), into: &settings, &problems)
            // A rule reported as bad is still named by its id: one problem, not one more per mention.
            teamIDs = (member.value.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
        }
        LintRuleID.$teamIDs.withValue(teamIDs) {
            for member in members where member.key != rulesKey && !member.value.isNull {
                Settings.lint[member.key]?.readLint(
                    member.value, at: join(path, member.key), into: &settings, &problems)
            }
        }
        return settings
    }

    // MARK: Project

    /// Every setting of `project`, each read by its declaration; `header` holds the `header.` ones.
    mutating func readProject(_ value: JSONValue, at path: String) -> ProjectSettings {
        var settings = ProjectSettings()
        if value.isNull { return settings }
        guard let members = members(of: value, at: path, allowed: SpecReader.projectKeys, expected: "an object")
        else { return settings }
        for member in members where !member.value.isNull {
            let memberPath = join(path, member.key)
            if let setting = Settings.project[member.key] {
                setting.readProject(member.value, at: memberPath, into: &settings, &problems)
                continue
            }
            // A group of settings, such as `header`.
            let allowed = Settings.keys(of: Settings.all.filter(\.isProjectSetting), in: member.key)
            guard let group = self.members(of: member.value, at: memberPath, allowed: allowed, expected: "an object")
            else { continue }
            for item in group where !item.value.isNull {
                Settings.project[member.key + "." + item.key]?.readProject(
                    item.value, at: join(memberPath, item.key), into: &settings, &problems)
            }
        }
        return settings
    }

    // MARK: Scenes

    mutating func readScenes(_ value: JSONValue, at path: String) -> [SceneSpec] {
        if value.isNull { return [] }
        guard let elements = value.arrayValue else {
            problems.add(
                "expected an array of scenes, found \(value.foundDescription)", keyPath: path, location: value.location)
            return []
        }
        guard elements.count <= SpecReader.maximumScenes else {
            problems.add(
                "\(elements.count) scenes; a spec has at most \(SpecReader.maximumScenes)", keyPath: path,
                location: value.location)
            return []
        }
        var scenes: [SceneSpec] = []
        var sceneLocations: [String: SourceLocation] = [:]
        for (index, element) in elements.enumerated() {
            let scenePath = "\(path)[\(index)]"
            guard let scene = readScene(element, at: scenePath) else { continue }
            let nameLocation = element["name"]?.location ?? element.location
            if (try? SwiftNames.validateTypeName(scene.name)) != nil {
                if let first = sceneLocations[scene.name] {
                    problems.add(
                        "duplicate scene '\(scene.name)': another scene has this name at \(first)",
                        keyPath: join(scenePath, "name"), location: nameLocation)
                    continue
                }
                sceneLocations[scene.name] = nameLocation
            }
            scenes.append(scene)
        }
        return scenes
    }

    mutating func readScene(_ value: JSONValue, at path: String) -> SceneSpec? {
        guard let members = members(of: value, at: path, allowed: SpecReader.sceneKeys, expected: "a scene object")
        else { return nil }
        var name: SpecItem<String>?
        var useCases: [SpecItem<String>] = []
        var fields: [SpecItem<String>] = []
        var routes: [SpecItem<String>] = []
        var dependencies: [SpecItem<String>] = []
        var settings = SceneSpec(name: "")
        var nameIsPresent = false
        for member in members {
            let memberPath = join(path, member.key)
            let value = member.value
            switch member.key {
            case "name":
                if value.isNull { continue }
                nameIsPresent = true
                if let text = string(value, at: memberPath) {
                    name = SpecItem(text, keyPath: memberPath, location: value.location)
                }
            case "useCases": useCases = strings(value, at: memberPath, expected: "an array of use case names")
            case "fields":
                fields = strings(value, at: memberPath, expected: "an array of fields like \"memes: [Meme]?\"")
            case "routes": routes = strings(value, at: memberPath, expected: "an array of scene names")
            case "dependencies":
                dependencies = strings(
                    value, at: memberPath, expected: "an array of dependencies like \"imageStore: ImageStore\"",
                    dependencyObjects: true)
            default:
                if value.isNull { continue }
                Settings.scene[member.key]?.readScene(value, at: memberPath, into: &settings, &problems)
            }
        }
        if !nameIsPresent {
            problems.add(
                "missing required key 'name': every scene needs an UpperCamelCase name, e.g. \"name\": \"ListMemes\"",
                keyPath: path, location: value.location)
        }
        var scene = SceneChecker.check(
            name: name, useCases: useCases, fields: fields, routes: routes, dependencies: dependencies,
            settings: settings, problems: &problems)
        scene.routePlaces = SpecPlaces(file: problems.file)
        for route in routes { scene.routePlaces.record(route.value, keyPath: route.keyPath, location: route.location) }
        return name == nil ? nil : scene
    }

    /// The strings of an array, each with its key path and location; nil counts as empty.
    /// - Parameter dependencyObjects: an element may also be a dependency written as an object,
    ///   `{"name": "imageStore", "type": "ImageStore", "default": "ImageStore()"}` (`default` optional),
    ///   read as the text `imageStore: ImageStore = ImageStore()`.
    mutating func strings(_ value: JSONValue, at path: String, expected: String, dependencyObjects: Bool = false)
        -> [SpecItem<String>]
    {
        if value.isNull { return [] }
        guard let elements = value.arrayValue else {
            var hint = ""
            if let text = value.stringValue { hint = " (write [\(JSONText.quoted(text))])" }
            problems.add(
                "expected \(expected), found \(value.foundDescription)\(hint)", keyPath: path, location: value.location)
            return []
        }
        guard elements.count <= SpecReader.maximumItems else {
            problems.add(
                "\(elements.count) entries; a scene has at most \(SpecReader.maximumItems) use cases, fields or routes each",
                keyPath: path, location: value.location)
            return []
        }
        var result: [SpecItem<String>] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            if dependencyObjects, element.objectMembers != nil {
                if let text = dependency(element, at: elementPath) {
                    result.append(SpecItem(text, keyPath: elementPath, location: element.location))
                }
                continue
            }
            if let text = string(element, at: elementPath) {
                result.append(SpecItem(text, keyPath: elementPath, location: element.location))
            }
        }
        return result
    }

    /// A dependency written as an object, as its text (`name: Type = Default`); nil, reported, when a
    /// key is unknown, `name` or `type` is missing, or a value is not a string.
    mutating func dependency(_ value: JSONValue, at path: String) -> String? {
        guard
            let members = members(of: value, at: path, allowed: ["name", "type", "default"], expected: "a dependency")
        else { return nil }
        var texts: [String: String] = [:]
        // An unknown key was reported (a typo of `type`, most likely): no second message about it.
        var valid = value.objectMembers?.count == members.count
        for member in members where !member.value.isNull {
            if let text = string(member.value, at: join(path, member.key)) {
                texts[member.key] = text
            } else {
                valid = false
            }
        }
        for key in ["name", "type"] where texts[key] == nil && valid {
            problems.add(
                "missing required key '\(key)': a dependency is {\"name\": \"imageStore\", \"type\": \"ImageStore\"}",
                keyPath: path, location: value.location)
            valid = false
        }
        guard valid, let name = texts["name"], let type = texts["type"] else { return nil }
        return "\(name): \(type)" + (texts["default"].map { " = \($0)" } ?? "")
    }

    // MARK: Helpers

    /// The members of an object whose keys are allowed; every other key is reported.
    mutating func members(of value: JSONValue, at path: String, allowed: [String], expected: String) -> [JSONMember]? {
        guard let members = value.objectMembers else {
            problems.add(
                "expected \(expected), found \(value.foundDescription)", keyPath: path, location: value.location)
            return nil
        }
        var known: [JSONMember] = []
        for member in members {
            if allowed.contains(member.key) {
                known.append(member)
                continue
            }
            var hint = Suggestion.didYouMean(member.key, among: allowed)
            if hint.isEmpty { hint = "; expected one of " + allowed.map { "'\($0)'" }.joined(separator: ", ") }
            problems.add(
                "unknown key '\(JSONText.displayed(member.key))'\(hint)",
                keyPath: join(path, member.key), location: member.keyLocation)
        }
        return known
    }

    mutating func string(_ value: JSONValue, at path: String) -> String? {
        if let text = value.stringValue { return text }
        problems.add("expected a string, found \(value.foundDescription)", keyPath: path, location: value.location)
        return nil
    }

    func join(_ path: String, _ key: String) -> String {
        let key = JSONText.displayed(key)
        return path.isEmpty ? key : "\(path).\(key)"
    }
}
