/// Serialises vipgen runs that write into the same project, so two never interleave their files.
///
/// The lock is a `.vipgen.lock` file in the project's folder (the spec's folder, or the current one),
/// held with `flock` for the whole run and removed at its end.
enum OutputLock {
    static let fileName = ".vipgen.lock"
    /// Long enough for another run on a typical project to finish, short enough that a stuck one is
    /// reported while the user is still waiting.
    static let defaultWaitMilliseconds = 5_000

    /// Takes the lock, waiting for another run to finish. A folder that cannot hold a lock file
    /// (read-only for this user, or on a read-only file system) is refused, as is a lock file that is
    /// there but cannot be opened (another user's, left by `sudo vipgen`, refused naming its owner):
    /// going on unlocked would let two runs overwrite each other's work. A dry run takes no lock.
    /// - Parameter onWait: called once, with the other process's id when known, if the run must wait.
    /// - Parameter onResume: told when the lock's holder finished what an interrupted run had left
    ///   half moved into place (see `OutputJournal`), before the run reads anything.
    /// - Parameter boundary: where a journal an interrupted run left may move files: the project's
    ///   folder unless the person widened it (see `WriteBoundary`).
    /// - Parameter journal: whether the folder is a project's, with a journal to finish; the lock of
    ///   a file that runs from several projects edit (an `.xcodeproj`) has none.
    static func acquire(
        in directory: String, boundary: WriteBoundary? = nil, journal: Bool = true, onWait: (Int32?) -> Void,
        onResume: (OutputJournal.Finished) -> Void = { _ in }
    ) throws -> LockFile {
        let path = Paths.join(directory, fileName)
        let wait = WriterTestHooks.current.lockWaitMilliseconds ?? defaultWaitMilliseconds
        let deadline = POSIX.monotonicMilliseconds() + wait
        var waiting = false
        while true {
            switch LockFile.tryAcquire(path) {
            case .acquired(let lock):
                guard journal else { return lock }
                do {
                    let within = boundary ?? WriteBoundary(project: directory)
                    if let finished = try OutputJournal(directory: directory).finish(within: within) {
                        onResume(finished)
                    }
                } catch {
                    lock.release()
                    throw error
                }
                return lock
            case .failed(let code):
                if POSIX.isPermissionFailure(code) {
                    guard let owner = POSIX.ownerName(of: path) else {
                        throw OutputError.lockNotCreatable(path: path, reason: POSIX.message(code))
                    }
                    throw OutputError.lockNotWritable(path: path, owner: owner)
                }
                throw OutputError.cannotCreate(path: path, reason: POSIX.message(code))
            case .notAFile:
                throw OutputError.lockNotAFile(path)
            case .busy(let holder):
                if !waiting {
                    waiting = true
                    onWait(holder)
                }
                if POSIX.monotonicMilliseconds() >= deadline {
                    throw OutputError.locked(directory: directory, holder: holder)
                }
                POSIX.sleep(milliseconds: 50)
            }
        }
    }
}
