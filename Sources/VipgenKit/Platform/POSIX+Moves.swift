#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renames and removals: how a run's staged output reaches its place, or goes away again.
extension POSIX {
    /// Renames `from` to `to`, replacing `to` atomically if it exists.
    static func move(_ from: String, to: String) -> Int32? {
        rename(from, to) == 0 ? nil : errno
    }

    /// Gives the file at `from` the name `to` only if nothing has that name yet (`alreadyExists`
    /// otherwise), atomically: a file that appeared meanwhile is never replaced.
    static func moveWithoutReplacing(_ from: String, to: String) -> Int32? {
        switch renameWithoutReplacing(from, to) {
        case .some(EINVAL), .some(ENOSYS):
            // File systems without RENAME_NOREPLACE say EINVAL: a hard link refuses to replace too.
            if link(from, to) != 0 { return errno }
            unlink(from)
            return nil
        case let result:
            return result
        }
    }

    /// Gives the folder at `from` the name `to` only if nothing has that name yet (`alreadyExists`
    /// otherwise), in one step, so the folder appears whole or not at all. `unsupported` where the
    /// system cannot (a folder has no hard links to fall back on): move its files one by one then.
    static func moveFolderWithoutReplacing(_ from: String, to: String) -> Int32? {
        switch renameWithoutReplacing(from, to) {
        case .some(EINVAL), .some(ENOSYS): return unsupported
        case let result: return result
        }
    }

    static let unsupported = ENOSYS

    private static func renameWithoutReplacing(_ from: String, _ to: String) -> Int32? {
        #if os(Linux)
            guard let renameat2 = renameat2Function else { return ENOSYS }
            let renameNoReplace: UInt32 = 1  // RENAME_NOREPLACE in <linux/fs.h>
            return renameat2(AT_FDCWD, from, AT_FDCWD, to, renameNoReplace) == 0 ? nil : errno
        #else
            return ENOSYS
        #endif
    }

    #if os(Linux)
        /// glibc has `renameat2` since 2.28 but Swift's Glibc module does not import it: look it up once.
        private static let renameat2Function:
            (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
                guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
                return unsafeBitCast(
                    symbol,
                    to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)
                        .self)
            }()
    #endif

    static func remove(_ path: String) {
        unlink(path)
    }

    /// Removes an empty folder; a folder with anything in it stays.
    static func removeEmptyDirectory(_ path: String) {
        rmdir(path)
    }

    /// Removes `path` and, if it is a folder, everything in it. A symbolic link is removed, never
    /// followed. `unlink` first: a file costs one call, and a folder says so by refusing.
    static func removeTree(_ path: String) {
        if unlink(path) == 0 { return }
        // Linux says EISDIR for a folder, other systems EPERM; anything else (gone already) ends here.
        guard errno == EISDIR || errno == EPERM else { return }
        for name in listDirectory(path) { removeTree(path + "/" + name) }
        rmdir(path)
    }
}
