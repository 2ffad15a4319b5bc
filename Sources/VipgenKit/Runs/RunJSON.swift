/// vipgen's reports as JSON, one versioned shape for every command (docs/json-output.md, its JSON
/// Schema in docs/schema/vipgen-output.schema.json): what `--format json` prints and what
/// `vipgen mcp` returns to an agent. Keys are stable; a key is added, never renamed or removed,
/// within a schema version.
enum RunJSON {
    /// The schema's version, the value of every report's `"vipgen"` key.
    static let schemaVersion = 1

    /// The members every report starts with.
    static func header(command: String, exitCode: ExitCode) -> [(String, JSONOutput)] {
        [
            ("vipgen", .int(schemaVersion)), ("command", .string(command)),
            ("ok", .bool(exitCode == .success)), ("exitCode", .int(Int(exitCode.rawValue))),
        ]
    }

    /// A run that wrote, or would write, files.
    static func report(_ report: RunReport, command: String, exitCode: ExitCode) -> JSONOutput {
        var members = header(command: command, exitCode: exitCode)
        members.append(("dryRun", .bool(report.dryRun)))
        members.append(("files", .array(report.files.map(file))))
        members.append(("summary", .string(ReportPrinter.summary(report))))
        if report.dryRun { members.append(("diff", .string(report.diff))) }
        members.append(("xcode", report.xcode.map(xcode) ?? .null))
        members.append(("generated", report.generated.map(generated) ?? .null))
        members.append(("warnings", .strings(report.warnings)))
        return .object(members)
    }

    /// A run that failed: its message, and each problem at its place in a file when it has one.
    static func error(_ error: Error, command: String) -> JSONOutput {
        let exitCode = ExitCode(for: error)
        var members = header(command: command, exitCode: exitCode)
        let diagnostics = (error as? LocatedError)?.diagnostics ?? []
        var details: [(String, JSONOutput)] = [("message", .string(message(of: error)))]
        details.append(("diagnostics", .array(diagnostics.map(diagnostic))))
        members.append(("error", .object(details)))
        return .object(members)
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONOutput {
        .object([
            ("file", .string(diagnostic.file)), ("line", .int(diagnostic.line)), ("column", .int(diagnostic.column)),
            ("message", .string(diagnostic.message)),
        ])
    }

    /// The error as a person reads it, without the source lines and carets.
    static func message(of error: Error) -> String {
        if let usage = error as? UsageError { return usage.message }
        return "\(error)"
    }

    private static func file(_ file: RunReport.File) -> JSONOutput {
        .object([
            ("path", .string(file.path)), ("status", .string(file.status.rawValue)), ("added", .strings(file.added)),
            ("notFound", .strings(file.notFound)), ("foundElsewhere", .strings(file.foundElsewhere)),
            ("suggestions", .strings(file.suggestions)),
        ])
    }

    private static func xcode(_ change: RunReport.XcodeChange) -> JSONOutput {
        .object([
            ("project", .string(change.projectPath)), ("changesFile", .bool(change.changesFile)),
            ("summary", change.summary.map(JSONOutput.string) ?? .null), ("notes", .strings(change.notes)),
        ])
    }

    private static func generated(_ generated: RunReport.GeneratedProject) -> JSONOutput {
        .object([
            ("manifest", .string(generated.manifest)), ("generator", .string(generated.generator)),
            ("command", .string(generated.command)), ("covered", .strings(generated.covered)),
            (
                "additions",
                .array(
                    generated.additions.map {
                        .object([
                            ("reason", .string($0.reason)), ("place", .string($0.place)), ("lines", .strings($0.lines)),
                        ])
                    })
            ),
            ("notes", .strings(generated.notes)), ("problem", generated.problem.map(JSONOutput.string) ?? .null),
        ])
    }

    /// `vipgen init`: the spec written, the scenes it describes, the Xcode project it found.
    static func initReport(_ report: InitRun.Report) -> JSONOutput {
        var members = header(command: "init", exitCode: .success)
        let status: RunReport.Status = report.replaced ? .overwritten : .created
        members.append(
            ("files", .array([.object([("path", .string(report.path)), ("status", .string(status.rawValue))])])))
        let scenes = report.existing?.scenes ?? []
        members.append(("scenes", .array(scenes.map(scene))))
        members.append(("sources", report.existing.map { .string($0.sources) } ?? .null))
        members.append(("tests", report.existing?.tests.map(JSONOutput.string) ?? .null))
        members.append(
            (
                "xcode",
                report.xcode.map { xcode in
                    .object([
                        ("project", .string(xcode.path)), ("target", xcode.target.map(JSONOutput.string) ?? .null),
                        ("testTarget", xcode.testTarget.map(JSONOutput.string) ?? .null),
                    ])
                } ?? .null
            ))
        return .object(members)
    }

    /// `vipgen lint`: the findings, each at its place.
    static func lint(_ result: Linter.Result, exitCode: ExitCode) -> JSONOutput {
        var members = header(command: "lint", exitCode: exitCode)
        members.append(("scenes", .int(result.scenes)))
        members.append(("files", .int(result.files)))
        members.append(
            (
                "diagnostics",
                .array(
                    result.diagnostics.map { finding in
                        .object([
                            ("path", .string(finding.path)), ("line", .int(finding.line)),
                            ("column", .int(finding.column)), ("severity", .string(finding.severity.rawValue)),
                            ("rule", .string(finding.ruleID)), ("message", .string(finding.message)),
                        ])
                    })
            ))
        return .object(members)
    }

    /// A scene as the spec says it: its name, flavor, use cases, routes and fields.
    static func scene(_ scene: SceneSpec) -> JSONOutput {
        .object([
            ("name", .string(scene.name)), ("flavor", scene.flavor.map { .string($0.name) } ?? .null),
            ("useCases", .strings(scene.useCases)), ("routes", .strings(scene.routes)),
            ("fields", .strings(scene.fields.map(\.description))),
        ])
    }
}
