/// The commit: every staged file and folder renamed into place, in the order staged (a folder where
/// its first file was), or, when a rename fails, as much undone as can be. The moves are read back
/// from the list a piece at a time; what the commit has done is known from where it stopped, so it
/// holds nothing per move either.
extension OutputStaging {
    /// How many renames `moveIntoPlace` makes: a staged folder is one.
    var moveCount: Int { moves.moveCount }

    /// Moves everything into place and empties the staging. On failure everything still staged and
    /// everything this run placed new is removed again, and the error names the files it had already
    /// replaced (those cannot be put back); unless `resumable` (a journal names every move) and files
    /// were replaced already: then everything is left as it is, for the next run to finish.
    /// - Parameter before: the writer's test hook, given the move's number; an errno fails the move.
    mutating func moveIntoPlace(force: Bool, resumable: Bool = false, before: (Int) -> Int32?) throws {
        var mover = Mover(force: force)
        do {
            try moves.forEachRecord { try mover.make($0, before: before) }
        } catch let failure as Mover.Failure {
            let replaced = mover.replaced(in: moves)
            if resumable && mover.replacedAny {
                moves.removeAll(keepingJournal: true)
                throw failure.error(replaced: replaced)
            }
            mover.undo(moves)
            moves.removeAll(keepingJournal: true)
            throw failure.error(replaced: replaced)
        }
        moves.removeAll(keepingJournal: true)
    }
}

/// What a commit has done so far, to name or undo it: the number of the move it stopped at, and
/// what it did out of the ordinary (a new file replacing one that appeared, a folder that appeared
/// merged file by file), which is rare and kept as it happens.
private struct Mover {
    struct Failure: Error {
        let path: String
        let code: Int32
        /// Whether the target was a file the plan found, which a new one was to replace.
        var replacing = false

        func error(replaced: [String]) -> OutputError {
            if code == POSIX.alreadyExists && !replacing && replaced.isEmpty {
                // Someone else made the file since it was planned: only `--force` may replace it.
                return .wouldOverwrite([path])
            }
            return .partiallyReplaced(path: path, reason: POSIX.message(code), replaced: replaced)
        }
    }

    /// What a move that did not go as planned did instead.
    struct Unusual {
        /// Files replaced: a new file's target appeared since, and `--force` replaced it.
        var replaced: [String] = []
        /// Files placed new, one by one, into a folder that appeared.
        var placed: [String] = []
        /// Whether its folder was merged file by file instead of moved whole.
        var merged = false
    }

    let force: Bool
    /// The number of the move being made (1-based); those before it are done.
    private(set) var step = 0
    /// Whether any file was replaced yet: the commit can then no longer be undone.
    private(set) var replacedAny = false
    private var unusual: [Int: Unusual] = [:]
    /// Folders made in the output while moving a staged folder's files one by one, parents first.
    private var createdDirectories: [String] = []

    init(force: Bool) {
        self.force = force
    }

    mutating func make(_ move: MoveList.Move, before: (Int) -> Int32?) throws {
        guard move.kind != .planned else { return }
        step += 1
        if let injected = before(step) { throw Failure(path: move.target, code: injected) }
        switch move.kind {
        case .replacement, .newFile:
            try self.move(move.temporary, to: move.target, replaces: move.kind == .replacement)
        case .folder:
            try moveFolder(move)
        case .planned:
            break
        }
    }

    /// The files replaced so far, in the order they were: the moves before the one that failed are
    /// read again from the list.
    func replaced(in moves: MoveList) -> [String] {
        var replaced: [String] = []
        forEachDone(moves) { number, move in
            if move.kind == .replacement && number < step { replaced.append(move.target) }
            replaced += unusual[number]?.replaced ?? []
        }
        return replaced
    }

    /// Removes what this commit placed new (files, folders moved whole: they did not exist when the
    /// commit renamed them into place, so all they hold is the run's; folders it made) and what is
    /// still staged.
    mutating func undo(_ moves: MoveList) {
        var number = 0
        try? moves.forEachRecord { move in
            guard move.kind != .planned else { return }
            number += 1
            let unusual = self.unusual[number]
            unusual?.placed.forEach(POSIX.remove)
            switch move.kind {
            case .newFile where number < step && unusual == nil:
                POSIX.remove(move.target)
            case .folder where number < step && unusual?.merged != true:
                POSIX.removeTree(move.target)
            case .newFile, .replacement:
                if number >= step { POSIX.remove(move.temporary) }
            case .folder:
                // Not moved, or merged partly: what is left of it is still staged.
                POSIX.removeTree(move.temporary)
            case .planned:
                break
            }
        }
        createdDirectories.reversed().forEach(POSIX.removeEmptyDirectory)
    }

    /// Hands `body` each move up to the one that failed, with its number.
    private func forEachDone(_ moves: MoveList, _ body: (Int, MoveList.Move) -> Void) {
        var number = 0
        struct Done: Error {}
        try? moves.forEachRecord { move in
            guard move.kind != .planned else { return }
            number += 1
            guard number <= step else { throw Done() }
            body(number, move)
        }
    }

    private mutating func move(_ temporary: String, to path: String, replaces: Bool) throws {
        if replaces {
            if let code = POSIX.move(temporary, to: path) {
                throw Failure(path: path, code: code, replacing: true)
            }
            replacedAny = true
            return
        }
        switch POSIX.moveWithoutReplacing(temporary, to: path) {
        case nil:
            return
        case .some(POSIX.alreadyExists) where force:
            // It appeared since it was planned; `--force` replaces it, and it is named as replaced.
            if let code = POSIX.move(temporary, to: path) { throw Failure(path: path, code: code) }
            unusual[step, default: Unusual()].replaced.append(path)
            replacedAny = true
        case .some(let code):
            throw Failure(path: path, code: code)
        }
    }

    private mutating func moveFolder(_ folder: MoveList.Move) throws {
        switch POSIX.moveFolderWithoutReplacing(folder.temporary, to: folder.target) {
        case nil:
            return
        case .some(POSIX.alreadyExists), .some(POSIX.unsupported):
            // The folder appeared since it was planned (or cannot be renamed without replacing):
            // never merged blindly, its files go in one by one, each refusing to replace a file.
            unusual[step, default: Unusual()].merged = true
            try moveContents(of: folder.temporary, into: folder.target)
        case .some(let code):
            throw Failure(path: folder.target, code: code)
        }
    }

    /// Moves what the staged folder `temporary` holds into `target`, file by file (in name order),
    /// making the folders missing there; removes the staged folders as they empty.
    private mutating func moveContents(of temporary: String, into target: String) throws {
        try makeDirectory(target)
        for name in POSIX.listDirectory(temporary).sorted() {
            let from = temporary + "/" + name
            if POSIX.entry(at: from) == .directory {
                try moveContents(of: from, into: target + "/" + name)
            } else {
                let to = target + "/" + name
                let replacedBefore = unusual[step]?.replaced.count ?? 0
                try move(from, to: to, replaces: false)
                // Placed new, unless it replaced a file that appeared (named as replaced then).
                if unusual[step]?.replaced.count ?? 0 == replacedBefore {
                    unusual[step, default: Unusual()].placed.append(to)
                }
            }
        }
        POSIX.removeEmptyDirectory(temporary)
    }

    private mutating func makeDirectory(_ path: String) throws {
        switch POSIX.makeDirectory(path) {
        case nil:
            createdDirectories.append(path)
        case .some(POSIX.alreadyExists) where POSIX.existence(of: path) == .directory:
            return
        case .some(POSIX.noSuchEntry) where Paths.parentDirectory(of: path) != path:
            try makeDirectory(Paths.parentDirectory(of: path))
            try makeDirectory(path)
        case .some(let code):
            throw Failure(path: path, code: code)
        }
    }
}
