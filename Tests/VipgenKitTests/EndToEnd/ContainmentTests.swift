import Expectations
import Foundation
import Testing

/// Nothing in a project steers vipgen outside it: a planted journal, a folder link leading out, a
/// spec path that leaves the spec's folder. Each attack is made as a cloned repository would make
/// it; nothing outside the project may change, in a dry run or a real one.
@Suite struct ContainmentTests {
    static let spec = """
        {
          "project": {"sources": "Sources", "tests": "Tests"},
          "scenes": [{"name": "Greet", "useCases": ["Load"]}]
        }

        """

    /// A journal as vipgen writes it (`MoveList`): a header naming a process and a folder, then
    /// records of four NUL-ended fields.
    static func journal(base: String, _ moves: [(kind: Character, temporary: String, target: String)]) -> Data {
        var bytes = Array("vipgen-journal 2 999999\n".utf8) + Array(base.utf8) + [0]
        for move in moves {
            bytes += Array(String(move.kind).utf8) + [0] + Array(move.temporary.utf8) + [0]
            bytes += Array(move.target.utf8) + [0, 0]
        }
        return Data(bytes)
    }

    /// A project with a spec and a planted `.vipgen-journal` (with its temporaries), and a folder
    /// outside it.
    static func planted(
        _ moves: (_ project: String, _ outside: String) -> (base: String?, [(Character, String, String)])
    ) throws -> (project: TemporaryDirectory, outside: TemporaryDirectory) {
        let project = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try project.write("vipgen.json", spec)
        try project.write(".staged.vipgen-999999-1.tmp", "planted\n")
        try outside.write("loot.txt", "outside\n")
        let (base, records) = moves(project.path, outside.path)
        let data = journal(base: base ?? project.path, records.map { ($0.0, $0.1, $0.2) })
        try data.write(to: project.url.appendingPathComponent(".vipgen-journal"))
        return (project, outside)
    }

    static func expectRefused(
        _ project: TemporaryDirectory, _ outside: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for arguments in [["generate", "-q"], ["scene", "Other", "-q"], ["add", "use-case", "Greet", "Reset"]] {
            let result = try VipgenProcess.run(arguments, in: project.url)
            expectEqual(result.status, 73, "\(arguments) \(result)", sourceLocation: sourceLocation)
            expect(result.stderr.contains("'.vipgen-journal'"), "\(result)", sourceLocation: sourceLocation)
            expect(result.stderr.contains("outside"), "\(result)", sourceLocation: sourceLocation)
            expect(result.stderr.contains("inspect it, then remove it"), "\(result)", sourceLocation: sourceLocation)
            expectEqual(outside.files(), ["loot.txt"], "\(arguments)", sourceLocation: sourceLocation)
            expect(project.exists(".vipgen-journal"), sourceLocation: sourceLocation)
            expect(project.exists(".staged.vipgen-999999-1.tmp"), "nothing moved", sourceLocation: sourceLocation)
            expect(!project.exists("Sources"), "the run went on", sourceLocation: sourceLocation)
        }
    }

    // MARK: - 1. The journal

    @Test func aJournalMovingAFileOutByAnAbsolutePathIsRefused() throws {
        let (project, outside) = try Self.planted { project, outside in
            (nil, [("N", project + "/.staged.vipgen-999999-1.tmp", outside + "/planted.txt")])
        }
        try Self.expectRefused(project, outside)
    }

    @Test func aJournalMovingAFileInFromOutsideIsRefused() throws {
        let (project, outside) = try Self.planted { project, outside in
            (nil, [("N", outside + "/loot.txt", project + "/loot.txt")])
        }
        try Self.expectRefused(project, outside)
        expect(!project.exists("loot.txt"))
    }

    @Test func aJournalClimbingOutWithDotDotIsRefused() throws {
        let (project, outside) = try Self.planted { _, outside in
            let name = URL(fileURLWithPath: outside).lastPathComponent
            return (nil, [("N", ".staged.vipgen-999999-1.tmp", "../\(name)/planted.txt")])
        }
        try Self.expectRefused(project, outside)
    }

    /// Relative moves are read against the header's folder: one naming another folder acts there.
    @Test func aJournalWhoseHeaderNamesAnotherFolderIsRefused() throws {
        let (project, outside) = try Self.planted { _, outside in
            (outside, [("R", "loot.txt", "moved.txt")])
        }
        try Self.expectRefused(project, outside)
        expectEqual(try outside.read("loot.txt"), "outside\n")
    }

    @Test func aJournalMovingThroughAFolderLinkIsRefused() throws {
        let (project, outside) = try Self.planted { project, _ in
            (nil, [("N", ".staged.vipgen-999999-1.tmp", "door/planted.txt")])
        }
        try FileManager.default.createSymbolicLink(atPath: project.path + "/door", withDestinationPath: outside.path)
        try Self.expectRefused(project, outside)
    }

    /// A journal of the project's own moves, read from another folder, is still finished.
    @Test func aJournalInsideTheProjectIsStillFinished() throws {
        let (project, outside) = try Self.planted { project, _ in
            (nil, [("N", ".staged.vipgen-999999-1.tmp", "Kept.txt"), ("N", project + "/gone.tmp", "Gone.txt")])
        }
        let result = try VipgenProcess.run(["generate", "-q"], in: project.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stderr.contains("finished the run of process 999999"), "\(result)")
        expectEqual(try project.read("Kept.txt"), "planted\n")
        expectEqual(outside.files(), ["loot.txt"])
    }

    /// A run killed while it moved files into folders its command line named outside the project is
    /// finished by the next run that names them too; one that does not is refused.
    @Test func aJournalOfFoldersTheCommandLineNamedIsFinishedByARunNamingThem() throws {
        let parent = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: parent.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        let app = parent.url.appendingPathComponent("app")
        let flags = ["--output", "../Shared/Scenes", "--tests-output", "../SharedTests", "-q"]
        let run = try RunningVipgen(
            ["scene", "Greet"] + flags, in: app, environment: ["VIPGEN_TEST_PAUSE_AT": "commit:2"])
        expect(run.waitForPause(at: "commit:2"), "\(run.finish())")
        run.signal(SIGKILL)
        _ = run.finish()
        expect(parent.exists("app/.vipgen-journal"))
        let refused = try VipgenProcess.run(["scene", "Other", "-q"], in: app)
        expect(refused.status == 73 && refused.stderr.contains("--output"), "\(refused)")
        let finished = try VipgenProcess.run(["scene", "Other"] + flags, in: app)
        expectEqual(finished.status, 0, "\(finished)")
        expect(finished.stderr.contains("finished the run of process"), "\(finished)")
        expect(parent.exists("Shared/Scenes/Greet/GreetInteractor.swift") && parent.exists("SharedTests/Greet"))
        expect(parent.exists("Shared/Scenes/Other/OtherInteractor.swift"))
    }

    // MARK: - 2. Folder links

    static func linked(_ link: String, spec: String = spec) throws -> (TemporaryDirectory, TemporaryDirectory) {
        let project = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try project.write("vipgen.json", spec)
        let parent = URL(fileURLWithPath: project.path + "/" + link).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/" + link, withDestinationPath: outside.path)
        return (project, outside)
    }

    static func expectLinkRefused(
        _ project: TemporaryDirectory, _ outside: TemporaryDirectory, _ arguments: [String], link: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for dryRun in [true, false] {
            let result = try VipgenProcess.run(arguments + (dryRun ? ["--dry-run"] : []), in: project.url)
            expectEqual(result.status, 73, "\(arguments) dry run: \(dryRun) \(result)", sourceLocation: sourceLocation)
            expect(result.stderr.contains("'\(link)'"), "\(result)", sourceLocation: sourceLocation)
            expect(result.stderr.contains("outside the project"), "\(result)", sourceLocation: sourceLocation)
            expectEqual(outside.files(), [], "\(arguments) wrote outside", sourceLocation: sourceLocation)
        }
    }

    @Test func aSourcesFolderLinkLeadingOutIsRefused() throws {
        let (project, outside) = try Self.linked("Sources")
        try Self.expectLinkRefused(project, outside, ["generate"], link: "Sources")
        try Self.expectLinkRefused(project, outside, ["scene", "Other"], link: "Sources")
    }

    @Test func aTestsFolderLinkLeadingOutIsRefused() throws {
        let (project, outside) = try Self.linked("Tests")
        try Self.expectLinkRefused(project, outside, ["generate"], link: "Tests")
    }

    /// An existing scene evolved through a link at its folder.
    @Test func aSceneFolderLinkLeadingOutIsRefused() throws {
        let project = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try project.write("vipgen.json", Self.spec)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: project.url).status, 0)
        // The scene's folder moved outside, a link left in its place.
        try FileManager.default.moveItem(atPath: project.path + "/Sources/Greet", toPath: outside.path + "/Greet")
        try FileManager.default.createSymbolicLink(
            atPath: project.path + "/Sources/Greet", withDestinationPath: outside.path + "/Greet")
        let before = try outside.read("Greet/GreetInteractor.swift")
        for dryRun in [true, false] {
            let result = try VipgenProcess.run(
                ["add", "use-case", "Greet", "Reset"] + (dryRun ? ["--dry-run"] : []), in: project.url)
            expectEqual(result.status, 73, "\(result)")
            expect(
                result.stderr.contains("'Sources/Greet'") && result.stderr.contains("outside the project"), "\(result)")
        }
        expectEqual(try outside.read("Greet/GreetInteractor.swift"), before)
    }

    @Test func anXcodeprojFolderLinkLeadingOutIsRefused() throws {
        let project = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try outside.write("App.xcodeproj/project.pbxproj", XcodeFixtures.text("Classic46"))
        try FileManager.default.createSymbolicLink(
            atPath: project.path + "/App.xcodeproj", withDestinationPath: outside.path + "/App.xcodeproj")
        try project.write("vipgen.json", XcodeProjectCommandTests.spec)
        let before = try outside.read("App.xcodeproj/project.pbxproj")
        for dryRun in [true, false] {
            let result = try VipgenProcess.run(["generate"] + (dryRun ? ["--dry-run"] : []), in: project.url)
            expectEqual(result.status, 73, "\(result)")
            expect(
                result.stderr.contains("'App.xcodeproj'") && result.stderr.contains("outside the project"), "\(result)")
        }
        expectEqual(try outside.read("App.xcodeproj/project.pbxproj"), before)
        expect(!project.exists("App/Scenes"))
    }

    /// A link that stays inside the project is a folder like any other.
    @Test func aFolderLinkInsideTheProjectIsFollowed() throws {
        let project = try TemporaryDirectory()
        try project.write("vipgen.json", Self.spec)
        try FileManager.default.createDirectory(atPath: project.path + "/Real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Sources", withDestinationPath: "Real")
        let result = try VipgenProcess.run(["generate", "-q"], in: project.url)
        expectEqual(result.status, 0, "\(result)")
        expect(project.exists("Real/Greet/GreetInteractor.swift"))
    }

    @Test func aLinkLeadingOutIsWrittenThroughWithWriteOutside() throws {
        let (project, outside) = try Self.linked("Sources")
        let result = try VipgenProcess.run(["generate", "-q", "--write-outside"], in: project.url)
        expectEqual(result.status, 0, "\(result)")
        expect(outside.files().contains("Greet/GreetInteractor.swift"))
    }

    /// `templates export` and `export-xcode` write vipgen's own templates where the person says.
    @Test func templateExportsGoWhereTheCommandLineSays() throws {
        let project = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        for arguments in [
            ["templates", "export", outside.path + "/t"], ["templates", "export-xcode", outside.path + "/x"],
        ] {
            let result = try VipgenProcess.run(arguments + ["-q"], in: project.url)
            expectEqual(result.status, 0, "\(arguments) \(result)")
        }
        expect(outside.files().contains { $0.hasPrefix("t/") } && outside.files().contains { $0.hasPrefix("x/") })
    }

    // MARK: - 3. Spec paths

    @Test(arguments: ["sources", "tests", "xcodeproj"])
    func aSpecPathLeavingTheSpecsFolderIsRefusedAtItsKey(key: String) throws {
        let outside = try TemporaryDirectory()
        for value in ["../elsewhere", outside.path + "/x", "Sources/../../elsewhere"] {
            let project = try TemporaryDirectory()
            try project.write(
                "vipgen.json",
                "{\n  \"project\": {\"\(key)\": \"\(value)\"},\n  \"scenes\": [{\"name\": \"Greet\"}]\n}\n")
            for arguments in [
                ["generate"], ["generate", "--dry-run"], ["scene", "Other"], ["add", "use-case", "Greet", "Reset"],
            ] {
                let result = try VipgenProcess.run(arguments, in: project.url)
                expectEqual(result.status, 65, "\(key) \(value) \(arguments) \(result)")
                expect(result.stderr.contains("vipgen.json:2:"), "\(result)")
                expect(result.stderr.contains("project.\(key): '\(value)' is outside the spec's folder"), "\(result)")
                expect(result.stderr.contains("--write-outside"), "\(result)")
            }
            expectEqual(outside.files(), [])
        }
    }

    @Test func aSpecPathInsideTheSpecsFolderWithDotDotIsAccepted() throws {
        let project = try TemporaryDirectory()
        try project.write("vipgen.json", Self.spec.replacingOccurrences(of: "\"Sources\"", with: "\"Tests/../App\""))
        let result = try VipgenProcess.run(["generate", "-q"], in: project.url)
        expectEqual(result.status, 0, "\(result)")
        expect(project.exists("App/Greet/GreetInteractor.swift"))
    }

    @Test func aSpecPathOutsideIsWrittenWithWriteOutside() throws {
        let parent = try TemporaryDirectory()
        try parent.write("app/vipgen.json", Self.spec.replacingOccurrences(of: "\"Sources\"", with: "\"../shared\""))
        let refused = try VipgenProcess.run(["generate", "-q"], in: parent.url.appendingPathComponent("app"))
        expectEqual(refused.status, 65, "\(refused)")
        let result = try VipgenProcess.run(
            ["generate", "-q", "--write-outside"], in: parent.url.appendingPathComponent("app"))
        expectEqual(result.status, 0, "\(result)")
        expect(parent.exists("shared/Greet/GreetInteractor.swift"))
        let added = try VipgenProcess.run(
            ["add", "use-case", "Greet", "Reset", "--write-outside"], in: parent.url.appendingPathComponent("app"))
        expectEqual(added.status, 0, "\(added)")
        expect(try parent.read("shared/Greet/GreetInteractor.swift").contains("func reset(request:"))
    }

    /// A path given on the command line is the person's own: it may lead anywhere.
    @Test func aFlagPathOutsideIsThePersonsOwn() throws {
        let parent = try TemporaryDirectory()
        try parent.write("app/vipgen.json", Self.spec)
        let result = try VipgenProcess.run(
            ["scene", "Other", "-q", "--output", "../shared"], in: parent.url.appendingPathComponent("app"))
        expectEqual(result.status, 0, "\(result)")
        expect(parent.exists("shared/Other/OtherInteractor.swift"))
    }

    // MARK: - 4. Special files

    /// Runs `arguments`, killing the run if it has not ended within 20 seconds (a hang).
    static func runBounded(_ arguments: [String], in directory: URL) throws -> RunResult {
        let run = try RunningVipgen(arguments, in: directory)
        for _ in 0..<2_000 where run.process.isRunning { usleep(10_000) }
        if run.process.isRunning { run.signal(SIGKILL) }
        return run.finish()
    }

    @Test func aPipeAtTheJournalIsRefusedWithoutWaiting() throws {
        let project = try TemporaryDirectory()
        try project.write("vipgen.json", Self.spec)
        expectEqual(mkfifo(project.path + "/.vipgen-journal", 0o644), 0)
        let result = try Self.runBounded(["generate", "-q"], in: project.url)
        expectEqual(result.status, 73, "\(result)")
        expect(result.stderr.contains("'.vipgen-journal' is not a regular file"), "\(result)")
    }

    @Test func aPipeAtTheSpecIsRefusedWithoutWaiting() throws {
        let project = try TemporaryDirectory()
        expectEqual(mkfifo(project.path + "/vipgen.json", 0o644), 0)
        for arguments in [["generate", "-q"], ["lint"]] {
            let result = try Self.runBounded(arguments, in: project.url)
            expect(result.status != 0 && result.status != -SIGKILL, "\(arguments) \(result)")
            expect(result.stderr.contains("'vipgen.json' is not a regular file"), "\(result)")
        }
    }

    @Test func lintRefusesAPipeAtASceneFileOrTheBaseline() throws {
        let project = try TemporaryDirectory()
        try project.write("vipgen.json", Self.spec)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: project.url).status, 0)
        expectEqual(mkfifo(project.path + "/baseline.json", 0o644), 0)
        let baseline = try Self.runBounded(["lint", "--baseline", "baseline.json"], in: project.url)
        expect(baseline.status != 0 && baseline.status != -SIGKILL, "\(baseline)")
        expect(baseline.stderr.contains("'baseline.json' is not a regular file"), "\(baseline)")
        let scene = "Sources/Greet/GreetPresenter.swift"
        try FileManager.default.removeItem(atPath: project.path + "/" + scene)
        expectEqual(mkfifo(project.path + "/" + scene, 0o644), 0)
        // A file lint cannot read is reported and the scene checked without it, as for any other.
        let lint = try Self.runBounded(["lint"], in: project.url)
        expect(lint.status != -SIGKILL, "\(lint)")
        expect((lint.stdout + lint.stderr).contains("'\(scene)' is not a regular file (a pipe)"), "\(lint)")
    }
}
