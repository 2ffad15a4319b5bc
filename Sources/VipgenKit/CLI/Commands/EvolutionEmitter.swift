/// The end of `vipgen add` and of `vipgen generate` on scenes that exist: writes the evolved files in
/// one transaction (or prints their diff for `--dry-run`), then lists each file with what happened to
/// it, what vipgen did not find, and what it suggests doing by hand.
enum EvolutionEmitter {
    /// - Parameter lock: the project's lock, taken before the files were read (see `ProjectLock`).
    static func emit(
        _ files: [EvolvedFile], flags: OutputEmitter.Flags, force: Bool, console: Console, projectDirectory: String,
        lock: LockFile?, project: ResolvedProject? = nil
    ) throws -> ExitCode {
        let changed = files.filter { $0.status == .updated || $0.status == .created }
        // Every file the scene has, so a file an earlier run wrote and did not add gets added too.
        let present = files.filter { $0.status != .absent }.map(\.path)
        // Under the lock the command holds; a bad project stops the run before anything is staged.
        let xcode = try project.flatMap(XcodeIntegration.open)
        let edit = try xcode?.edit(present)
        if flags.dryRun {
            for file in changed {
                console.out(UnifiedDiff.make(old: file.original, new: file.contents, path: file.path))
            }
            if let file = edit?.file {
                let old = POSIX.readFile(file.path).map { String(decoding: $0, as: UTF8.self) }
                console.out(UnifiedDiff.make(old: old, new: file.contents, path: file.path))
            }
            report(files, dryRun: true, console: console)
            if let xcode, let edit { XcodeReport.print(edit, of: xcode, dryRun: true, console: console) }
            return .success
        }
        let transaction = try OutputTransaction(
            force: force, dryRun: false, lockDirectory: projectDirectory, held: lock,
            onWait: ProjectLock.waiting(console, projectDirectory))
        for file in changed {
            // An edit computed from the file's current contents replaces it without --force.
            try transaction.add(
                OutputFile(path: file.path, contents: file.contents, intent: file.status == .created ? .create : .edit))
        }
        if let file = edit?.file { try transaction.add(file) }
        try transaction.commit()
        if !flags.quiet {
            report(files, dryRun: false, console: console)
            if let xcode, let edit { XcodeReport.print(edit, of: xcode, dryRun: false, console: console) }
        }
        return .success
    }

    private static func report(_ files: [EvolvedFile], dryRun: Bool, console: Console) {
        for file in files {
            let verb: String
            switch (file.status, dryRun) {
            case (.updated, false): verb = "updated"
            case (.updated, true): verb = "would update"
            case (.created, false): verb = "created"
            case (.created, true): verb = "would create"
            case (.unchanged, _): verb = "unchanged"
            case (.absent, _): verb = "missing"
            }
            console.out("\(verb.padding(to: dryRun ? 13 : 10)) \(file.path)\n")
            if file.status == .absent {
                console.out("  not there, so left out; 'vipgen scene --force' would write it whole\n")
            }
            for added in file.added { console.out("  added: \(added)\n") }
            for missing in file.notFound { console.out("  not found: \(missing); left as it is\n") }
            for suggestion in file.suggestions { console.out("  suggestion: \(suggestion)\n") }
        }
        let count = { (status: EvolvedFile.Status) in files.filter { $0.status == status }.count }
        // As the other commands count, with what only evolving does added.
        var parts = ["\(count(.created)) new"]
        if count(.updated) > 0 { parts.append("\(count(.updated)) updated") }
        if count(.unchanged) > 0 { parts.append("\(count(.unchanged)) unchanged") }
        if count(.absent) > 0 { parts.append("\(count(.absent)) missing") }
        let total = "\(files.count) file\(files.count == 1 ? "" : "s")"
        console.out((dryRun ? "dry run: " : "") + "\(total): " + parts.joined(separator: ", ") + "\n")
    }
}
