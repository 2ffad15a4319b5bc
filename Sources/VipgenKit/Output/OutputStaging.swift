/// Where a run's new contents wait until the commit, and how they get into place.
///
/// A file going into a folder that exists waits in a temporary file beside its target. A folder the
/// run creates (a new scene's folder, or every folder of a first `generate`) is built whole under a
/// temporary name beside it, its files written straight inside, and moved into place by one rename
/// that refuses to replace anything: it appears complete or not at all, and costs one rename instead
/// of one per file. A file's temporary name is derived, not stored, to keep a large run small.
struct OutputStaging {
    struct File {
        let path: String
        let number: Int
        /// Whether it replaces a file the plan found (only those may be replaced without `--force`).
        let replaces: Bool
        /// That file's identity as the plan found it, for the journal.
        let replaced: FileIdentity?
        /// The staged folder it is written in, or `nil` when it has a temporary file of its own.
        let folder: Int?
    }

    struct Folder {
        /// Where it goes.
        let path: String
        /// Where it is built.
        let temporary: String
        /// Folders made inside it, relative to it with a leading `/`, parents first.
        var subfolders: [String] = []
    }

    private(set) var files: [File] = []
    private(set) var folders: [Folder] = []
    private var folderIndex: [String: Int] = [:]
    /// The folders made inside staged folders.
    private var madeInside = Set<Inside>()
    /// Folders whose leftovers from dead runs are already removed.
    private var cleaned = Set<String>()
    /// Where the last file's folder waits (the staged folder and the path inside it, or nothing for a
    /// folder that exists): files arrive folder by folder, so it is mostly the answer for the next.
    private var current: (directory: String, folder: Int?, staged: String)?
    /// What replacing files in the current folder come out as when created (see `POSIX.Creation`).
    private var creation: POSIX.Creation?

    /// Where `file`'s new contents wait.
    func temporary(of file: File) -> String {
        guard let index = file.folder else { return TemporaryName.path(for: file.path, number: file.number) }
        return folders[index].temporary + Self.suffix(of: file.path, after: folders[index].path)
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
        let number = files.count + 1
        let current: (directory: String, folder: Int?, staged: String)
        if let last = self.current, last.directory == directory {
            current = last
        } else {
            current = try destination(of: directory, newFolder: try newFolder(), number: number)
            self.current = current
            creation = nil
        }
        let staged = File(
            path: file.path, number: number, replaces: replaced != nil, replaced: replaced?.identity,
            folder: current.folder)
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
            throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(failure))
        }
        files.append(staged)
    }

    /// Removes everything staged; the output is as it was.
    mutating func removeAll() {
        for file in files where file.folder == nil { POSIX.remove(temporary(of: file)) }
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
        let folder = Folder(path: path, temporary: TemporaryName.path(for: path, number: number))
        if let failure = POSIX.makeDirectory(folder.temporary) {
            throw OutputError.cannotCreate(path: path, reason: POSIX.message(failure))
        }
        folders.append(folder)
        folderIndex[path] = folders.count - 1
        return folders.count - 1
    }

    private struct Inside: Hashable {
        let folder: Int
        let relative: String
    }

    /// Makes `relative` (`""`, or `/A/B`) and its parents inside staged folder `index`.
    private mutating func makeFolders(_ relative: String, inside index: Int) throws {
        // A folder's files mostly arrive together: the last folder made is the usual answer.
        guard !relative.isEmpty, folders[index].subfolders.last != relative,
            !madeInside.contains(Inside(folder: index, relative: relative))
        else { return }
        let parent = Paths.parentDirectory(of: relative)
        if parent != "/" { try makeFolders(parent, inside: index) }
        if let failure = POSIX.makeDirectory(folders[index].temporary + relative) {
            throw OutputError.cannotCreate(path: folders[index].path + relative, reason: POSIX.message(failure))
        }
        madeInside.insert(Inside(folder: index, relative: relative))
        folders[index].subfolders.append(relative)
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
