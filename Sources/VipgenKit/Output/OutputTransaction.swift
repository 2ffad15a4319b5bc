/// One run's output, written all or nothing.
///
/// Each file is planned as it arrives (`add`) and its new contents go straight to where they wait
/// (`OutputStaging`): a temporary file `.NAME.vipgen-PID-N.tmp` beside its target, or, in a folder
/// the run creates, that folder built whole under such a name beside it. Nothing in the output
/// changes yet, and the contents need not stay in memory. Only `commit`, once everything is staged,
/// moves it into place with renames, which need no disk space and replace each file atomically. A
/// failure before that removes everything staged; a failure during the moves names the files already
/// replaced. Killed at any moment, the run leaves every output file with its complete old or complete
/// new contents, and a folder it creates absent or whole; a later run removes what a dead run staged.
///
/// Nothing is fsynced: after a power loss the file system may hold files that were renamed but whose
/// contents never reached the disk.
final class OutputTransaction {
    let force: Bool
    let dryRun: Bool
    /// Every file added so far, in order, with what writing it does; empty when `recordsEntries` is off.
    private(set) var entries: [(path: String, status: FileStatus)] = []
    /// Whether to keep `entries`: a run that reports nothing file by file turns it off, and then
    /// holds nothing per file it writes into folders it creates.
    var recordsEntries = true

    private var planner: OutputPlanner
    private var conflicts: [String] = []
    private var staging: OutputStaging
    private var lock: LockFile?
    /// Locks of files outside the project's that the run edits (see `lockAlso`).
    private var otherLocks: [LockFile] = []
    private var finished = false
    private let hooks: WriterTestHooks
    /// Where the run may write; nil for a run that writes only where it was told (`templates export`).
    private let boundary: WriteBoundary?

    /// - Parameters:
    ///   - lockDirectory: the project's folder; a real run holds its lock (see `OutputLock`) until it ends.
    ///   - onWait: told, with the other process's id when known, when another run holds the lock.
    convenience init(
        force: Bool, dryRun: Bool, lockDirectory: String? = nil, onWait: (Int32?) -> Void = { _ in }
    ) throws {
        try self.init(force: force, dryRun: dryRun, lockDirectory: lockDirectory, onWait: onWait, hooks: .current)
    }

    /// A run that took the project's lock before reading what it writes (see `ProjectLock`) hands it
    /// over as `held`: the transaction releases it when it ends.
    /// - Parameter boundary: where files may go (see `WriteBoundary`); by default the lock's folder,
    ///   the project's, in a dry run as in a real one. A file whose folders lead elsewhere is refused.
    init(
        force: Bool, dryRun: Bool, lockDirectory: String?, held: LockFile? = nil, boundary: WriteBoundary? = nil,
        onWait: (Int32?) -> Void,
        onResume: (OutputJournal.Finished) -> Void = { _ in }, hooks: WriterTestHooks = .current,
        pieceSize: Int = MoveList.defaultPieceSize
    ) throws {
        self.force = force
        self.dryRun = dryRun
        self.hooks = hooks
        planner = OutputPlanner(notesEveryPath: dryRun)
        self.boundary = boundary ?? lockDirectory.map { WriteBoundary(project: $0) }
        if let held {
            lock = held
        } else if !dryRun, let lockDirectory {
            lock = try OutputLock.acquire(
                in: lockDirectory, boundary: self.boundary, onWait: onWait, onResume: onResume)
        }
        // Under the lock, the list of moves grows on disk, as the journal-to-be (see `MoveList`).
        staging = OutputStaging(
            spillPath: lock.map { OutputJournal(directory: Paths.parentDirectory(of: $0.path)).unsealedPath },
            pieceSize: pieceSize)
        // Ctrl-C while files are staged: undo them, then stop as asked (see `add`).
        if !dryRun { Interruption.postpone() }
    }

    deinit {
        if !finished { rollback() }
    }

    /// Takes, until the run ends, the lock of `directory` (an `.xcodeproj`), which runs from other
    /// project folders may edit too: two runs started in two folders hold two project locks, and
    /// would each put their edit of the one project file over the other's. Taken before the file is
    /// read, so a run that waited reads what the run before it wrote. A dry run takes none.
    func lockAlso(_ directory: String) throws {
        guard !dryRun else { return }
        let path = Paths.join(directory, OutputLock.fileName)
        if let boundary, let outside = boundary.refusal(ofEntry: path) {
            throw OutputError.outsideProject(
                folder: outside.folder, leadsTo: outside.leadsTo, project: boundary.project)
        }
        otherLocks.append(try OutputLock.acquire(in: directory, journal: false, onWait: { _ in }))
    }

    /// Files that exist with other contents and would need `--force`.
    var conflictingPaths: [String] { conflicts }

    /// Plans `file` and, in a real run, writes its contents to a temporary file beside its target.
    /// On error nothing of the run is left on disk.
    @discardableResult
    func add(_ file: OutputFile) throws -> FileStatus {
        precondition(!finished, "a finished transaction takes no more files")
        if let signal = Interruption.pending {
            // The rollback's `finish` lets the signal end the process, with the output as it was.
            rollback()
            throw OutputError.interrupted(signal)
        }
        do {
            if let boundary, let outside = boundary.refusal(ofEntry: file.path) {
                throw OutputError.outsideProject(
                    folder: outside.folder, leadsTo: outside.leadsTo, project: boundary.project)
            }
            let (status, replaced, noted) = try planner.plan(file) { staging.moves.contains(target: $0) }
            if recordsEntries { entries.append((file.path, status)) }
            if status == .overwrite, file.intent == .create, !force { conflicts.append(file.path) }
            // Once the run is known to fail on conflicts, only planning goes on, to name them all.
            let staged = !dryRun && status != .unchanged && conflicts.isEmpty
            if staged {
                try stage(file, replacing: replaced)
            } else if !dryRun, status == .unchanged {
                removeLeftovers(besides: file.path)
            }
            // A path the planner noted is listed, staged or not, for it to confirm a second one there.
            // (A real run notes only paths in folders that exist, where a staged file is listed already.)
            if noted && !staged {
                try staging.notePlanned(file.path)
            }
            return status
        } catch {
            rollback()
            throw error
        }
    }

    /// Removes the temporaries dead runs left in the folder of `path`, a file this run leaves as it is
    /// (once per folder and run; in a dry run, nothing).
    func removeLeftovers(besides path: String) {
        guard !dryRun, !finished else { return }
        let directory = Paths.parentDirectory(of: path)
        staging.clean(directory.isEmpty ? "." : directory)
    }

    /// Moves everything staged into place. Throws, changing nothing, when files would be overwritten
    /// without `--force`.
    func commit() throws {
        precondition(!finished, "a transaction commits once")
        if !conflicts.isEmpty {
            rollback()
            throw OutputError.wouldOverwrite(conflicts)
        }
        defer { finish() }
        // Under the project's lock, more than one move is written down first: killed or failing
        // midway, the run is finished by the next one (see `OutputJournal`).
        let journal = lock.map { OutputJournal(directory: Paths.parentDirectory(of: $0.path)) }
        let journaled = journal != nil && staging.moveCount > 1
        if let journal, journaled, let failure = staging.moves.seal(as: journal.path) {
            staging.removeAll()
            throw OutputError.cannotCreate(path: journal.path, reason: POSIX.message(failure))
        }
        do {
            try staging.moveIntoPlace(force: force, resumable: journaled) { hooks.before(.commit, $0) }
        } catch OutputError.partiallyReplaced(let path, let reason, let replaced) where journaled && !replaced.isEmpty {
            throw OutputError.partiallyReplaced(path: path, reason: reason, replaced: replaced)
        } catch OutputError.unreadableJournal(let path) where journaled {
            // The list could not be read back midway: what it names is left for the next run.
            throw OutputError.unreadableJournal(path)
        } catch {
            if journaled { journal?.remove() }
            throw error
        }
        if journaled { journal?.remove() }
    }

    /// How many of the staged moves are held in memory (the rest wait on disk, see `MoveList`).
    var movesInMemory: Int { staging.moves.recordsInMemory }

    /// Removes everything staged; the output is as it was.
    func rollback() {
        guard !finished else { return }
        staging.removeAll()
        finish()
    }

    private func stage(_ file: OutputFile, replacing replaced: POSIX.Look?) throws {
        let directory = Paths.parentDirectory(of: file.path)
        try staging.stage(
            file, replacing: replaced, directory: directory,
            newFolder: {
                // Planned already, so the planner answers from what it noted.
                try planner.folder(directory) == .missing ? planner.outermostMissing(directory) : nil
            },
            before: { hooks.before(.stage, $0) })
    }

    private func finish() {
        finished = true
        lock?.release()
        lock = nil
        for other in otherLocks { other.release() }
        otherLocks = []
        // Moves into place are not interrupted: a signal during them takes effect once all are done.
        if !dryRun { Interruption.restore() }
    }
}
