import Mustache
import VipgenManifest

/// A use case: its Request/Response/ViewModel models, the business, presentation and display
/// methods, the worker method, spies and tests.
package enum UseCaseItem: SceneItemKind {
    package static let specKey = "useCases"
    package static let noun = "use case"

    package static let command = "use-case"
    package static let summary =
        "Add use cases: models, the business, presentation and display methods, the worker method, spies and tests."
    package static let examples = [
        "vipgen add use-case ListMemes DeleteMeme", "vipgen add use-case ListMemes DeleteMeme RenameMeme --dry-run",
    ]
    package static let argument = "NAME"
    package static let argumentHelp = "A use case to add, an UpperCamelCase Swift identifier, e.g. DeleteMeme."
    package static let flag = "--use-case"
    package static let flagValue = "NAME"
    package static var flagHelp: String {
        "A use case: its Request/Response/ViewModel models and a business, presentation and display method. Without any, the scene gets one use case named '\(SceneDefaults.useCase)', started when the view loads."
    }

    package static func texts(of scene: SceneSpec) -> [String] { scene.useCases }
    package static var defaults: [String] { [SceneDefaults.useCase] }
    package static func append(_ texts: [String], to scene: inout SceneSpec) { scene.useCases += texts }
    package static func keep(_ scene: inout SceneSpec, where keep: (String) -> Bool) {
        scene.useCases.removeAll { !keep($0) }
    }
    package static func validated(_ texts: [String], scene: String) throws(SpecErrors) -> [String] {
        try SceneSpec.validated(name: scene, useCases: texts).useCases
    }

    package static func context(of scene: SceneSpec, in environment: ItemContextEnvironment) -> MustacheObject {
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
