import VipgenModel

/// Where a run's new contents wait until the commit, and how they get into place.
///
/// A file going into a folder that exists waits in a temporary file beside its target. A folder the
/// run creates (a new scene's folder, or every folder of a first `generate`) is built whole under a
/// temporary name beside it, its files written straight inside, and moved into place by one rename
/// that refuses to replace anything: it appears complete or not at all, and costs one rename instead
/// of one per file. A file's temporary name is derived, not stored, to keep a large run small.
struct OutputStaging {
    /// A file waiting in a temporary file of its own beside its target, in a folder that exists.
    struct File {
        let path: String
        let number: Int
        /// Whether it replaces a file the plan found (only those may be replaced without `--force`).
        let replaces: Bool
        /// That file's identity as the plan found it, for the journal.
        let replaced: FileIdentity?
    }

    /// A folder the run creates, built whole under a temporary name. Nothing is kept of the files
    /// written inside it: whoever needs them (a commit that must move them one by one, an undo) reads
    /// the folder itself, so a first `generate` of many scenes holds nothing per file.
    struct Folder {
        /// Where it goes.
        let path: String
        /// Where it is built.
        let temporary: String
        /// The number of its first file: its move comes where that file's would.
        let number: Int
    }

    /// The files with temporaries beside their targets, in the order staged.
    private(set) var files: [File] = []
    /// The folders the run creates, in the order their first files were staged.
    private(set) var folders: [Folder] = []
    /// How many files are staged, in folders or beside their targets.
    private(set) var count = 0
    private var folderIndex: [String: Int] = [:]
    /// Folders whose leftovers from dead runs are already removed.
    private var cleaned = Set<String>()
    /// Where the last file's folder waits (the staged folder and the path inside it, or nothing for a
    /// folder that exists): files arrive folder by folder, so it is mostly the answer for the next.
    private var current: (directory: String, folder: Int?, staged: String)?
    /// What replacing files in the current folder come out as when created (see `POSIX.Creation`).
    private var creation: POSIX.Creation?

    /// Where a file with a temporary of its own waits.
    func temporary(of file: File) -> String {
        TemporaryName.path(for: file.path, number: file.number)
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
        let current: (directory: String, folder: Int?, staged: String)
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
            files.append(
                File(path: file.path, number: number, replaces: replaced != nil, replaced: replaced?.identity))
        }
    }

    /// Removes everything staged; the output is as it was.
    mutating func removeAll() {
        for file in files { POSIX.remove(temporary(of: file)) }
        for folder in folders { POSIX.removeTree(folder.temporary) }
        self = OutputStaging()
    }

    // MARK: - Staged folders

    private mutating func destination(
        of directory: String, newFolder: String?, number: Int
    ) throws -> (directory: String, folder: Int?, staged: String) {
        guard let newFolder else {
            clean(directory.isEmpty ? "." : directory)
            return (directory, nil, "")
        }
        let index = try stagedFolder(newFolder, number: number)
        let relative = Self.suffix(of: directory, after: newFolder)
        try makeFolders(relative, inside: index)
        return (directory, index, folders[index].temporary + relative)
    }

    private mutating func stagedFolder(_ path: String, number: Int) throws -> Int {
        if let index = folderIndex[path] { return index }
        let parent = Paths.parentDirectory(of: path)
        clean(parent.isEmpty ? "." : parent)
        let folder = Folder(path: path, temporary: TemporaryName.path(for: path, number: number), number: number)
        if let failure = POSIX.makeDirectory(folder.temporary) {
            throw OutputError.cannotCreate(path: path, reason: POSIX.message(failure))
        }
        folders.append(folder)
        folderIndex[path] = folders.count - 1
        return folders.count - 1
    }

    /// Makes `relative` (`""`, or `/A/B`) and its missing parents inside staged folder `index`. The
    /// folder is the run's own, so one that is there already was made by the run: nothing is noted of
    /// the folders made, and a folder met again costs one `mkdir`.
    private func makeFolders(_ relative: String, inside index: Int) throws {
        guard !relative.isEmpty, relative != "/" else { return }
        switch POSIX.makeDirectory(folders[index].temporary + relative) {
        case nil, .some(POSIX.alreadyExists):
            return
        case .some(POSIX.noSuchEntry):
            try makeFolders(Paths.parentDirectory(of: relative), inside: index)
            if let failure = POSIX.makeDirectory(folders[index].temporary + relative), failure != POSIX.alreadyExists {
                throw OutputError.cannotCreate(path: folders[index].path + relative, reason: POSIX.message(failure))
            }
        case .some(let failure):
            throw OutputError.cannotCreate(path: folders[index].path + relative, reason: POSIX.message(failure))
        }
    }

    /// Removes what dead runs left in `directory`, once per run: a folder this run stages in, or one
    /// a file it leaves unchanged is in (a run with nothing to write still tidies up after a dead one).
    mutating func clean(_ directory: String) {
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
