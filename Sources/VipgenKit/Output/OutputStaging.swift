/// Where a run's new contents wait until the commit, and how they get into place.
///
/// A file going into a folder that exists waits in a temporary file beside its target. A folder the
/// run creates (a new scene's folder, or every folder of a first `generate`) is built whole under a
/// temporary name beside it, its files written straight inside, and moved into place by one rename
/// that refuses to replace anything: it appears complete or not at all, and costs one rename instead
/// of one per file.
struct OutputStaging {
    /// A folder the run creates, built whole under a temporary name. Nothing is kept of the files
    /// written inside it: whoever needs them (a commit that must move them one by one, an undo) reads
    /// the folder itself, so a first `generate` of many scenes holds nothing per file.
    struct Folder {
        /// Where it goes.
        let path: String
        /// Where it is built.
        let temporary: String
    }

    /// Every move of the commit (and every path planned with nothing to move), in order: a file
    /// with a temporary beside its target where it was staged, a staged folder where its first file
    /// was. Beyond a piece, on disk (see `MoveList`).
    var moves: MoveList
    /// The folders the run creates, by where they go, to stage their later files into.
    private var folders: [String: Folder] = [:]
    /// How many files are staged, in folders or beside their targets.
    private(set) var count = 0
    /// Folders whose leftovers from dead runs were removed lately. Files arrive folder by folder, so
    /// a few hundred suffice to look in each folder once; one looked in again costs a listing.
    private var cleaned = Set<String>()
    private static let cleanedLimit = 256
    /// Where the last file's folder waits (the staged folder and the path inside it, or nothing for a
    /// folder that exists): files arrive folder by folder, so it is mostly the answer for the next.
    private var current: (directory: String, folder: Folder?, staged: String)?
    /// What replacing files in the current folder come out as when created (see `POSIX.Creation`).
    private var creation: POSIX.Creation?

    /// - Parameter spillPath: where the list of moves goes beyond a piece (the journal's unsealed
    ///   file), or `nil` to keep it in memory.
    init(spillPath: String?, pieceSize: Int = MoveList.defaultPieceSize) {
        moves = MoveList(spillPath: spillPath, pieceSize: pieceSize)
    }

    /// Writes `file`, which goes into `directory`, where it waits for the commit.
    /// - Parameters:
    ///   - newFolder: the outermost folder the run creates around `directory`, or `nil` when
    ///     `directory` exists; asked only when the folder differs from the last file's.
    ///   - before: the writer's test hook, given the file's number; an errno fails the write.
    mutating func stage(
        _ file: OutputFile, replacing replaced: POSIX.Look?, directory: String, newFolder: () throws -> String?,
        before: (Int) -> Int32?
    ) throws {
        let number = count + 1
        let current: (directory: String, folder: Folder?, staged: String)
        if let last = self.current, last.directory == directory {
            current = last
        } else {
            current = try destination(of: directory, newFolder: try newFolder(), number: number)
            self.current = current
            creation = nil
        }
        if let injected = before(number) {
            throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(injected))
        }
        let temporary =
            current.folder == nil
            ? TemporaryName.path(for: file.path, number: number) : Self.path(current.staged, nameOf: file.path)
        // A replacement keeps the mode and owner of the file it replaces (a 0600 file stays 0600).
        let written =
            replaced.map { POSIX.writeNewFile(temporary, file.contents, like: $0.ownership, creation: &creation) }
            ?? POSIX.writeNewFile(temporary, file.contents)
        if let failure = written {
            // The staged folder is the run's own: a file already there is this run's, at the same path.
            if failure == POSIX.alreadyExists && current.folder != nil { throw OutputError.duplicatePath(file.path) }
            throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(failure))
        }
        count = number
        if current.folder == nil {
            do {
                try moves.append(
                    .init(
                        kind: replaced != nil ? .replacement : .newFile, temporary: temporary, target: file.path,
                        identity: replaced?.identity))
            } catch {
                // Not listed, so not removed with the rest.
                POSIX.remove(temporary)
                throw error
            }
        }
    }

    /// Lists a path planned with nothing staged for it, so a second file there is still found.
    mutating func notePlanned(_ path: String) throws {
        try moves.append(.init(kind: .planned, temporary: "", target: path))
    }

    /// Removes everything staged; the output is as it was.
    mutating func removeAll() {
        moves.forEachListed { move in
            switch move.kind {
            case .newFile, .replacement: POSIX.remove(move.temporary)
            case .folder: POSIX.removeTree(move.temporary)
            case .planned: break
            }
        }
        moves.removeAll()
        self = OutputStaging(spillPath: moves.spillPath)
    }

    // MARK: - Staged folders

    private mutating func destination(
        of directory: String, newFolder: String?, number: Int
    ) throws -> (directory: String, folder: Folder?, staged: String) {
        guard let newFolder else {
            clean(directory.isEmpty ? "." : directory)
            return (directory, nil, "")
        }
        let folder = try stagedFolder(newFolder, number: number)
        let relative = Self.suffix(of: directory, after: newFolder)
        try makeFolders(relative, inside: folder)
        return (directory, folder, folder.temporary + relative)
    }

    private mutating func stagedFolder(_ path: String, number: Int) throws -> Folder {
        if let folder = folders[path] { return folder }
        let parent = Paths.parentDirectory(of: path)
        clean(parent.isEmpty ? "." : parent)
        let folder = Folder(path: path, temporary: TemporaryName.path(for: path, number: number))
        if let failure = POSIX.makeDirectory(folder.temporary) {
            throw OutputError.cannotCreate(path: path, reason: POSIX.message(failure))
        }
        do {
            try moves.append(.init(kind: .folder, temporary: folder.temporary, target: path))
        } catch {
            POSIX.removeTree(folder.temporary)
            throw error
        }
        folders[path] = folder
        return folder
    }

    /// Makes `relative` (`""`, or `/A/B`) and its missing parents inside staged folder `index`. The
    /// folder is the run's own, so one that is there already was made by the run: nothing is noted of
    /// the folders made, and a folder met again costs one `mkdir`.
    private func makeFolders(_ relative: String, inside folder: Folder) throws {
        guard !relative.isEmpty, relative != "/" else { return }
        switch POSIX.makeDirectory(folder.temporary + relative) {
        case nil, .some(POSIX.alreadyExists):
            return
        case .some(POSIX.noSuchEntry):
            try makeFolders(Paths.parentDirectory(of: relative), inside: folder)
            if let failure = POSIX.makeDirectory(folder.temporary + relative), failure != POSIX.alreadyExists {
                throw OutputError.cannotCreate(path: folder.path + relative, reason: POSIX.message(failure))
            }
        case .some(let failure):
            throw OutputError.cannotCreate(path: folder.path + relative, reason: POSIX.message(failure))
        }
    }

    /// Removes what dead runs left in `directory`, once per run: a folder this run stages in, or one
    /// a file it leaves unchanged is in (a run with nothing to write still tidies up after a dead one).
    mutating func clean(_ directory: String) {
        if cleaned.count >= Self.cleanedLimit, !cleaned.contains(directory) { cleaned.removeAll(keepingCapacity: true) }
        guard cleaned.insert(directory).inserted else { return }
        TemporaryName.removeStale(in: directory)
    }

    /// `directory/NAME` for the last part of `path`, built from contiguous bytes (see `TemporaryName`).
    static func path(_ directory: String, nameOf path: String) -> String {
        var directory = directory
        var path = path
        return directory.withUTF8 { folder in
            path.withUTF8 { utf8 in
                let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
                var bytes: [UInt8] = []
                bytes.reserveCapacity(folder.count + 1 + utf8.count - nameStart)
                bytes.append(contentsOf: folder)
                bytes.append(UInt8(ascii: "/"))
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[nameStart...]))
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// `path` without its leading `prefix`, a folder `path` is inside: `/B/c.swift` for `A/B/c.swift`.
    static func suffix(of path: String, after prefix: String) -> String {
        String(path.utf8.dropFirst(prefix.utf8.count))!
    }
}
