/// The project's lock, for commands that read files and then write what they computed from them.
///
/// `add` and `generate` on existing scenes merge into what they read: a run that read before
/// another's write would put its merge over that write, and both would exit 0. So the lock is taken
/// before anything is read (the spec included), and the transaction that writes holds it to the end.
enum ProjectLock {
    /// The lock of the project whose spec is `specPath` (its folder; the current folder without one),
    /// or `nil` for a dry run, which writes nothing; a folder that cannot hold the lock file is refused.
    /// - Parameter boundary: where a journal an interrupted run left may move files (`boundary(…)`).
    static func take(
        specPath: String?, dryRun: Bool, boundary: WriteBoundary? = nil, console: Console
    ) throws -> LockFile? {
        guard !dryRun else { return nil }
        let directory = directory(of: specPath)
        return try OutputLock.acquire(
            in: directory, boundary: boundary, onWait: waiting(console, directory), onResume: resumed(console))
    }

    /// The project's folder: the spec's, or the current folder without one.
    static func directory(of specPath: String?) -> String {
        specPath.map(Paths.parentDirectory(of:)).flatMap { $0.isEmpty ? nil : $0 } ?? "."
    }

    /// Where a run may write: the project's folder, the folders the command line names, or anywhere
    /// with `--write-outside` (see `WriteBoundary`).
    static func boundary(_ input: ParsedCommand, specPath: String?, flags: ProjectSettings) -> WriteBoundary {
        WriteBoundary(
            project: directory(of: specPath), named: flags.writtenFolders,
            anywhere: input[OutputOptions.writeOutside])
    }

    /// How the spec's folders are checked, as `--write-outside` says.
    static func writing(_ input: ParsedCommand) -> ProjectResolver.Writing {
        input[OutputOptions.writeOutside] ? .outsideAllowed : .insideOnly
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
