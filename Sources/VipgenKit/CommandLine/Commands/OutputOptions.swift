/// `--dry-run`, `--force` and `-q`: every generating command declares `OutputOptions.all`.
enum OutputOptions {
    static let dryRun = Flag(
        "--dry-run",
        help:
            "List the files that would be written, and whether each is new or would be overwritten; write nothing. Exits as the run would."
    )
    static let force = Flag("--force", help: "Overwrite existing files whose contents differ.")
    static let quiet = Flag("--quiet", short: "-q", help: "Print nothing on success.")
    static let writeOutside = Flag(
        "--write-outside",
        help:
            "Write where the spec's paths or the project's folder links lead even when that is outside the project's folder (refused without it)."
    )
    static let verbose = Flag(
        "--verbose", help: "List every file, the ones left unchanged too (by default only what changes, and a count).")

    static let format = Option<OutputFormat>(
        "--format", "FORMAT",
        help:
            "How to report: text, or json (one report on standard output, errors included; docs/json-output.md). Default: text.",
        completion: .choices(OutputFormat.allCases.map(\.rawValue))
    ) { text in
        guard let format = OutputFormat(rawValue: text) else {
            throw UsageError(
                "unknown format '\(text)'" + Suggestion.didYouMean(text, among: OutputFormat.allCases.map(\.rawValue))
                    + "; use text or json")
        }
        return format
    }

    static let all = [dryRun.declaration, force.declaration, quiet.declaration, verbose.declaration]

    /// How the run writes, from the flags the command declares.
    static func writeOptions(_ input: ParsedCommand) -> WriteOptions {
        WriteOptions(
            dryRun: input.ifDeclared(dryRun), force: input.ifDeclared(force), quiet: input.ifDeclared(quiet),
            diffs: input.ifDeclared(OutputOptions.format) == .json, writeOutside: input.ifDeclared(writeOutside))
    }
}

/// How a command reports: for a person, or as one JSON report for a script or an agent.
enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
}
