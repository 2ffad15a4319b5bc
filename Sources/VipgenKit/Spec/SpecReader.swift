/// Turns parsed JSON into a `Spec`, reporting every problem at once, each with its key path
/// (`scenes[1].fields[0]`) and the line and column of the offending value (or key, for an unknown
/// key).
///
/// Rules: unknown keys are errors anywhere (with a "did you mean" for near misses); `null` for an
/// optional key means "not set"; `scenes`, `project` and every scene key but `name` are optional.
public enum SpecReader {
    public static let topLevelKeys = ["project", "scenes", "lint"]
    public static let lintKeys = ["disable", "severity"]
    public static let projectKeys = [
        "module", "sources", "tests", "templates", "indentation", "lineLength", "header", "flavor", "testing",
        "worker", "storyboard", "xcodeproj", "target", "testTarget",
    ]
    public static let headerKeys = ["author", "organization"]
    /// Limits that keep a runaway spec (a million use cases) from taking minutes and gigabytes: far
    /// above any real project, and documented (docs/safety.md).
    public static let maximumScenes = 100_000
    public static let maximumItems = 1_000

    public static let sceneKeys = [
        "name", "base", "useCases", "fields", "routes", "flavor", "storyboard", "worker", "onLoad",
    ]

    /// Reads a spec from its JSON; `file` names the file in errors.
    public static func read(_ json: JSONValue, file: String) throws(SpecErrors) -> Spec {
        var reader = SpecDocumentReader(problems: SpecProblems(file: file))
        let spec = reader.readSpec(json)
        if !reader.problems.errors.isEmpty { throw SpecErrors(reader.problems.sortedErrors) }
        return spec
    }

    /// Parses and reads a spec's text. Throws `JSONError` for malformed JSON, else `SpecErrors`.
    public static func read(text: String, file: String) throws -> Spec {
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

/// The problems found so far.
struct SpecProblems {
    let file: String?
    private(set) var errors: [SpecError] = []

    init(file: String?) {
        self.file = file
    }

    mutating func add(_ message: String, keyPath: String, location: SourceLocation?) {
        errors.append(SpecError(file: file, location: location, keyPath: keyPath, message: message))
    }

    mutating func add<Value>(_ message: String, at item: SpecItem<Value>) {
        add(message, keyPath: item.keyPath, location: item.location)
    }

    /// In file order; problems found at the same place keep the order they were found in.
    var sortedErrors: [SpecError] {
        errors.enumerated().sorted { a, b in
            let offsetA = a.element.location?.offset ?? Int.max
            let offsetB = b.element.location?.offset ?? Int.max
            return offsetA != offsetB ? offsetA < offsetB : a.offset < b.offset
        }.map(\.element)
    }
}

/// The checks one scene gets, whether it comes from a spec file or from command-line flags.
enum SceneChecker {
    /// The scene made of the valid parts; every invalid part is reported. A nil name has been
    /// reported already (missing, or not a string), so only the rest is checked.
    static func check(
        name: SpecItem<String>?, base: ViewControllerBase, useCases: [SpecItem<String>], fields: [SpecItem<String>],
        routes: [SpecItem<String>], storyboard: SpecItem<String>? = nil, onLoad: SpecItem<String>? = nil,
        problems: inout SpecProblems
    ) -> SceneSpec {
        if let name {
            do {
                try SwiftNames.validateTypeName(name.value, role: .scene)
            } catch {
                problems.add(error.message, at: name)
            }
        }
        let checkedUseCases = uniqueTypeNames(useCases, role: .useCase, base: base, problems: &problems)
        var checkedFields: [Field] = []
        var fieldLocations: [String: SourceLocation?] = [:]
        for item in fields {
            do {
                let field = try Field.parse(item.value)
                if let first = fieldLocations[field.name] {
                    problems.add("duplicate field '\(field.name)'\(alreadyAt(first, "declared"))", at: item)
                    continue
                }
                fieldLocations[field.name] = item.location
                checkedFields.append(field)
            } catch {
                problems.add(error.message, at: item)
            }
        }
        let checkedRoutes = uniqueTypeNames(routes, role: .route, base: base, problems: &problems)
        var checkedStoryboard: String?
        if let storyboard {
            do {
                try StoryboardName.validate(storyboard.value)
                checkedStoryboard = storyboard.value
            } catch {
                problems.add(error.message, at: storyboard)
            }
        }
        // The use case started on load must be one of the scene's (its default one, without any).
        let effectiveUseCases = useCases.isEmpty ? [SceneDefaults.useCase] : useCases.map(\.value)
        if let onLoad, !effectiveUseCases.contains(onLoad.value) {
            problems.add(
                "onLoad '\(JSONText.displayed(onLoad.value))' is not one of the scene's use cases "
                    + "(\(effectiveUseCases.joined(separator: ", ")))"
                    + Suggestion.didYouMean(onLoad.value, among: effectiveUseCases),
                at: onLoad)
        }
        return SceneSpec(
            name: name?.value ?? "", base: base, useCases: checkedUseCases, fields: checkedFields,
            routes: checkedRoutes,
            storyboard: checkedStoryboard, onLoad: onLoad?.value)
    }

    /// Valid names, each once. Two names are the same one when their lowerCamelCase forms are, as
    /// `URLLoad` and `UrlLoad` (both `urlLoad`) would declare the same methods and spy properties.
    private static func uniqueTypeNames(
        _ items: [SpecItem<String>], role: SwiftNames.TypeNameRole, base: ViewControllerBase,
        problems: inout SpecProblems
    ) -> [String] {
        var names: [String] = []
        var firsts: [String: SpecItem<String>] = [:]
        for item in items {
            do {
                if role == .useCase {
                    try SwiftNames.validateUseCaseName(item.value, base: base)
                } else {
                    try SwiftNames.validateTypeName(item.value, role: role)
                }
            } catch {
                problems.add(error.message, at: item)
                continue
            }
            let variable = SwiftNames.lowerCamel(item.value)
            if let first = firsts[variable] {
                if first.value == item.value {
                    problems.add(
                        "duplicate \(role.rawValue) '\(item.value)'\(alreadyAt(first.location, "listed"))", at: item)
                } else {
                    // The members both would declare: the request method, or the routing spy's record.
                    let member = role == .useCase ? "\(variable)()" : "\(variable)Segues"
                    let listed = first.location.map { " (listed at \($0))" } ?? ""
                    problems.add(
                        "\(role.rawValue) '\(item.value)' would declare '\(member)', as \(role.rawValue) '\(first.value)'\(listed) does; choose another name",
                        at: item)
                }
                continue
            }
            firsts[variable] = item
            names.append(item.value)
        }
        return names
    }

    /// `: already listed at 4:20`, or nothing when the first one has no location.
    static func alreadyAt(_ location: SourceLocation?, _ verb: String) -> String {
        location.map { ": already \(verb) at \($0)" } ?? ""
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
        let ids = LintRule.all.map(\.id)
        func known(_ id: String, at keyPath: String, _ location: SourceLocation) -> Bool {
            if ids.contains(id) { return true }
            problems.add(
                "no lint rule '\(JSONText.displayed(id))'" + Suggestion.didYouMean(id, among: ids)
                    + " ('vipgen lint --list-rules' lists them)", keyPath: keyPath, location: location)
            return false
        }
        for member in members {
            let memberPath = join(path, member.key)
            switch member.key {
            case "disable":
                for item in strings(member.value, at: memberPath, expected: "an array of rule ids")
                where known(item.value, at: item.keyPath, item.location ?? member.value.location) {
                    settings.disabled.append(item.value)
                }
            default:
                guard let entries = member.value.objectMembers else {
                    problems.add(
                        "expected an object of rule ids and severities, found \(member.value.foundDescription)",
                        keyPath: memberPath, location: member.value.location)
                    continue
                }
                for entry in entries where known(entry.key, at: join(memberPath, entry.key), entry.keyLocation) {
                    guard let text = entry.value.stringValue, let severity = LintSeverity(rawValue: text) else {
                        problems.add(
                            "expected \"warning\" or \"error\", found \(entry.value.foundDescription)",
                            keyPath: join(memberPath, entry.key), location: entry.value.location)
                        continue
                    }
                    settings.severities[entry.key] = severity
                }
            }
        }
        return settings
    }

    // MARK: Project

    mutating func readProject(_ value: JSONValue, at path: String) -> ProjectSettings {
        var settings = ProjectSettings()
        if value.isNull { return settings }
        guard let members = members(of: value, at: path, allowed: SpecReader.projectKeys, expected: "an object")
        else { return settings }
        for member in members {
            let memberPath = join(path, member.key)
            let value = member.value
            if value.isNull { continue }
            switch member.key {
            case "module":
                if let module = string(value, at: memberPath) {
                    do {
                        try SwiftNames.validateModuleName(module)
                        settings.module = module
                    } catch {
                        problems.add(error.message, keyPath: memberPath, location: value.location)
                    }
                }
            case "sources": settings.sources = folder(value, at: memberPath)
            case "tests": settings.tests = folder(value, at: memberPath)
            case "templates": settings.templates = folder(value, at: memberPath)
            case "indentation": settings.indentation = indentation(value, at: memberPath)
            case "lineLength": settings.lineLength = lineLength(value, at: memberPath)
            case "flavor": settings.flavor = flavor(value, at: memberPath)
            case "testing":
                guard let text = string(value, at: memberPath) else { continue }
                do {
                    settings.testing = try TestingLibrary.parse(text)
                } catch {
                    problems.add(error.message, keyPath: memberPath, location: value.location)
                }
            case "worker": settings.worker = worker(value, at: memberPath)
            case "storyboard":
                guard let text = string(value, at: memberPath) else { continue }
                do {
                    try StoryboardName.validate(text)
                    settings.storyboard = text
                } catch {
                    problems.add(error.message, keyPath: memberPath, location: value.location)
                }
            case "xcodeproj": settings.xcodeproj = folder(value, at: memberPath)
            case "target": settings.target = targetName(value, at: memberPath)
            case "testTarget": settings.testTarget = targetName(value, at: memberPath)
            case "header":
                guard
                    let header = self.members(
                        of: value, at: memberPath, allowed: SpecReader.headerKeys, expected: "an object")
                else { continue }
                for item in header where !item.value.isNull {
                    let itemPath = join(memberPath, item.key)
                    let text = singleLine(item.value, at: itemPath)
                    if item.key == "author" { settings.author = text } else { settings.organization = text }
                }
            default: break
            }
        }
        return settings
    }

    /// `"async"` or `"sync"`; nil when null or not one of them (reported).
    mutating func worker(_ value: JSONValue, at path: String) -> WorkerStyle? {
        if value.isNull { return nil }
        guard let text = string(value, at: path) else { return nil }
        do {
            return try WorkerStyle.parse(text)
        } catch {
            problems.add(error.message, keyPath: path, location: value.location)
            return nil
        }
    }

    /// A flavor's name, checked for its form only: which flavors exist depends on the templates folder.
    mutating func flavor(_ value: JSONValue, at path: String) -> FlavorChoice? {
        if value.isNull { return nil }
        guard let name = string(value, at: path) else { return nil }
        do {
            try FlavorChoice.validateName(name)
        } catch {
            problems.add(error.message, keyPath: path, location: value.location)
            return nil
        }
        return FlavorChoice(name, file: problems.file, keyPath: path, location: value.location)
    }

    mutating func folder(_ value: JSONValue, at path: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        if text.allSatisfy(\.isWhitespace) {
            problems.add(
                "expected a folder path, found \(value.foundDescription)", keyPath: path, location: value.location)
            return nil
        }
        if let control = Self.controlCharacter(in: text) {
            problems.add(
                "a folder path cannot contain control characters, found \(JSONText.codePoint(control.value))",
                keyPath: path, location: value.location)
            return nil
        }
        return text
    }

    /// A target's name: any text on one line, as Xcode allows.
    mutating func targetName(_ value: JSONValue, at path: String) -> String? {
        guard let text = singleLine(value, at: path) else { return nil }
        if text.allSatisfy(\.isWhitespace) {
            problems.add(
                "expected a target's name, found \(value.foundDescription)", keyPath: path, location: value.location)
            return nil
        }
        return text
    }

    /// The first control character (C0 or DEL) in `text`, which no path or comment line may hold.
    private static func controlCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Text for a one-line comment: a line break would end the comment and turn the rest into code.
    mutating func singleLine(_ value: JSONValue, at path: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        if let control = Self.controlCharacter(in: text) {
            problems.add(
                "must be a single line without control characters, found \(JSONText.codePoint(control.value))",
                keyPath: path, location: value.location)
            return nil
        }
        return text
    }

    mutating func indentation(_ value: JSONValue, at path: String) -> Indentation? {
        let widths = Indentation.widths
        let expected = "expected a width from \(widths.lowerBound) to \(widths.upperBound) or the string \"tabs\""
        switch value.kind {
        case .null:
            return nil
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
            problems.add("\(expected), found \(value.foundDescription)\(hint)", keyPath: path, location: value.location)
            return nil
        default:
            break
        }
        problems.add("\(expected), found \(value.foundDescription)", keyPath: path, location: value.location)
        return nil
    }

    mutating func lineLength(_ value: JSONValue, at path: String) -> Int? {
        let lengths = ProjectDefaults.lineLengths
        let expected = "expected a line length in columns from \(lengths.lowerBound) to \(lengths.upperBound)"
        var hint = ""
        switch value.kind {
        case .number(let number):
            if let length = number.intValue, lengths.contains(length) { return length }
        case .string(let text):
            if let length = Int(text), lengths.contains(length) { hint = " (write \(length) without quotes)" }
        default:
            break
        }
        problems.add("\(expected), found \(value.foundDescription)\(hint)", keyPath: path, location: value.location)
        return nil
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
        var base = ViewControllerBase.viewController
        var useCases: [SpecItem<String>] = []
        var fields: [SpecItem<String>] = []
        var routes: [SpecItem<String>] = []
        var flavor: FlavorChoice?
        var storyboard: SpecItem<String>?
        var worker: WorkerStyle?
        var onLoad: SpecItem<String>?
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
            case "base":
                if value.isNull { continue }
                guard let text = string(value, at: memberPath) else { continue }
                if let parsed = ViewControllerBase(rawValue: text) {
                    base = parsed
                } else {
                    let choices = ViewControllerBase.allCases.map(\.rawValue)
                    let hint = Suggestion.didYouMean(text, among: choices)
                    problems.add(
                        "unknown base class '\(JSONText.displayed(text))'; use one of \(choices.joined(separator: ", "))\(hint)",
                        keyPath: memberPath, location: value.location)
                }
            case "useCases": useCases = strings(value, at: memberPath, expected: "an array of use case names")
            case "fields":
                fields = strings(value, at: memberPath, expected: "an array of fields like \"memes: [Meme]?\"")
            case "routes": routes = strings(value, at: memberPath, expected: "an array of scene names")
            case "flavor": flavor = self.flavor(value, at: memberPath)
            case "storyboard":
                if value.isNull { continue }
                if let text = string(value, at: memberPath) {
                    storyboard = SpecItem(text, keyPath: memberPath, location: value.location)
                }
            case "worker": worker = self.worker(value, at: memberPath)
            case "onLoad":
                if value.isNull { continue }
                if let text = string(value, at: memberPath) {
                    onLoad = SpecItem(text, keyPath: memberPath, location: value.location)
                }
            default: break
            }
        }
        if !nameIsPresent {
            problems.add(
                "missing required key 'name': every scene needs an UpperCamelCase name, e.g. \"name\": \"ListMemes\"",
                keyPath: path, location: value.location)
        }
        var scene = SceneChecker.check(
            name: name, base: base, useCases: useCases, fields: fields, routes: routes, storyboard: storyboard,
            onLoad: onLoad,
            problems: &problems)
        scene.flavor = flavor
        scene.worker = worker
        scene.routePlaces = SpecPlaces(file: problems.file)
        for route in routes { scene.routePlaces.record(route.value, keyPath: route.keyPath, location: route.location) }
        return name == nil ? nil : scene
    }

    /// The strings of an array, each with its key path and location; nil counts as empty.
    mutating func strings(_ value: JSONValue, at path: String, expected: String) -> [SpecItem<String>] {
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
            if let text = string(element, at: elementPath) {
                result.append(SpecItem(text, keyPath: elementPath, location: element.location))
            }
        }
        return result
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
