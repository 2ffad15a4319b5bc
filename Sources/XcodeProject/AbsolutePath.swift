#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Absolute paths with `.` and `..` worked out in the text, as Xcode works out group paths: a
/// group's folder and a file vipgen writes are compared as such paths.
package enum AbsolutePath {
    /// The working directory.
    static var current: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute from the working directory.
    package static func of(_ path: String) -> String {
        join(path.hasPrefix("/") ? "/" : current, path)
    }

    /// `path` joined onto the absolute `base` unless it is absolute itself, `.` and `..` resolved.
    package static func join(_ base: String, _ path: String) -> String {
        var parts: [Substring] = []
        let whole = path.hasPrefix("/") ? path : base + "/" + path
        for part in whole.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `inner` is `outer` or inside it.
    package static func contains(_ outer: String, _ inner: String) -> Bool {
        if outer == "/" { return true }
        return inner == outer || inner.hasPrefix(outer + "/")
    }

    /// `path` relative to the absolute folder `base`, when inside it: `a/b` for `/base/a/b`, `` for `base`.
    package static func relative(_ path: String, to base: String) -> String? {
        guard contains(base, path) else { return nil }
        if path == base { return "" }
        return String(path.dropFirst(base == "/" ? 1 : base.count + 1))
    }

    /// The last part of `path`.
    static func fileName(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }
}
