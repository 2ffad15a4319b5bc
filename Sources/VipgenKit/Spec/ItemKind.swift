import Mustache

// How to add an item kind
// -----------------------
// An item kind is something a scene lists and can gain after it was generated (use cases, fields,
// routes). Everything vipgen does with items per kind reads its descriptor, so a new kind is:
// 1. One type conforming to `ItemKind` in `Spec/ItemKinds/` (a file named for it): its spec key,
//    its `vipgen add` subcommand (name, argument, help, examples) and `vipgen scene` option, how a
//    value is validated, named and written, and how it appears in the template context; and its
//    conformance to `ItemInference` beside it (`<Kind>+Inference.swift`): how it is
//    read back from a scene's files, which need the Swift scanner.
// 2. Its place in `ItemKinds.all` below: the order `vipgen add` lists the kinds in.
// 3. Where its values are kept and read: a `SceneSpec` property, the spec reader's key (its place in
//    `SpecReader.sceneKeys` orders the kinds in the spec and in `vipgen scene`'s options), its check in
//    `SceneChecker`, and its parameter of `SceneSpec.validated` (which `validated` above calls, and
//    `SceneRun` calls with the kind's values).
// 4. The templates that use its context key, and their rows in Templates/README.md's context table.
// The `add` subcommand, its help, usage errors and completions (`AddItemCommand`), the `vipgen scene`
// option (`SceneCommand`), the spec file's edit (`SpecTextEditor`), adding, removing and finding the
// missing items of a scene (`SceneItems`), evolving and reading a scene back (`Evolver`,
// `SpecReadBack`) all follow from the descriptor.
// ItemKindTests checks that every kind listed has each of them.

/// What vipgen knows about one kind of scene item. The type is the descriptor: its members are static.
protocol ItemKind: Sendable {
    /// The key of the scene's list in the spec, and of the items' list in the template context: `useCases`.
    static var specKey: String { get }
    /// What one item is called in messages: `field`.
    static var noun: String { get }

    /// The `vipgen add` subcommand adding items of the kind: `use-case`.
    static var command: String { get }
    /// The subcommand's one-line summary.
    static var summary: String { get }
    /// The paragraph its help shows after the options; empty for none.
    static var discussion: String { get }
    static var examples: [String] { get }
    /// The placeholder of the values on the command line: `NAME`.
    static var argument: String { get }
    static var argumentHelp: String { get }
    /// Whether the values are scene names, which shells complete from the spec.
    static var completesScenes: Bool { get }
    /// The `vipgen scene` option giving items of the kind, repeated for each: `--use-case`.
    static var flag: String { get }
    /// The placeholder of the option's value: `NAME`.
    static var flagValue: String { get }
    static var flagHelp: String { get }

    /// The scene's items, as its spec writes them (`isFavorite: Bool` for a field).
    static func texts(of scene: SceneSpec) -> [String]
    /// What the scene's files have when its spec lists none (the default use case).
    static var defaults: [String] { get }
    /// What tells an item from the others of its kind: its name (a field's, without its type).
    static func name(of text: String) -> String
    /// `scene` with `texts` (each valid and canonical, as `validated` gives them) after its own.
    static func append(_ texts: [String], to scene: inout SceneSpec)
    /// `scene` keeping only the items whose name `keep` accepts.
    static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool)
    /// The values from the command line, checked as `vipgen scene` checks them (each message names
    /// the bad value), written canonically.
    static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String]

    /// What the kind puts in the context of the scene's templates (see Templates/README.md).
    static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject
}

extension ItemKind {
    static var discussion: String { "" }
    static var completesScenes: Bool { false }
    static var defaults: [String] { [] }
    static func name(of text: String) -> String { text }

    /// The items the scene's files have: its own, or the defaults when it lists none.
    static func effectiveTexts(of scene: SceneSpec) -> [String] {
        let texts = texts(of: scene)
        return texts.isEmpty ? defaults : texts
    }
}

/// Every item kind, in the order `vipgen add` lists them.
enum ItemKinds {
    static let all: [any ItemKind.Type] = [
        UseCaseItem.self, RouteItem.self, FieldItem.self, DependencyItem.self,
    ]

    /// The kinds in the order a scene's entry in the spec lists their keys (`SpecReader.sceneKeys`),
    /// which is the order `vipgen scene` lists their options and new lists join an entry in.
    static let inSpecOrder: [any ItemKind.Type] = all.sorted { a, b in
        let keys = SpecReader.sceneKeys
        return (keys.firstIndex(of: a.specKey) ?? keys.count) < (keys.firstIndex(of: b.specKey) ?? keys.count)
    }

    /// `use-case|route|field`: the `add` subcommands, as messages pointing at them write them.
    static var commands: String { all.map { $0.command }.joined(separator: "|") }
}

/// What an item's template context may depend on besides its scene.
struct ItemContextEnvironment {
    var project: ResolvedProject
    /// Every scene of the spec, for what a route passes on to its destination.
    var spec: SpecIndex
    /// For each route, its destination flavor's constants.
    var destinations: [[String: MustacheValue]]
    /// For each route, its destination's Storyboard ID: its view's type in its flavor.
    var destinationStoryboardIdentifiers: [String]
}
