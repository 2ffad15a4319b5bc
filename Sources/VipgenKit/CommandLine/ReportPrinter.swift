/// How a run's report reads in a terminal: each file that changed with what happened to it (every file
/// with `--verbose`), what evolving added or left, the Xcode project's edit, a count, and the run's
/// warnings on standard error. The one place a run's outcome is printed.
enum ReportPrinter {
    /// Runs `body` and reports it as the command line asks: as text, or with `--format json` as one
    /// JSON report on standard output, a failure too (its status is the run's, nothing else is printed).
    static func report(
        _ command: String, _ input: ParsedCommand, console: Console, _ body: (RunEvents) throws -> RunReport
    ) throws -> ExitCode {
        let quiet = input.ifDeclared(OutputOptions.quiet)
        guard input.ifDeclared(OutputOptions.format) == .json else {
            return print(
                try body(.printed(to: console)), quiet: quiet, verbose: input.ifDeclared(OutputOptions.verbose),
                console: console)
        }
        return json(command, console: console) {
            let report = try body(.printed(to: console))
            let status: ExitCode = report.wouldFail ? .cannotCreate : .success
            return (RunJSON.report(report, command: command, exitCode: status), status)
        }
    }

    /// One JSON report of `body`'s outcome on standard output: its report, or the error that ended it.
    static func json(_ command: String, console: Console, _ body: () throws -> (JSONOutput, ExitCode)) -> ExitCode {
        do {
            let (report, status) = try body()
            console.out(report.text() + "\n")
            return status
        } catch {
            console.out(RunJSON.error(error, command: command).text() + "\n")
            return ExitCode(for: error)
        }
    }

    /// Prints `report`; the exit status is the run's (a dry run that the real run would fail, fails).
    static func print(_ report: RunReport, quiet: Bool, verbose: Bool, console: Console) -> ExitCode {
        // A dry run is always reported: it is what was asked for.
        if report.dryRun || !quiet {
            switch report.layout {
            case .written:
                files(report, verbose: verbose, console: console)
                xcode(report, console: console)
                generated(report, console: console)
                console.out(summary(report) + "\n")
            case .evolved:
                console.out(report.diff)
                files(report, verbose: verbose, console: console)
                console.out(summary(report) + "\n")
                xcode(report, console: console)
                generated(report, console: console)
            }
        }
        if !quiet {
            for warning in report.warnings { console.err(warning + "\n") }
        }
        return report.wouldFail ? .cannotCreate : .success
    }

    private static func files(_ report: RunReport, verbose: Bool, console: Console) {
        let width = report.dryRun ? (report.layout == .written ? 24 : 13) : 10
        for file in report.files {
            // A file left as it was, with nothing to say of it, is only counted unless asked for.
            if file.status == .unchanged, !verbose, file.added.isEmpty, file.notFound.isEmpty, file.suggestions.isEmpty
            {
                continue
            }
            console.out("\(verb(file.status, report).padding(to: width)) \(file.path)\n")
            if file.status == .missing {
                // The scene's folder is named after it (`Scenes/<Scene>/`, `Tests/Scenes/<Scene>/`).
                let scene = Paths.fileName(of: Paths.parentDirectory(of: file.path))
                console.out(
                    "  not there, so left out; 'vipgen scene \(scene) --only-missing' writes the scene's missing files, "
                        + "leaving the others as they are\n")
            }
            for added in file.added { console.out("  added: \(added)\n") }
            for missing in file.notFound { console.out("  not found: \(missing); left as it is\n") }
            for moved in file.foundElsewhere { console.out("  found in another file: \(moved); not added again\n") }
            for suggestion in file.suggestions { console.out("  suggestion: \(suggestion)\n") }
        }
    }

    private static func verb(_ status: RunReport.Status, _ report: RunReport) -> String {
        switch (status, report.dryRun) {
        case (.updated, true): return "would update"
        case (.updated, false): return "updated"
        case (.created, true): return "would create"
        case (.created, false): return "created"
        case (.overwritten, true): return report.force ? "would overwrite" : "in the way, differs"
        case (.overwritten, false): return "overwrote"
        case (.unchanged, _): return "unchanged"
        case (.missing, _): return "missing"
        }
    }

    /// `3 files: 2 new, 1 unchanged`; a dry run that would fail says so, without a hint to force: the
    /// files in the way may hold a person's work.
    static func summary(_ report: RunReport) -> String {
        let overwritten = report.count(.overwritten)
        var parts = ["\(report.count(.created)) new"]
        if report.count(.updated) > 0 { parts.append("\(report.count(.updated)) updated") }
        if overwritten > 0 {
            parts.append("\(overwritten) \(report.dryRun && !report.force ? "in the way" : "overwritten")")
        }
        if report.count(.unchanged) > 0 { parts.append("\(report.count(.unchanged)) unchanged") }
        if report.count(.missing) > 0 { parts.append("\(report.count(.missing)) missing") }
        let total = "\(report.files.count) file\(report.files.count == 1 ? "" : "s")"
        let line = (report.dryRun ? "dry run: " : "") + "\(total): " + parts.joined(separator: ", ")
        if report.wouldFail {
            return line
                + "; writing would fail: \(overwritten == 1 ? "a file is" : "files are") there with other contents"
        }
        return line
    }

    /// What the run did, or would do, to the Xcode project.
    private static func xcode(_ report: RunReport, console: Console) {
        guard let change = report.xcode else { return }
        let width = report.dryRun ? 24 : 10
        for note in change.notes { console.out("\(note)\n") }
        if change.changesFile {
            let verb = report.dryRun ? "would update" : "updated"
            console.out("\(verb.padding(to: width)) \(change.projectPath): \(change.summary ?? "")\n")
        } else if let summary = change.summary {
            console.out("\(summary)\n")
        } else if change.notes.isEmpty {
            console.out("\("unchanged".padding(to: width)) \(change.projectPath): every file is in it already\n")
        }
    }
}

extension ReportPrinter {
    /// What the generator's manifest holds of the run's files, and the lines to add to it by hand.
    static func generated(_ report: RunReport, console: Console) {
        guard let generated = report.generated else { return }
        let name = "\(generated.manifest) (\(generated.generator))"
        if let problem = generated.problem {
            console.out("\(name): not read: \(problem)\n")
            return
        }
        if generated.additions.isEmpty {
            console.out("\(name): the new files are in its targets; '\(generated.command)' adds them to the project\n")
        } else {
            console.out("\(name): not edited by vipgen; add these lines to it, then run '\(generated.command)':\n")
        }
        for line in generated.covered { console.out("  \(line)\n") }
        for addition in generated.additions {
            console.out("  \(addition.reason); \(addition.place):\n")
            for line in addition.lines { console.out("    \(line)\n") }
        }
        for note in generated.notes { console.out("  \(note)\n") }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

extension RunEvents {
    /// The events of a run at a shell, said on standard error as they happen.
    static func printed(to console: Console) -> RunEvents {
        let console = UncheckedConsole(console)
        return RunEvents(
            waiting: { holder, directory in
                let who = holder.map { "process \($0)" } ?? "another process"
                console.value.err("vipgen: waiting for \(who), which is writing in '\(directory)'\n")
            },
            resumed: { finished in
                let plural = finished.moved == 1 ? "" : "s"
                let count = "\(finished.moved) file\(plural) or folder\(plural)"
                console.value.err(
                    "vipgen: finished the run of process \(finished.pid), interrupted while moving files into place: "
                        + "moved its last \(count) into place\n")
            })
    }
}

/// A console handed to the run's events, which are called on the run's own thread.
private struct UncheckedConsole: @unchecked Sendable {
    let value: Console
    init(_ value: Console) { self.value = value }
}
