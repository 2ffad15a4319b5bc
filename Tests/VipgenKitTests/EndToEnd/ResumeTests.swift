import Expectations
import Foundation
import Testing

/// A run killed or failing while it moves files into place is finished by the next run, from the
/// journal it wrote first; what a dead run left is removed even by a run with nothing to write.
@Suite struct ResumeTests {
    static let spec = """
        {
          "project": {"sources": "Sources", "tests": "Tests"},
          "scenes": [{"name": "Greet", "useCases": ["Load"]}]
        }

        """
    static let evolved = spec.replacingOccurrences(of: "[\"Load\"]", with: "[\"Load\", \"Reset\"]")

    /// A project generated from `spec`, whose spec then gains the use case Reset.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", spec)
        let first = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        precondition(first.status == 0, "\(first)")
        try directory.write("vipgen.json", evolved)
        return directory
    }

    /// The files `generate` writes for the evolved spec in an empty folder.
    static func expected() throws -> [String: String] {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", evolved)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        precondition(result.status == 0, "\(result)")
        var files: [String: String] = [:]
        for path in directory.files() where path.hasSuffix(".swift") { files[path] = try directory.read(path) }
        return files
    }

    static func leftovers(_ directory: TemporaryDirectory) -> [String] {
        (directory.folders() + directory.files()).filter { $0.contains(".vipgen-") }
    }

    static func expectFinished(_ directory: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let again = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(again.status, 0, "\(again)", sourceLocation: sourceLocation)
        expect(
            again.stderr.contains("vipgen: finished the run of process"), "\(again)", sourceLocation: sourceLocation)
        expect(!again.stdout.contains("not found"), "\(again)", sourceLocation: sourceLocation)
        for (path, contents) in try expected() {
            expectEqual(try directory.read(path), contents, "\(path) is not finished", sourceLocation: sourceLocation)
        }
        expectEqual(leftovers(directory), [], sourceLocation: sourceLocation)
        expect(
            !directory.exists(".vipgen-journal") && !directory.exists(".vipgen.lock"), sourceLocation: sourceLocation)
    }

    @Test func aGenerateKilledWhileMovingIsFinishedByTheNextRun() throws {
        let directory = try Self.project()
        let run = try RunningVipgen(
            ["generate", "-q"], in: directory.url, environment: ["VIPGEN_TEST_PAUSE_AT": "commit:3"])
        expect(run.waitForPause(at: "commit:3"), "\(run.finish())")
        run.signal(SIGKILL)
        expectEqual(run.finish().status, -SIGKILL)
        expect(try directory.read("Sources/Greet/GreetInteractor.swift").contains("func reset(request:"))
        expect(try !directory.read("Sources/Greet/GreetModels.swift").contains("enum Reset"), "half moved")
        try Self.expectFinished(directory)
    }

    @Test func aGenerateWhoseMoveFailedIsFinishedByTheNextRun() throws {
        let directory = try Self.project()
        let failed = try VipgenProcess.run(
            ["generate"], in: directory.url, environment: ["VIPGEN_TEST_FAIL_AT": "commit:3"])
        expectEqual(failed.status, 73, "\(failed)")
        expect(
            failed.stderr.contains("2 files were already replaced") && failed.stderr.contains("run again to finish"),
            "\(failed)")
        try Self.expectFinished(directory)
    }

    /// A person who edits a half-moved file before the next run keeps the edit: the run refuses.
    @Test func aFileChangedSinceTheInterruptedRunIsNotOverwritten() throws {
        let directory = try Self.project()
        let run = try RunningVipgen(
            ["generate", "-q"], in: directory.url, environment: ["VIPGEN_TEST_PAUSE_AT": "commit:2"])
        expect(run.waitForPause(at: "commit:2"), "\(run.finish())")
        run.signal(SIGKILL)
        _ = run.finish()
        let models = "Sources/Greet/GreetModels.swift"
        let edited = try directory.read(models) + "// mine\n"
        try directory.write(models, edited)
        let again = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(again.status, 73, "\(again)")
        expect(
            again.stderr.contains(
                "'\(directory.url.resolvingSymlinksInPath().path)/\(models)', which it was to replace, changed since")
                || again.stderr.contains("/\(models)', which it was to replace, changed since"), "\(again)")
        expectEqual(try directory.read(models), edited)
    }

    /// `add` killed while staging leaves temporaries; a `generate` with nothing to write removes them.
    @Test func aRunWithNothingToWriteRemovesWhatADeadRunLeft() throws {
        let directory = try Self.project()
        try directory.write("vipgen.json", Self.spec)
        let run = try RunningVipgen(
            ["add", "use-case", "Greet", "Reset", "-q"], in: directory.url,
            environment: ["VIPGEN_TEST_PAUSE_AT": "stage:4"])
        expect(run.waitForPause(at: "stage:4"), "\(run.finish())")
        run.signal(SIGKILL)
        _ = run.finish()
        expect(!Self.leftovers(directory).isEmpty)
        let again = try VipgenProcess.run(["generate"], in: directory.url)
        expect(again.status == 0 && again.stdout.hasSuffix("11 files: 0 new, 11 unchanged\n"), "\(again)")
        expectEqual(Self.leftovers(directory), [], "\(directory.files())")
    }

    // MARK: - A list of moves longer than vipgen holds in memory

    /// 60 scenes, each gaining a use case: 540 moves, whose list (over 64 KB) waits on disk.
    static func largeProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let scenes = (0..<60).map { "{\"name\": \"Scene\($0)\", \"useCases\": [\"Load\"]}" }
        let spec =
            "{\"project\": {\"sources\": \"Sources\", \"tests\": \"Tests\"}, \"scenes\": [\(scenes.joined(separator: ", "))]}"
        try directory.write("vipgen.json", spec)
        let first = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        precondition(first.status == 0, "\(first)")
        try directory.write("vipgen.json", spec.replacingOccurrences(of: "[\"Load\"]", with: "[\"Load\", \"Reset\"]"))
        return directory
    }

    static func size(_ directory: TemporaryDirectory, _ name: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: directory.path + "/" + name))?[.size] as? Int) ?? 0
    }

    @Test func aRunKilledWhileMovingFromAListOnDiskIsFinishedByTheNextRun() throws {
        let directory = try Self.largeProject()
        let run = try RunningVipgen(
            ["generate", "-q"], in: directory.url, environment: ["VIPGEN_TEST_PAUSE_AT": "commit:300"])
        expect(run.waitForPause(at: "commit:300"), "\(run.finish())")
        expect(
            Self.size(directory, ".vipgen-journal") > 65_536, "the journal is the list, written as files were staged")
        run.signal(SIGKILL)
        _ = run.finish()
        expect(try directory.read("Sources/Scene0/Scene0Interactor.swift").contains("func reset(request:"))
        expect(try !directory.read("Sources/Scene59/Scene59Interactor.swift").contains("func reset(request:"))
        let again = try VipgenProcess.run(["generate"], in: directory.url)
        // The 300th move was not made: it and every one after it are.
        expect(again.stderr.contains("vipgen: finished the run of process \(run.pid)"), "\(again.stderr)")
        expect(again.stderr.contains("moved its last 24"), "\(again.stderr)")
        expect(again.stdout.hasSuffix("660 files: 0 new, 660 unchanged\n"), "\(again.stdout.suffix(200))")
        expect(try directory.read("Sources/Scene59/Scene59Interactor.swift").contains("func reset(request:"))
        expect(Self.leftovers(directory) == [] && !directory.exists(".vipgen-journal"))
    }

    /// Killed while staging, the run has only begun its list: the next run removes it, finishes
    /// nothing, and makes the whole change itself.
    @Test func aListOnDiskLeftByARunKilledWhileStagingIsNoJournal() throws {
        let directory = try Self.largeProject()
        let run = try RunningVipgen(
            ["generate", "-q"], in: directory.url, environment: ["VIPGEN_TEST_PAUSE_AT": "stage:500"])
        expect(run.waitForPause(at: "stage:500"), "\(run.finish())")
        expect(Self.size(directory, ".vipgen-journal.tmp") > 0 && !directory.exists(".vipgen-journal"))
        run.signal(SIGKILL)
        _ = run.finish()
        let again = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expect(again.status == 0 && again.stderr.isEmpty, "\(again)")
        expect(try directory.read("Sources/Scene59/Scene59Interactor.swift").contains("func reset(request:"))
        expectEqual(Self.leftovers(directory), [], "\(Self.leftovers(directory))")
    }
}
