/// `vipgen templates list|show|export`: the bundled templates and a project's overrides.
enum TemplatesCommand {
    static let definition = CommandDefinition(
        name: "templates",
        summary: "List, show or export the templates vipgen renders.",
        positionals: [
            PositionalDefinition(name: "ACTION", optional: false, help: "'list', 'show NAME' or 'export DIR'."),
            PositionalDefinition(
                name: "ARGUMENT", optional: true, help: "The template NAME for 'show', the folder DIR for 'export'."),
        ],
        options: [
            .value(
                "--templates", "DIR", help: "A folder of overrides to account for. Default: the config's 'templates'."),
            .value(
                "--config", "FILE",
                help:
                    "A spec file whose 'templates' setting to use. Default: ./\(SpecLoader.defaultFileName) when it exists."
            ),
            .value(
                "--flavor", "NAME",
                help: "With 'show' and 'export': the flavor whose templates to use. Default: '\(Flavor.defaultName)'."),
            .flag("--force", help: "With 'export': overwrite files in DIR that differ."),
        ],
        discussion: """
            'list' prints each flavor, the files it writes, the template of each and whether it comes from the \
            bundle or an override. 'show NAME' prints the template that would be used. 'export DIR' writes a \
            flavor's bundled templates to DIR/<flavor>/ (and those of the flavor it extends to theirs, the shared \
            partials to DIR/) to customise; then pass \
            '--templates DIR' or set "templates" in the spec. An override may extend the bundled template it replaces \
            with {{< bundled/NAME}} and override only the blocks it names.
            """,
        examples: [
            "vipgen templates list",
            "vipgen templates show Router",
            "vipgen templates export Templates",
            "vipgen templates show Configurator --flavor configurator",
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let action = arguments.positionals[0]
        let argument = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        switch action {
        case "list":
            if let argument { throw UsageError(message: "unexpected argument '\(argument)'", command: "templates") }
            console.out(try FlavorListing.text(overrides: overrides(arguments).directories.first))
            return .success
        case "show":
            guard let name = argument else {
                throw UsageError(message: "missing NAME for 'templates show'", command: "templates")
            }
            let source = try overrides(arguments)
            guard let template = try source.templateSource(named: name) else {
                var message = "no template named '\(name)'"
                let names = BundledTemplateSource(folders: source.flavorFolders).names
                if let suggestion = Suggestion.closest(to: name, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message: message + " (see 'vipgen templates list')", command: "templates")
            }
            console.out(template.source)
            return .success
        case "export":
            guard let directory = argument else {
                throw UsageError(message: "missing DIR for 'templates export'", command: "templates")
            }
            let flavor = arguments.value("--flavor") ?? Flavor.defaultName
            guard let files = FlavorExport.files(of: flavor, into: directory) else {
                throw UsageError(
                    message: "'--flavor': " + FlavorChoice(flavor).unknown(among: Flavor.bundledNames).message,
                    command: "templates")
            }
            return try OutputEmitter.emit(files, flags: .init(force: arguments.has("--force")), console: console)
        default:
            throw UsageError(
                message: "unknown action '\(action)'; use 'list', 'show NAME' or 'export DIR'", command: "templates")
        }
    }

    /// The templates of `--flavor` (the default one without it) under the overrides of `--templates`,
    /// or of the config's `templates`.
    private static func overrides(_ arguments: ParsedArguments) throws -> LayeredTemplateSource {
        let directories = try overrideDirectory(arguments).map { [$0] } ?? []
        let name = arguments.value("--flavor") ?? Flavor.defaultName
        guard Flavor.exists(name, overrides: directories.first) else {
            let known = Flavor.availableNames(overrides: directories.first)
            throw UsageError(
                message: "'--flavor': " + FlavorChoice(name).unknown(among: known).message, command: "templates")
        }
        let flavor = try Flavor.resolve(name, overrides: directories.first)
        return LayeredTemplateSource(directories: directories, flavorFolders: flavor.templateFolders)
    }

    private static func overrideDirectory(_ arguments: ParsedArguments) throws -> String? {
        if let directory = arguments.value("--templates") {
            try FileReader.requireDirectory(directory)
            return Paths.normalize(directory)
        }
        let config = try SpecLoader.loadConfig(explicit: arguments.value("--config"))
        guard let config, let templates = config.spec.project.templates else { return nil }
        let directory = Paths.join(config.directory, templates)
        try FileReader.requireDirectory(directory)
        return directory
    }
}
