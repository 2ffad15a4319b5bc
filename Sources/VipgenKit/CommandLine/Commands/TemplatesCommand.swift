/// `vipgen templates list|show|export|export-xcode`: the bundled templates and a project's overrides.
enum TemplatesCommand: Command {
    static let configuration = CommandConfiguration(
        name: "templates",
        summary: "List, show or export the templates vipgen renders.",
        subcommands: [
            TemplatesListCommand.self, TemplatesShowCommand.self, TemplatesExportCommand.self,
            TemplatesExportXcodeCommand.self,
        ],
        discussion: """
            To customise the templates, export the bundled set, edit what you want, then pass '--templates DIR' or \
            set "templates" in the spec. An override may extend the bundled template it replaces with \
            {{<bundled/NAME}} and override only the blocks it names.
            """,
        examples: [
            "vipgen templates list",
            "vipgen templates show Router",
            "vipgen templates export Templates",
        ]
    )

    /// The templates folder the flags or the spec name, if any.
    static func overrideDirectory(_ input: ParsedCommand) throws -> String? {
        try project(input)[Settings.templates]
    }

    /// The project the flags and the spec describe: its templates folder and its flavor.
    static func project(_ input: ParsedCommand) throws -> ResolvedProject {
        try ProjectResolver.resolve(
            .ifPresent(explicit: input[ProjectOptions.config]), flags: ProjectOptions.settings(from: input),
            writing: .nothing
        ).project
    }

    /// `--flavor` for `show` and `export`: whose templates to use.
    static let flavor = ProjectOptions.flavor.declaration.with(
        help: "The flavor whose templates to use. Default: '\(Flavor.defaultName)'.")

    /// The flavor `--flavor` names, or the default one.
    static func flavorName(_ input: ParsedCommand) -> String {
        input[ProjectOptions.flavor]?.name ?? Flavor.defaultName
    }

    /// `--templates` and `--config`, which `list` and `show` take to find the overrides.
    static let overrideOptions = [
        ProjectOptions.templates.declaration.with(
            help: "A folder of overrides to account for. Default: the config's 'templates'."),
        ProjectOptions.config.declaration,
    ]

    /// Writes exported files where the command line says, which is the person's own choice of folder.
    static func write(_ files: [OutputFile], command: String, input: ParsedCommand, console: Console) throws
        -> ExitCode
    {
        try ReportPrinter.report(command, input, console: console) { events in
            let writer = try RunWriter(
                .written, options: OutputOptions.writeOptions(input), directory: ".", lock: nil, boundary: .unbounded(),
                project: nil, events: events)
            for file in files { try writer.add(file) }
            return try writer.finish()
        }
    }
}

/// `vipgen templates list`: every template and where it comes from.
enum TemplatesListCommand: Command {
    static let configuration = CommandConfiguration(
        name: "list",
        summary: "List every flavor, the files it writes, the template of each and where it comes from.",
        options: TemplatesCommand.overrideOptions + [OutputOptions.format.declaration],
        examples: ["vipgen templates list", "vipgen templates list --templates Templates"]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        guard input.ifDeclared(OutputOptions.format) == .json else {
            console.out(try FlavorListing.text(overrides: TemplatesCommand.overrideDirectory(input)))
            return .success
        }
        return ReportPrinter.json("templates list", console: console) {
            let flavors = try FlavorListing.json(overrides: TemplatesCommand.overrideDirectory(input))
            return (
                .object(RunJSON.header(command: "templates list", exitCode: .success) + [("flavors", flavors)]),
                .success
            )
        }
    }
}

/// `vipgen templates show NAME`: the template a run would use.
enum TemplatesShowCommand: Command {
    static let name = Argument<String>(
        "NAME",
        help: "The template's name, as 'vipgen templates list' prints it, or 'flavor.json' for the flavor's manifest.",
        completion: .choices(BundledTemplateSource.names))

    static let configuration = CommandConfiguration(
        name: "show",
        summary: "Print the template that would be used: the override if there is one, else the bundled one.",
        arguments: [name.declaration],
        options: TemplatesCommand.overrideOptions + [
            ProjectOptions.flavor.declaration.with(
                help: "The flavor whose template to show. Default: the config's 'flavor', else '\(Flavor.defaultName)'."
            )
        ],
        examples: ["vipgen templates show Router", "vipgen templates show Configurator --flavor configurator"]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let wanted = input[name]
        if wanted == Flavor.manifestName {
            console.out(try manifest(input))
            return .success
        }
        let project = try TemplatesCommand.project(input)
        let flavorName = try TemplateLookup.flavor(input[ProjectOptions.flavor]?.name, in: project, option: "--flavor")
        console.out(try TemplateLookup.text(named: wanted, flavor: flavorName, in: project))
        return .success
    }

    /// The flavor `show` is about (`--flavor`, else the project's) and the overrides folder, if any.
    private static func flavor(_ input: ParsedCommand) throws -> (name: String, overrides: String?) {
        let project = try TemplatesCommand.project(input)
        let flavorName = try TemplateLookup.flavor(input[ProjectOptions.flavor]?.name, in: project, option: "--flavor")
        return (flavorName, project[Settings.templates])
    }

    /// The flavor's `flavor.json`: the overrides folder's for it if there is one, else the bundled one.
    private static func manifest(_ input: ParsedCommand) throws -> String {
        let (flavorName, directory) = try flavor(input)
        if let path = directory.flatMap({ Flavor.overrideManifestPath(of: flavorName, in: $0) }) {
            return try FileReader.readText(path)
        }
        return BundledTemplates.manifests[flavorName] ?? ""
    }
}

/// `vipgen templates export DIR`: a flavor's bundled templates, to customise. It writes what it is
/// told, the bundled templates, so it takes no `--templates` or `--config`.
enum TemplatesExportCommand: Command {
    static let directory = Argument<String>(
        "DIR", help: "The folder to write the bundled templates to.", completion: .directory)

    static let configuration = CommandConfiguration(
        name: "export",
        summary: "Write a flavor's bundled templates to a folder, to customise.",
        arguments: [directory.declaration],
        options: [TemplatesCommand.flavor] + OutputOptions.all + [OutputOptions.format.declaration],
        discussion: """
            Writes the flavor's bundled templates to DIR/<flavor>/ (and those of the flavor it extends to theirs, \
            the shared partials to DIR/), never a project's overrides; existing files with other contents are \
            overwritten only with --force. Then pass '--templates DIR' or set "templates" in the spec.
            """,
        examples: [
            "vipgen templates export Templates", "vipgen templates export Templates --flavor configurator --dry-run",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let flavor = TemplatesCommand.flavorName(input)
        guard let files = FlavorExport.files(of: flavor, into: input[directory]) else {
            throw UsageError("'--flavor': " + FlavorChoice(flavor).unknown(among: Flavor.bundledNames).message)
        }
        // DIR is the person's own word, and the files are vipgen's templates, not a project's contents.
        return try TemplatesCommand.write(files, command: "templates export", input: input, console: console)
    }
}

/// `vipgen templates export-xcode DIR`: a flavor as Xcode file templates (File > New > File…).
enum TemplatesExportXcodeCommand: Command {
    static let directory = Argument<String>(
        "DIR", help: "The folder to write the two .xctemplate folders to.", completion: .directory)

    static let configuration = CommandConfiguration(
        name: "export-xcode",
        summary: "Write a flavor as Xcode file templates: 'Clean Swift Scene' and 'Clean Swift Unit Tests'.",
        arguments: [directory.declaration],
        options: [TemplatesCommand.flavor] + TemplatesCommand.overrideOptions + [
            ProjectOptions.testing.declaration, ProjectOptions.worker.declaration,
            SettingOptions.option(Settings.indentation).declaration,
            ProjectOptions.module.declaration.with(
                help:
                    "The Unit Tests template's default module. Default: the config's 'module', else the project's name."
            ),
        ] + OutputOptions.all + [OutputOptions.format.declaration],
        discussion: """
            Writes DIR/Clean Swift Scene.xctemplate/ and DIR/Clean Swift Unit Tests.xctemplate/, each with a \
            TemplateInfo.plist (a text field for the scene's name, a popup for the base class; the tests' \
            also a field for the module they '@testable import') and one folder of files per base class (a \
            flavor without base classes, such as swiftui, has no popup and its files at the top), \
            rendered from the flavor's templates (and the overrides of --templates or the spec) with one use \
            case, 'Load', and Xcode's placeholders, in the spec's indentation, test library and worker (or \
            --worker's). Lines are joined where they fit for scene names up to \
            \(XcodeTemplates.fittedSceneNameLength) characters. Xcode reads them from \
            ~/Library/Developer/Xcode/Templates/File Templates/; 'make install-xcode-templates' puts them there.
            """,
        examples: [
            "vipgen templates export-xcode \"$HOME/Library/Developer/Xcode/Templates/File Templates/vipgen\"",
            "vipgen templates export-xcode XcodeTemplates --flavor configurator",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let flavor = TemplatesCommand.flavorName(input)
        let flags = ProjectOptions.settings(from: input)
        let resolved = try ProjectResolver.resolve(
            .ifPresent(explicit: input[ProjectOptions.config]), flags: flags, writing: .nothing)
        let project = resolved.project
        let overrides = project[Settings.templates]
        guard Flavor.exists(flavor, overrides: overrides) else {
            throw UsageError(
                "'--flavor': "
                    + FlavorChoice(flavor).unknown(among: Flavor.availableNames(overrides: overrides)).message)
        }
        // Only a module someone named: the default module of a project without one is no app's.
        let module = flags.module ?? resolved.spec?.spec.project.module
        let files = try XcodeTemplates.files(
            flavor: flavor, templatesDirectory: overrides, testing: project[Settings.testing], module: module,
            indentation: project[Settings.indentation], worker: project[Settings.worker],
            into: input[directory])
        // DIR is the person's own word, and the files are vipgen's templates, not a project's contents.
        return try TemplatesCommand.write(files, command: "templates export-xcode", input: input, console: console)
    }
}
