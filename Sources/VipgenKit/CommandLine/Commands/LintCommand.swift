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
            "How to write the findings: text (as the compiler does, for Xcode), json, sarif (SARIF 2.1.0) or github (annotations on a pull request's lines, in GitHub Actions). Default: text.",
        completion: .choices(LintFormat.allCases.map(\.rawValue))
    ) { text in
        guard let format = LintFormat(rawValue: text) else {
            throw UsageError(
                "unknown format '\(text)'"
                    + Suggestion.didYouMean(text, among: LintFormat.allCases.map(\.rawValue))
                    + "; use text, json, sarif or github")
        }
        return format
    }
    static let baseline = Option<String>(
        "--baseline", "FILE", help: "Report only the findings this baseline file does not record.", completion: .file)
    static let writeBaseline = Option<String>(
        "--write-baseline", "FILE",
        help: "Record today's findings in FILE (a new file, or a baseline written before) and exit 0.",
        completion: .file)
    static let stamp = Option<String>(
        "--stamp", "FILE",
        help:
            "When no finding is an error, write FILE (a Swift comment with the counts), so a build system knows the lint ran: the build tool plugin's output.",
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
            baseline.declaration, writeBaseline.declaration, stamp.declaration, listRules.declaration,
            OutputOptions.quiet.declaration,
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
        guard input[format] == .json else { return try lint(input, console: console) }
        // As JSON, a failure is a report too, on standard output.
        do {
            return try lint(input, console: console)
        } catch {
            console.out(RunJSON.error(error, command: "lint").text() + "\n")
            return ExitCode(for: error)
        }
    }

    private static func lint(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        if input[listRules] {
            console.out(LintRules.markdownTable)
            return .success
        }
        let request = LintRun.Request(
            paths: input[paths], projectFlags: ProjectOptions.settings(from: input),
            lint: SettingOptions.lintSettings(from: input), config: input[ProjectOptions.config],
            baseline: input[baseline], writeBaseline: input[writeBaseline], stamp: input[stamp])
        let report = try LintRun.run(request)
        let result = report.result
        if let path = report.recorded {
            if !input[OutputOptions.quiet] {
                let count = result.diagnostics.count
                console.err("vipgen lint: recorded \(count) \(count == 1 ? "finding" : "findings") in \(path)\n")
            }
            return .success
        }
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
                let matched = report.found - result.diagnostics.count
                summary += " new; \(matched) \(matched == 1 ? "finding" : "findings") left out, as \(path) records them"
            }
            if result.scenes == 0 {
                summary +=
                    "\n  looked in \(report.lookedIn) for a scene's files, named as vipgen names them "
                    + "(<Scene>Interactor.swift and the others of its flavor); name the folders that hold your scenes: "
                    + "'vipgen lint PATH…'"
            }
            console.err(summary + "\n")
        }
        return errors > 0 ? .failure : .success
    }
}
