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

    static let all = [dryRun.declaration, force.declaration, quiet.declaration, verbose.declaration]
}

/// The end of every generating command: plan, then list or write, then say what happened.
enum OutputEmitter {
    struct Flags {
        var dryRun = false
        var force = false
        var quiet = false
        /// Unchanged files are listed too; else only the count says them.
        var verbose = false

        init(dryRun: Bool = false, force: Bool = false, quiet: Bool = false, verbose: Bool = false) {
            self.dryRun = dryRun
            self.force = force
            self.quiet = quiet
            self.verbose = verbose
        }

        init(_ input: ParsedCommand) {
            self.init(
                dryRun: input[OutputOptions.dryRun], force: input[OutputOptions.force],
                quiet: input[OutputOptions.quiet], verbose: input.ifDeclared(OutputOptions.verbose))
        }
    }

    /// - Parameter edited: files edited rather than written (the spec gaining a scene): reported as updated.
    static func emit(
        _ files: [OutputFile], flags: Flags, console: Console, projectDirectory: String = ".", lock: LockFile? = nil,
        boundary: WriteBoundary? = nil, project: ResolvedProject? = nil, edited: Set<String> = []
    ) throws -> ExitCode {
        try emit(
            flags: flags, console: console, projectDirectory: projectDirectory, lock: lock, boundary: boundary,
            project: project, edited: edited
        ) { add in
            for file in files { try add(file) }
        }
    }

    /// Runs `produce`, which hands each file to `add` as soon as it is rendered, in one transaction:
    /// a file's contents go to disk (a temporary file) at once instead of waiting in memory. When
    /// `project` names an Xcode project, the files are added to it in the same transaction.
    /// - Parameter lock: the project's lock when the command took it already (see `ProjectLock`).
    /// - Parameter boundary: where the run may write (see `WriteBoundary`); the project's folder by default.
    static func emit(
        flags: Flags, console: Console, projectDirectory: String, lock: LockFile? = nil,
        boundary: WriteBoundary? = nil, project: ResolvedProject? = nil, edited: Set<String> = [],
        _ produce: (_ add: (OutputFile) throws -> Void) throws -> Void
    ) throws -> ExitCode {
        let transaction = try OutputTransaction(
            force: flags.force, dryRun: flags.dryRun, lockDirectory: projectDirectory, held: lock, boundary: boundary,
            onWait: ProjectLock.waiting(console, projectDirectory), onResume: ProjectLock.resumed(console))
        // Read under the run's lock, before anything is staged: a bad project stops the run first.
        let xcode = try project.flatMap { try XcodeIntegration.open($0, in: transaction) }
        // A quiet run lists no file, so it keeps none in memory unless its Xcode project gains them.
        transaction.recordsEntries = flags.dryRun || !flags.quiet || xcode != nil
        try produce { try transaction.add($0) }
        let entries: [(path: String, status: Reported)] = transaction.entries.map { entry in
            switch entry.status {
            case .new: return (entry.path, .new)
            case .unchanged: return (entry.path, .unchanged)
            case .overwrite: return (entry.path, edited.contains(entry.path) ? .edited : .overwrite)
            }
        }
        let edit = try xcode?.edit(entries.map(\.path))
        if let file = edit?.file { try transaction.add(file) }
        if flags.dryRun {
            transaction.rollback()
            for (path, status) in entries where flags.verbose || status != .unchanged {
                console.out("\(verb(status, dryRun: true, force: flags.force).padding(to: 24)) \(path)\n")
            }
            if let xcode, let edit { XcodeReport.print(edit, of: xcode, dryRun: true, console: console) }
            console.out(summary(entries, dryRun: true, force: flags.force) + "\n")
            // As the run would: files in the way without --force fail it.
            let blocked = !flags.force && entries.contains { $0.status == .overwrite }
            return blocked ? .cannotCreate : .success
        }
        try transaction.commit()
        if !flags.quiet {
            // What changed, each file named; what did not, only counted (`--verbose` names those too).
            for (path, status) in entries where flags.verbose || status != .unchanged {
                console.out("\(verb(status, dryRun: false, force: flags.force).padding(to: 10)) \(path)\n")
            }
            if let xcode, let edit { XcodeReport.print(edit, of: xcode, dryRun: false, console: console) }
            console.out(summary(entries, dryRun: false, force: flags.force) + "\n")
        }
        return .success
    }

    /// What happened, or would happen, to one file.
    /// A file's status as reported: a transaction's, or an edit of a file (the spec) that exists.
    enum Reported: Equatable {
        case new, overwrite, unchanged, edited
    }

    private static func verb(_ status: Reported, dryRun: Bool, force: Bool) -> String {
        switch (status, dryRun) {
        case (.edited, true): return "would update"
        case (.edited, false): return "updated"
        case (.new, true): return "would create"
        case (.new, false): return "created"
        case (.overwrite, true): return force ? "would overwrite" : "in the way, differs"
        case (.overwrite, false): return "overwrote"
        case (.unchanged, _): return "unchanged"
        }
    }

    private static func summary(
        _ entries: [(path: String, status: Reported)], dryRun: Bool, force: Bool
    ) -> String {
        let new = entries.filter { $0.status == .new }.count
        let overwrite = entries.filter { $0.status == .overwrite }.count
        let updated = entries.filter { $0.status == .edited }.count
        let unchanged = entries.count - new - overwrite - updated
        var parts = ["\(new) new"]
        if updated > 0 { parts.append("\(updated) updated") }
        if overwrite > 0 { parts.append("\(overwrite) \(dryRun && !force ? "in the way" : "overwritten")") }
        if unchanged > 0 { parts.append("\(unchanged) unchanged") }
        let total = "\(entries.count) file\(entries.count == 1 ? "" : "s")"
        let line = (dryRun ? "dry run: " : "") + "\(total): " + parts.joined(separator: ", ")
        if dryRun && overwrite > 0 && !force {
            // Not a hint to force: the files in the way may hold a person's work.
            return line
                + "; writing would fail: \(overwrite == 1 ? "a file is" : "files are") there with other contents"
        }
        return line
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
