/// `vipgen render TEMPLATE`: renders any Mustache template, for template authors trying one out.

import Mustache

enum RenderCommand {
    static let definition = CommandDefinition(
        name: "render",
        summary: "Render a Mustache template with JSON data and print the result exactly.",
        positionals: [
            PositionalDefinition(name: "TEMPLATE", optional: false, help: "The template file.")
        ],
        options: [
            .value(
                "--data", "DATA.json",
                help: "The context: any JSON value, '-' for standard input. Default: an empty object."),
            .value(
                "--partials", "DIR", repeatable: true,
                help:
                    "A folder to look up {{> name}} and {{< name}} as name.mustache, searched in order before the template's own folder."
            ),
            .value(
                "--escape", "none|html",
                help: "'none' (default) leaves {{name}} as it is; 'html' escapes & \" < > ' in {{name}}."),
            .flag("--strict", help: "A missing variable, section name or partial is an error instead of empty output."),
        ],
        discussion: "The output is written to standard output with nothing added, not even a final newline.",
        examples: [
            "vipgen render Templates/Router.mustache --data context.json --strict",
            "echo '{\"name\": \"World\"}' | vipgen render hello.mustache --data -",
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        var options = RenderOptions()
        options.strict = arguments.has("--strict")
        switch arguments.value("--escape") ?? "none" {
        case "none": options.escape = .none
        case "html": options.escape = .html
        case let other:
            throw UsageError(
                message: "unknown escape mode '\(other)' for '--escape'; use 'none' or 'html'", command: "render")
        }
        for directory in arguments.all("--partials") { try FileReader.requireDirectory(directory) }
        let path = arguments.positionals[0]
        let text = try FileReader.readText(path)
        let context = try data(arguments.value("--data"), console: console)

        let templateDirectory = Paths.parentDirectory(of: path)
        let source = LayeredTemplateSource(
            directories: arguments.all("--partials") + [templateDirectory.isEmpty ? "." : templateDirectory],
            includeBundled: false)
        let library = MustacheLibrary(source: source, options: options)
        let template = try MustacheTemplate(source: text, name: path)
        // Streamed: a template that expands into gigabytes needs no more memory than a small one.
        try library.render(template, context, into: console.out)
        return .success
    }

    private static func data(_ path: String?, console: Console) throws -> MustacheValue {
        guard let path else { return .object([:]) }
        let text: String
        let name: String
        if path == "-" {
            name = "<stdin>"
            text = try FileReader.text(console.readStandardInput(), name: name)
        } else {
            text = try FileReader.readText(path)
            name = path
        }
        return MustacheValue(json: try JSONParser.parse(text, file: name))
    }
}
