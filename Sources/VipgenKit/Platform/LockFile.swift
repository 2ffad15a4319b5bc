#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory `flock` on a file that exists only while it is held and names its holder's process id.
///
/// The file is removed when the lock is released, so a project does not keep a stray file; the
/// classic race that opens (a second process opening the file just before the holder removes it,
/// then locking a file no longer in the folder) is closed by checking, once locked, that the open
/// file still has a name (a link count above zero; only a release removes it, and nothing renames
/// it), and starting over when it has none: one `fstat`, no `stat` of the path to compare. The kernel drops a `flock`
/// when its process dies, even by `kill -9`: a lock file left behind by a killed run locks nothing.
final class LockFile {
    enum Attempt {
        case acquired(LockFile)
        /// Another process holds it; its id when the file names one.
        case busy(holder: Int32?)
        case failed(errno: Int32)
        /// Something other than a regular file of its own is there (a symbolic link, a hard link to
        /// another file, a folder, a FIFO): nothing is written or created through it; the run refuses.
        case notAFile
    }

    let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    /// One attempt, without waiting.
    static func tryAcquire(_ path: String) -> Attempt {
        while true {
            // O_NOFOLLOW: a link there (shipped in a cloned repository, say) must not make vipgen
            // truncate the file it leads to, nor create a dangling link's target. O_NONBLOCK: a FIFO
            // there must not hang the open; the type check below refuses it.
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let failure = errno
                return failure == ELOOP || failure == EISDIR || failure == ENXIO ? .notAFile : .failed(errno: failure)
            }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let failure = errno
                let holder = readHolder(fd)
                close(fd)
                return failure == EWOULDBLOCK ? .busy(holder: holder) : .failed(errno: failure)
            }
            var opened = stat()
            guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                return .notAFile
            }
            guard opened.st_nlink > 0 else {
                // The previous holder removed the file between our open and our lock: try again.
                close(fd)
                continue
            }
            // A second name means the file is also someone's other file: truncating it would change that.
            guard opened.st_nlink == 1 else {
                close(fd)
                return .notAFile
            }
            let id = Array(String(POSIX.processID).utf8)
            // A file left by a killed holder still names it; a new one is empty already.
            if opened.st_size > 0 { _ = ftruncate(fd, 0) }
            _ = id.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            return .acquired(LockFile(path: path, descriptor: fd))
        }
    }

    /// Removes the file, then unlocks it: whoever waits on it notices the file is gone and starts over.
    func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    private static func readHolder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self))
    }
}
