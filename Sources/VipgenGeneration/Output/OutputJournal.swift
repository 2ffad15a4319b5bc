import VipgenModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moves of one commit, written down before the first of them, so that a run killed (or failing)
/// while it moves files into place is finished by the next run instead of leaving half a change.
///
/// Each move is a rename of a staged temporary onto its target, so a move is done exactly when its
/// temporary is gone: finishing is renaming the temporaries still there, in the same order. A file
/// a move replaces is noted with its identity (inode, size, modification time) as the run's plan
/// found it; if a person changed it since, the new contents were computed from text that is no longer
/// there, and the next run refuses instead of putting them over the person's edit.
///
/// `.vipgen-journal` lives beside `.vipgen.lock` and is only read or written under the lock. Paths in
/// it are absolute (the next run may start in another folder), separated by NUL bytes, which no path
/// holds.
package struct OutputJournal {
    static let fileName = ".vipgen-journal"

    enum Kind: UInt8 {
        /// A new file, moved without replacing anything.
        case newFile = 0x4E  // N
        /// A file replacing the one the plan found.
        case replacement = 0x52  // R
        /// A new folder, moved whole without replacing anything.
        case folder = 0x44  // D
    }

    struct Move: Equatable {
        var kind: Kind
        var temporary: String
        var target: String
        /// For a replacement: the identity of the file it replaces, as planned.
        var identity: FileIdentity?
    }

    let path: String

    init(directory: String) {
        path = Paths.join(directory, Self.fileName)
    }

    /// Writes the journal whole (a temporary renamed over it); errno on failure. The moves are
    /// written as `moves` hands them over, in pieces of 64 KB: a run of 100,000 files does not hold
    /// its journal in memory.
    func write(pid: Int32, _ moves: (_ each: (Move) -> Void) -> Void) -> Int32? {
        let base = Self.workingDirectory()
        let temporary = TemporaryName.path(for: path, number: 0)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        var failure: Int32?
        var bytes: [UInt8] = Array("vipgen-journal 1 \(pid)\n".utf8)
        bytes.reserveCapacity(Self.pieceSize + 8_192)
        func flush() {
            if failure == nil { failure = bytes.withUnsafeBytes { POSIX.writeAll(fd, $0) } }
            bytes.removeAll(keepingCapacity: true)
        }
        moves { move in
            bytes.append(move.kind.rawValue)
            bytes.append(0)
            Self.appendAbsolute(move.temporary, base, to: &bytes)
            bytes.append(0)
            Self.appendAbsolute(move.target, base, to: &bytes)
            bytes.append(0)
            if let identity = move.identity { bytes += identity.description.utf8 }
            bytes.append(0)
            if bytes.count >= Self.pieceSize { flush() }
        }
        flush()
        if close(fd) != 0, failure == nil { failure = errno }
        if failure == nil { failure = POSIX.move(temporary, to: path) }
        if failure != nil { POSIX.remove(temporary) }
        return failure
    }

    private static let pieceSize = 65_536

    func remove() { POSIX.remove(path) }

    /// The journal's process id and moves; `nil` when there is none (or it is not a journal).
    func read() -> (pid: Int32, moves: [Move])? {
        guard POSIX.entry(at: path) == .file, let bytes = POSIX.readFile(path, limit: FileReader.maximumSize),
            let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let header = String(decoding: bytes[..<headerEnd], as: UTF8.self).split(separator: " ")
        guard header.count == 3, header[0] == "vipgen-journal", header[1] == "1", let pid = Int32(header[2]) else {
            return nil
        }
        let fields = bytes[(headerEnd + 1)...].split(separator: 0, omittingEmptySubsequences: false)
        var moves: [Move] = []
        var index = fields.startIndex
        while index + 3 < fields.endIndex {
            guard fields[index].count == 1, let kind = Kind(rawValue: fields[index].first!) else { return nil }
            moves.append(
                Move(
                    kind: kind, temporary: String(decoding: fields[index + 1], as: UTF8.self),
                    target: String(decoding: fields[index + 2], as: UTF8.self),
                    identity: FileIdentity(String(decoding: fields[index + 3], as: UTF8.self))))
            index += 4
        }
        return (pid, moves)
    }

    /// What finishing a journal did.
    package struct Finished: Equatable {
        package let pid: Int32
        /// The moves the interrupted run had not made, made now.
        package let moved: Int
    }

    /// Finishes the moves of an interrupted run, if one left a journal; nil when there is none.
    /// Throws, changing nothing more, when a move cannot be made as planned.
    func finish() throws -> Finished? {
        guard let (pid, moves) = read() else {
            if POSIX.entry(at: path) != .missing { throw OutputError.unreadableJournal(path) }
            return nil
        }
        // Checked before any move, so that a refusal leaves things as the interrupted run did.
        for move in moves where move.kind == .replacement && POSIX.entry(at: move.temporary) == .file {
            if FileIdentity(of: move.target) != move.identity {
                throw OutputError.changedSinceInterrupted(path: move.target, journal: path, pid: pid)
            }
        }
        var moved = 0
        for move in moves where POSIX.entry(at: move.temporary) != .missing {
            let failure: Int32?
            switch move.kind {
            case .replacement: failure = POSIX.move(move.temporary, to: move.target)
            case .newFile: failure = POSIX.moveWithoutReplacing(move.temporary, to: move.target)
            case .folder: failure = Self.moveFolder(move.temporary, to: move.target)
            }
            if let failure {
                throw OutputError.cannotFinish(
                    path: move.target, reason: POSIX.message(failure), journal: path, pid: pid)
            }
            moved += 1
        }
        remove()
        return Finished(pid: pid, moved: moved)
    }

    /// A folder moved whole, or, when one appeared at its target, its files one by one, never over a file.
    private static func moveFolder(_ temporary: String, to target: String) -> Int32? {
        switch POSIX.moveFolderWithoutReplacing(temporary, to: target) {
        case nil:
            return nil
        case .some(POSIX.alreadyExists), .some(POSIX.unsupported):
            if POSIX.existence(of: target) == .missing, let failure = POSIX.makeDirectory(target) { return failure }
            for name in POSIX.listDirectory(temporary) {
                let from = temporary + "/" + name
                let to = target + "/" + name
                let failure =
                    POSIX.entry(at: from) == .directory
                    ? moveFolder(from, to: to) : POSIX.moveWithoutReplacing(from, to: to)
                if let failure { return failure }
            }
            POSIX.removeEmptyDirectory(temporary)
            return nil
        case .some(let failure):
            return failure
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

    private static func appendAbsolute(_ path: String, _ base: String, to bytes: inout [UInt8]) {
        if !path.hasPrefix("/") {
            bytes += base.utf8
            bytes.append(UInt8(ascii: "/"))
        }
        bytes += path.utf8
    }
}
