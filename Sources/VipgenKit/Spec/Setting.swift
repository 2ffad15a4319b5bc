import Mustache
import SwiftScanning

/// One setting of a spec, declared once in `Settings`: its key, where it may be written, how its
/// value is read and checked, its default, its command-line option, the template context keys it
/// gives, and its row of the README's settings table. Reading, validation, "did you mean", flags,
/// help, completions and the docs table all come from the declaration.
///
/// Where a setting is written follows from the slots it has: `project` (every scene's value),
/// `scene` (a scene's own, which wins over the project's) and `lint` (the lint section).
///
/// A class so that `DefaultedSetting`, a project setting every resolved project has a value for, is
/// one: `Settings.all` lists both, and `ResolvedProject` reads the one without an optional.
class Setting<Value: Equatable & Sendable>: @unchecked Sendable {
    /// The key as the spec writes it inside its section: `worker`, `header.author`, `disable`.
    let key: String
    let type: SettingType<Value>
    let project: SettingSlot<ProjectSettings, Value>?
    let scene: SettingSlot<SceneSpec, Value>?
    let lint: SettingSlot<LintSettings, Value>?
    /// What a run uses when neither a spec nor a flag sets it; nil when that is "none".
    let defaultValue: Value?
    let docs: SettingDocs
    let flag: SettingFlag?
    /// The template context keys the setting gives every scene, and how: from the scene's value,
    /// else the project's, else the default. Keys `SceneContext` builds itself (a setting whose keys
    /// need more than its value) are listed with no closure.
    let contextKeys: [String]
    let context: (@Sendable (Value?) -> [String: MustacheValue])?
    /// What is wrong with a scene's value given the rest of the scene (nil: nothing).
    let sceneCheck: (@Sendable (Value, SceneSpec) -> String?)?
    /// Why a scene of `flavor` cannot have this value (nil: it can): a flavor that has no use for
    /// the setting refuses it rather than ignoring it.
    let flavorCheck: (@Sendable (Value, Flavor) -> String?)?
    /// The value `vipgen init` writes, as JSON; nil leaves the key out of the starter spec.
    let starter: (@Sendable (StarterValues) -> String)?

    init(
        _ key: String, _ type: SettingType<Value>,
        project: SettingSlot<ProjectSettings, Value>? = nil, scene: SettingSlot<SceneSpec, Value>? = nil,
        lint: SettingSlot<LintSettings, Value>? = nil, default defaultValue: Value? = nil,
        docs: SettingDocs, flag: SettingFlag?, contextKeys: [String] = [],
        context: (@Sendable (Value?) -> [String: MustacheValue])? = nil,
        sceneCheck: (@Sendable (Value, SceneSpec) -> String?)? = nil,
        flavorCheck: (@Sendable (Value, Flavor) -> String?)? = nil,
        starter: (@Sendable (StarterValues) -> String)? = nil
    ) {
        self.key = key
        self.type = type
        self.project = project
        self.scene = scene
        self.lint = lint
        self.defaultValue = defaultValue
        self.docs = docs
        self.flag = flag
        self.contextKeys = context.map { Array($0(defaultValue).keys).sorted() } ?? contextKeys
        self.context = context
        self.sceneCheck = sceneCheck
        self.flavorCheck = flavorCheck
        self.starter = starter
    }
}

/// A project setting with a default, so every resolved project has a value for it:
/// `project[Settings.sources]` is a `String`, where `project[Settings.xcodeproj]` is a `String?`.
final class DefaultedSetting<Value: Equatable & Sendable>: Setting<Value>, @unchecked Sendable {
    let slot: SettingSlot<ProjectSettings, Value>
    let fallback: Value

    init(
        _ key: String, _ type: SettingType<Value>, project: SettingSlot<ProjectSettings, Value>,
        scene: SettingSlot<SceneSpec, Value>? = nil, default fallback: Value, docs: SettingDocs, flag: SettingFlag?,
        context: (@Sendable (Value?) -> [String: MustacheValue])? = nil,
        starter: (@Sendable (StarterValues) -> String)? = nil
    ) {
        slot = project
        self.fallback = fallback
        super.init(
            key, type, project: project, scene: scene, default: fallback, docs: docs, flag: flag, context: context,
            starter: starter)
    }
}

/// Where a setting's value is kept in one of the settings structs: its property, read and written.
/// Closures rather than a key path: the runtime builds a key path object the first time it is used,
/// and building every setting's was a large part of a short run (Tests/Benchmarks/README.md).
struct SettingSlot<Root, Value>: Sendable {
    let get: @Sendable (Root) -> Value?
    let set: @Sendable (inout Root, Value?) -> Void

    init(_ get: @escaping @Sendable (Root) -> Value?, _ set: @escaping @Sendable (inout Root, Value?) -> Void) {
        self.get = get
        self.set = set
    }
}

/// A setting's row of the README's settings table.
struct SettingDocs: Sendable {
    /// What it sets (Markdown).
    let meaning: String
    /// What a run uses without it (Markdown).
    let defaultText: String
    /// For a setting both the project and a scene may set: the scene's row, when it reads otherwise.
    var sceneMeaning: String? = nil
    var sceneDefault: String? = nil
}

/// A setting's command-line option.
struct SettingFlag: Sendable {
    /// `--worker`.
    let name: String
    /// The placeholder help shows: `STYLE`.
    let valueName: String
    let help: String
    /// The commands that take it.
    let commands: [SettingCommand]
    /// On a command that writes one scene from flags (`vipgen scene`), the flag sets that scene's
    /// value rather than the project's.
    let setsScene: Bool

    init(
        _ name: String, _ valueName: String, help: String, on commands: [SettingCommand], setsScene: Bool = false
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.commands = commands
        self.setsScene = setsScene
    }
}

/// The commands whose command line sets settings.
enum SettingCommand: String, Sendable, CaseIterable {
    case scene, generate, add, lint
    case exportXcode = "export-xcode"
}

/// What a shell may offer for a setting's value.
enum SettingCompletion: Equatable, Sendable {
    case text, file, directory
    case choices([String])
}

/// What `vipgen init` knows when it writes the starter spec.
struct StarterValues: Sendable {
    var module: String
    var author: String?
    var organization: String?
    var xcode: XcodeProjectChoice?
    /// The example scene's use cases.
    var useCases: [String]
    /// Where an existing app's scenes and their tests are, when `vipgen init` found some.
    var sources: String? = nil
    var tests: String? = nil
    /// The folder of the `Package.swift` beside the spec, when `vipgen init` found one and no Xcode project.
    var package: String? = nil
}

/// How a setting's value is written in a spec and on the command line, and how it is checked.
struct SettingType<Value: Sendable>: @unchecked Sendable {
    /// Reads a spec value that is not null; reports what is wrong (naming the value) and returns nil.
    let read: (JSONValue, _ keyPath: String, _ problems: inout SpecProblems) -> Value?
    /// Reads a command-line word.
    let parse: @Sendable (String) throws -> Value
    /// The value as a spec writes it.
    let json: @Sendable (Value) -> String
    let completion: SettingCompletion
    /// A path, which a spec writes relative to its own folder.
    let isPath: Bool

    init(
        read: @escaping (JSONValue, String, inout SpecProblems) -> Value?,
        parse: @escaping @Sendable (String) throws -> Value, json: @escaping @Sendable (Value) -> String,
        completion: SettingCompletion = .text, isPath: Bool = false
    ) {
        self.read = read
        self.parse = parse
        self.json = json
        self.completion = completion
        self.isPath = isPath
    }
}

extension SettingType where Value == String {
    /// A string, checked by `check` in the spec and on the command line alike.
    static func text(
        completion: SettingCompletion = .text, _ check: @escaping @Sendable (String) throws(InvalidValue) -> Void
    ) -> SettingType {
        SettingType(
            read: { value, keyPath, problems in
                guard let text = SettingReading.string(value, at: keyPath, &problems) else { return nil }
                do {
                    try check(text)
                    return text
                } catch {
                    problems.add("\(error)", keyPath: keyPath, location: value.location)
                    return nil
                }
            },
            parse: { text in
                try check(text)
                return text
            },
            json: JSONText.quoted, completion: completion)
    }
}

extension SettingType where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of `Value`'s cases, by its raw value; `parse` names the choices when the text is none.
    static func choice(_ parse: @escaping @Sendable (String) throws(InvalidValue) -> Value) -> SettingType {
        SettingType(
            read: { value, keyPath, problems in
                guard let text = SettingReading.string(value, at: keyPath, &problems) else { return nil }
                do {
                    return try parse(text)
                } catch {
                    problems.add("\(error)", keyPath: keyPath, location: value.location)
                    return nil
                }
            },
            parse: { try parse($0) }, json: { JSONText.quoted($0.rawValue) },
            completion: .choices(Value.allCases.map(\.rawValue)))
    }
}

/// The JSON checks settings share.
enum SettingReading {
    static func string(_ value: JSONValue, at keyPath: String, _ problems: inout SpecProblems) -> String? {
        if let text = value.stringValue { return text }
        problems.add("expected a string, found \(value.foundDescription)", keyPath: keyPath, location: value.location)
        return nil
    }

    /// The first control character (C0 or DEL) in `text`, which no path or comment line may hold.
    static func controlCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0.value < 0x20 || $0.value == 0x7F }
    }
}

// MARK: - Every setting, whatever its value's type

/// A setting seen without its value's type: what the spec reader, the command line, the template
/// context and the docs table need of each.
protocol AnySetting: Sendable {
    var key: String { get }
    var isProjectSetting: Bool { get }
    var isSceneSetting: Bool { get }
    var isLintSetting: Bool { get }
    var settingDocs: SettingDocs { get }
    var settingFlag: SettingFlag? { get }
    var completion: SettingCompletion { get }
    var templateContextKeys: [String] { get }
    func readProject(
        _ value: JSONValue, at keyPath: String, into settings: inout ProjectSettings, _ problems: inout SpecProblems)
    func readScene(_ value: JSONValue, at keyPath: String, into scene: inout SceneSpec, _ problems: inout SpecProblems)
    func readLint(
        _ value: JSONValue, at keyPath: String, into settings: inout LintSettings, _ problems: inout SpecProblems)
    /// Sets the value a command line gives for the flag; throws the parse error.
    func apply(flagValue: Any, toProject settings: inout ProjectSettings)
    func apply(flagValue: Any, toScene scene: inout SceneSpec)
    func apply(flagValue: Any, toLint settings: inout LintSettings)
    /// A path the spec at `directory` gives, made relative to where vipgen runs.
    func relativize(_ settings: inout ProjectSettings, to directory: String)
    func override(_ settings: inout LintSettings, with higher: LintSettings)
    /// Sets the default where `settings` leave the setting out.
    func fillDefault(_ settings: inout ProjectSettings)
    func parseFlag(_ word: String) throws -> any Sendable
    func isSet(in scene: SceneSpec) -> Bool
    func override(_ settings: inout ProjectSettings, with higher: ProjectSettings)
    func problem(in scene: SceneSpec) -> String?
    func flavorProblem(in scene: SceneSpec, flavor: Flavor) -> String?
    func shownValue(in scene: SceneSpec) -> String?
    /// The default value as JSON, when the setting has one.
    var shownDefault: String? { get }
    func context(scene: SceneSpec, project: ProjectSettings) -> [String: MustacheValue]
    func starterJSON(_ values: StarterValues) -> String?
}

extension Setting: AnySetting {
    var isProjectSetting: Bool { project != nil }
    var isSceneSetting: Bool { scene != nil }
    var isLintSetting: Bool { lint != nil }
    var settingDocs: SettingDocs { docs }
    var settingFlag: SettingFlag? { flag }
    var completion: SettingCompletion { type.completion }
    var templateContextKeys: [String] { contextKeys }

    func readProject(
        _ value: JSONValue, at keyPath: String, into settings: inout ProjectSettings, _ problems: inout SpecProblems
    ) {
        guard let project, let read = type.read(value, keyPath, &problems) else { return }
        project.set(&settings, read)
        settings.origins[key] = SettingOrigin(file: problems.file, keyPath: keyPath, location: value.location)
    }

    func readScene(
        _ value: JSONValue, at keyPath: String, into scene: inout SceneSpec, _ problems: inout SpecProblems
    ) {
        guard let sceneSlot = self.scene, let read = type.read(value, keyPath, &problems) else { return }
        sceneSlot.set(&scene, read)
        scene.origins[key] = SettingOrigin(file: problems.file, keyPath: keyPath, location: value.location)
    }

    func readLint(
        _ value: JSONValue, at keyPath: String, into settings: inout LintSettings, _ problems: inout SpecProblems
    ) {
        guard let lint, let read = type.read(value, keyPath, &problems) else { return }
        lint.set(&settings, read)
    }

    func parseFlag(_ word: String) throws -> any Sendable { try type.parse(word) }

    func apply(flagValue: Any, toProject settings: inout ProjectSettings) {
        guard let project, let value = flagValue as? Value else { return }
        project.set(&settings, value)
    }

    func apply(flagValue: Any, toScene scene: inout SceneSpec) {
        guard let sceneSlot = self.scene, let value = flagValue as? Value else { return }
        sceneSlot.set(&scene, value)
        scene.origins[key] = SettingOrigin(file: nil, keyPath: flag?.name ?? key, location: nil)
    }

    func apply(flagValue: Any, toLint settings: inout LintSettings) {
        guard let lint, let value = flagValue as? Value else { return }
        lint.set(&settings, value)
    }

    func relativize(_ settings: inout ProjectSettings, to directory: String) {
        guard type.isPath, let project, let path = project.get(settings) as? String,
            let joined = Paths.join(directory, path) as? Value
        else { return }
        project.set(&settings, joined)
    }

    func override(_ settings: inout LintSettings, with higher: LintSettings) {
        guard let lint, let value = lint.get(higher) else { return }
        lint.set(&settings, value)
    }

    func fillDefault(_ settings: inout ProjectSettings) {
        guard let project, project.get(settings) == nil, let defaultValue else { return }
        project.set(&settings, defaultValue)
    }

    func isSet(in scene: SceneSpec) -> Bool {
        self.scene.map { $0.get(scene) != nil } ?? false
    }

    func override(_ settings: inout ProjectSettings, with higher: ProjectSettings) {
        guard let project, let value = project.get(higher) else { return }
        project.set(&settings, value)
    }

    func problem(in scene: SceneSpec) -> String? {
        guard let sceneCheck, let slot = self.scene, let value = slot.get(scene) else { return nil }
        return sceneCheck(value, scene)
    }

    func flavorProblem(in scene: SceneSpec, flavor: Flavor) -> String? {
        guard let flavorCheck, scene.origins[key] != nil, let slot = self.scene, let value = slot.get(scene)
        else { return nil }
        return flavorCheck(value, flavor)
    }

    var shownDefault: String? { defaultValue.map(type.json) }

    func shownValue(in scene: SceneSpec) -> String? {
        self.scene.flatMap { $0.get(scene) }.map(type.json)
    }

    /// The value a scene renders with: its own, else the project's, else the default.
    func value(scene: SceneSpec?, project settings: ProjectSettings) -> Value? {
        self.scene.flatMap { scene.flatMap($0.get) } ?? project.flatMap { $0.get(settings) } ?? defaultValue
    }

    func context(scene: SceneSpec, project settings: ProjectSettings) -> [String: MustacheValue] {
        context?(value(scene: scene, project: settings)) ?? [:]
    }

    func starterJSON(_ values: StarterValues) -> String? { starter?(values) }
}

/// Where a scene's setting was given: a spec's key (file, key path, location), or a flag (no file).
struct SettingOrigin: Sendable, Equatable {
    var file: String?
    /// `scenes[1].base`, or the flag's name.
    var keyPath: String
    var location: SourceLocation?
}

/// Where each of a scene's settings was given, by key. Not part of what the scene is: two scenes
/// with the same values are equal wherever their values were written.
struct SettingOrigins: Sendable, Equatable {
    private var origins: [String: SettingOrigin] = [:]

    init() {}

    subscript(key: String) -> SettingOrigin? {
        get { origins[key] }
        set { origins[key] = newValue }
    }

    static func == (_: SettingOrigins, _: SettingOrigins) -> Bool { true }
}

extension Settings {
    /// The settings of each section, by key (`header.author` for one inside `header`).
    static let project = byKey(all.filter(\.isProjectSetting))
    static let scene = byKey(all.filter(\.isSceneSetting))
    static let lint = byKey(all.filter(\.isLintSetting))

    private static func byKey(_ settings: [any AnySetting]) -> [String: any AnySetting] {
        Dictionary(uniqueKeysWithValues: settings.map { ($0.key, $0) })
    }

    /// The keys a section of the spec allows for `settings`, in order: each key's first part once
    /// (`header` for `header.author`); inside `group`, the keys that start with `group.`, without it.
    static func keys(of settings: [any AnySetting], in group: String? = nil) -> [String] {
        var keys: [String] = []
        for setting in settings {
            var key = Substring(setting.key)
            if let group {
                guard key.hasPrefix(group + ".") else { continue }
                key = key.dropFirst(group.count + 1)
            }
            let first = String(key.prefix { $0 != "." })
            if !keys.contains(first) { keys.append(first) }
        }
        return keys
    }
}
