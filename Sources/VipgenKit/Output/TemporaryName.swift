/// The names of a run's temporary files and folders, `.NAME.vipgen-PID-N.tmp` beside their target:
/// hidden, recognisably vipgen's, and naming the process that made them, so a later run can tell a
/// dead run's leftovers from a live run's work in progress.
enum TemporaryName {
    static let marker = ".vipgen-"

    /// `.NAME.vipgen-PID-N.tmp` beside `path` (a file's or a folder's).
    static func path(for path: String, number: Int) -> String {
        // Built from the path's contiguous bytes, copied in two slices: interpolating, appending
        // substrings or walking `utf8` index by index cost more than the writer's own work.
        var path = path
        return path.withUTF8 { utf8 in
            let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + processTag.count + 24)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<nameStart]))
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[nameStart...]))
            bytes.append(contentsOf: processTag)
            bytes.append(contentsOf: String(number).utf8)
            bytes.append(contentsOf: ".tmp".utf8)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `.vipgen-PID-`, made once.
    private static let processTag = Array((marker + String(POSIX.processID) + "-").utf8)

    /// The process id in a temporary name, `.NAME.vipgen-PID-N.tmp`; `nil` for any other name.
    static func owner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(".tmp".count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil,
            parts[parts.count - 3].hasSuffix(marker.dropLast())
        else { return nil }
        return Int32(parts[parts.count - 2])
    }

    /// Removes the temporary files and folders in `directory` whose run is gone; those of a live
    /// process are its own business.
    static func removeStale(in directory: String) {
        for name in POSIX.listDirectory(directory) {
            guard let owner = owner(name), owner != POSIX.processID, !POSIX.processExists(owner) else { continue }
            POSIX.removeTree(directory + "/" + name)
        }
    }
}
