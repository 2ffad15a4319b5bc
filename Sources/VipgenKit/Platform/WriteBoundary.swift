#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a run may write in: the project's (the spec's folder, or the current one without a
/// spec), and the ones the person named on the command line. A project's contents are untrusted (a
/// cloned repository): no link, spec path or journal in it may make vipgen write anywhere else.
///
/// A path is judged where it leads, as the kernel would follow it: each folder on it resolved, links
/// and `..` included, and folders that do not exist yet (the run creates them) taken as named. The
/// last part of a file's path is not followed: vipgen never writes through a link to a file (see
/// `OutputPlanner`), and a rename replaces the entry itself.
final class WriteBoundary {
    /// The project's folder as the run names it, for messages.
    let project: String
    /// Where each allowed folder leads; nil allows anywhere (`--write-outside`).
    private var roots: [String]?
    /// Folders resolved lately, by the path as given: files arrive folder by folder.
    private var resolved: [String: String] = [:]
    private static let cacheLimit = 1_024

    /// - Parameters:
    ///   - project: the project's folder.
    ///   - named: folders the person named on the command line (an `--output` folder, an
    ///     `--xcodeproj`): their own words, so a run may write there, and in the nearest folder
    ///     above one that exists, where the run creates the missing ones (`--output ../App/Scenes`
    ///     without `../App` creates `../App` whole beside its temporary name).
    ///   - anywhere: the person said `--write-outside`: nothing is refused.
    init(project: String, named: [String] = [], anywhere: Bool = false) {
        self.project = project.isEmpty ? "." : project
        guard !anywhere else { return }
        roots = ([self.project] + named.map(Self.nearestExisting)).compactMap { location(of: $0) }
    }

    /// A boundary that allows everything, for callers that write only where they were told.
    static func unbounded() -> WriteBoundary { WriteBoundary(project: ".", anywhere: true) }

    var allowsAnywhere: Bool { roots == nil }

    /// Where an entry at `path` would be created or replaced, when that is outside every allowed
    /// folder; nil when it is inside. The entry itself is not followed, only the folders above it.
    func escape(ofEntry path: String) -> String? {
        guard let roots else { return nil }
        let (parent, name) = Self.split(path)
        guard let folder = location(of: parent) else { return path }
        let target: String
        switch name {
        case "", ".": target = folder
        case "..": target = Self.parent(of: folder)
        default: target = folder == "/" ? "/" + name : folder + "/" + name
        }
        return Self.isInside(target, roots) ? nil : target
    }

    /// Where the folder `path` leads, when that is outside every allowed folder; nil when inside.
    func escape(ofFolder path: String) -> String? {
        guard let roots else { return nil }
        guard let target = location(of: path) else { return path }
        return Self.isInside(target, roots) ? nil : target
    }

    /// For an entry at `path` outside every allowed folder: the outermost folder on its path that
    /// leads outside (the link, or the `..`, a person must fix) and where the entry would be.
    func refusal(ofEntry path: String) -> (folder: String, leadsTo: String)? {
        guard let leadsTo = escape(ofEntry: path) else { return nil }
        var folder = Paths.parentDirectory(of: path)
        if folder.isEmpty || folder == "/" { return (path, leadsTo) }
        while true {
            let parent = Paths.parentDirectory(of: folder)
            guard !parent.isEmpty, parent != "/", parent != folder, escape(ofFolder: parent) != nil else { break }
            folder = parent
        }
        return (folder, leadsTo)
    }

    private static func isInside(_ path: String, _ roots: [String]) -> Bool {
        roots.contains { root in root == "/" || path == root || path.hasPrefix(root + "/") }
    }

    /// The absolute path, without links or `.` and `..`, that the folder `path` is or would be once
    /// created; nil when it cannot be told (a loop of links, a link that cannot be read).
    func location(of path: String) -> String? {
        var hops = 0
        return location(of: path, hops: &hops)
    }

    private func location(of path: String, hops: inout Int) -> String? {
        if let known = resolved[path] { return known }
        let found: String?
        let trimmed = Self.trimmed(path)
        if trimmed.isEmpty || trimmed == "." {
            found = POSIX.physicalCurrentDirectory()
        } else if trimmed == "/" {
            found = "/"
        } else {
            let (parentPath, name) = Self.split(trimmed)
            if let parent = location(of: parentPath, hops: &hops) {
                found = step(from: parent, into: name, hops: &hops)
            } else {
                found = nil
            }
        }
        if let found {
            if resolved.count >= Self.cacheLimit { resolved.removeAll(keepingCapacity: true) }
            resolved[path] = found
        }
        return found
    }

    /// One part of a path, from the folder `parent` leads to.
    private func step(from parent: String, into name: String, hops: inout Int) -> String? {
        switch name {
        case "", ".": return parent
        case "..": return Self.parent(of: parent)
        default: break
        }
        let joined = parent == "/" ? "/" + name : parent + "/" + name
        guard let target = POSIX.linkTarget(joined) else { return joined }
        // A link, followed as the kernel does, up to its limit of hops.
        hops += 1
        guard hops <= 40 else { return nil }
        return location(of: target.hasPrefix("/") ? target : parent + "/" + target, hops: &hops)
    }

    /// `path`, or the nearest folder above it that exists, unless that is the root (which would
    /// allow everything): the folder where a run creates the missing ones.
    private static func nearestExisting(_ path: String) -> String {
        var current = trimmed(path)
        while POSIX.existence(of: current.isEmpty ? "." : current) == .missing {
            let parent = Paths.parentDirectory(of: current)
            guard parent != current, parent != "/" else { return path }
            current = parent
        }
        return current.isEmpty ? "." : current
    }

    /// The path without trailing slashes (`/` stays `/`).
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The folder part (`""` for the current folder) and the last part of `path`.
    private static func split(_ path: String) -> (String, String) {
        let path = trimmed(path)
        if path == "/" { return ("/", ".") }
        let parent = Paths.parentDirectory(of: path)
        return (parent, String(Paths.fileName(of: path)))
    }

    private static func parent(of absolute: String) -> String {
        let parent = Paths.parentDirectory(of: absolute)
        return parent.isEmpty ? "/" : parent
    }
}
