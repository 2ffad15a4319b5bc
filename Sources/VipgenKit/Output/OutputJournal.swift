#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moves of one commit, written down before the first of them, so that a run killed (or failing)
/// while it moves files into place is finished by the next run instead of leaving half a change.
///
/// Each move is a rename of a staged temporary onto its target, so a move is done exactly when its
/// temporary is gone: finishing is renaming the temporaries still there, in the same order. A file
/// a move replaces is noted with its identity (inode, size, modification time) as the run's plan
/// found it; if a person changed it since, the new contents were computed from text that is no longer
/// there, and the next run refuses instead of putting them over the person's edit.
///
/// `.vipgen-journal` lives beside `.vipgen.lock` and is only read or written under the lock. It is
/// the run's `MoveList`, appended to as files are staged (as `.vipgen-journal.tmp`) and renamed into
/// place before the first move. Its header names the process and the folder the run was started in,
/// against which its relative paths are read (the next run may start in another folder); fields are
/// separated by NUL bytes, which no path holds.
struct OutputJournal {
    static let fileName = ".vipgen-journal"
    /// The journal while the run writes it, before its commit.
    static let unsealedName = ".vipgen-journal.tmp"

    let path: String
    /// Where the list of moves grows while files are staged.
    let unsealedPath: String

    init(directory: String) {
        path = Paths.join(directory, Self.fileName)
        unsealedPath = Paths.join(directory, Self.unsealedName)
    }

    func remove() { POSIX.remove(path) }

    /// What finishing a journal did.
    struct Finished: Equatable {
        let pid: Int32
        /// The moves the interrupted run had not made, made now.
        let moved: Int
    }

    /// Finishes the moves of an interrupted run, if one left a journal; nil when there is none.
    /// Throws, changing nothing more, when a move cannot be made as planned. The journal is read a
    /// piece at a time, twice: every move is checked before the first is made. A move from or to a
    /// place outside `boundary` (the folder that holds the journal, unless the person widened it) is
    /// refused, and nothing is moved: a journal can come with a folder's contents (a cloned repository).
    func finish(within boundary: WriteBoundary? = nil) throws -> Finished? {
        let boundary = boundary ?? WriteBoundary(project: Paths.parentDirectory(of: path))
        // What a run killed before its commit left of its list: never a journal, removed.
        POSIX.remove(unsealedPath)
        if POSIX.entry(at: unsealedPath) != .missing {
            throw OutputError.journalNotAFile(path: unsealedPath, kind: POSIX.kindOfEntry(at: unsealedPath))
        }
        switch POSIX.entry(at: path) {
        case .missing: return nil
        case .file: break
        default: throw OutputError.journalNotAFile(path: path, kind: POSIX.kindOfEntry(at: path))
        }
        var pid: Int32 = 0
        // The pid is known by the time records are read: the header comes first.
        let check = { (move: MoveList.Move) throws in
            guard move.kind != .planned else { return }
            for named in [move.temporary, move.target] {
                if let outside = boundary.escape(ofEntry: named) {
                    throw OutputError.journalLeadsOutside(journal: path, path: named, leadsTo: outside)
                }
            }
            guard move.kind == .replacement, POSIX.entry(at: move.temporary) == .file else { return }
            if FileIdentity(of: move.target) != move.identity {
                throw OutputError.changedSinceInterrupted(path: move.target, journal: path, pid: pid)
            }
        }
        let header = try MoveList.records(in: path, resolving: true, header: { pid = $0.pid }, check)
        guard let header else { throw OutputError.unreadableJournal(path) }
        var moved = 0
        try MoveList.records(in: path, resolving: true) { move in
            guard move.kind != .planned, POSIX.entry(at: move.temporary) != .missing else { return }
            let failure: Int32?
            switch move.kind {
            case .replacement: failure = POSIX.move(move.temporary, to: move.target)
            case .newFile: failure = POSIX.moveWithoutReplacing(move.temporary, to: move.target)
            case .folder: failure = Self.moveFolder(move.temporary, to: move.target)
            case .planned: failure = nil
            }
            if let failure {
                throw OutputError.cannotFinish(
                    path: move.target, reason: POSIX.message(failure), journal: path, pid: header.pid)
            }
            moved += 1
        }
        remove()
        return Finished(pid: header.pid, moved: moved)
    }

    /// A folder moved whole, or, when one appeared at its target, its files one by one, never over a file.
    private static func moveFolder(_ temporary: String, to target: String) -> Int32? {
        switch POSIX.moveFolderWithoutReplacing(temporary, to: target) {
        case nil:
            return nil
        case .some(POSIX.alreadyExists), .some(POSIX.unsupported):
            if POSIX.existence(of: target) == .missing, let failure = POSIX.makeDirectory(target) { return failure }
            for name in POSIX.listDirectory(temporary) {
                let from = temporary + "/" + name
                let to = target + "/" + name
                let failure =
                    POSIX.entry(at: from) == .directory
                    ? moveFolder(from, to: to) : POSIX.moveWithoutReplacing(from, to: to)
                if let failure { return failure }
            }
            POSIX.removeEmptyDirectory(temporary)
            return nil
        case .some(let failure):
            return failure
        }
    }
}
