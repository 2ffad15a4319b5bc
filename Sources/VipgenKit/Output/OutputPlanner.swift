/// Decides, file by file, what writing would do, and refuses what could not be written.
///
/// A dry run and a real run both plan with this, and only this, so `--dry-run` predicts the real
/// run's outcome: the same statuses and the same refusals (a link or a file where a folder goes,
/// a folder that cannot be written in). What neither can predict is the disk filling up.
struct OutputPlanner {
    /// What the planner knows about a folder output goes into.
    enum Folder: Equatable {
        /// It exists (possibly through a link to a folder) and files can be created in it.
        case present
        /// It does not exist yet; vipgen creates it, so no file in it exists either.
        case missing
    }

    /// The paths planned, to refuse a second file at one of them. A real run notes only those in
    /// folders that exist: a folder it creates is its own, and a second file at a path there is
    /// refused when it is staged (`OutputStaging`), so a first `generate` holds nothing per file.
    /// Only a digest of each is kept; the caller, which lists the paths, confirms a suspect.
    private var seen: PathDigests
    private let notesEveryPath: Bool
    /// What is known of the folders output goes into, lately: files arrive folder by folder, and a
    /// folder forgotten is asked about again, with the same answer (a folder the run creates is
    /// built under another name until the commit), so this need not grow with the folders.
    private var folders: [String: Folder] = [:]
    private static let foldersLimit = 256

    /// - Parameter notesEveryPath: whether paths in folders the run creates are noted too (a dry
    ///   run, which stages nothing, finds a second file at one of them only so).
    init(notesEveryPath: Bool = true, digests: PathDigests = PathDigests()) {
        self.notesEveryPath = notesEveryPath
        seen = digests
    }

    /// What writing `file` would do and, for a file it replaces, what the plan found there: the
    /// mode and owner the new file keeps, and the identity a resumed run checks (see `OutputJournal`).
    /// `noted` says the path was noted, and must be listed for `planned` to find it later.
    /// - Parameter planned: whether a path was planned before, asked only of a path whose digest
    ///   was seen before.
    mutating func plan(
        _ file: OutputFile, planned: (String) -> Bool
    ) throws -> (status: FileStatus, replaced: POSIX.Look?, noted: Bool) {
        if folders.count >= Self.foldersLimit { folders.removeAll(keepingCapacity: true) }
        let directory = Paths.parentDirectory(of: file.path)
        let folder = try folder(directory)
        let noted = folder == .present || notesEveryPath
        if noted, !seen.insert(file.path), planned(file.path) { throw OutputError.duplicatePath(file.path) }
        let (status, replaced) = try look(file, in: folder)
        return (status, replaced, noted)
    }

    private func look(_ file: OutputFile, in folder: Folder) throws -> (status: FileStatus, replaced: POSIX.Look?) {
        if folder == .missing { return (.new, nil) }
        let found = POSIX.look(at: file.path)
        switch found.entry {
        case .missing:
            return (.new, nil)
        case .file:
            // A file of another size differs: it is not read (it may be large).
            if POSIX.fileHolds(file.path, file.contents, size: found.size) { return (.unchanged, nil) }
            // Replacing is a rename, which the folder allows; the file's own mode says whether the
            // user meant it to be written.
            guard POSIX.mayWrite(file.path, found.ownership) else {
                throw OutputError.fileNotWritable(file.path, permissions: found.ownership.permissions)
            }
            return (.overwrite, found)
        case .symbolicLink:
            // Same contents through a link is nothing to do; anything else would mean writing
            // through the link into a file vipgen was not asked about, or replacing the link.
            if POSIX.fileHolds(file.path, file.contents) { return (.unchanged, nil) }
            throw OutputError.symbolicLink(file.path)
        case .directory, .other:
            throw OutputError.notAFile(file.path)
        }
    }

    /// The folder's state, checked once per folder while it is remembered.
    mutating func folder(_ path: String) throws -> Folder {
        if path.isEmpty { return try folder(".") }
        if let known = folders[path] { return known }
        if insideMissingFolder(path) { return .missing }
        let state: Folder
        // The current folder is a folder whatever it is called; only its permissions are in question.
        switch path == "." ? .directory : POSIX.entry(at: path) {
        case .directory:
            guard POSIX.isWritableDirectory(path) else { throw OutputError.notWritable(path) }
            state = .present
        case .symbolicLink where POSIX.existence(of: path) == .directory:
            guard POSIX.isWritableDirectory(path) else { throw OutputError.notWritable(path) }
            state = .present
        case .missing:
            // Created by the run: its nearest existing ancestor must take new folders.
            let parent = Paths.parentDirectory(of: path)
            if parent != path { _ = try folder(parent) }
            state = .missing
        case .file, .symbolicLink, .other:
            throw OutputError.notAFolder(path)
        }
        folders[path] = state
        return state
    }

    /// The outermost of the missing folders that hold `path`, a folder found missing: the one whose
    /// parent exists, which the run creates and so can build whole before it shows.
    func outermostMissing(_ path: String) -> String {
        var outermost = path
        while true {
            let parent = Self.folderKey(Paths.parentDirectory(of: outermost))
            guard parent != outermost, folders[parent] == .missing else { return outermost }
            outermost = parent
        }
    }

    /// Whether a folder above `path` is already known to be missing, so that `path` is missing too
    /// without asking the disk; the folders in between are noted as missing on the way.
    private mutating func insideMissingFolder(_ path: String) -> Bool {
        var between: [String] = []
        var current = path
        while true {
            let parent = Self.folderKey(Paths.parentDirectory(of: current))
            guard parent != current else { return false }
            switch folders[parent] {
            case .missing:
                folders[path] = .missing
                for folder in between { folders[folder] = .missing }
                return true
            case .present:
                return false
            case nil:
                between.append(parent)
                current = parent
            }
        }
    }

    private static func folderKey(_ path: String) -> String { path.isEmpty ? "." : path }
}
