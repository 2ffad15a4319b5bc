/// `vipgen graph [PATH...]`: the app's scenes, their routes and the data each passes (see `Graph/`).
enum GraphCommand: Command {
    static let paths = RepeatedArgument<String>(
        "PATH",
        help:
            "Folders or files to find scenes in, by their flavors' file names. Default: the scenes the spec describes, else the current folder.",
        completion: .file)
    static let format = Option<GraphFormat>(
        "--format", "FORMAT",
        help:
            "mermaid (a flowchart GitHub renders), dot (Graphviz), svg (an image, laid out by vipgen) or json (the report of docs/json-output.md). Default: mermaid.",
        completion: .choices(GraphFormat.allCases.map(\.rawValue))
    ) { text in
        guard let format = GraphFormat(rawValue: text) else {
            throw UsageError(
                "unknown format '\(text)'" + Suggestion.didYouMean(text, among: GraphFormat.allCases.map(\.rawValue))
                    + "; use mermaid, dot, svg or json")
        }
        return format
    }
    static let output = Option<String>(
        "--output", "FILE",
        help:
            "Write the graph to FILE, inside the project, instead of printing it. A graph written before is replaced; any other file only with --force.",
        completion: .file)

    static let configuration = CommandConfiguration(
        name: "graph",
        summary: "Draw the app's scenes, their routes and the data each route passes.",
        arguments: [paths.declaration],
        options: [
            ProjectOptions.config.declaration,
            ProjectOptions.templates.declaration.with(
                help: "A folder of template overrides, whose flavors' names the scenes may have. Default: the config's."
            ),
            format.declaration, output.declaration, OutputOptions.force.declaration, OutputOptions.quiet.declaration,
        ],
        discussion: """
            Reads the scenes as 'vipgen lint' does, with the same scanner: each scene's flavor and use cases, and \
            each route with how its router shows the destination (push, present, segue, swiftui-push, \
            swiftui-sheet, or other) and the data store fields it sets on it. Scenes no route from another scene \
            reaches are marked 'unreached', scenes a route leads to that are nowhere 'missing', and scenes the \
            spec lists whose code is not written 'unwritten'; a legend says so. The output is sorted, so the \
            same code gives the same bytes and a pull request's diff of the graph shows what changed.
            """,
        examples: [
            "vipgen graph",
            "vipgen graph --format svg --output docs/scenes.svg",
            "vipgen graph App/Scenes --format dot | dot -Tpng > scenes.png",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let format = input[format] ?? .mermaid
        guard format == .json, input[output] == nil else { return try graph(input, format: format, console: console) }
        // As JSON, a failure is a report too, on standard output.
        do {
            return try graph(input, format: format, console: console)
        } catch {
            console.out(RunJSON.error(error, command: "graph").text() + "\n")
            return ExitCode(for: error)
        }
    }

    private static func graph(_ input: ParsedCommand, format: GraphFormat, console: Console) throws -> ExitCode {
        let quiet = input[OutputOptions.quiet]
        let request = GraphRun.Request(
            // Only the templates folder: `--output` here is the graph's file, not the sources folder of
            // the setting whose flag has that name elsewhere.
            paths: input[paths], projectFlags: ProjectSettings(templates: input[ProjectOptions.templates]),
            config: input[ProjectOptions.config], format: format, output: input[output],
            options: WriteOptions(force: input[OutputOptions.force], quiet: quiet))
        let report = try GraphRun.run(request, events: .printed(to: console))
        guard let written = report.written else {
            console.out(report.text)
            return .success
        }
        return ReportPrinter.print(written, quiet: quiet, verbose: true, console: console)
    }
}
