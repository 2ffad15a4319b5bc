#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX calls vipgen makes: files, folders, streams and the process.
///
/// Foundation's file writers fsync every file on Linux, which costs milliseconds per file;
/// plain open/write/rename is what keeps a scene as cheap as the files it writes.
enum POSIX {
    /// A file's permission bits and owner, to give the file that replaces it.
    struct FileOwnership: Equatable {
        let permissions: UInt32
        let user: uid_t
        let group: gid_t
    }

    enum Existence: Equatable { case missing, file, directory, other }

    static func existence(of path: String) -> Existence {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The whole file, or its first `limit + 1` bytes when it is longer; `nil` when it cannot be read.
    static func readFile(_ path: String, limit: Int = .max) -> [UInt8]? {
        try? readFileOrFailure(path, limit: limit).get()
    }

    /// As `readFile`, with the errno when it cannot be read: opening first, instead of a `stat`
    /// before, still tells a missing file (`isMissing`) from one that cannot be read. Only a regular
    /// file (a link followed) is read: it is opened without waiting (`O_NONBLOCK`) and its type
    /// checked, so a pipe, a device or a socket where a project's file goes never hangs the run
    /// (`Failure.kind` says what it is). `streams` reads those too, for a path a person names to be one.
    static func readFileOrFailure(
        _ path: String, limit: Int = .max, streams: Bool = false
    ) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (streams ? 0 : O_NONBLOCK))
        guard fd >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(fd) }
        if !streams {
            var info = stat()
            guard fstat(fd, &info) == 0 else { return .failure(Failure(code: errno)) }
            let type = info.st_mode & S_IFMT
            if type != S_IFREG && type != S_IFDIR {
                return .failure(Failure(code: EINVAL, kind: kind(mode: info.st_mode)))
            }
        }
        // Reading a folder fails (EISDIR), as does any other read error.
        return readAll(fd, limit: limit).map { .success($0) } ?? .failure(Failure(code: EISDIR))
    }

    /// What reading a file that may not be there finds.
    enum Found {
        case missing
        /// A folder, a FIFO, a device: something other than a regular file (a link is followed).
        case notAFile
        case unreadable
        case bytes([UInt8])
    }

    /// The regular file at `path`, read whole (up to `limit + 1` bytes). Opened without a `stat`
    /// before, and without waiting (`O_NONBLOCK`): a FIFO there is told apart by the open file's type
    /// and never read, so it does not hang the run waiting for a writer.
    static func readRegularFile(_ path: String, limit: Int = .max) -> Found {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            return Failure(code: code).isMissing ? .missing : code == ENXIO ? .notAFile : .unreadable
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notAFile }
        return readAll(fd, limit: limit, size: Int(info.st_size)).map { .bytes($0) } ?? .unreadable
    }

    /// An errno as an `Error`.
    struct Failure: Error {
        let code: Int32
        /// What is there instead of a regular file (`a pipe`), when that is why it was not read.
        var kind: String? = nil

        /// Nothing there, or a part of the path that is not a folder: what `stat` would call missing.
        var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    }

    /// Reads `fd` to its end, or until it has more than `limit` bytes (so an endless stream such as
    /// `/dev/zero` ends too); `nil` on a read error.
    /// - Parameter size: the size of the regular file `fd` is, when the caller has looked already.
    static func readAll(_ fd: Int32, limit: Int = .max, size: Int? = nil) -> [UInt8]? {
        // A regular file is read into a buffer of its own size: no zero-filled scratch buffer.
        var chunkSize = 65_536
        var regular = false
        if let size {
            regular = true
            chunkSize = size + 1
        } else {
            var info = stat()
            if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                regular = true
                chunkSize = Int(info.st_size) + 1
            }
        }
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let remaining = limit - bytes.count
            let wanted = remaining < chunkSize ? remaining + 1 : chunkSize
            guard let chunk = readSome(fd, upTo: wanted) else { return nil }
            if chunk.isEmpty { return bytes }
            // A short read of a regular file is its end: no second call to hear that.
            if regular && chunk.count < wanted {
                if bytes.isEmpty { return chunk }
                return bytes + chunk
            }
            bytes += chunk
        }
        return bytes
    }

    /// What one `read` of up to `count` bytes from `fd` gives, asked again when a signal interrupts
    /// it: empty at the end of the file, nil when it fails (`errno` says why).
    static func readSome(_ fd: Int32, upTo count: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while true {
                let read = read(fd, buffer.baseAddress, buffer.count)
                if read >= 0 {
                    initialized = read
                    return
                }
                if errno != EINTR {
                    failed = true
                    return
                }
            }
        }
        return failed ? nil : bytes
    }

    /// Whether the file at `path` (a link followed) holds exactly `contents`. A file of another size
    /// is not opened; one of the same size is read, usually by one `read` asking a byte more than
    /// expected (a file grown since differs), and compared with `memcmp`, not walked byte by byte.
    /// - Parameter size: the file's size when the caller has just looked (`entryAndSize`), sparing a `stat`.
    static func fileHolds(_ path: String, _ contents: String, size: Int? = nil) -> Bool {
        var contents = contents
        return contents.withUTF8 { expected in
            if let size {
                guard size == expected.count else { return false }
            } else {
                var info = stat()
                guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == expected.count
                else { return false }
            }
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var failed = false
            let actual = [UInt8](unsafeUninitializedCapacity: expected.count + 1) { buffer, count in
                count = 0
                // A short read of a regular file means its end: no second call to hear that.
                while count < expected.count {
                    let read = read(fd, buffer.baseAddress! + count, buffer.count - count)
                    if read > 0 {
                        count += read
                    } else if read == 0 {
                        return
                    } else if errno != EINTR {
                        failed = true
                        return
                    }
                }
            }
            guard !failed, actual.count == expected.count else { return false }
            guard let base = expected.baseAddress else { return true }
            return memcmp(actual, base, expected.count) == 0
        }
    }

    /// Writes all of `buffer` to `fd`, retrying short writes; returns errno on failure.
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = write(fd, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Writes `text` to a new file at `path`, which must not exist yet (`alreadyExists` if it does).
    /// A file left short by a failed write is removed again.
    static func writeNewFile(_ path: String, _ text: String) -> Int32? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        var text = text
        let failure = text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
        let closed = close(fd)
        let result = failure ?? (closed == 0 ? nil : errno)
        if result != nil { unlink(path) }
        return result
    }

    /// Creates `path` and its missing parents; `mkdir` first, so an existing folder costs one call.
    static func makeDirectories(_ path: String) -> Int32? {
        if mkdir(path, 0o755) == 0 { return nil }
        switch errno {
        case EEXIST:
            return existence(of: path) == .directory ? nil : ENOTDIR
        case ENOENT:
            let parent = Paths.parentDirectory(of: path)
            guard !parent.isEmpty, parent != path else { return ENOENT }
            if let failure = makeDirectories(parent) { return failure }
            return mkdir(path, 0o755) == 0 || errno == EEXIST ? nil : errno
        case let failure:
            return failure
        }
    }

    /// What is at `path` itself, not following a symbolic link there.
    static func entry(at path: String) -> Entry {
        entryAndSize(at: path).entry
    }

    /// What is at `path` itself, not following a symbolic link there, and its size in bytes.
    static func entryAndSize(at path: String) -> (entry: Entry, size: Int) {
        let found = look(at: path)
        return (found.entry, found.size)
    }

    /// What one `lstat` says about a path: what is there, its size, mode and owner, and which file it is.
    struct Look {
        var entry: Entry
        var size: Int
        var ownership: FileOwnership
        var identity: FileIdentity?
    }

    /// What is at `path` itself (not following a link): one `lstat`, all a plan needs of a file.
    static func look(at path: String) -> Look {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return Look(entry: .missing, size: 0, ownership: FileOwnership(permissions: 0, user: 0, group: 0))
        }
        let ownership = FileOwnership(
            permissions: UInt32(info.st_mode) & 0o7777, user: info.st_uid, group: info.st_gid)
        let entry: Entry
        switch info.st_mode & S_IFMT {
        case S_IFREG: entry = .file
        case S_IFDIR: entry = .directory
        case S_IFLNK: entry = .symbolicLink
        default: entry = .other
        }
        return Look(entry: entry, size: Int(info.st_size), ownership: ownership, identity: FileIdentity(info))
    }

    /// Whether this user could write the file at `path` with this mode and owner: a file no one
    /// may write (0444) counts as not writable even for root, whom `access` lets write anything.
    /// The owner's own write bit, or root and any write bit, answers without asking `access`:
    /// those are the cases where the kernel grants it from the mode alone (a read-only file system
    /// is refused already by the folder's check).
    static func mayWrite(_ path: String, _ ownership: FileOwnership) -> Bool {
        let permissions = ownership.permissions
        guard permissions & 0o222 != 0 else { return false }
        if effectiveUser == 0 || (ownership.user == effectiveUser && permissions & 0o200 != 0) { return true }
        return access(path, W_OK) == 0
    }

    /// This process's effective user id, asked once.
    static let effectiveUser: uid_t = geteuid()

    /// What a file created in one folder with one mode comes out as: the umask or a default ACL may
    /// take bits away, and its group is the folder's in a set-group-ID folder. The same in every file
    /// of the folder a run creates with that mode, so learnt once per folder from one `fstat`.
    struct Creation {
        let requested: UInt32
        let result: FileOwnership
    }

    /// Writes `text` to a new file at `path`, as `writeNewFile`, with `ownership`'s permission bits
    /// and, when this process may give files away (root), its owner: the file it replaces keeps its
    /// mode and owner. The file is created with the mode it should have; `fchmod` and `fchown` are
    /// called only when files created so in its folder come out otherwise (`creation`, that folder's,
    /// learnt here when it is nil or for another mode).
    static func writeNewFile(
        _ path: String, _ text: String, like ownership: FileOwnership, creation: inout Creation?
    ) -> Int32? {
        // Set-user-ID and the like are not given at creation: the file gets them once it is its owner's.
        let special = ownership.permissions & ~0o777 != 0
        let requested = special ? 0o600 : ownership.permissions
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(requested))
        guard fd >= 0 else { return errno }
        if creation?.requested != requested {
            var info = stat()
            creation =
                fstat(fd, &info) == 0
                ? Creation(
                    requested: requested,
                    result: FileOwnership(
                        permissions: UInt32(info.st_mode) & 0o7777, user: info.st_uid, group: info.st_gid))
                : nil
        }
        let result = creation?.result
        var failure: Int32?
        if result?.permissions != ownership.permissions, fchmod(fd, mode_t(ownership.permissions)) != 0 {
            failure = errno
        }
        if failure == nil, effectiveUser == 0, result?.user != ownership.user || result?.group != ownership.group,
            fchown(fd, ownership.user, ownership.group) != 0
        {
            failure = errno
        }
        if failure == nil {
            var text = text
            failure = text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
        }
        let closed = close(fd)
        let failed = failure ?? (closed == 0 ? nil : errno)
        if failed != nil { unlink(path) }
        return failed
    }

    enum Entry: Equatable { case missing, file, directory, symbolicLink, other }

    /// Whether this process may create and rename files in the folder at `path`.
    static func isWritableDirectory(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }

    /// Whether a process with this id exists (a process of another user counts too).
    static func processExists(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Creates one folder whose parent exists; errno on failure.
    static func makeDirectory(_ path: String) -> Int32? {
        mkdir(path, 0o755) == 0 ? nil : errno
    }

    /// A clock for timeouts, unaffected by changes to the wall clock.
    static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    static func sleep(milliseconds: Int) {
        var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    static let alreadyExists = EEXIST
    static let brokenPipe = EPIPE

    /// Ends the process by SIGPIPE, its default action restored first: the status a shell expects
    /// from a writer whose reader went away (141), with nothing printed.
    static func endByBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
    static let noSuchEntry = ENOENT

    /// Whether `code` says this user may not write there (permissions, a read-only file system).
    static func isPermissionFailure(_ code: Int32) -> Bool {
        code == EACCES || code == EPERM || code == EROFS
    }

    /// Who owns what is at `path` (the link itself, not followed): the user's name, or `uid N` when
    /// it has none; `nil` when nothing is there.
    static func ownerName(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if let entry = getpwuid(info.st_uid), let name = entry.pointee.pw_name {
            return "user '\(String(cString: name))'"
        }
        return "uid \(info.st_uid)"
    }

    /// This process's id, asked of the kernel once.
    static let processID: Int32 = getpid()

    /// The names in a directory, unsorted; empty when it cannot be read.
    static func listDirectory(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The working directory's absolute path, or nil when it cannot be had (it was removed).
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            getcwd(buffer.baseAddress, buffer.count).map { String(cString: $0) }
        }
    }

    /// The working directory as the kernel knows it: absolute, without links.
    static func physicalCurrentDirectory() -> String? { currentDirectory() }

    /// What the symbolic link at `path` holds; nil when there is no link there (or it cannot be read).
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { readlink(path, $0.baseAddress!, $0.count - 1) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What kind of thing other than a regular file is at `path` (a link not followed), for messages.
    static func kindOfEntry(at path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "nothing" }
        return kind(mode: info.st_mode)
    }

    /// What a file's type bits name, for messages about something that is not a regular file.
    static func kind(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a pipe"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "a special file"
        }
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The columns of the terminal `fd` is, nil when it is not one.
    static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        #if canImport(Darwin)
            // TIOCGWINSZ, a macro Swift does not import on Darwin.
            let request: UInt = 0x4008_7468
        #else
            let request = UInt(TIOCGWINSZ)
        #endif
        let status = withUnsafeMutablePointer(to: &size) { ioctl(fd, request, $0) }
        return status == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }
}
