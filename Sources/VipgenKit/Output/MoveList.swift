#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moves a run's commit makes, in their order, and the paths it plans without moving anything,
/// kept as the journal's records (see `OutputJournal`) as they are staged: in memory up to a piece
/// of 64 KB, then appended to a file beside the journal, so that a run replacing 100,000 files holds
/// a piece of its list, not a line per file. The commit renames that file into the journal and reads
/// it back, a piece at a time, to make the moves.
///
/// Without a file to spill to (a run that takes no project lock, a dry run) every record stays in
/// memory: such runs are small, or hold per file what they print anyway.
struct MoveList {
    /// One record: a move of the commit, or a path planned with nothing to move (`planned`).
    struct Move: Equatable {
        var kind: Kind
        var temporary: String
        var target: String
        /// For a replacement: the identity of the file it replaces, as planned (read back only for
        /// the next run, see `records`).
        var identity: FileIdentity?
    }

    enum Kind: UInt8 {
        /// A new file, moved without replacing anything.
        case newFile = 0x4E  // N
        /// A file replacing the one the plan found.
        case replacement = 0x52  // R
        /// A new folder, moved whole without replacing anything.
        case folder = 0x44  // D
        /// A path the run planned and moves nothing to (left unchanged, or not staged): listed so a
        /// second file at the same path is found (see `OutputPlanner`), skipped by every move.
        case planned = 0x50  // P
    }

    static let defaultPieceSize = 65_536

    /// Where records go once they outgrow a piece; `nil` keeps them in memory.
    let spillPath: String?
    private let pieceSize: Int
    /// The file records are appended to, once there is one.
    private var fd: Int32 = -1
    /// Where the records on disk are, when there are any: the spill file, or the journal it became.
    private(set) var filePath: String?
    /// Records not yet written to the file (all of them, without one), in the journal's encoding.
    private var pending: [UInt8] = []
    /// How many records `pending` holds: what of the list is in memory.
    private(set) var recordsInMemory = 0
    /// How many moves the commit makes (records other than `planned`).
    private(set) var moveCount = 0

    init(spillPath: String?, pieceSize: Int = defaultPieceSize) {
        self.spillPath = spillPath
        self.pieceSize = pieceSize
    }

    /// Adds a record; throws `cannotCreate` naming the spill file when it cannot be written.
    mutating func append(_ move: Move) throws {
        pending.append(move.kind.rawValue)
        pending.append(0)
        pending += move.temporary.utf8
        pending.append(0)
        pending += move.target.utf8
        pending.append(0)
        if let identity = move.identity { pending += identity.description.utf8 }
        pending.append(0)
        recordsInMemory += 1
        if move.kind != .planned { moveCount += 1 }
        if pending.count >= pieceSize, let spillPath {
            if let failure = flush(to: spillPath) {
                throw OutputError.cannotCreate(path: spillPath, reason: POSIX.message(failure))
            }
        }
    }

    /// Writes what is in memory to the file, which it creates first (with the journal's header)
    /// when there is none yet; errno on failure.
    private mutating func flush(to path: String) -> Int32? {
        if fd < 0 {
            // Under the project's lock the name is this run's: whatever is there is a dead run's.
            unlink(path)
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return errno }
            filePath = path
            let header = Array("vipgen-journal 2 \(POSIX.processID)\n".utf8) + Self.workingDirectory().utf8 + [0]
            if let failure = header.withUnsafeBytes({ POSIX.writeAll(fd, $0) }) { return failure }
        }
        // Kept on failure: a piece written in part ends the file with a record cut short, which
        // `forEachListed` passes over to read these again.
        if let failure = pending.withUnsafeBytes({ POSIX.writeAll(fd, $0) }) { return failure }
        pending.removeAll(keepingCapacity: true)
        recordsInMemory = 0
        return nil
    }

    /// Writes the whole list to the spill file and renames it to `journal`, which then names every
    /// move; errno on failure, when the list is as it was, to be removed with what it names.
    mutating func seal(as journal: String) -> Int32? {
        guard let spillPath else { return EINVAL }
        var failure = flush(to: spillPath)
        if fd >= 0, close(fd) != 0, failure == nil { failure = errno }
        fd = -1
        if failure == nil { failure = POSIX.move(spillPath, to: journal) }
        if failure == nil { filePath = journal }
        return failure
    }

    /// Forgets the list; removes its file unless it became the journal (`keepingJournal`).
    mutating func removeAll(keepingJournal: Bool = false) {
        if fd >= 0 { close(fd) }
        if let filePath, filePath == spillPath || !keepingJournal { POSIX.remove(filePath) }
        self = MoveList(spillPath: spillPath, pieceSize: pieceSize)
    }

    /// Every record, in order: those on disk a piece at a time, then those in memory.
    func forEachRecord(_ body: (Move) throws -> Void) throws {
        if let filePath {
            guard try Self.records(in: filePath, body) != nil else {
                throw OutputError.unreadableJournal(filePath)
            }
        }
        _ = try Self.decode(pending[...], body)
    }

    /// Every record that can be read, for removing what they name after a failure: those of a file
    /// that ends cut short, then those in memory.
    func forEachListed(_ body: (Move) -> Void) {
        if let filePath { _ = try? Self.records(in: filePath, body) }
        _ = try? Self.decode(pending[...], body)
    }

    /// Whether a record names `target`: the exact check behind a suspected second file at one path.
    func contains(target: String) -> Bool {
        var found = false
        struct Found: Error {}
        do {
            try forEachRecord { move in
                if move.target == target {
                    found = true
                    throw Found()
                }
            }
        } catch {}
        return found
    }

    // MARK: - Reading a list back

    /// What a journal's header says: the process that wrote it, and the folder its relative paths
    /// are in (empty for a journal of absolute paths).
    struct Header {
        let pid: Int32
        let base: String
    }

    /// Reads the records of the list or journal at `path`, a piece at a time; the header, or `nil`
    /// when the file cannot be read or is not a journal.
    /// - Parameters:
    ///   - resolving: whether to read the list as the next run does: relative paths made absolute
    ///     against the header's folder (it may have started elsewhere), and the identities of the
    ///     files replaced, which only it checks. The run that wrote the list reads its paths as it
    ///     gave them.
    ///   - onHeader: told the header before the first record.
    @discardableResult
    static func records(
        in path: String, resolving: Bool = false, header onHeader: (Header) -> Void = { _ in },
        _ body: (Move) throws -> Void
    ) throws -> Header? {
        // Without waiting: a pipe there is never read (its type is checked first).
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var buffer: [UInt8] = []
        var header: Header?
        var ended = false
        while !ended {
            guard let piece = readPiece(fd) else { return nil }
            ended = piece.isEmpty
            buffer += piece
            if header == nil {
                guard let (found, end) = parseHeader(buffer) else {
                    // Not whole yet, unless the file ended.
                    if ended || buffer.count > Int(PATH_MAX) + 64 { return nil }
                    continue
                }
                header = found
                onHeader(found)
                buffer.removeFirst(end)
            }
            let base = resolving ? header?.base ?? "" : ""
            let decoded = try decode(buffer[...], identities: resolving) { move in
                guard !base.isEmpty else { return try body(move) }
                var move = move
                move.temporary = Self.absolute(move.temporary, base)
                move.target = Self.absolute(move.target, base)
                try body(move)
            }
            guard let used = decoded else { return nil }
            buffer.removeFirst(used)
        }
        // A record cut short is not one the writer finished.
        return buffer.isEmpty ? header : nil
    }

    private static func absolute(_ path: String, _ base: String) -> String {
        path.hasPrefix("/") || path.isEmpty ? path : base + "/" + path
    }

    private static func readPiece(_ fd: Int32) -> [UInt8]? {
        POSIX.readSome(fd, upTo: defaultPieceSize)
    }

    private static func parseHeader(_ bytes: [UInt8]) -> (Header, Int)? {
        guard let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let words = String(decoding: bytes[..<lineEnd], as: UTF8.self).split(separator: " ")
        guard words.count == 3, words[0] == "vipgen-journal", let pid = Int32(words[2]) else { return nil }
        switch words[1] {
        case "1":
            return (Header(pid: pid, base: ""), lineEnd + 1)
        case "2":
            guard let baseEnd = bytes[(lineEnd + 1)...].firstIndex(of: 0) else { return nil }
            let base = String(decoding: bytes[(lineEnd + 1)..<baseEnd], as: UTF8.self)
            return (Header(pid: pid, base: base), baseEnd + 1)
        default:
            return nil
        }
    }

    /// Hands `body` each whole record in `bytes`; how many bytes they took, or `nil` for a record
    /// that is not one.
    private static func decode(
        _ bytes: ArraySlice<UInt8>, identities: Bool = false, _ body: (Move) throws -> Void
    ) throws -> Int? {
        try bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return 0 }
            var start = 0
            while true {
                // A record is four fields, each ended by a NUL byte.
                var ends = (0, 0, 0, 0)
                var next = start
                for field in 0..<4 {
                    guard next < buffer.count, let found = memchr(base + next, 0, buffer.count - next) else {
                        return start
                    }
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    switch field {
                    case 0: ends.0 = end
                    case 1: ends.1 = end
                    case 2: ends.2 = end
                    default: ends.3 = end
                    }
                    next = end + 1
                }
                guard ends.0 == start + 1, let kind = Kind(rawValue: buffer[start]) else { return nil }
                func text(_ from: Int, _ to: Int) -> String {
                    String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<to]), as: UTF8.self)
                }
                try body(
                    Move(
                        kind: kind, temporary: text(ends.0 + 1, ends.1), target: text(ends.1 + 1, ends.2),
                        identity: !identities || ends.3 == ends.2 + 1 ? nil : FileIdentity(text(ends.2 + 1, ends.3))))
                start = next
            }
        }
    }

    private static func workingDirectory() -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { getcwd($0.baseAddress, $0.count) != nil }
        }
        guard found, let end = buffer.firstIndex(of: 0) else { return "." }
        return String(decoding: buffer[..<end], as: UTF8.self)
    }
}
