import Expectations
import Foundation
import Testing

/// Evolving plans its files with the writer's planner, in a dry run as in a real one: the dry run
/// refuses what the real run refuses. A file replaced keeps its mode; a file the user could not
/// write is not replaced.
@Suite struct EvolvePlanningTests {
    static let spec = """
        {
          "project": {"sources": "Sources", "tests": "Tests"},
          "scenes": [{"name": "Greet", "useCases": ["Load"]}]
        }

        """
    static let worker = "Sources/Greet/GreetWorker.swift"

    static func generated() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", spec)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        precondition(result.status == 0, "\(result)")
        return directory
    }

    static func mode(_ directory: TemporaryDirectory, _ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: directory.path + "/" + path)[.posixPermissions] as? Int) ?? -1
    }

    static func setMode(_ directory: TemporaryDirectory, _ path: String, _ mode: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: directory.path + "/" + path)
    }

    @Test func aDryRunRefusesALinkedFileAsTheRealRunDoes() throws {
        let directory = try Self.generated()
        let elsewhere = try TemporaryDirectory()
        try elsewhere.write("Worker.swift", try directory.read(Self.worker))
        try FileManager.default.removeItem(atPath: directory.path + "/" + Self.worker)
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/" + Self.worker, withDestinationPath: elsewhere.path + "/Worker.swift")
        for command in [["add", "use-case", "Greet", "Reset"], ["generate"]] {
            if command[0] == "generate" {
                try directory.write(
                    "vipgen.json", Self.spec.replacingOccurrences(of: "[\"Load\"]", with: "[\"Load\", \"Reset\"]"))
            }
            let dry = try VipgenProcess.run(command + ["--dry-run"], in: directory.url)
            let real = try VipgenProcess.run(command, in: directory.url)
            expect(real.status == 73 && dry.status == real.status, "\(command)\n\(dry)\n\(real)")
            expect(dry.stderr == real.stderr && real.stderr.contains("'\(Self.worker)' is a symbolic link"), "\(real)")
        }
    }

    @Test func aDryRunRefusesAFolderTheUserCannotWriteInAsTheRealRunDoes() throws {
        let directory = try Self.generated()
        OtherUser.own(directory)
        try Self.setMode(directory, "Sources/Greet", 0o555)
        defer { try? Self.setMode(directory, "Sources/Greet", 0o755) }
        let dry = try OtherUser.run(["add", "use-case", "Greet", "Reset", "--dry-run"], in: directory.url)
        let real = try OtherUser.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expect(real.status == 73 && dry.status == 73, "\(dry)\n\(real)")
        expect(dry.stderr == real.stderr && real.stderr.contains("cannot write in folder 'Sources/Greet'"), "\(real)")
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let directory = try Self.generated()
        let modes = [
            "Sources/Greet/GreetInteractor.swift": 0o600, "Sources/Greet/GreetModels.swift": 0o640,
            "vipgen.json": 0o600, "Sources/Greet/GreetPresenter.swift": 0o755,
        ]
        for (path, mode) in modes { try Self.setMode(directory, path, mode) }
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(try directory.read("Sources/Greet/GreetModels.swift").contains("enum Reset"))
        for (path, mode) in modes { expectEqual(try Self.mode(directory, path), mode, "\(path)") }
    }

    /// Files are created with the mode they keep, and that mode is checked once per folder: a umask
    /// that takes bits away must not leave the replaced files with fewer.
    @Test func aReplacedFileKeepsItsModeUnderAUmaskThatTakesBitsAway() throws {
        let directory = try Self.generated()
        let modes = [
            "Sources/Greet/GreetInteractor.swift": 0o644, "Sources/Greet/GreetModels.swift": 0o664,
            "Sources/Greet/GreetPresenter.swift": 0o644, "Sources/Greet/GreetWorker.swift": 0o604,
        ]
        for (path, mode) in modes { try Self.setMode(directory, path, mode) }
        let result = try VipgenProcess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "umask 077 && exec \"$0\" add use-case Greet Reset -q", VipgenProcess.binary.path],
            in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(try directory.read("Sources/Greet/GreetModels.swift").contains("enum Reset"))
        for (path, mode) in modes { expectEqual(try Self.mode(directory, path), mode, "\(path)") }
    }

    /// Run as root, a replaced file keeps its owner, whoever owns the file before it in the folder.
    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func aFileReplacedByRootKeepsItsOwner() throws {
        let directory = try Self.generated()
        let owners: [String: UInt32] = [
            "Sources/Greet/GreetInteractor.swift": 0, "Sources/Greet/GreetModels.swift": 65534,
            "Sources/Greet/GreetPresenter.swift": 0, "Sources/Greet/GreetWorker.swift": 65534,
        ]
        for (path, owner) in owners { expectEqual(chown(directory.path + "/" + path, owner, owner), 0) }
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(try directory.read("Sources/Greet/GreetModels.swift").contains("enum Reset"))
        for (path, owner) in owners {
            var info = stat()
            expectEqual(stat(directory.path + "/" + path, &info), 0)
            expect(info.st_uid == owner && info.st_gid == owner, "\(path)")
        }
    }

    /// A FIFO where a scene's file goes is refused without being read: reading it would wait for a
    /// writer that never comes.
    @Test func aFIFOWhereAFileGoesIsRefusedWithoutWaiting() throws {
        let directory = try Self.generated()
        let path = directory.path + "/" + Self.worker
        expect(unlink(path) == 0 && mkfifo(path, 0o644) == 0)
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expect(result.status != 0, "\(result)")
        expect(result.stderr.contains(Self.worker), "\(result)")
        expect(try !directory.read("Sources/Greet/GreetModels.swift").contains("enum Reset"), "nothing was written")
    }

    @Test func aReadOnlyFileIsNotReplacedInADryRunOrARealOne() throws {
        let directory = try Self.generated()
        try Self.setMode(directory, Self.worker, 0o444)
        let before = try directory.read(Self.worker)
        let dry = try VipgenProcess.run(["add", "use-case", "Greet", "Reset", "--dry-run"], in: directory.url)
        let real = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expect(real.status == 73 && dry.status == 73, "\(dry)\n\(real)")
        expectEqual(dry.stderr, real.stderr, "\(dry)\n\(real)")
        expect(real.stderr.contains("cannot replace '\(Self.worker)': it is read-only for you (mode 0444)"), "\(real)")
        expectEqual(try directory.read(Self.worker), before)
        expect(try !directory.read("Sources/Greet/GreetModels.swift").contains("enum Reset"), "nothing was written")
    }
}
