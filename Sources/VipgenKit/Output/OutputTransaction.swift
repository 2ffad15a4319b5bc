/// One run's output, written all or nothing.
///
/// Each file is planned as it arrives (`add`) and its new contents go straight to a temporary file
/// beside its target, named `.NAME.vipgen-PID-N.tmp`; nothing in the output changes yet, and the
/// contents need not stay in memory. Only `commit`, once every file is staged, moves them into place
/// with `rename`, which needs no disk space and replaces each file atomically. A failure before that
/// removes the temporary files and the folders the run created; a failure during the moves names the
/// files already replaced. Killed at any moment, the run leaves every output file with its complete
/// old or complete new contents; a later run removes the temporary files a dead run left behind.
///
/// Nothing is fsynced: after a power loss the file system may hold files that were renamed but whose
/// contents never reached the disk.
public final class OutputTransaction {
    public let force: Bool
    public let dryRun: Bool
    /// Every file added so far, in order, with what writing it does.
    public private(set) var entries: [(path: String, status: FileStatus)] = []

    /// A staged file; its temporary file's name is derived, not stored, to keep a large run small.
    private struct Staged {
        let path: String
        let number: Int
        let replaces: Bool

        var temporary: String { OutputTransaction.temporaryPath(for: path, number: number) }
    }

    private var planner = OutputPlanner()
    private var conflicts: [String] = []
    private var staged: [Staged] = []
    private var preparedDirectories = Set<String>()
    /// Folders this run made, parents first, removed again if the run fails.
    private var createdDirectories: [String] = []
    private var lock: LockFile?
    private var finished = false
    private let hooks: WriterTestHooks

    /// - Parameters:
    ///   - lockDirectory: the project's folder; a real run holds its lock (see `OutputLock`) until it ends.
    ///   - onWait: told, with the other process's id when known, when another run holds the lock.
    public convenience init(
        force: Bool, dryRun: Bool, lockDirectory: String? = nil, onWait: (Int32?) -> Void = { _ in }
    ) throws {
        try self.init(force: force, dryRun: dryRun, lockDirectory: lockDirectory, onWait: onWait, hooks: .current)
    }

    init(
        force: Bool, dryRun: Bool, lockDirectory: String?, onWait: (Int32?) -> Void, hooks: WriterTestHooks
    ) throws {
        self.force = force
        self.dryRun = dryRun
        self.hooks = hooks
        if !dryRun, let lockDirectory {
            lock = try OutputLock.acquire(in: lockDirectory, onWait: onWait)
        }
        // Ctrl-C while files are staged: undo them, then stop as asked (see `add`).
        if !dryRun { Interruption.postpone() }
    }

    deinit {
        if !finished { rollback() }
    }

    /// Files that exist with other contents and would need `--force`.
    public var conflictingPaths: [String] { conflicts }

    /// Plans `file` and, in a real run, writes its contents to a temporary file beside its target.
    /// On error nothing of the run is left on disk.
    @discardableResult
    public func add(_ file: OutputFile) throws -> FileStatus {
        precondition(!finished, "a finished transaction takes no more files")
        if let signal = Interruption.pending {
            // The rollback's `finish` lets the signal end the process, with the output as it was.
            rollback()
            throw OutputError.interrupted(signal)
        }
        do {
            let status = try planner.status(of: file)
            entries.append((file.path, status))
            if status == .overwrite, file.intent == .create, !force { conflicts.append(file.path) }
            // Once the run is known to fail on conflicts, only planning goes on, to name them all.
            if !dryRun, status != .unchanged, conflicts.isEmpty {
                try stage(file, replaces: status == .overwrite)
            }
            return status
        } catch {
            rollback()
            throw error
        }
    }

    /// Moves every staged file into place. Throws, changing nothing, when files would be overwritten
    /// without `--force`.
    public func commit() throws {
        precondition(!finished, "a transaction commits once")
        if !conflicts.isEmpty {
            rollback()
            throw OutputError.wouldOverwrite(conflicts)
        }
        defer { finish() }
        var replaced: [String] = []
        var placed: [String] = []
        for (index, file) in staged.enumerated() {
            var failure = hooks.before(.commit, index + 1)
            if failure == nil {
                failure =
                    file.replaces || force
                    ? POSIX.move(file.temporary, to: file.path)
                    : POSIX.moveWithoutReplacing(file.temporary, to: file.path)
            }
            guard let failure else {
                if file.replaces { replaced.append(file.path) } else { placed.append(file.path) }
                continue
            }
            // Files new in this run are taken away again; replaced ones cannot be, so they are named.
            placed.forEach(POSIX.remove)
            for unmoved in staged[index...] { POSIX.remove(unmoved.temporary) }
            removeCreatedDirectories()
            if failure == POSIX.alreadyExists && !file.replaces && replaced.isEmpty {
                // Someone else made the file since it was planned: only `--force` may replace it.
                throw OutputError.wouldOverwrite([file.path])
            }
            throw OutputError.partiallyReplaced(path: file.path, reason: POSIX.message(failure), replaced: replaced)
        }
    }

    /// Removes every temporary file and every folder this run created; the output is as it was.
    public func rollback() {
        guard !finished else { return }
        for file in staged { POSIX.remove(file.temporary) }
        removeCreatedDirectories()
        finish()
    }

    // MARK: - Staging

    private func stage(_ file: OutputFile, replaces: Bool) throws {
        let directory = Paths.parentDirectory(of: file.path)
        try prepare(directory)
        let number = staged.count + 1
        if let injected = hooks.before(.stage, number) {
            throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(injected))
        }
        if let failure = POSIX.writeNewFile(Self.temporaryPath(for: file.path, number: number), file.contents) {
            throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(failure))
        }
        staged.append(Staged(path: file.path, number: number, replaces: replaces))
    }

    /// Makes the folder if the plan found it missing; otherwise clears out what dead runs left in it.
    private func prepare(_ directory: String) throws {
        guard preparedDirectories.insert(directory).inserted else { return }
        let folder = directory.isEmpty ? "." : directory
        if try planner.folder(folder) == .missing {
            try makeDirectory(folder)
        } else {
            Self.removeStaleTemporaries(in: folder)
        }
    }

    private func makeDirectory(_ path: String) throws {
        switch POSIX.makeDirectory(path) {
        case nil:
            createdDirectories.append(path)
        case .some(POSIX.alreadyExists) where POSIX.existence(of: path) == .directory:
            return
        case .some(let failure) where failure == POSIX.noSuchEntry:
            let parent = Paths.parentDirectory(of: path)
            guard !parent.isEmpty, parent != path else {
                throw OutputError.cannotCreate(path: path, reason: POSIX.message(failure))
            }
            try makeDirectory(parent)
            try makeDirectory(path)
        case .some(let failure):
            throw OutputError.cannotCreate(path: path, reason: POSIX.message(failure))
        }
    }

    private func removeCreatedDirectories() {
        createdDirectories.reversed().forEach(POSIX.removeEmptyDirectory)
        createdDirectories.removeAll()
    }

    private func finish() {
        finished = true
        staged.removeAll()
        lock?.release()
        lock = nil
        // Moves into place are not interrupted: a signal during them takes effect once all are done.
        if !dryRun { Interruption.restore() }
    }

    // MARK: - Temporary files of killed runs

    static let temporaryMarker = ".vipgen-"

    /// `.NAME.vipgen-PID-N.tmp` beside `path`: hidden, and recognisably vipgen's and whose.
    static func temporaryPath(for path: String, number: Int) -> String {
        // Built from the path's contiguous bytes, copied in two slices: interpolating, appending
        // substrings or walking `utf8` index by index cost more than the writer's own work.
        var path = path
        return path.withUTF8 { utf8 in
            let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + processTag.count + 24)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<nameStart]))
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[nameStart...]))
            bytes.append(contentsOf: processTag)
            bytes.append(contentsOf: String(number).utf8)
            bytes.append(contentsOf: ".tmp".utf8)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `.vipgen-PID-`, made once.
    private static let processTag = Array((temporaryMarker + String(POSIX.processID) + "-").utf8)

    /// The process id in a temporary file's name, `.NAME.vipgen-PID-N.tmp`; `nil` for any other name.
    static func temporaryOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(".tmp".count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil,
            parts[parts.count - 3].hasSuffix(temporaryMarker.dropLast())
        else { return nil }
        return Int32(parts[parts.count - 2])
    }

    /// Removes temporary files whose run is gone; those of a live process are its own business.
    static func removeStaleTemporaries(in directory: String) {
        for name in POSIX.listDirectory(directory) {
            guard let owner = temporaryOwner(name), owner != POSIX.processID, !POSIX.processExists(owner) else {
                continue
            }
            POSIX.remove(directory + "/" + name)
        }
    }
}
