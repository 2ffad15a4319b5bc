/// A file vipgen means to write: where, and exactly what.
public struct OutputFile: Equatable, Sendable {
    public let path: String
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// What writing a file would do to the disk.
public enum FileStatus: String, Sendable {
    /// No file there yet.
    case new
    /// A different file is there: written only with `--force`.
    case overwrite
    /// The same bytes are there already: nothing to write.
    case unchanged
}

/// Every file of one run, each with what writing it would do, decided before anything is written.
public struct WritePlan: Sendable {
    public let entries: [(file: OutputFile, status: FileStatus)]

    public var conflicts: [String] {
        entries.filter { $0.status == .overwrite }.map(\.file.path)
    }
}

/// Problems that stop a run from writing its output.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// Files exist with other contents and `--force` was not given.
    case wouldOverwrite([String])
    /// Something that is not a regular file stands where a file would go.
    case notAFile(String)
    /// The operating system refused to create a directory or file.
    case cannotCreate(path: String, reason: String)
    /// Two generated files would land on the same path.
    case duplicatePath(String)

    public var description: String {
        switch self {
        case .wouldOverwrite(let paths):
            let list = paths.map { "  \($0)" }.joined(separator: "\n")
            let noun = paths.count == 1 ? "file exists" : "files exist"
            return "\(paths.count) \(noun) with other contents; nothing was written:\n\(list)\n"
                + "Use --force to overwrite them, or --dry-run to see the plan."
        case .notAFile(let path):
            return "'\(path)' exists and is not a regular file; nothing was written"
        case .cannotCreate(let path, let reason):
            return "cannot create '\(path)': \(reason)"
        case .duplicatePath(let path):
            return "two generated files would both be written to '\(path)'"
        }
    }
}

/// The only code in vipgen that touches the output on disk.
public enum FileWriter {
    /// Looks at the disk and decides, for every file, what writing it would do.
    public static func plan(_ files: [OutputFile]) throws -> WritePlan {
        var seen = Set<String>()
        var entries: [(file: OutputFile, status: FileStatus)] = []
        entries.reserveCapacity(files.count)
        // A scene's files share a folder: when it does not exist yet, none of its files can.
        var missingDirectories: [String: Bool] = [:]
        for file in files {
            guard seen.insert(file.path).inserted else { throw OutputError.duplicatePath(file.path) }
            let directory = Paths.parentDirectory(of: file.path)
            let directoryIsMissing: Bool
            if let known = missingDirectories[directory] {
                directoryIsMissing = known
            } else {
                directoryIsMissing = !directory.isEmpty && POSIX.existence(of: directory) == .missing
                missingDirectories[directory] = directoryIsMissing
            }
            if directoryIsMissing {
                entries.append((file, .new))
                continue
            }
            switch POSIX.existence(of: file.path) {
            case .missing:
                entries.append((file, .new))
            case .file:
                let same = POSIX.readFile(file.path).map { $0.elementsEqual(file.contents.utf8) } ?? false
                entries.append((file, same ? .unchanged : .overwrite))
            case .directory, .other:
                throw OutputError.notAFile(file.path)
            }
        }
        return WritePlan(entries: entries)
    }

    /// Writes the plan. A new file is created in place with `O_EXCL`, so a file that appeared since
    /// planning is never replaced; an existing file (only with `force`) is replaced atomically by
    /// renaming a temporary file over it, so it is never seen half-written. If a write fails, the
    /// files this run created are removed.
    public static func write(_ plan: WritePlan, force: Bool) throws {
        let conflicts = plan.conflicts
        if !force && !conflicts.isEmpty { throw OutputError.wouldOverwrite(conflicts) }

        var created: [String] = []
        var madeDirectories = Set<String>()
        var counter = 0
        do {
            for (file, status) in plan.entries where status != .unchanged {
                let directory = Paths.parentDirectory(of: file.path)
                if !directory.isEmpty, madeDirectories.insert(directory).inserted,
                    let failure = POSIX.makeDirectories(directory)
                {
                    throw OutputError.cannotCreate(path: directory, reason: POSIX.message(failure))
                }
                if status == .new {
                    switch POSIX.writeNewFile(file.path, file.contents) {
                    case nil:
                        created.append(file.path)
                        continue
                    case .some(POSIX.alreadyExists):
                        // Someone else made it since planning: only `--force` may replace it.
                        if !force { throw OutputError.wouldOverwrite([file.path]) }
                    case .some(let failure):
                        throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(failure))
                    }
                }
                counter += 1
                let temporary =
                    (directory.isEmpty ? "" : directory + "/")
                    + ".\(Paths.fileName(of: file.path)).vipgen-\(POSIX.processID)-\(counter).tmp"
                if let failure = POSIX.writeNewFile(temporary, file.contents) {
                    throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(failure))
                }
                if let failure = POSIX.move(temporary, to: file.path) {
                    POSIX.remove(temporary)
                    throw OutputError.cannotCreate(path: file.path, reason: POSIX.message(failure))
                }
            }
        } catch {
            created.forEach(POSIX.remove)
            throw error
        }
    }
}
