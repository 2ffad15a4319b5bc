import VipgenModel

/// The commit: every staged file and folder renamed into place, in the order staged (a folder where
/// its first file was), or, when a rename fails, as much undone as can be.
extension OutputStaging {
    /// One rename of the commit.
    enum Move {
        /// `files[index]`, a temporary beside its target.
        case file(Int)
        /// `folders[index]`, a folder the run creates, moved whole.
        case folder(Int)
    }

    /// The commit's moves in their order: files with temporaries of their own and staged folders,
    /// each where its (first) file was staged.
    func forEachMove(_ body: (Move) throws -> Void) rethrows {
        var file = 0
        var folder = 0
        while file < files.count || folder < folders.count {
            if folder < folders.count && (file == files.count || folders[folder].number < files[file].number) {
                try body(.folder(folder))
                folder += 1
            } else {
                try body(.file(file))
                file += 1
            }
        }
    }

    /// Hands `each` the moves `moveIntoPlace` makes, in its order, for the journal that lets a later
    /// run finish them.
    func journalMoves(_ each: (OutputJournal.Move) -> Void) {
        forEachMove { move in
            switch move {
            case .folder(let index):
                each(.init(kind: .folder, temporary: folders[index].temporary, target: folders[index].path))
            case .file(let index):
                let file = files[index]
                each(
                    .init(
                        kind: file.replaces ? .replacement : .newFile, temporary: temporary(of: file),
                        target: file.path, identity: file.replaced))
            }
        }
    }

    /// How many renames `moveIntoPlace` makes: a staged folder is one.
    var moveCount: Int { files.count + folders.count }

    /// Moves everything into place and empties the staging. On failure everything still staged and
    /// everything this run placed new is removed again, and the error names the files it had already
    /// replaced (those cannot be put back); unless `resumable` (a journal names every move) and files
    /// were replaced already: then everything is left as it is, for the next run to finish.
    /// - Parameter before: the writer's test hook, given the move's number; an errno fails the move.
    mutating func moveIntoPlace(force: Bool, resumable: Bool = false, before: (Int) -> Int32?) throws {
        var mover = Mover(staging: self, force: force)
        var step = 0
        // The first file not yet moved, for the cleaning up after a failure.
        var unmovedFile = 0
        do {
            try forEachMove { move in
                step += 1
                let path: String
                switch move {
                case .file(let index): path = files[index].path
                case .folder(let index): path = folders[index].path
                }
                if let injected = before(step) { throw Mover.Failure(path: path, code: injected) }
                switch move {
                case .file(let index):
                    try mover.moveFile(files[index])
                    unmovedFile = index + 1
                case .folder(let index):
                    try mover.moveFolder(index)
                }
            }
        } catch let failure as Mover.Failure {
            if resumable && !mover.replaced.isEmpty {
                self = OutputStaging()
                throw failure.error(replaced: mover.replaced)
            }
            mover.undo()
            for unmoved in files[unmovedFile...] { POSIX.remove(temporary(of: unmoved)) }
            for (index, folder) in folders.enumerated() where !mover.placedFolders.contains(index) {
                POSIX.removeTree(folder.temporary)
            }
            self = OutputStaging()
            throw failure.error(replaced: mover.replaced)
        }
        self = OutputStaging()
    }
}

/// What a commit has done so far, to name or undo it.
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

    let staging: OutputStaging
    let force: Bool
    private(set) var replaced: [String] = []
    private var placedFiles: [String] = []
    private(set) var placedFolders: [Int] = []
    /// Folders made in the output while moving a staged folder's files one by one, parents first.
    private var createdDirectories: [String] = []

    init(staging: OutputStaging, force: Bool) {
        self.staging = staging
        self.force = force
    }

    mutating func moveFile(_ file: OutputStaging.File) throws {
        try move(staging.temporary(of: file), to: file.path, replaces: file.replaces)
    }

    private mutating func move(_ temporary: String, to path: String, replaces: Bool) throws {
        if replaces {
            if let code = POSIX.move(temporary, to: path) {
                throw Failure(path: path, code: code, replacing: true)
            }
            replaced.append(path)
            return
        }
        switch POSIX.moveWithoutReplacing(temporary, to: path) {
        case nil:
            placedFiles.append(path)
        case .some(POSIX.alreadyExists) where force:
            // It appeared since it was planned; `--force` replaces it, and it is named as replaced.
            if let code = POSIX.move(temporary, to: path) { throw Failure(path: path, code: code) }
            replaced.append(path)
        case .some(let code):
            throw Failure(path: path, code: code)
        }
    }

    mutating func moveFolder(_ index: Int) throws {
        let folder = staging.folders[index]
        switch POSIX.moveFolderWithoutReplacing(folder.temporary, to: folder.path) {
        case nil:
            placedFolders.append(index)
        case .some(POSIX.alreadyExists), .some(POSIX.unsupported):
            // The folder appeared since it was planned (or cannot be renamed without replacing):
            // never merged blindly, its files go in one by one, each refusing to replace a file.
            try moveContents(of: folder.temporary, into: folder.path)
        case .some(let code):
            throw Failure(path: folder.path, code: code)
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
                try move(from, to: target + "/" + name, replaces: false)
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

    /// Removes what this commit placed new: files, folders moved whole (they did not exist when the
    /// commit renamed them into place, so all they hold is the run's), folders it made.
    mutating func undo() {
        placedFiles.forEach(POSIX.remove)
        for index in placedFolders { POSIX.removeTree(staging.folders[index].path) }
        createdDirectories.reversed().forEach(POSIX.removeEmptyDirectory)
    }
}
