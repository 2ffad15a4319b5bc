import SwiftScanning

/// A whole `vipgen.json`: project settings and the scenes to generate.
struct Spec: Equatable, Sendable {
    var project: ProjectSettings
    var scenes: [SceneSpec]
    /// What `vipgen lint` checks and how seriously.
    var lint: LintSettings

    init(
        project: ProjectSettings = ProjectSettings(), scenes: [SceneSpec] = [], lint: LintSettings = LintSettings()
    ) {
        self.project = project
        self.scenes = scenes
        self.lint = lint
    }
}

/// The spec's `lint` section: rules switched off, and severities other than the rules' own.
struct LintSettings: Equatable, Sendable {
    var disabled: [String] = []
    var severities: [String: LintSeverity] = [:]
    /// The team's own rules (`TeamRule`), checked beside the built-in ones.
    var rules: [TeamRule] = []

    init(disabled: [String] = [], severities: [String: LintSeverity] = [:], rules: [TeamRule] = []) {
        self.disabled = disabled
        self.severities = severities
        self.rules = rules
    }

    /// These settings with every one `higher` sets taking precedence.
    func overridden(by higher: LintSettings) -> LintSettings {
        var settings = self
        for setting in Settings.all where setting.isLintSetting { setting.override(&settings, with: higher) }
        return settings
    }

    /// `disabled` as a setting: nil when empty (not set).
    var disabledSetting: [String]? {
        get { disabled.isEmpty ? nil : disabled }
        set { disabled = newValue ?? [] }
    }

    /// `rules` as a setting: nil when empty (not set).
    var rulesSetting: [TeamRule]? {
        get { rules.isEmpty ? nil : rules }
        set { rules = newValue ?? [] }
    }

    /// `severities` as a setting: nil when empty (not set).
    var severitiesSetting: [String: LintSeverity]? {
        get { severities.isEmpty ? nil : severities }
        set { severities = newValue ?? [:] }
    }
}

/// The `project` section: the value of each project setting (`Settings` declares them, and says how
/// to add one). Every setting is optional: `ProjectResolver` lets command-line flags override what
/// the file says (`file.overridden(by: flags)`) and fills in the defaults.
struct ProjectSettings: Equatable, Sendable {
    /// The app module, which generated tests `@testable import`.
    var module: String?
    /// The folder scene sources go in (each scene gets a folder inside), relative to the spec.
    var sources: String?
    /// The folder scene tests go in (each scene gets a folder inside), relative to the spec.
    var tests: String?
    /// A folder of templates that override bundled ones by name, relative to the spec.
    var templates: String?
    var indentation: Indentation?
    /// The longest line vipgen joins wrapped code into (swift-format's `lineLength`), in columns.
    var lineLength: Int?
    /// `project.header.author`, for the comment every file starts with.
    var author: String?
    /// `project.header.organization`, for the comment every file starts with.
    var organization: String?
    /// The flavor of every scene that does not name its own.
    var flavor: FlavorChoice?
    /// The library the generated tests use.
    var testing: TestingLibrary?
    /// How the worker of every scene that does not say does its work.
    var worker: WorkerStyle?
    /// The storyboard every scene's view controller comes from, unless the scene names its own.
    var storyboard: String?
    /// The `.xcodeproj` the files vipgen writes are added to, relative to the spec.
    var xcodeproj: String?
    /// The app target that compiles scene sources.
    var target: String?
    /// The unit-test target that compiles scene tests.
    var testTarget: String?
    /// The folder holding the `Package.swift` every scene becomes a target of, relative to the spec.
    var package: String?
    /// What every feature target of `package` depends on: a target of the package (`DesignSystem`), or a
    /// product of a local package (`UIKit:../UIKit`: the product, then the package's folder).
    var packageDependencies: [String]?
    /// Where each setting was written in the spec, for the messages about it.
    var origins = SettingOrigins()

    /// The folders given where the run writes: sources, tests and the Xcode project.
    var writtenFolders: [String] { [sources, tests, xcodeproj].compactMap { $0 } }

    init(
        module: String? = nil, sources: String? = nil, tests: String? = nil, templates: String? = nil,
        indentation: Indentation? = nil, lineLength: Int? = nil, author: String? = nil, organization: String? = nil,
        flavor: FlavorChoice? = nil, testing: TestingLibrary? = nil, worker: WorkerStyle? = nil,
        storyboard: String? = nil,
        xcodeproj: String? = nil, target: String? = nil, testTarget: String? = nil
    ) {
        self.module = module
        self.sources = sources
        self.tests = tests
        self.templates = templates
        self.indentation = indentation
        self.lineLength = lineLength
        self.author = author
        self.organization = organization
        self.flavor = flavor
        self.testing = testing
        self.worker = worker
        self.storyboard = storyboard
        self.xcodeproj = xcodeproj
        self.target = target
        self.testTarget = testTarget
    }

    /// These settings with every value `higher` sets taking precedence.
    func overridden(by higher: ProjectSettings) -> ProjectSettings {
        var settings = self
        for setting in Settings.all where setting.isProjectSetting { setting.override(&settings, with: higher) }
        return settings
    }
}

/// What a project gets when neither a spec nor a flag says otherwise: the one place these are stated.
enum ProjectDefaults {
    static let module = "App"
    static let sources = "Scenes"
    static let tests = "Tests/Scenes"
    static let indentation = Indentation.spaces(4)
    /// swift-format's default `lineLength`, which the bundled templates are laid out for.
    static let lineLength = 120
    /// The line lengths a project may set: below 40 hardly a declaration fits.
    static let lineLengths = 40...500
    static let testing = TestingLibrary.xctest
    static let worker = WorkerStyle.async
    static var flavor: FlavorChoice { FlavorChoice(Flavor.defaultName) }
}

/// How generated files are indented.
enum Indentation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// This many spaces per level, from `widths`.
    case spaces(Int)
    case tabs

    /// The widths `spaces` may have.
    static let widths = 1...8

    /// One level of indentation.
    var unit: String {
        switch self {
        case .spaces(let width): return String(repeating: " ", count: max(width, 0))
        case .tabs: return "\t"
        }
    }

    /// As the spec writes it: `4` or `"tabs"`.
    var json: String {
        switch self {
        case .spaces(let width): return String(width)
        case .tabs: return JSONText.quoted("tabs")
        }
    }

    /// As a person writes it: `4` or `tabs`.
    var description: String {
        switch self {
        case .spaces(let width): return String(width)
        case .tabs: return "tabs"
        }
    }
}

/// One scene: a view controller with its interactor, presenter, router, worker and models.
struct SceneSpec: Equatable, Sendable {
    /// UpperCamelCase; names the scene's types, folder and files.
    var name: String
    var base: ViewControllerBase
    /// UpperCamelCase use case names. Empty means the generator's default use case.
    var useCases: [String]
    /// The data store's fields.
    var fields: [Field]
    /// The scenes this one routes to. A scene may route to itself (a drill-down, like a folder
    /// browser); a route may name a scene that is not in the same spec.
    var routes: [String]
    /// What the worker is given besides its client (`"dependencies"`).
    var dependencies: [Dependency] = []
    /// The scene's own flavor, or nil for the project's.
    var flavor: FlavorChoice?
    /// The storyboard the scene's view controller comes from (Storyboard ID `<name>ViewController`);
    /// nil means the project's default, and with none either, the scene is built in code.
    var storyboard: String?
    /// The package folder this scene is a target of (relative to the spec), instead of the project's.
    var package: String?
    /// How the scene's worker does its work, or nil for the project's way.
    var worker: WorkerStyle?
    /// The use case the view starts when it loads, as the spec marks it; nil for the one named
    /// `Load`, if the scene has one (see `startsOnLoad`).
    var onLoad: String?
    /// The request policy the spec gives a use case where the one its name implies is wrong; nil or
    /// missing for the implied one (`RequestPolicy.implied(byName:)`).
    var requestPolicies: [String: RequestPolicy]?
    /// Where each route is written in the spec file; empty for a scene made from flags or in code.
    var routePlaces = SpecPlaces()
    /// Where its settings were given, for the messages about them.
    var origins = SettingOrigins()
    /// Where each use case and field is written in the spec file, for the problems found once the
    /// scene's flavor is known (`SceneGenerator.checkMemberNames`); empty for a scene made from flags.
    var useCasePlaces = SpecPlaces()
    var fieldPlaces = SpecPlaces()
    var dependencyPlaces = SpecPlaces()

    init(
        name: String, base: ViewControllerBase = .viewController, useCases: [String] = [], fields: [Field] = [],
        routes: [String] = [], flavor: FlavorChoice? = nil, storyboard: String? = nil, worker: WorkerStyle? = nil,
        onLoad: String? = nil
    ) {
        self.name = name
        self.base = base
        self.useCases = useCases
        self.fields = fields
        self.routes = routes
        self.flavor = flavor
        self.storyboard = storyboard
        self.worker = worker
        self.onLoad = onLoad
    }

    /// `base` as a setting, which a scene always has.
    var givenBase: ViewControllerBase? {
        get { base }
        set { base = newValue ?? .viewController }
    }

    /// The use case `viewDidLoad()` starts: the one the spec marks, else the one named `Load`; none
    /// otherwise. A use case such as `AddMeme` is what a person does, not what a screen shows on
    /// arrival, so it is never started by loading unless marked.
    var startsOnLoad: String? {
        let useCases = self.useCases.isEmpty ? [SpecDefaults.useCase] : self.useCases
        let wanted = onLoad ?? SpecDefaults.useCase
        return useCases.contains(wanted) ? wanted : nil
    }

    /// What a request of `useCase` does to the one still running: the spec's policy, else its name's.
    func requestPolicy(of useCase: String) -> RequestPolicy {
        requestPolicies?[useCase] ?? .implied(byName: useCase)
    }

    /// A scene from command-line values, checked as the spec reader checks one: names, field
    /// declarations, and no duplicates. The errors have no file, location or key path; each message
    /// names the value it is about.
    static func validated(
        name: String, base: ViewControllerBase = .viewController, useCases: [String] = [], fields: [String] = [],
        routes: [String] = [], storyboard: String? = nil, onLoad: String? = nil
    ) throws(SpecErrors) -> SceneSpec {
        var settings = SceneSpec(name: name, base: base, onLoad: onLoad)
        if let storyboard {
            do {
                try StoryboardName.validate(storyboard)
                settings.storyboard = storyboard
            } catch {
                throw SpecErrors([SpecError(message: error.message)])
            }
        }
        return try validated(
            name: name, useCases: useCases, fields: fields, routes: routes, dependencies: [], settings: settings)
    }

    /// A scene from command-line values with `settings`' settings, checked as the spec reader checks one.
    static func validated(
        name: String, useCases: [String], fields: [String], routes: [String], dependencies: [String] = [],
        settings: SceneSpec
    ) throws(SpecErrors) -> SceneSpec {
        var collector = SpecProblems(file: nil)
        let scene = SceneChecker.check(
            name: SpecItem(name),
            useCases: useCases.map { SpecItem($0) },
            fields: fields.map { SpecItem($0) },
            routes: routes.map { SpecItem($0) },
            dependencies: dependencies.map { SpecItem($0) },
            settings: settings,
            problems: &collector)
        if !collector.errors.isEmpty { throw SpecErrors(collector.errors) }
        return scene
    }
}

/// Where the values of a scene are written in its spec file, for a problem found only after reading it
/// (a route whose destination the scene's flavor cannot show is known once the flavors are resolved).
/// Not part of a scene's value: any two are equal, so a scene read from a file equals the same scene
/// made from flags or in code.
struct SpecPlaces: Equatable, Sendable {
    /// The spec file, or nil when the values came from flags.
    var file: String?
    private var places: [String: Place] = [:]

    private struct Place: Sendable {
        let keyPath: String
        let location: SourceLocation?
    }

    init(file: String? = nil) {
        self.file = file
    }

    /// Records where `value` is written, unless it was recorded already (its first place counts).
    mutating func record(_ value: String, keyPath: String, location: SourceLocation?) {
        if places[value] == nil { places[value] = Place(keyPath: keyPath, location: location) }
    }

    /// A problem with `value`, placed where it is written; without file or place for a value that
    /// came from flags.
    func error(about value: String, _ message: String) -> SpecError {
        guard let place = places[value] else { return SpecError(message: message) }
        return SpecError(file: file, location: place.location, keyPath: place.keyPath, message: message)
    }

    static func == (_: SpecPlaces, _: SpecPlaces) -> Bool { true }
}

/// A data store field: `memes: [Meme]?`.
struct Field: Equatable, Sendable, CustomStringConvertible {
    /// lowerCamelCase.
    var name: String
    /// The type, written canonically (see `SwiftType`).
    var type: String
    var isOptional: Bool
    /// What the field starts as: `[]`, `""`, `0`, `false`, `[:]`, `(0, "")`…; nil when optional,
    /// which starts as `nil` without an initialiser.
    var initialValue: String?

    init(name: String, type: String, isOptional: Bool, initialValue: String?) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.initialValue = initialValue
    }

    /// `name: Type` as written in the spec or after `--field`.
    var description: String { "\(name): \(type)" }

    /// Reads `name: Type`. Spaces around the `:` are optional; the first `:` splits the name from
    /// the type, so `lookup: [String: Int]` works. The name must be a valid field name (see
    /// `SwiftNames.validateFieldName`), the type a valid type (see `SwiftType`), and a non-optional
    /// type must have a natural empty value, since the data store starts empty.
    static func parse(_ declaration: String) throws(InvalidValue) -> Field {
        // Only an error message needs it (making it cost more than reading a good field).
        var shown: String { JSONText.displayed(declaration) }
        if declaration.contains(where: { $0.isNewline }) {
            throw InvalidValue("field '\(shown)' must be on a single line")
        }
        if declaration.allSatisfy(\.isWhitespace) {
            throw InvalidValue("field declaration is empty; write it as 'name: Type', e.g. 'memes: [Meme]?'")
        }
        guard let colon = declaration.firstIndex(of: ":") else {
            throw InvalidValue(
                "field '\(shown)' has no type; write it as 'name: Type', e.g. '\(exampleName(declaration)): String'")
        }
        let name = trimmed(declaration[..<colon])
        let typeText = trimmed(declaration[declaration.index(after: colon)...])
        if name.isEmpty {
            throw InvalidValue("field '\(shown)' has no name before ':'; write it as 'name: Type'")
        }
        try SwiftNames.validateFieldName(name)
        if typeText.isEmpty {
            throw InvalidValue("field '\(name)' has no type after ':'; write it as '\(name): Type'")
        }
        let type: SwiftType
        do {
            type = try SwiftType.parse(typeText)
        } catch {
            throw InvalidValue("field '\(name)': \(error.message)")
        }
        if !type.isOptional && type.emptyValue == nil {
            throw InvalidValue(
                "field '\(name)' has type '\(type.text)', which has no natural empty value: make it optional ('\(name): \(type.optionalSpelling)') so the data store can start empty"
            )
        }
        return Field(name: name, type: type.text, isOptional: type.isOptional, initialValue: type.emptyValue)
    }

    private static func trimmed(_ text: Substring) -> String {
        var text = text
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }

    private static func exampleName(_ text: String) -> String {
        let name = trimmed(Substring(text))
        return (try? SwiftNames.validateFieldName(name)) != nil ? name : "title"
    }
}

extension Spec {
    /// The spec of an app whose scenes exist: its project settings (`module`, and `sources` and
    /// `tests` where the scenes are), and each scene as its files declare it.
    static func existingAppSpecJSON(
        module: String, sources: String, tests: String?, xcode: XcodeProjectChoice?, scenes: [SceneSpec]
    ) -> String {
        var values = StarterValues(module: module, author: nil, organization: nil, xcode: xcode, useCases: [])
        values.sources = sources
        values.tests = tests
        let project = projectSettingsJSON(values)
        let entries = scenes.map { scene in
            var lines = [
                "\"name\": \(JSONText.quoted(scene.name))",
                "\"useCases\": [" + scene.useCases.map(JSONText.quoted).joined(separator: ", ") + "]",
                "\"fields\": [" + scene.fields.map { JSONText.quoted($0.description) }.joined(separator: ", ") + "]",
                "\"routes\": [" + scene.routes.map(JSONText.quoted).joined(separator: ", ") + "]",
            ]
            if let flavor = scene.flavor { lines.append("\"flavor\": \(JSONText.quoted(flavor.name))") }
            if let worker = scene.worker { lines.append("\"worker\": \(JSONText.quoted(worker.rawValue))") }
            if scene.base != .viewController { lines.append("\"base\": \(JSONText.quoted(scene.base.rawValue))") }
            return "    {\n" + lines.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
        }
        return """
            {
              "project": {
            \(project.joined(separator: ",\n"))
              },
              "scenes": [
            \(entries.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// The spec `vipgen init` writes: every project setting with its starter value (`Settings`), and
    /// one example scene that compiles on its own (its fields use standard types only), with every
    /// scene setting (`null`: the project's, or the default). Two-space indentation, trailing newline.
    ///
    /// `xcode` is what `vipgen init` found beside the spec: its `xcodeproj`, `target` and `testTarget`.
    static func starterSpecJSON(
        module: String = ProjectDefaults.module, author: String? = nil, organization: String? = nil,
        xcode: XcodeProjectChoice? = nil, package: String? = nil, sources: String? = nil, tests: String? = nil
    ) -> String {
        var values = StarterValues(
            module: module, author: author, organization: organization, xcode: xcode,
            useCases: ["LoadGreeting", "ChangeName"])
        values.package = package
        values.sources = sources
        values.tests = tests
        let project = projectSettingsJSON(values)
        var scene = [
            "\"name\": \"ShowGreeting\"",
            "\"useCases\": [" + values.useCases.map(JSONText.quoted).joined(separator: ", ") + "]",
            "\"fields\": [\"greeting: String\", \"visits: Int\", \"nickname: String?\", \"recentNames: [String]\"]",
            "\"routes\": []",
            "\"dependencies\": []",
        ]
        for setting in Settings.all where setting.isSceneSetting {
            let json = setting.isProjectSetting ? "null" : (setting.starterJSON(values) ?? "null")
            scene.append("\(JSONText.quoted(setting.key)): \(json)")
        }
        return """
            {
              "project": {
            \(project.joined(separator: ",\n"))
              },
              "scenes": [
                {
            \(scene.map { "      " + $0 }.joined(separator: ",\n"))
                }
              ]
            }

            """
    }

    /// Every project setting with its value in `values`, one `"key": value` line each (four spaces in),
    /// a dotted key's settings grouped under their first part, as both specs `init` writes have them.
    private static func projectSettingsJSON(_ values: StarterValues) -> [String] {
        var project: [String] = []
        var group: (name: String, lines: [String])?
        func endGroup() {
            guard let current = group else { return }
            project.append(
                "    \(JSONText.quoted(current.name)): {\n" + current.lines.joined(separator: ",\n") + "\n    }")
            group = nil
        }
        for setting in Settings.all where setting.isProjectSetting {
            guard let json = setting.starterJSON(values) else { continue }
            let parts = setting.key.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                if group?.name != parts[0] { endGroup() }
                group = (parts[0], (group?.lines ?? []) + ["      \(JSONText.quoted(parts[1])): \(json)"])
                continue
            }
            endGroup()
            project.append("    \(JSONText.quoted(setting.key)): \(json)")
        }
        endGroup()
        return project
    }
}
