/// The tools `vipgen mcp` offers an agent: each a command of the command line, taking what its flags
/// take as JSON arguments, and returning its JSON report (docs/json-output.md) as structured content.
/// A failure is a tool result marked as an error, with the message, file, line and column a person
/// sees: the agent reads it and corrects its call.
struct MCPTool: Sendable {
    let name: String
    let title: String
    let description: String
    /// The properties of the input's JSON Schema, in order, and the required ones.
    let properties: [(String, JSONOutput)]
    let required: [String]
    let run: @Sendable (MCPArguments, MCPWorkspace) throws -> JSONOutput

    var definition: JSONOutput {
        .object([
            ("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
            (
                "inputSchema",
                .object([
                    ("type", .string("object")), ("properties", .object(properties)),
                    ("required", .strings(required)), ("additionalProperties", .bool(false)),
                ])
            ),
        ])
    }

    /// The call's result: its report, or its failure as a tool error.
    func call(_ arguments: MCPArguments, in workspace: MCPWorkspace) -> JSONOutput {
        let report: JSONOutput
        var failed = false
        do {
            let known = Set(properties.map(\.0))
            if let unknown = arguments.members.first(where: { !known.contains($0.key) }) {
                throw UsageError(
                    "'\(name)' takes no argument '\(unknown.key)'"
                        + Suggestion.didYouMean(unknown.key, among: properties.map(\.0)))
            }
            for key in required where arguments.value(key) == nil {
                throw UsageError("'\(name)' needs the argument '\(key)'")
            }
            report = try run(arguments, workspace)
            if case .object(let members) = report, members.contains(where: { $0.0 == "ok" && $0.1 == .bool(false) }) {
                failed = true
            }
        } catch {
            report = RunJSON.error(error, command: name)
            failed = true
        }
        return .object([
            ("content", .array([.object([("type", .string("text")), ("text", .string(report.text()))])])),
            ("structuredContent", report), ("isError", .bool(failed)),
        ])
    }
}

enum MCPTools {
    static let all: [MCPTool] = [
        createScene, addItems(UseCaseItem.self), addItems(RouteItem.self), addItems(FieldItem.self),
        addItems(DependencyItem.self), convertScene,
        generate,
        lint,
        graph, listTemplates, showTemplate, describeProject,
    ]

    private static let dryRun: (String, JSONOutput) = (
        "dryRun",
        schema(
            "boolean",
            "Plan only: the report lists every file that would be created or updated, with a unified diff of each; "
                + "nothing is written. Default: false.")
    )
    private static let config: (String, JSONOutput) = (
        "config",
        schema("string", "The spec file (vipgen.json) whose project settings to use. Default: the nearest one.")
    )

    static let createScene = MCPTool(
        name: "create_scene", title: "Create a Clean Swift scene",
        description:
            "Write a new Clean Swift (VIP) scene: view controller or view, interactor, presenter, router, worker, "
            + "models and their unit tests, that compile, into the project's folders and its Xcode project. Refused "
            + "when the scene exists (use add_use_case, add_route or add_field to extend it).",
        properties: [
            ("name", schema("string", "The scene's name, an UpperCamelCase Swift identifier, e.g. AddMeme.")),
            ("useCases", list("Use cases, UpperCamelCase, e.g. FetchMemes.")),
            ("routes", list("Scenes this scene routes to, e.g. ShowMeme.")),
            ("fields", list("Data store fields, 'name: Type', e.g. 'memes: [Meme]?'.")),
            (
                "dependencies",
                list("The worker's dependencies besides its client, 'name: Type' or 'name: Type = Default'.")
            ),
            ("flavor", schema("string", "The flavor (see list_templates). Default: the project's.")), config,
            ("onlyMissing", schema("boolean", "For a scene that exists: write only its files that are not there.")),
            dryRun,
        ],
        required: ["name"]
    ) { arguments, workspace in
        var request = SceneRun.Request(name: arguments.string("name") ?? "")
        request.items = [
            (UseCaseItem.self, arguments.strings("useCases")), (RouteItem.self, arguments.strings("routes")),
            (FieldItem.self, arguments.strings("fields")), (DependencyItem.self, arguments.strings("dependencies")),
        ]
        request.flavor = arguments.string("flavor")
        request.config = try arguments.string("config").map { try workspace.checked($0, argument: "config") }
        request.onlyMissing = arguments.bool("onlyMissing")
        request.options = options(arguments)
        return RunJSON.report(try SceneRun.run(request, events: .silent), command: "create_scene", exitCode: .success)
    }

    static func addItems(_ kind: any ItemKind.Type) -> MCPTool {
        let key = kind.specKey
        return MCPTool(
            name: "add_" + kind.command.split(separator: "-").joined(separator: "_"),
            title: "Add \(kind.command.split(separator: "-").joined(separator: " "))s to a scene",
            description: kind.summary
                + " Only whole declarations are added, where vipgen would have put them; no line a person wrote is "
                + "changed. When vipgen cannot place something for sure it refuses and writes nothing.",
            properties: [
                ("scene", schema("string", "The scene to add to.")),
                (key, list(kind.argumentHelp)), config, dryRun,
            ],
            required: ["scene", key]
        ) { arguments, workspace in
            let scene = arguments.string("scene") ?? ""
            let request = AddRun.Request(
                scene: scene, items: try AddRun.items(kind, arguments.strings(key), scene: scene),
                config: try arguments.string("config").map { try workspace.checked($0, argument: "config") },
                options: options(arguments))
            let name = "add_" + kind.command.split(separator: "-").joined(separator: "_")
            return RunJSON.report(try AddRun.run(request, events: .silent), command: name, exitCode: .success)
        }
    }

    static let convertScene = MCPTool(
        name: "convert_scene", title: "Switch a scene's worker between async and sync",
        description:
            "Rewrite a scene's files in the other worker style (async: `async throws` worker, cancellation and "
            + "failures; sync: a worker that returns at once), and set its `worker` in the spec. Only files still "
            + "exactly as vipgen wrote them are rewritten; when a file a person changed would have to be, the call "
            + "refuses, names each such file and writes nothing.",
        properties: [
            ("scene", schema("string", "The scene to convert.")),
            ("worker", schema("string", "The style to convert it to: async or sync.")), config, dryRun,
        ],
        required: ["scene", "worker"]
    ) { arguments, workspace in
        let request = ConvertRun.Request(
            scene: arguments.string("scene") ?? "", worker: try ConvertRun.worker(arguments.string("worker") ?? ""),
            config: try arguments.string("config").map { try workspace.checked($0, argument: "config") },
            options: options(arguments))
        return RunJSON.report(
            try ConvertRun.run(request, events: .silent), command: "convert_scene", exitCode: .success)
    }

    static let generate = MCPTool(
        name: "generate", title: "Generate the scenes of the spec",
        description:
            "Write every scene of the spec (vipgen.json), or those named: a new scene whole, a scene that exists "
            + "gaining what the spec now adds, keeping every line a person wrote.",
        properties: [
            ("spec", schema("string", "The spec file. Default: the nearest vipgen.json.")),
            ("scenes", list("Only these scenes of the spec.")), dryRun,
        ],
        required: []
    ) { arguments, workspace in
        let request = GenerateRun.Request(
            spec: try arguments.string("spec").map { try workspace.checked($0, argument: "spec") },
            scenes: arguments.strings("scenes"), options: options(arguments))
        return RunJSON.report(try GenerateRun.run(request, events: .silent), command: "generate", exitCode: .success)
    }

    static let lint = MCPTool(
        name: "lint", title: "Check scenes against Clean Swift's rules",
        description:
            "Lint the project's scenes (or the paths named): each finding with its rule, severity, file, line and "
            + "column. Read-only.",
        properties: [
            ("paths", list("Files or folders to lint. Default: the spec's folders, else the project.")), config,
        ],
        required: []
    ) { arguments, workspace in
        let request = LintRun.Request(
            paths: try arguments.strings("paths").map { try workspace.checked($0, argument: "paths") },
            config: try arguments.string("config").map { try workspace.checked($0, argument: "config") })
        let result = try LintRun.run(request).result
        let failed = result.diagnostics.contains { $0.severity == .error }
        return RunJSON.lint(result, exitCode: failed ? .failure : .success)
    }

    static let graph = MCPTool(
        name: "graph", title: "Graph the app's scenes and routes",
        description:
            "The app's scenes (flavor, use cases) and their routes (kind: push, present, segue, swiftui-push, "
            + "swiftui-sheet or other; the data store fields each passes), read from the code as lint reads it; "
            + "scenes no route reaches, routes to missing scenes and scenes not written yet are marked. Read-only.",
        properties: [
            ("paths", list("Files or folders to find scenes in. Default: the spec's folders, else the project.")),
            config,
            (
                "format",
                schema(
                    "string",
                    "Besides the scenes and routes as data, the graph drawn as 'mermaid', 'dot' or 'svg' in 'text'. "
                        + "Default: none.")
            ),
        ],
        required: []
    ) { arguments, workspace in
        let drawn = try arguments.string("format").map { name in
            guard let format = GraphFormat(rawValue: name), format != .json else {
                throw UsageError(
                    "unknown format '\(name)'" + Suggestion.didYouMean(name, among: ["mermaid", "dot", "svg"])
                        + "; use mermaid, dot or svg")
            }
            return format
        }
        let request = GraphRun.Request(
            paths: try arguments.strings("paths").map { try workspace.checked($0, argument: "paths") },
            config: try arguments.string("config").map { try workspace.checked($0, argument: "config") },
            format: drawn ?? .json)
        let report = try GraphRun.run(request)
        guard case .object(var members) = GraphJSON.report(report.graph, command: "graph") else {
            return GraphJSON.report(report.graph, command: "graph")
        }
        if drawn != nil { members.append(("text", .string(report.text))) }
        return .object(members)
    }

    static let listTemplates = MCPTool(
        name: "list_templates", title: "List flavors and templates",
        description:
            "Every flavor vipgen can write (the bundled ones and the project's own), the files each writes, the "
            + "template of each and where it comes from. Read-only.",
        properties: [], required: []
    ) { _, _ in
        let project = try ProjectResolver.resolve(.ifPresent(explicit: nil), writing: .nothing).project
        return .object(
            RunJSON.header(command: "list_templates", exitCode: .success)
                + [("flavors", try FlavorListing.json(overrides: project[Settings.templates]))])
    }

    static let showTemplate = MCPTool(
        name: "show_template", title: "Show a template",
        description: "The text of a template a run would use (the project's override if any, else the bundled one).",
        properties: [
            ("name", schema("string", "The template's name, as list_templates gives it.")),
            ("flavor", schema("string", "The flavor. Default: the project's.")),
        ],
        required: ["name"]
    ) { arguments, _ in
        let project = try ProjectResolver.resolve(.ifPresent(explicit: nil), writing: .nothing).project
        let flavorName = try TemplateLookup.flavor(arguments.string("flavor"), in: project, option: "flavor")
        let name = arguments.string("name") ?? ""
        let text = try TemplateLookup.text(named: name, flavor: flavorName, in: project)
        return .object(
            RunJSON.header(command: "show_template", exitCode: .success) + [
                ("flavor", .string(flavorName)), ("name", .string(name)), ("text", .string(text)),
            ])
    }

    static let describeProject = MCPTool(
        name: "describe_project", title: "Describe the project",
        description:
            "The project as vipgen reads it: its spec and settings, and each scene with its flavor, use cases, "
            + "routes and fields (from the spec, else read from the scenes' code). Read-only.",
        properties: [config], required: []
    ) { arguments, workspace in
        let explicit = try arguments.string("config").map { try workspace.checked($0, argument: "config") }
        let resolved = try ProjectResolver.resolve(.ifPresent(explicit: explicit), writing: .nothing)
        let project = resolved.project
        let scenes =
            try resolved.spec?.spec.scenes
            ?? ExistingApp.describe(".", project: project)?.scenes ?? []
        return .object(
            RunJSON.header(command: "describe_project", exitCode: .success) + [
                ("spec", resolved.spec.map { .string($0.path) } ?? .null),
                ("module", .string(project[Settings.module])),
                ("sources", .string(project[Settings.sources])), ("tests", .string(project[Settings.tests])),
                ("flavor", .string(project[Settings.flavor].name)), ("scenes", .array(scenes.map(RunJSON.scene))),
            ])
    }

    private static func options(_ arguments: MCPArguments) -> WriteOptions {
        WriteOptions(dryRun: arguments.bool("dryRun"), diffs: true)
    }

    static func schema(_ type: String, _ description: String) -> JSONOutput {
        .object([("type", .string(type)), ("description", .string(description))])
    }

    static func list(_ description: String) -> JSONOutput {
        .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            ("description", .string(description)),
        ])
    }
}
