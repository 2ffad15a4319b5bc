import Foundation

/// What running the built `vipgen` binary did.
struct RunResult: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

/// Runs the built products the way a user does: as a separate process, in a directory of the test's own.
enum VipgenProcess {
    /// The `vipgen` binary SwiftPM built beside this test bundle.
    static let binary: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // On Apple platforms the test binary sits inside a .xctest bundle.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
            || directory.lastPathComponent == "Contents"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("vipgen")
    }()

    static func run(
        _ arguments: [String], in directory: URL, input: String? = nil, environment: [String: String] = [:]
    ) throws -> RunResult {
        try run(binary, arguments, in: directory, input: input, environment: environment)
    }

    /// Runs `executable` to its end (in `directory`, else this process's), `input` on its standard
    /// input, and keeps what it printed: the one way the tests run a program and wait for it.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, input: String? = nil,
        environment: [String: String] = [:]
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        let stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting so a large output cannot fill a pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A `vipgen` process left running, for tests that stop, kill or race it. Its output goes to files, so
/// a test can wait for a line on standard error without the pipe filling up or blocking.
final class RunningVipgen {
    let process = Process()
    private let outputPath: String
    private let errorPath: String

    /// Starts `vipgen` with `environment` added to this process's own.
    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vipgen-run-\(UUID().uuidString)")
        outputPath = scratch.path + ".out"
        errorPath = scratch.path + ".err"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.executableURL = VipgenProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: outputPath)
        try? FileManager.default.removeItem(atPath: errorPath)
    }

    var pid: Int32 { process.processIdentifier }

    var standardError: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// Waits until standard error contains `text`; false if the process ended or a minute went by
    /// first (a generous bound that only a broken test ever reaches).
    func waitForError(containing text: String) -> Bool {
        for _ in 0..<6_000 {
            if standardError.contains(text) { return true }
            if !process.isRunning { return standardError.contains(text) }
            usleep(10_000)
        }
        return false
    }

    /// Waits until the writer's test hook has stopped the process at `point` (`stage:3`): its note on
    /// standard error, then the stop itself. The note is written just before the process stops, so a
    /// signal sent on the note alone can come first: a `SIGCONT` then finds nothing to continue, and
    /// the process stops for good (a test hung so, under load). False as `waitForError` is.
    func waitForPause(at point: String) -> Bool {
        guard waitForError(containing: "paused at \(point)") else { return false }
        for _ in 0..<6_000 {
            // Asks for a stopped child only (no WEXITED), leaving it to be waited for (WNOWAIT): the
            // process's exit stays Foundation's to collect.
            var info = siginfo_t()
            if waitid(P_PID, id_t(process.processIdentifier), &info, WSTOPPED | WNOHANG | WNOWAIT) == 0,
                info.si_signo == SIGCHLD, info.si_code == Int32(CLD_STOPPED)
            {
                return true
            }
            if !process.isRunning { return false }
            usleep(10_000)
        }
        return false
    }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    /// Waits for the process to end.
    func finish() -> RunResult {
        process.waitUntilExit()
        return RunResult(
            status: process.terminationReason == .uncaughtSignal
                ? -process.terminationStatus : process.terminationStatus,
            stdout: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            stderr: standardError)
    }
}

/// A fresh directory under the system's temporary folder, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("vipgen-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    func write(_ relativePath: String, _ contents: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    /// Every folder below the directory (hidden ones too), as sorted relative paths.
    func folders() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var folders: [String] = []
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + item, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                folders.append(item)
            }
        }
        return folders.sorted()
    }

    /// Every regular file below the directory, as sorted relative paths.
    func files() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + item, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(item)
            }
        }
        return files.sorted()
    }
}

/// The repository's root, for fixtures and golden files.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // VipgenKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
}
