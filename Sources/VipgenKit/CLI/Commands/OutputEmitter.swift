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

        init(_ arguments: ParsedArguments) {
            self.init(
                dryRun: arguments.has("--dry-run"), force: arguments.has("--force"), quiet: arguments.has("--quiet"))
        }
    }

    static let options: [OptionDefinition] = [
        .flag(
            "--dry-run",
            help:
                "List the files that would be written, and whether each is new or would be overwritten; write nothing."),
        .flag("--force", help: "Overwrite existing files whose contents differ."),
        .flag("--quiet", short: "-q", help: "Print nothing on success."),
    ]

    static func emit(
        _ files: [OutputFile], flags: Flags, console: Console, projectDirectory: String = "."
    ) throws -> ExitCode {
        try emit(flags: flags, console: console, projectDirectory: projectDirectory) { add in
            for file in files { try add(file) }
        }
    }

    /// Runs `produce`, which hands each file to `add` as soon as it is rendered, in one transaction:
    /// a file's contents go to disk (a temporary file) at once instead of waiting in memory.
    static func emit(
        flags: Flags, console: Console, projectDirectory: String,
        _ produce: (_ add: (OutputFile) throws -> Void) throws -> Void
    ) throws -> ExitCode {
        let transaction = try OutputTransaction(
            force: flags.force, dryRun: flags.dryRun, lockDirectory: projectDirectory,
            onWait: { holder in
                let who = holder.map { "process \($0)" } ?? "another process"
                console.err("vipgen: waiting for \(who), which is writing in '\(projectDirectory)'\n")
            })
        try produce { try transaction.add($0) }
        let entries = transaction.entries
        if flags.dryRun {
            transaction.rollback()
            for (path, status) in entries {
                let verb: String
                switch status {
                case .new: verb = "would create"
                case .overwrite: verb = flags.force ? "would overwrite" : "exists (needs --force)"
                case .unchanged: verb = "unchanged"
                }
                console.out("\(verb.padding(to: 24)) \(path)\n")
            }
            console.out(summary(entries, dryRun: true, force: flags.force) + "\n")
            return .success
        }
        try transaction.commit()
        if !flags.quiet {
            for (path, status) in entries {
                let verb: String
                switch status {
                case .new: verb = "created"
                case .overwrite: verb = "overwrote"
                case .unchanged: verb = "unchanged"
                }
                console.out("\(verb.padding(to: 10)) \(path)\n")
            }
            console.out(summary(entries, dryRun: false, force: flags.force) + "\n")
        }
        return .success
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
