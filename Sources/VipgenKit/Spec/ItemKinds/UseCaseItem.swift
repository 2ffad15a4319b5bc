import Mustache

/// A use case: its Request/Response/ViewModel models, the business, presentation and display
/// methods, the worker method, spies and tests.
enum UseCaseItem: ItemKind {
    static let specKey = "useCases"
    static let noun = "use case"

    static let command = "use-case"
    static let summary =
        "Add use cases: models, the business, presentation and display methods, the worker method, spies and tests."
    static let examples = [
        "vipgen add use-case ListMemes DeleteMeme", "vipgen add use-case ListMemes DeleteMeme RenameMeme --dry-run",
    ]
    static let argument = "NAME"
    static let argumentHelp = "A use case to add, an UpperCamelCase Swift identifier, e.g. DeleteMeme."
    static let flag = "--use-case"
    static let flagValue = "NAME"
    static var flagHelp: String {
        "A use case: its Request/Response/ViewModel models and a business, presentation and display method. Without any, the scene gets one use case named '\(SpecDefaults.useCase)', started when the view loads."
    }

    static func texts(of scene: SceneSpec) -> [String] { scene.useCases }
    static var defaults: [String] { [SpecDefaults.useCase] }
    static func append(_ texts: [String], to scene: inout SceneSpec) { scene.useCases += texts }
    static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool) {
        scene.useCases.removeAll { !keep($0) }
    }
    static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String] {
        try SceneSpec.validated(name: scene, useCases: texts).useCases
    }

    static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject {
        let useCases = effectiveTexts(of: scene)
        let startsOnLoad = scene.startsOnLoad
        let values = useCases.enumerated().map { index, name -> MustacheValue in
            .object([
                "name": .string(name),
                "variable": .string(SwiftNames.lowerCamel(name)),
                "title": .string(SwiftNames.titleWords(name)),
                "first": .bool(index == 0),
                "last": .bool(index == useCases.count - 1),
                "startsOnLoad": .bool(name == startsOnLoad),
                "latestWins": .bool(scene.requestPolicy(of: name) == .latestWins),
                "runsToCompletion": .bool(scene.requestPolicy(of: name) == .runToCompletion),
            ])
        }
        return [
            "useCases": .array(values),
            "firstUseCase": values[0],
            "anyLatestWins": .bool(useCases.contains { scene.requestPolicy(of: $0) == .latestWins }),
            "onLoad": useCases.firstIndex { $0 == startsOnLoad }.map { values[$0] } ?? .null,
        ]
    }
}
