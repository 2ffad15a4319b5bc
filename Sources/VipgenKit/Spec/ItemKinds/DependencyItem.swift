import Mustache

/// A worker's dependency besides its client: the worker's property and its initialiser's parameter,
/// with the default it gets unless given another, and the worker tests' `makeSUT` parameter a test
/// hands a double through.
enum DependencyItem: ItemKind {
    static let specKey = "dependencies"
    static let noun = "dependency"

    static let command = "dependency"
    static let summary =
        "Add dependencies to the worker: its property and its initialiser's parameter, and the worker tests' seam."
    static let discussion = """
        The worker's initialiser gains the parameter, with its default (the spec's, else the type's init()), \
        so the scene still builds as it did; pass the app's own where the scene is built \
        (Worker(imageStore: store)), a test's double in the worker tests. The initialiser is rewritten only \
        while it is still exactly as vipgen wrote it; one a person changed is named, and nothing is written.
        """
    static let examples = [
        "vipgen add dependency ShowMeme imageStore:ImageStore",
        "vipgen add dependency ListMemes 'store: any MemeStoring = DiskMemeStore()'",
    ]
    static let argument = "name:Type"
    static let argumentHelp =
        "A dependency of the worker, 'name: Type' or 'name: Type = Default', e.g. 'imageStore: ImageStore'."
    static let flag = "--dependency"
    static let flagValue = "name:Type"
    static let flagHelp =
        "A dependency of the worker besides its client (repeatable), 'name: Type' or 'name: Type = Default': the worker's property and initialiser parameter. Without a default the worker makes one with 'Type()' (nil when optional)."

    static func texts(of scene: SceneSpec) -> [String] { scene.dependencies.map(\.description) }
    /// `imageStore: ImageStore` → `imageStore`.
    static func name(of text: String) -> String {
        var name = text[..<(text.firstIndex(of: ":") ?? text.endIndex)]
        while name.last == " " { name.removeLast() }
        return String(name)
    }
    static func append(_ texts: [String], to scene: inout SceneSpec) {
        // Only validated dependencies get here, so each parses.
        scene.dependencies += texts.compactMap { try? Dependency.parse($0) }
    }
    static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool) {
        scene.dependencies.removeAll { !keep($0.name) }
    }
    static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String] {
        try SceneSpec.validated(
            name: scene, useCases: [], fields: [], routes: [], dependencies: texts, settings: SceneSpec(name: scene)
        )
        .dependencies.map(\.description)
    }

    static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject {
        let values = scene.dependencies.enumerated().map { index, dependency -> MustacheValue in
            .object([
                "name": .string(dependency.name),
                "type": .string(dependency.type),
                "defaultValue": .string(dependency.defaultValue),
                "first": .bool(index == 0),
                "last": .bool(index == scene.dependencies.count - 1),
            ])
        }
        return ["dependencies": .array(values), "hasDependencies": .bool(!values.isEmpty)]
    }
}
