import Mustache

/// `vipgen render TEMPLATE`: renders any Mustache template, for template authors trying one out.
enum RenderCommand: Command {
    static let template = Argument<String>("TEMPLATE", help: "The template file.", completion: .file)
    static let data = Option<String>(
        "--data", "DATA.json", help: "The context: any JSON value, '-' for standard input. Default: an empty object.",
        completion: .file)
    static let partials = RepeatedOption<String>(
        "--partials", "DIR",
        help:
            "A folder to look up {{> name}} and {{< name}} as name.mustache, searched in order before the template's own folder.",
        completion: .directory)
    static let escape = Option<EscapeMode>.choice(
        "--escape", "none|html", noun: "escape mode", choices: [("none", .none), ("html", .html)],
        help: "'none' (default) leaves {{name}} as it is; 'html' escapes & \" < > ' in {{name}}.")
    static let strict = Flag(
        "--strict", help: "A missing variable, section name or partial is an error instead of empty output.")

    static let configuration = CommandConfiguration(
        name: "render",
        summary: "Render a Mustache template with JSON data and print the result exactly.",
        arguments: [template.declaration],
        options: [data.declaration, partials.declaration, escape.declaration, strict.declaration],
        discussion: "The output is written to standard output with nothing added, not even a final newline.",
        examples: [
            "vipgen render Templates/Router.mustache --data context.json --strict",
            "echo '{\"name\": \"World\"}' | vipgen render hello.mustache --data -",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        var options = RenderOptions()
        options.strict = input[strict]
        options.escape = input[escape] ?? .none
        for directory in input[partials] { try FileReader.requireDirectory(directory) }
        let path = input[template]
        // The person's own paths: `<(…)` or `/dev/stdin` are streams they mean.
        let text = try FileReader.readText(path, streams: true)
        let context = try context(from: input[data], console: console)

        let templateDirectory = Paths.parentDirectory(of: path)
        let source = LayeredTemplateSource(
            directories: input[partials] + [templateDirectory.isEmpty ? "." : templateDirectory],
            includeBundled: false)
        let library = MustacheLibrary(source: source, options: options)
        let parsed = try MustacheTemplate(source: text, name: path)
        // Streamed: a template that expands into gigabytes needs no more memory than a small one.
        try library.render(parsed, context, into: console.out)
        return .success
    }

    private static func context(from path: String?, console: Console) throws -> MustacheValue {
        guard let path else { return .object([:]) }
        let text: String
        let name: String
        if path == "-" {
            name = "<stdin>"
            text = try FileReader.text(console.readStandardInput(), name: name)
        } else {
            text = try FileReader.readText(path, streams: true)
            name = path
        }
        return MustacheValue(json: try JSONParser.parse(text, file: name))
    }
}
