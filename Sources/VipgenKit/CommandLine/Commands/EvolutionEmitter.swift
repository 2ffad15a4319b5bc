/// The end of `vipgen add` and of `vipgen generate` on scenes that exist: writes the evolved files in
/// one transaction (or prints their diff for `--dry-run`), then lists each file with what happened to
/// it, what vipgen did not find, and what it suggests doing by hand.
///
/// Files are handed over scene by scene (`add`) and go to the transaction at once, so a run over
/// thousands of scenes holds one scene's texts at a time, not every file's. A dry run plans them
/// with the same transaction as the real run (only it writes nothing), so it refuses what the real
/// run would: a symbolic link where a file goes, a folder this user cannot write in.
final class EvolutionEmitter {
    private let flags: OutputEmitter.Flags
    private let console: Console
    private let transaction: OutputTransaction
    /// What to say about each file once the run is through, without the file's texts.
    private var files: [EvolvedFile] = []
    /// A dry run's diffs, printed only if the run would succeed.
    private var diffs: [UInt8] = []
    /// Once a refusal is known, the run will write nothing: files are no longer staged.
    private var refused = false
    /// The Xcode project the scenes' files go into, when the spec names one.
    private let xcode: XcodeIntegration?
    /// Every file the scenes have, so a file an earlier run wrote and did not add to the Xcode
    /// project gets added too.
    private var present: [String] = []

    /// - Parameters:
    ///   - lock: the project's lock, taken before the files were read (see `ProjectLock`).
    ///   - project: the project, when its Xcode project gains the files in the same transaction.
    init(
        flags: OutputEmitter.Flags, force: Bool, console: Console, projectDirectory: String, lock: LockFile?,
        boundary: WriteBoundary? = nil, project: ResolvedProject? = nil
    ) throws {
        self.flags = flags
        self.console = console
        let transaction = try OutputTransaction(
            force: force, dryRun: flags.dryRun, lockDirectory: projectDirectory, held: lock, boundary: boundary,
            onWait: ProjectLock.waiting(console, projectDirectory), onResume: ProjectLock.resumed(console))
        self.transaction = transaction
        // What each file's writing did is reported from `files`, not from the transaction.
        transaction.recordsEntries = false
        // Under the lock the command holds; a bad project stops the run before anything is staged.
        xcode = try project.flatMap { try XcodeIntegration.open($0, in: transaction) }
    }

    /// Plans (and, in a real run, stages) the files of one scene; refusals stop the staging.
    func add(_ evolution: SceneEvolution) throws {
        if !evolution.refusals.isEmpty { refused = true }
        for var file in evolution.files {
            switch file.status {
            case .updated, .created:
                guard !refused else { break }
                // An edit computed from the file's current contents replaces it without --force.
                try transaction.add(
                    OutputFile(
                        path: file.path, contents: file.contents, intent: file.status == .created ? .create : .edit))
                if flags.dryRun {
                    diffs += UnifiedDiff.make(old: file.original, new: file.contents, path: file.path).utf8
                }
            case .unchanged:
                transaction.removeLeftovers(besides: file.path)
            case .absent:
                break
            }
            if xcode != nil, file.status != .absent { present.append(file.path) }
            // Quiet, a real run says nothing about its files: none is kept for the report.
            guard flags.dryRun || !flags.quiet else { continue }
            file.original = nil
            file.contents = ""
            files.append(file)
        }
    }

    /// Writes what was added, or prints the dry run's diffs, then the report.
    func finish() throws -> ExitCode {
        let edit = try xcode?.edit(present)
        if let file = edit?.file { try transaction.add(file) }
        if flags.dryRun {
            let conflicts = transaction.conflictingPaths
            transaction.rollback()
            // As the real run: files in the way of new ones fail it, without --force.
            if !conflicts.isEmpty { throw OutputError.wouldOverwrite(conflicts) }
            console.out(String(decoding: diffs, as: UTF8.self))
            if let file = edit?.file {
                let old = POSIX.readFile(file.path).map { String(decoding: $0, as: UTF8.self) }
                console.out(UnifiedDiff.make(old: old, new: file.contents, path: file.path))
            }
            report(dryRun: true)
            if let xcode, let edit { XcodeReport.print(edit, of: xcode, dryRun: true, console: console) }
            return .success
        }
        try transaction.commit()
        if !flags.quiet {
            report(dryRun: false)
            if let xcode, let edit { XcodeReport.print(edit, of: xcode, dryRun: false, console: console) }
        }
        return .success
    }

    /// Ends the run without writing anything.
    func cancel() { transaction.rollback() }

    /// `files` of one run, all at once (`vipgen add`).
    static func emit(
        _ files: [EvolvedFile], flags: OutputEmitter.Flags, force: Bool, console: Console, projectDirectory: String,
        lock: LockFile?, boundary: WriteBoundary? = nil, project: ResolvedProject? = nil
    ) throws -> ExitCode {
        let emitter = try EvolutionEmitter(
            flags: flags, force: force, console: console, projectDirectory: projectDirectory, lock: lock,
            boundary: boundary, project: project)
        var evolution = SceneEvolution()
        evolution.files = files
        try emitter.add(evolution)
        return try emitter.finish()
    }

    private func report(dryRun: Bool) {
        for file in files {
            // A file left as it was, with nothing to say of it, is only counted unless asked for.
            if file.status == .unchanged, !flags.verbose, file.added.isEmpty, file.notFound.isEmpty,
                file.suggestions.isEmpty
            {
                continue
            }
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
        let count = { (status: EvolvedFile.Status) in self.files.filter { $0.status == status }.count }
        // As the other commands count, with what only evolving does added.
        var parts = ["\(count(.created)) new"]
        if count(.updated) > 0 { parts.append("\(count(.updated)) updated") }
        if count(.unchanged) > 0 { parts.append("\(count(.unchanged)) unchanged") }
        if count(.absent) > 0 { parts.append("\(count(.absent)) missing") }
        let total = "\(files.count) file\(files.count == 1 ? "" : "s")"
        console.out((dryRun ? "dry run: " : "") + "\(total): " + parts.joined(separator: ", ") + "\n")
    }
}
