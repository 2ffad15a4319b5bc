/// `vipgen lint [PATH...]`: checks completed scenes against Clean Swift's rules (see `Lint/`).
enum LintCommand: Command {
    static let paths = RepeatedArgument<String>(
        "PATH",
        help:
            "Folders or files to find scenes in, by their flavors' file names. Default: the scenes the spec describes, else the current folder.",
        completion: .file)
    static let format = Option<LintFormat>(
        "--format", "FORMAT",
        help:
            "How to write the findings: text (as the compiler does, for Xcode), json or sarif (SARIF 2.1.0). Default: text.",
        completion: .choices(LintFormat.allCases.map(\.rawValue))
    ) { text in
        guard let format = LintFormat(rawValue: text) else {
            throw UsageError(
                "unknown format '\(text)'"
                    + Suggestion.didYouMean(text, among: LintFormat.allCases.map(\.rawValue))
                    + "; use text, json or sarif")
        }
        return format
    }
    static let baseline = Option<String>(
        "--baseline", "FILE", help: "Report only the findings this baseline file does not record.", completion: .file)
    static let writeBaseline = Option<String>(
        "--write-baseline", "FILE",
        help: "Record today's findings in FILE (a new file, or a baseline written before) and exit 0.",
        completion: .file)
    static let listRules = Flag(
        "--list-rules", help: "Print every rule, its default severity and what it asks, as a Markdown table.")

    static let configuration = CommandConfiguration(
        name: "lint",
        summary: "Check completed scenes against Clean Swift's architecture rules.",
        arguments: [paths.declaration],
        options: [
            ProjectOptions.config.declaration
        ] + SettingOptions.declarations(for: .lint) + [
            format.declaration,
            baseline.declaration, writeBaseline.declaration, listRules.declaration, OutputOptions.quiet.declaration,
        ],
        discussion: """
            Each finding is written as the compiler writes one, 'path:line:column: warning: message [rule-id]', so \
            Xcode shows it on the line when 'vipgen lint' runs as a build phase. The exit status is 1 when a \
            finding has severity error, else 0. The spec's "lint" section switches rules off ("disable": \
            ["rule-id"]) or changes their severity ("severity": {"rule-id": "error"}); a comment \
            '// vipgen:disable:next rule-id' switches a rule off for the declaration after it. Files the \
            scanner cannot read are reported as skipped, with the reason.
            """,
        examples: [
            "vipgen lint",
            "vipgen lint App/Sources App/Tests --format sarif > lint.sarif",
            "vipgen lint --write-baseline .vipgen-baseline.json",
            "vipgen lint --baseline .vipgen-baseline.json",
        ]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        if input[listRules] {
            console.out(LintRules.markdownTable)
            return .success
        }
        let resolved = try ProjectResolver.resolve(
            .ifPresent(explicit: input[ProjectOptions.config]), flags: ProjectOptions.settings(from: input),
            writing: .nothing)
        if let path = input[writeBaseline], POSIX.existence(of: path) != .missing {
            // Only a baseline may be replaced: any other file there is the user's.
            guard (try? LintBaseline.read(path)) != nil else { throw OutputError.wouldOverwrite([path]) }
        }
        let known = try input[baseline].map(LintBaseline.read)
        let linter = Linter(
            project: resolved.project, spec: resolved.spec, lint: SettingOptions.lintSettings(from: input))
        var result = try linter.run(paths: input[paths].map(Paths.normalize))
        if let path = input[writeBaseline] {
            _ = try FileWriter.write(
                [OutputFile(path: path, contents: LintBaseline.text(result.diagnostics))], force: true)
            if !input[OutputOptions.quiet] {
                let count = result.diagnostics.count
                console.err("vipgen lint: recorded \(count) \(count == 1 ? "finding" : "findings") in \(path)\n")
            }
            return .success
        }
        let found = result.diagnostics.count
        if let known { result.diagnostics = LintBaseline.new(result.diagnostics, baseline: known) }
        console.out((input[format] ?? .text).render(result))
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        if !input[OutputOptions.quiet] {
            let notes = result.diagnostics.filter { $0.severity == .note }.count
            let warnings = result.diagnostics.count - errors - notes
            // Notes are counted only when there are some: a clean run reads as it always has.
            let noteCount = notes == 0 ? "" : ", \(notes) \(notes == 1 ? "note" : "notes")"
            var summary =
                "vipgen lint: \(result.scenes) \(result.scenes == 1 ? "scene" : "scenes"), \(result.files) files: "
                + "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
                + noteCount
            if let path = input[baseline] {
                let matched = found - result.diagnostics.count
                summary += " new; \(matched) \(matched == 1 ? "finding" : "findings") left out, as \(path) records them"
            }
            if result.scenes == 0 { summary += "\n" + nowhere(input[paths], resolved) }
            console.err(summary + "\n")
        }
        return errors > 0 ? .failure : .success
    }

    /// Where lint looked when it found no scene, and what it looks for, so a wrong folder shows.
    private static func nowhere(_ paths: [String], _ resolved: ProjectResolver.Resolved) -> String {
        let folders: String
        if !paths.isEmpty {
            folders = paths.map { "'\($0)'" }.joined(separator: ", ")
        } else if let spec = resolved.spec {
            folders =
                "'\(resolved.project.sourcesDirectory)' and '\(resolved.project.testsDirectory)' (the sources and tests "
                + "folders of \(spec.path))"
        } else {
            folders = "'.' (no \(SpecLoader.defaultFileName) here or above)"
        }
        return "  looked in \(folders) for a scene's files, named as vipgen names them (<Scene>Interactor.swift "
            + "and the others of its flavor); name the folders that hold your scenes: 'vipgen lint PATH…'"
    }
}
