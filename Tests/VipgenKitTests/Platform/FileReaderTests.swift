import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct FileReaderTests {
    @Test func readsWholeFilesAndStopsOneBytePastALimit() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "0123456789")
        let path = directory.path + "/a.txt"
        expectEqual(POSIX.readFile(path), Array("0123456789".utf8))
        expectEqual(POSIX.readFile(path, limit: 10), Array("0123456789".utf8))
        expectEqual(POSIX.readFile(path, limit: 3), Array("0123".utf8))
        expectEqual(try POSIX.readFileOrFailure("/dev/zero", limit: 100_000, streams: true).get().count, 100_001)
    }

    /// A device, a pipe or a socket is not read unless asked for (`streams`): nothing waits on it.
    @Test func onlyRegularFilesAreReadUnlessStreamsAreAskedFor() throws {
        let directory = try TemporaryDirectory()
        expectEqual(mkfifo(directory.path + "/pipe", 0o644), 0)
        for (path, kind) in [("/dev/zero", "a character device"), (directory.path + "/pipe", "a pipe")] {
            guard case .failure(let failure) = POSIX.readFileOrFailure(path, limit: 100) else {
                Issue.record("\(path) was read")
                continue
            }
            expectEqual(failure.kind, kind)
            expect(throws: InputError.notRegularFile(path, kind: kind)) { try FileReader.readText(path) }
        }
    }

    /// One `open`, no `stat` first, yet the same errors as before: missing, or there but unreadable.
    @Test func readTextTellsAMissingFileFromAnUnreadableOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "a")
        expectEqual(try FileReader.readText(directory.path + "/a.txt"), "a")
        for missing in ["/missing.txt", "/a.txt/below.txt"] {
            expect(throws: InputError.missing(directory.path + missing)) {
                try FileReader.readText(directory.path + missing)
            }
        }
        expect(throws: InputError.unreadable(directory.path)) { try FileReader.readText(directory.path) }
    }

    /// What `--force` and the planner use to leave a file alone: exact bytes, whatever the size.
    @Test func aFileHoldsExactlyItsBytesOnly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "héllo\n")
        try directory.write("empty.txt", "")
        let path = directory.path + "/a.txt"
        expect(POSIX.fileHolds(path, "héllo\n"))
        expect(!POSIX.fileHolds(path, "hëllo\n"), "same size, other bytes")
        expect(!POSIX.fileHolds(path, "héllo"), "a prefix")
        expect(!POSIX.fileHolds(path, "héllo\n\n"), "longer")
        expect(POSIX.fileHolds(directory.path + "/empty.txt", ""))
        expect(!POSIX.fileHolds(directory.path + "/empty.txt", "x"))
        expect(!POSIX.fileHolds(directory.path + "/missing.txt", ""))
        expect(!POSIX.fileHolds(directory.path, ""), "a folder holds no text")
        // The planner passes the size its `lstat` saw, sparing a `stat`.
        let (entry, size) = POSIX.entryAndSize(at: path)
        expect(entry == .file && size == 7)
        expect(POSIX.fileHolds(path, "héllo\n", size: size))
        expect(!POSIX.fileHolds(path, "hëllo\n", size: size), "same size, other bytes")
        expect(!POSIX.fileHolds(path, "héllo\n", size: 8), "another size is not even read")
    }

    @Test func invalidUTF8IsPlacedByLineAndColumn() {
        let bytes = Array("a\r\nbé".utf8) + [0xFF]
        expect(throws: TextEncodingError.self) { try FileReader.text(bytes, name: "t") }
        let error = TextEncodingError(file: "t", bytes: bytes)
        expect(error.location.line == 2 && error.location.column == 3 && error.byte == 0xFF)
        expectEqual(error.description, "t:2:3: error: invalid UTF-8 byte 0xFF: 't' must be UTF-8 text")
    }
}
