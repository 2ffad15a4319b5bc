import VipgenGeneration
import VipgenModel

/// The project's lock, for commands that read files and then write what they computed from them.
///
/// `add` and `generate` on existing scenes merge into what they read: a run that read before
/// another's write would put its merge over that write, and both would exit 0. So the lock is taken
/// before anything is read (the spec included), and the transaction that writes holds it to the end.
enum ProjectLock {
    /// The lock of the project whose spec is `specPath` (its folder; the current folder without one),
    /// or `nil` for a dry run, which writes nothing; a folder that cannot hold the lock file is refused.
    static func take(specPath: String?, dryRun: Bool, console: Console) throws -> LockFile? {
        guard !dryRun else { return nil }
        let directory = specPath.map(Paths.parentDirectory(of:)).flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return try OutputLock.acquire(
            in: directory, onWait: waiting(console, directory), onResume: resumed(console))
    }

    /// Says that the run finished what an interrupted one left half moved into place.
    static func resumed(_ console: Console) -> (OutputJournal.Finished) -> Void {
        { finished in
            let plural = finished.moved == 1 ? "" : "s"
            let count = "\(finished.moved) file\(plural) or folder\(plural)"
            console.err(
                "vipgen: finished the run of process \(finished.pid), interrupted while moving files into place: "
                    + "moved its last \(count) into place\n")
        }
    }

    /// Says once that the run waits, and for whom.
    static func waiting(_ console: Console, _ directory: String) -> (Int32?) -> Void {
        { holder in
            let who = holder.map { "process \($0)" } ?? "another process"
            console.err("vipgen: waiting for \(who), which is writing in '\(directory)'\n")
        }
    }
}
