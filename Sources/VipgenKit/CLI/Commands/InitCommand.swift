/// `vipgen init`: a starter spec to edit.
enum InitCommand {
    static let definition = CommandDefinition(
        name: "init",
        summary: "Write a starter spec file to edit, then run 'vipgen generate'.",
        positionals: [
            PositionalDefinition(
                name: "FILE", optional: true, help: "Where to write it. Default: ./\(SpecLoader.defaultFileName).")
        ],
        options: [
            .flag("--force", help: "Overwrite the file if it exists."),
            .flag("--quiet", short: "-q", help: "Print nothing on success."),
        ],
        discussion: "The starter spec sets every project key and describes one example scene.",
        examples: ["vipgen init", "vipgen init App/vipgen.json"]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let path = arguments.positionals.first ?? SpecLoader.defaultFileName
        let file = OutputFile(path: Paths.normalize(path), contents: Spec.starterSpecJSON())
        let plan = try FileWriter.plan([file])
        let force = arguments.has("--force")
        // A spec is the user's own file even when it still matches the starter: never replace it silently.
        if !force, plan.entries.contains(where: { $0.status != .new }) {
            throw OutputError.wouldOverwrite([file.path])
        }
        _ = try FileWriter.write([file], force: force)
        if !arguments.has("--quiet") {
            console.out(
                "wrote \(file.path); edit it, then run 'vipgen generate\(path == SpecLoader.defaultFileName ? "" : " " + path)'\n"
            )
        }
        return .success
    }
}
