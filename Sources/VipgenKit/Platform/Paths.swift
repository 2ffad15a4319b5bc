/// Path strings, taken apart and put together without touching the disk.
enum Paths {
    /// Joins `path` onto `base` unless it is absolute; `.` parts are dropped so output paths read cleanly.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// Drops empty and `.` parts: `./a//b/.` is `a/b`, `/a/./b/` is `/a/b`, and `` or `./` is `.`.
    static func normalize(_ path: String) -> String {
        // Bytes, not Characters: `/` and `.` are ASCII, and this runs for every output folder.
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        if path.utf8.first == slash { result.append(slash) }
        var part: [UInt8] = []
        func flush() {
            if !part.isEmpty && part != [dot] {
                if let last = result.last, last != slash { result.append(slash) }
                result += part
            }
            part.removeAll(keepingCapacity: true)
        }
        for byte in path.utf8 {
            if byte == slash { flush() } else { part.append(byte) }
        }
        flush()
        return result.isEmpty ? "." : String(decoding: result, as: UTF8.self)
    }

    /// The folder part of `path`: `""` for a bare name, `/` for a file at the root.
    static func parentDirectory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last part of `path`.
    static func fileName(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }
}
