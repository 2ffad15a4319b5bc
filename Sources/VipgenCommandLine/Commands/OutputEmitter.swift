import VipgenGeneration
import VipgenModel

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

    static let all = [dryRun.declaration, force.declaration, quiet.declaration]
}

/// The end of every generating command: plan, then list or write, then say what happened.
enum OutputEmitter {
    struct Flags {
        var dryRun = false
        var force = false
        var quiet = false

        init(dryRun: Bool = false, force: Bool = false, quiet: Bool = false) {
            self.dryRun = dryRun
            self.force = force
            self.quiet = quiet
        }

        init(_ input: ParsedCommand) {
            self.init(
                dryRun: input[OutputOptions.dryRun], force: input[OutputOptions.force],
                quiet: input[OutputOptions.quiet])
        }
    }

    static func emit(
        _ files: [OutputFile], flags: Flags, console: Console, projectDirectory: String = ".",
        boundary: WriteBoundary? = nil, project: ResolvedProject? = nil
    ) throws -> ExitCode {
        try emit(
            flags: flags, console: console, projectDirectory: projectDirectory, boundary: boundary, project: project
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
        boundary: WriteBoundary? = nil, project: ResolvedProject? = nil,
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
        let entries = transaction.entries
        let edit = try xcode?.edit(entries.map(\.path))
        if let file = edit?.file { try transaction.add(file) }
        if flags.dryRun {
            transaction.rollback()
            for (path, status) in entries {
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
            for (path, status) in entries {
                console.out("\(verb(status, dryRun: false, force: flags.force).padding(to: 10)) \(path)\n")
            }
            if let xcode, let edit { XcodeReport.print(edit, of: xcode, dryRun: false, console: console) }
            console.out(summary(entries, dryRun: false, force: flags.force) + "\n")
        }
        return .success
    }

    /// What happened, or would happen, to one file.
    private static func verb(_ status: FileStatus, dryRun: Bool, force: Bool) -> String {
        switch (status, dryRun) {
        case (.new, true): return "would create"
        case (.new, false): return "created"
        case (.overwrite, true): return force ? "would overwrite" : "exists (needs --force)"
        case (.overwrite, false): return "overwrote"
        case (.unchanged, _): return "unchanged"
        }
    }

    private static func summary(
        _ entries: [(path: String, status: FileStatus)], dryRun: Bool, force: Bool
    ) -> String {
        let new = entries.filter { $0.status == .new }.count
        let overwrite = entries.filter { $0.status == .overwrite }.count
        let unchanged = entries.count - new - overwrite
        var parts = ["\(new) new"]
        if overwrite > 0 { parts.append("\(overwrite) \(dryRun && !force ? "in the way" : "overwritten")") }
        if unchanged > 0 { parts.append("\(unchanged) unchanged") }
        let total = "\(entries.count) file\(entries.count == 1 ? "" : "s")"
        let line = (dryRun ? "dry run: " : "") + "\(total): " + parts.joined(separator: ", ")
        if dryRun && overwrite > 0 && !force {
            return line + "; writing would fail without --force"
        }
        return line
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
