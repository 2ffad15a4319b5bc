/// `vipgen lint`: every scene found in the paths (the spec's folders by default) checked against its
/// flavor and the spec, findings a baseline records left out, or recorded into a new baseline.
enum LintRun {
    struct Request {
        /// Files and folders to lint; the spec's sources and tests folders when empty.
        var paths: [String] = []
        var projectFlags = ProjectSettings()
        var lint = LintSettings()
        var config: String?
        /// Findings this baseline records are left out.
        var baseline: String?
        /// Record the findings into this file instead of reporting them.
        var writeBaseline: String?
        /// A file written when no finding is an error (a Swift comment saying what was found), so a build
        /// system knows the lint ran and passed: the build tool plugin's output.
        var stamp: String?
    }

    struct Report {
        var result: Linter.Result
        /// Findings before the baseline left some out.
        var found: Int
        /// The baseline written, when asked for.
        var recorded: String?
        /// Where lint looked, for a run that found no scene.
        var lookedIn: String
    }

    static func run(_ request: Request) throws -> Report {
        let resolved = try ProjectResolver.resolve(
            .ifPresent(explicit: request.config), flags: request.projectFlags, writing: .nothing)
        if let path = request.writeBaseline, POSIX.existence(of: path) != .missing {
            // Only a baseline may be replaced: any other file there is the user's.
            guard (try? LintBaseline.read(path)) != nil else { throw OutputError.wouldOverwrite([path]) }
        }
        // The command line is read before the spec: a rule it names may be one of the spec's own.
        let teamIDs = resolved.spec?.spec.lint.rules.map(\.id) ?? []
        for id in request.lint.disabled + request.lint.severities.keys.sorted() {
            if let problem = LintRuleID.problem(id, teamIDs: teamIDs) { throw UsageError(problem) }
        }
        let known = try request.baseline.map(LintBaseline.read)
        let linter = Linter(project: resolved.project, spec: resolved.spec, lint: request.lint)
        var result = try linter.run(paths: request.paths.map(Paths.normalize))
        let found = result.diagnostics.count
        let lookedIn = lookedIn(request.paths, resolved)
        if let path = request.writeBaseline {
            _ = try FileWriter.write(
                [OutputFile(path: path, contents: LintBaseline.text(result.diagnostics))], force: true)
            return Report(result: result, found: found, recorded: path, lookedIn: lookedIn)
        }
        if let known { result.diagnostics = LintBaseline.new(result.diagnostics, baseline: known) }
        if let stamp = request.stamp, !result.diagnostics.contains(where: { $0.severity == .error }) {
            let counts = LintSeverity.allCases.reversed().map { severity in
                "\(severity.rawValue)s: \(result.diagnostics.filter { $0.severity == severity }.count)"
            }
            let text =
                "// vipgen lint: scenes: \(result.scenes), files: \(result.files), \(counts.joined(separator: ", "))\n"
            _ = try FileWriter.write([OutputFile(path: stamp, contents: text)], force: true)
        }
        return Report(result: result, found: found, recorded: nil, lookedIn: lookedIn)
    }

    /// Where lint looked, so a wrong folder shows when it found no scene.
    private static func lookedIn(_ paths: [String], _ resolved: ProjectResolver.Resolved) -> String {
        if !paths.isEmpty { return paths.map { "'\($0)'" }.joined(separator: ", ") }
        if let spec = resolved.spec {
            let project = resolved.project
            return "'\(project[Settings.sources])' and '\(project[Settings.tests])' (the sources and "
                + "tests folders of \(spec.path))"
        }
        return "'.' (no \(SpecLoader.defaultFileName) here or above)"
    }
}
