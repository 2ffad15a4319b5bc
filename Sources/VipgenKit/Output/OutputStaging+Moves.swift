/// The commit: every staged file and folder renamed into place, in the order staged (a folder where
/// its first file was), or, when a rename fails, as much undone as can be.
extension OutputStaging {
    /// Hands `each` the moves `moveIntoPlace` makes, in its order, for the journal that lets a later
    /// run finish them.
    func journalMoves(_ each: (OutputJournal.Move) -> Void) {
        var moved = [Bool](repeating: false, count: folders.count)
        for file in files {
            if let index = file.folder {
                if moved[index] { continue }
                moved[index] = true
                each(.init(kind: .folder, temporary: folders[index].temporary, target: folders[index].path))
            } else if file.replaces {
                each(
                    .init(
                        kind: .replacement, temporary: temporary(of: file), target: file.path,
                        identity: file.replaced))
            } else {
                each(.init(kind: .newFile, temporary: temporary(of: file), target: file.path))
            }
        }
    }

    /// How many renames `moveIntoPlace` makes: a staged folder is one.
    var moveCount: Int { files.count { $0.folder == nil } + folders.count }

    /// Moves everything into place and empties the staging. On failure everything still staged and
    /// everything this run placed new is removed again, and the error names the files it had already
    /// replaced (those cannot be put back); unless `resumable` (a journal names every move) and files
    /// were replaced already: then everything is left as it is, for the next run to finish.
    /// - Parameter before: the writer's test hook, given the move's number; an errno fails the move.
    mutating func moveIntoPlace(force: Bool, resumable: Bool = false, before: (Int) -> Int32?) throws {
        var mover = Mover(staging: self, force: force)
        var moved = [Bool](repeating: false, count: folders.count)
        var step = 0
        for (position, file) in files.enumerated() {
            if let index = file.folder {
                if moved[index] { continue }
                moved[index] = true
            }
            step += 1
            do {
                if let injected = before(step) {
                    throw Mover.Failure(path: file.folder.map { folders[$0].path } ?? file.path, code: injected)
                }
                if let index = file.folder { try mover.moveFolder(index) } else { try mover.moveFile(file) }
            } catch let failure as Mover.Failure {
                if resumable && !mover.replaced.isEmpty {
                    self = OutputStaging()
                    throw failure.error(replaced: mover.replaced)
                }
                mover.undo()
                for unmoved in files[position...] where unmoved.folder == nil { POSIX.remove(temporary(of: unmoved)) }
                for (index, folder) in folders.enumerated() where !mover.placedFolders.contains(index) {
                    POSIX.removeTree(folder.temporary)
                }
                self = OutputStaging()
                throw failure.error(replaced: mover.replaced)
            }
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
    /// The files of each staged folder, by position, grouped once when first needed (a fallback or
    /// an undo), so that neither scans every file for every folder.
    private var filesByFolder: [[Int]]?

    init(staging: OutputStaging, force: Bool) {
        self.staging = staging
        self.force = force
    }

    mutating func moveFile(_ file: OutputStaging.File) throws {
        let temporary = staging.temporary(of: file)
        if file.replaces {
            if let code = POSIX.move(temporary, to: file.path) {
                throw Failure(path: file.path, code: code, replacing: true)
            }
            replaced.append(file.path)
            return
        }
        switch POSIX.moveWithoutReplacing(temporary, to: file.path) {
        case nil:
            placedFiles.append(file.path)
        case .some(POSIX.alreadyExists) where force:
            // It appeared since it was planned; `--force` replaces it, and it is named as replaced.
            if let code = POSIX.move(temporary, to: file.path) { throw Failure(path: file.path, code: code) }
            replaced.append(file.path)
        case .some(let code):
            throw Failure(path: file.path, code: code)
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
            for position in files(in: index) {
                let file = staging.files[position]
                try makeDirectory(Paths.parentDirectory(of: file.path))
                try moveFile(file)
            }
            for subfolder in folder.subfolders.reversed() { POSIX.removeEmptyDirectory(folder.temporary + subfolder) }
            POSIX.removeEmptyDirectory(folder.temporary)
        case .some(let code):
            throw Failure(path: folder.path, code: code)
        }
    }

    private mutating func files(in folder: Int) -> [Int] {
        if let filesByFolder { return filesByFolder[folder] }
        var groups = [[Int]](repeating: [], count: staging.folders.count)
        for (position, file) in staging.files.enumerated() {
            if let index = file.folder { groups[index].append(position) }
        }
        filesByFolder = groups
        return groups[folder]
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

    /// Removes what this commit placed new: files, folders moved whole, folders it made.
    mutating func undo() {
        placedFiles.forEach(POSIX.remove)
        for index in placedFolders {
            let folder = staging.folders[index]
            for position in files(in: index) { POSIX.remove(staging.files[position].path) }
            for subfolder in folder.subfolders.reversed() { POSIX.removeEmptyDirectory(folder.path + subfolder) }
            POSIX.removeEmptyDirectory(folder.path)
        }
        createdDirectories.reversed().forEach(POSIX.removeEmptyDirectory)
    }
}
