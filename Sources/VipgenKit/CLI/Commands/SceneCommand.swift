/// `vipgen scene NAME`: one scene from flags, with project settings from `vipgen.json` when present.
enum SceneCommand: Command {
    static let name = Argument<String>(
        "NAME", help: "The scene's name, an UpperCamelCase Swift identifier, e.g. AddMeme.", completion: .scenes)
    static let useCases = RepeatedOption<String>(
        "--use-case", "NAME",
        help:
            "A use case: its Request/Response/ViewModel models and a business, presentation and display method. Without any, the scene gets one use case named '\(SceneDefaults.useCase)', started when the view loads."
    )
    static let fields = RepeatedOption<String>(
        "--field", "name:Type",
        help:
            "A DataStore field, e.g. 'memes:[Meme]?'. Optional fields start as nil; non-optional String, numbers, Bool, arrays, dictionaries, sets and tuples of those start empty; other types must be optional."
    )
    static let routes = RepeatedOption<String>(
        "--route", "SCENE",
        help:
            "A scene this one routes to, with data passing: routeTo<SCENE>(segue:), navigateTo<SCENE>(source:destination:), passDataTo<SCENE>(source:destination:).",
        completion: .scenes)
    static let storyboard = Option<String>(
        "--storyboard", "NAME",
        help:
            "The storyboard the scene's view controller comes from (Storyboard ID <NAME>ViewController); routes to it instantiate it from there. Default: the config's 'storyboard', else built in code."
    )
    static let base = Option<ViewControllerBase>.choice(
        "--base", "CLASS", noun: "base class",
        choices: ViewControllerBase.allCases.map { ($0.rawValue, $0) },
        help:
            "The view controller's superclass: UIViewController (default), UITableViewController or UICollectionViewController."
    )

    static let configuration = CommandConfiguration(
        name: "scene",
        summary: "Write one Clean Swift scene and its unit tests.",
        arguments: [name.declaration],
        options: [
            useCases.declaration, fields.declaration, routes.declaration, base.declaration, storyboard.declaration,
            ProjectOptions.testing.declaration,
            ProjectOptions.output.declaration, ProjectOptions.testsOutput.declaration,
            ProjectOptions.module.declaration, ProjectOptions.templates.declaration,
            ProjectOptions.config.declaration, FlavorOption.flavor.declaration,
        ] + OutputOptions.all,
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

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        var resolved = try ProjectResolver.resolve(
            .ifPresent(explicit: input[ProjectOptions.config]), flags: ProjectOptions.settings(from: input))
        try FlavorOption.apply(input, to: &resolved.project)
        let scene: SceneSpec
        do {
            scene = try SceneSpec.validated(
                name: input[name], base: input[base] ?? .viewController, useCases: input[useCases],
                fields: input[fields], routes: input[routes], storyboard: input[storyboard])
        } catch {
            // Flags are the command line: what is wrong with their values is a usage error.
            throw UsageError(error.description)
        }
        var siblings = (resolved.spec?.spec.scenes ?? []).filter { $0.name != scene.name }
        siblings.append(scene)
        let generator = SceneGenerator(project: resolved.project)
        let files = try generator.files(for: scene, siblings: siblings)
        let flags = OutputEmitter.Flags(input)
        let status = try OutputEmitter.emit(
            files, flags: flags, console: console, projectDirectory: resolved.spec?.directory ?? ".")
        LongLineWarning.report(
            generator.longLineTally, lineLength: resolved.project.lineLength, flags: flags, console: console)
        return status
    }
}
