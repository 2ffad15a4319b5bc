#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file is at a path: changes when the file is replaced or written.
struct FileIdentity: Equatable, CustomStringConvertible {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64

    init?(of path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            seconds = Int64(info.st_mtimespec.tv_sec)
            nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
            seconds = Int64(info.st_mtim.tv_sec)
            nanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }

    init?(_ text: String) {
        let parts = text.split(separator: ":").compactMap { Int64($0) }
        guard parts.count == 5 else { return nil }
        device = UInt64(bitPattern: parts[0])
        inode = UInt64(bitPattern: parts[1])
        size = parts[2]
        seconds = parts[3]
        nanoseconds = parts[4]
    }

    var description: String {
        "\(Int64(bitPattern: device)):\(Int64(bitPattern: inode)):\(size):\(seconds):\(nanoseconds)"
    }
}
