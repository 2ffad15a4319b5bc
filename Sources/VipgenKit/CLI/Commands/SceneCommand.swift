/// `vipgen scene NAME`: one scene from flags, with project settings from `vipgen.json` when present.
enum SceneCommand {
    static let definition = CommandDefinition(
        name: "scene",
        summary: "Write one Clean Swift scene and its unit tests.",
        positionals: [
            PositionalDefinition(
                name: "NAME", optional: false,
                help: "The scene's name, an UpperCamelCase Swift identifier, e.g. AddMeme.")
        ],
        options: [
            .value(
                "--use-case", "NAME", repeatable: true,
                help:
                    "A use case: its Request/Response/ViewModel models and a business, presentation and display method. Without any, the scene gets one use case named '\(SceneDefaults.useCase)', started when the view loads."
            ),
            .value(
                "--field", "name:Type", repeatable: true,
                help:
                    "A DataStore field, e.g. 'memes:[Meme]?'. Optional fields start as nil; non-optional String, numbers, Bool, arrays, dictionaries, sets and tuples of those start empty; other types must be optional."
            ),
            .value(
                "--route", "SCENE", repeatable: true,
                help:
                    "A scene this one routes to, with data passing: routeTo<SCENE>(segue:), navigateTo<SCENE>(source:destination:), passDataTo<SCENE>(source:destination:)."
            ),
            .value(
                "--base", "CLASS",
                help:
                    "The view controller's superclass: UIViewController (default), UITableViewController or UICollectionViewController."
            ),
            .value(
                "--storyboard", "NAME",
                help:
                    "The storyboard the scene's view controller comes from (Storyboard ID <NAME>ViewController); routes to it instantiate it from there. Default: the config's 'storyboard', else built in code."
            ),
            .value(
                "--testing", "LIBRARY",
                help:
                    "The test library the generated tests use: xctest (default) or swift-testing. Default: the config's 'testing', else xctest."
            ),
            .value(
                "--output", "DIR",
                help:
                    "Where scene sources go; files are written to DIR/NAME/. Default: the config's 'sources', else '\(ProjectDefaults.sources)'."
            ),
            .value(
                "--tests-output", "DIR",
                help:
                    "Where scene tests go; files are written to DIR/NAME/. Default: the config's 'tests', else '\(ProjectDefaults.tests)'."
            ),
            .value(
                "--module", "NAME",
                help:
                    "The app module the tests '@testable import'. Default: the config's 'module', else '\(ProjectDefaults.module)'."
            ),
            .value(
                "--templates", "DIR",
                help: "A folder of templates overriding bundled ones by name; the rest come from the bundle."),
            .value(
                "--config", "FILE",
                help:
                    "A spec file whose project settings to use. Default: ./\(SpecLoader.defaultFileName) when it exists."
            ),
            FlavorOption.definition,
        ] + OutputEmitter.options,
        discussion: """
            Without flags or a config, 'vipgen scene NAME' writes NAME's six sources to \(ProjectDefaults.sources)/NAME/ and its \
            four test files to \(ProjectDefaults.tests)/NAME/, for module '\(ProjectDefaults.module)'. Existing files are never \
            overwritten without --force; nothing is written unless every file can be.
            """,
        examples: [
            "vipgen scene AddMeme --use-case AddMeme",
            "vipgen scene ListMemes --base UITableViewController --use-case FetchMemes --field 'memes:[Meme]?' --route ShowMeme",
            "vipgen scene ShowMeme --use-case GetMeme --field meme:Meme? --module CleanMeme --dry-run",
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let config = try SpecLoader.loadConfig(explicit: arguments.value("--config"))
        var project = ResolvedProject(
            settings: config?.spec.project ?? ProjectSettings(),
            baseDirectory: config?.directory ?? ".")
        if let module = arguments.value("--module") {
            try usage { try SwiftNames.validateModuleName(module) }
            project.module = module
        }
        if let output = arguments.value("--output") { project.sourcesDirectory = Paths.normalize(output) }
        if let tests = arguments.value("--tests-output") { project.testsDirectory = Paths.normalize(tests) }
        if let templates = arguments.value("--templates") { project.templatesDirectory = Paths.normalize(templates) }
        if let testing = arguments.value("--testing") {
            project.testing = try usage { try TestingLibrary.parse(testing) }
        }
        // A templates folder that is not there must not fall back to the bundle unnoticed.
        if let directory = project.templatesDirectory { try FileReader.requireDirectory(directory) }
        try FlavorOption.apply(arguments, to: &project, command: "scene")

        let scene = try usage { try sceneFromFlags(arguments) }
        var siblings = (config?.spec.scenes ?? []).filter { $0.name != scene.name }
        siblings.append(scene)
        let files = try SceneGenerator(project: project).files(for: scene, siblings: siblings)
        return try OutputEmitter.emit(
            files, flags: .init(arguments), console: console, projectDirectory: config?.directory ?? ".")
    }

    private static func sceneFromFlags(_ arguments: ParsedArguments) throws -> SceneSpec {
        let name = arguments.positionals[0]
        var base = ViewControllerBase.viewController
        if let value = arguments.value("--base") {
            guard let parsed = ViewControllerBase(rawValue: value) else {
                let choices = ViewControllerBase.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(
                    message: "unknown base class '\(value)' for '--base'; use one of \(choices)", command: "scene")
            }
            base = parsed
        }
        return try SceneSpec.validated(
            name: name,
            base: base,
            useCases: arguments.all("--use-case"),
            fields: arguments.all("--field"),
            routes: arguments.all("--route"),
            storyboard: arguments.value("--storyboard"))
    }

    /// Flags are the command line: what is wrong with their values is a usage error.
    private static func usage<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError(message: String(describing: error), command: "scene")
        }
    }
}
