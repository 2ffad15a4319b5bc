import Expectations
import Foundation
import Testing

/// What `vipgen generate` leaves on disk when it is killed, fails midway or meets another run.
/// The writer's test hooks (`VIPGEN_TEST_PAUSE_AT`, `VIPGEN_TEST_FAIL_AT`, see
/// `WriterTestHooks`) stop it at a chosen file, so none of this depends on timing.
@Suite struct SafetyTests {
    /// Two scenes: 20 files in four folders.
    static let spec = """
        {
          "project": {"module": "Shop", "sources": "Sources", "tests": "Tests"},
          "scenes": [{"name": "Cart", "useCases": ["Pay"]}, {"name": "Orders", "routes": ["Cart"]}]
        }
        """

    /// The files a complete run writes, by relative path.
    static func reference() throws -> [String: String] {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", spec)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        precondition(result.status == 0, "\(result)")
        var files: [String: String] = [:]
        for path in directory.files() where path != "vipgen.json" { files[path] = try directory.read(path) }
        return files
    }

    /// A project whose every output file holds "old <path>", except the `Orders` sources, which are missing.
    static func oldProject() throws -> (TemporaryDirectory, [String: String]) {
        let reference = try reference()
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", spec)
        for path in reference.keys where !path.hasPrefix("Sources/Orders/") { try directory.write(path, "old \(path)") }
        return (directory, reference)
    }

    /// Temporary files and folders, anywhere below the project.
    static func temporaries(_ directory: TemporaryDirectory) -> [String] {
        (directory.folders() + directory.files()).filter { $0.contains(".vipgen-") }
    }

    /// Every output file is whole: its old contents, its new contents, or (if it was new) absent.
    static func expectEveryFileWhole(
        _ directory: TemporaryDirectory, _ reference: [String: String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (old: Int, new: Int) {
        var old = 0
        var new = 0
        for (path, expected) in reference {
            guard directory.exists(path) else {
                expect(path.hasPrefix("Sources/Orders/"), "\(path) vanished", sourceLocation: sourceLocation)
                continue
            }
            let contents = try directory.read(path)
            if contents == expected {
                new += 1
            } else if contents == "old \(path)" {
                old += 1
            } else {
                Issue.record("\(path) holds neither its old nor its new contents", sourceLocation: sourceLocation)
            }
        }
        return (old, new)
    }

    /// Runs vipgen until the writer's hook pauses it at `point`, then kills it (SIGKILL); its process id.
    static func killed(
        _ arguments: [String], in directory: TemporaryDirectory, at point: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int32 {
        let run = try RunningVipgen(arguments, in: directory.url, environment: ["VIPGEN_TEST_PAUSE_AT": point])
        expect(run.waitForPause(at: point), "\(run.finish())", sourceLocation: sourceLocation)
        run.signal(SIGKILL)
        expectEqual(run.finish().status, -SIGKILL, sourceLocation: sourceLocation)
        return run.pid
    }

    @Test(arguments: ["stage:7", "commit:7"])
    func aRunKilledAtAnyPointLeavesEveryFileWholeAndTheNextRunFinishes(at point: String) throws {
        let (directory, reference) = try Self.oldProject()
        _ = try Self.killed(["generate", "--force", "-q"], in: directory, at: point)

        let (old, new) = try Self.expectEveryFileWhole(directory, reference)
        if point.hasPrefix("stage") {
            expectEqual(new, 0, "nothing is in place before every file is staged")
        } else {
            expect(old > 0 && new > 0, "killed midway through the moves: \(old) old, \(new) new")
        }
        expect(!Self.temporaries(directory).isEmpty, "the kill left temporary files behind")

        let again = try VipgenProcess.run(["generate", "--force", "-q"], in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        expectEqual(Self.temporaries(directory), [], "the next run removes what the killed run left")
        expectEqual(try Self.expectEveryFileWhole(directory, reference).new, reference.count)
        expect(!directory.exists(".vipgen.lock"))
    }

    /// A first `generate` stages `Sources` and `Tests` whole under hidden names and renames each once.
    @Test func aRunKilledWhileStagingNewFoldersShowsNoneOfThemAndTheNextRunRemovesThem() throws {
        let reference = try Self.reference()
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        let pid = try Self.killed(["generate", "-q"], in: directory, at: "stage:3")
        expect(!directory.exists("Sources") && !directory.exists("Tests"))
        expect(Self.temporaries(directory).contains(".Sources.vipgen-\(pid)-1.tmp"), "\(directory.folders())")

        let again = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        expectEqual(Self.temporaries(directory), [], "the next run removes the dead run's folder")
        expectEqual(directory.files(), (Array(reference.keys) + ["vipgen.json"]).sorted())
    }

    @Test func aRunKilledBetweenFolderMovesLeavesEachFolderWholeOrAbsent() throws {
        let reference = try Self.reference()
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        let pid = try Self.killed(["generate", "-q"], in: directory, at: "commit:2")
        let sources = reference.keys.filter { $0.hasPrefix("Sources/") }.sorted()
        expectEqual(directory.files().filter { $0.hasPrefix("Sources/") }, sources, "Sources is in place whole")
        for path in sources { expectEqual(try directory.read(path), reference[path]) }
        expect(!directory.exists("Tests"))
        expect(Self.temporaries(directory).contains(".Tests.vipgen-\(pid)-8.tmp"), "\(directory.folders())")

        // The next run first finishes the moves, from the journal the killed run wrote before them.
        let again = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        expect(again.stderr.contains("finished the run of process \(pid)"), "\(again)")
        expect(again.stdout.hasSuffix("22 files: 0 new, 22 unchanged\n"), "\(again)")
        expectEqual(Self.temporaries(directory), [])
        expectEqual(try Self.expectEveryFileWhole(directory, reference).new, reference.count)
    }

    /// Ctrl-C (or `kill`) while files are staged: the run undoes them, then ends by that signal.
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedRunChangesNothingAndEndsByTheSignal(signal: Int32) throws {
        let (directory, reference) = try Self.oldProject()
        let run = try RunningVipgen(
            ["generate", "--force", "-q"], in: directory.url, environment: ["VIPGEN_TEST_PAUSE_AT": "stage:12"])
        expect(run.waitForPause(at: "stage:12"), "\(run.finish())")
        run.signal(signal)
        run.signal(SIGCONT)
        let result = run.finish()
        expectEqual(result.status, -signal, "\(result)")
        let (old, new) = try Self.expectEveryFileWhole(directory, reference)
        expect(old == 15 && new == 0)
        expect(!directory.exists("Sources/Orders"), "the scene folder the run made is removed again")
        expectEqual(Self.temporaries(directory), [])
        expect(!directory.exists(".vipgen.lock"))
    }

    @Test func aFullDiskChangesNothingAndRemovesTheFoldersTheRunMade() throws {
        let (directory, reference) = try Self.oldProject()
        let result = try VipgenProcess.run(
            ["generate", "--force"], in: directory.url, environment: ["VIPGEN_TEST_FAIL_AT": "stage:12"])
        expectEqual(result.status, 73, "\(result)")
        expect(result.stderr.contains("No space left on device; nothing was written"), "\(result)")
        expect(result.stdout.isEmpty)
        let (old, new) = try Self.expectEveryFileWhole(directory, reference)
        expect(old == 15 && new == 0)
        expect(!directory.exists("Sources/Orders"), "the scene folder the run made is removed again")
        expectEqual(Self.temporaries(directory), [])
    }

    @Test func aFailedRunInAnEmptyProjectLeavesNoFolders() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        let result = try VipgenProcess.run(
            ["generate"], in: directory.url, environment: ["VIPGEN_TEST_FAIL_AT": "stage:15"])
        expectEqual(result.status, 73, "\(result)")
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["vipgen.json"])
    }

    @Test func aMoveFailingMidwayNamesExactlyTheFilesAlreadyReplaced() throws {
        let (directory, reference) = try Self.oldProject()
        let result = try VipgenProcess.run(
            ["generate", "--force"], in: directory.url, environment: ["VIPGEN_TEST_FAIL_AT": "commit:3"])
        expectEqual(result.status, 73, "\(result)")
        let replaced = ["Sources/Cart/CartViewController.swift", "Sources/Cart/CartInteractor.swift"]
        expect(result.stderr.contains("2 files were already replaced with new contents:\n"), "\(result)")
        for path in replaced { expect(result.stderr.contains("  \(path)\n"), "\(result)") }
        let (_, new) = try Self.expectEveryFileWhole(directory, reference)
        expectEqual(new, 2)
        for path in replaced { expectEqual(try directory.read(path), reference[path]) }
        // What is not moved yet waits, named in the journal, for the next run to finish it.
        expect(directory.exists(".vipgen-journal"))
        let again = try VipgenProcess.run(["generate", "--force", "-q"], in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        expect(again.stderr.contains("vipgen: finished the run of process"), "\(again)")
        expectEqual(try Self.expectEveryFileWhole(directory, reference).new, reference.count)
        expect(Self.temporaries(directory) == [] && !directory.exists(".vipgen-journal"))
    }

    @Test func aSecondRunWaitsForTheFirstOrGivesUpNamingIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        let first = try RunningVipgen(
            ["generate", "-q"], in: directory.url, environment: ["VIPGEN_TEST_PAUSE_AT": "stage:3"])
        expect(first.waitForPause(at: "stage:3"))

        let impatient = try VipgenProcess.run(
            ["generate", "-q"], in: directory.url, environment: ["VIPGEN_TEST_LOCK_WAIT": "0.2"])
        expectEqual(impatient.status, 73, "\(impatient)")
        expect(impatient.stderr.contains("waiting for process \(first.pid)"), "\(impatient)")
        expect(
            impatient.stderr.contains("another vipgen run (process \(first.pid)) is writing in '.'"), "\(impatient)")
        expectEqual(
            directory.files().filter { $0.hasSuffix(".swift") && !$0.contains(".vipgen-") }, [],
            "neither run has put anything in place yet")

        let patient = try RunningVipgen(["generate"], in: directory.url)
        expect(patient.waitForError(containing: "waiting for process \(first.pid)"))
        first.signal(SIGCONT)
        let firstResult = first.finish()
        expectEqual(firstResult.status, 0, "\(firstResult)")
        let patientResult = patient.finish()
        expectEqual(patientResult.status, 0, "\(patientResult)")
        expect(patientResult.stdout.hasSuffix("22 files: 0 new, 22 unchanged\n"), "\(patientResult)")
        expectEqual(try Self.expectEveryFileWhole(directory, try Self.reference()).new, 22)
    }

    @Test func dryRunAndRealRunAgreeAboutLinksWhereFilesAndFoldersGo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        try FileManager.default.createDirectory(atPath: directory.path + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/Sources/Cart", withDestinationPath: "gone")
        let dry = try VipgenProcess.run(["generate", "--dry-run"], in: directory.url)
        let real = try VipgenProcess.run(["generate"], in: directory.url)
        expect(dry.status == 73 && real.status == 73, "\(dry)\n\(real)")
        expectEqual(dry.stderr, real.stderr)
        expect(real.stderr.contains("'Sources/Cart' exists and is not a folder"), "\(real)")

        try FileManager.default.removeItem(atPath: directory.path + "/Sources/Cart")
        try FileManager.default.createDirectory(
            atPath: directory.path + "/Sources/Cart", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/Sources/Cart/CartRouter.swift", withDestinationPath: "gone")
        let dryFile = try VipgenProcess.run(["generate", "--dry-run"], in: directory.url)
        let realFile = try VipgenProcess.run(["generate", "--force"], in: directory.url)
        expect(dryFile.status == 73 && realFile.status == 73, "\(dryFile)\n\(realFile)")
        expectEqual(dryFile.stderr, realFile.stderr)
        expect(realFile.stderr.contains("'Sources/Cart/CartRouter.swift' is a symbolic link"), "\(realFile)")
        expectEqual(directory.files(), ["vipgen.json"])
    }
}

/// Inputs that once made vipgen use time, memory or output without bound.
@Suite struct BoundedInputTests {
    @Test func aOneLineSpecWithTwentyThousandErrorsGetsABoundedReport() throws {
        let directory = try TemporaryDirectory()
        let keys = (0..<20_000).map { "\"k\($0)\": 1" }.joined(separator: ",")
        try directory.write("vipgen.json", "{\"project\": {}, \"scenes\": [{\"name\": \"A\"}], \(keys)}")
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 65)
        expect(
            result.stderr.hasPrefix("vipgen.json:1:44: error: k0: unknown key 'k0'"), "\(result.stderr.prefix(500))")
        expect(result.stderr.hasSuffix("error: and 19980 more errors; fix these first\n"))
        expect(result.stderr.utf8.count < 8_000, "20 errors with a window of their line each")
    }

    @Test func invalidUTF8InASpecOrTemplateIsReportedWithItsPlace() throws {
        let directory = try TemporaryDirectory()
        _ = FileManager.default.createFile(
            atPath: directory.path + "/vipgen.json",
            contents: Data("{\n  \"scenes\": [{\"name\": \"A".utf8) + [0xFF] + Data("\"}]}".utf8))
        let spec = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(spec.status, 65)
        expect(spec.stderr.hasPrefix("vipgen.json:2:25: error: invalid UTF-8 byte 0xFF"), "\(spec)")

        _ = FileManager.default.createFile(
            atPath: directory.path + "/t.mustache", contents: Data("Hello\n  {{x}} ".utf8) + [0xFE])
        let template = try VipgenProcess.run(["render", "t.mustache"], in: directory.url)
        expectEqual(template.status, 65)
        expect(template.stderr.hasPrefix("t.mustache:2:9: error: invalid UTF-8 byte 0xFE"), "\(template)")

        try directory.write("scene/vipgen.json", #"{"scenes": [{"name": "A"}]}"#)
        try FileManager.default.createDirectory(
            atPath: directory.path + "/scene/Overrides", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: directory.path + "/scene/Overrides/Router.mustache", contents: Data("ok\n".utf8) + [0xC3, 0x28])
        let override = try VipgenProcess.run(
            ["generate", "--templates", "Overrides"], in: directory.url.appendingPathComponent("scene"))
        expectEqual(override.status, 65)
        expect(
            override.stderr.hasPrefix("Overrides/Router.mustache:2:1: error: invalid UTF-8 byte 0xC3"), "\(override)")
    }

    @Test func endlessOrHugeInputsAreRefusedBySize() throws {
        let directory = try TemporaryDirectory()
        // `render`'s paths are the person's own, streams included; a spec is a project's file.
        for arguments in [["render", "/dev/zero"], ["render", "t.mustache", "--data", "/dev/zero"]] {
            try directory.write("t.mustache", "x")
            let result = try VipgenProcess.run(arguments, in: directory.url)
            expectEqual(result.status, 65, "\(result)")
            expectEqual(
                result.stderr,
                "error: '/dev/zero' is larger than 64 MiB, more than vipgen reads from a spec or template\n")
        }
        let spec = try VipgenProcess.run(["generate", "/dev/zero"], in: directory.url)
        expectEqual(spec.status, 66, "\(spec)")
        expect(spec.stderr.hasPrefix("error: '/dev/zero' is not a regular file (a character device)"), "\(spec)")
    }

    @Test func aFileWhereAFolderIsExpectedIsCalledAFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", #"{"scenes": [{"name": "A"}]}"#)
        try directory.write("t.mustache", "x")
        for arguments in [
            ["generate", "--templates", "vipgen.json"], ["render", "t.mustache", "--partials", "vipgen.json"],
        ] {
            let result = try VipgenProcess.run(arguments, in: directory.url)
            expectEqual(result.status, 66, "\(result)")
            expectEqual(result.stderr, "error: 'vipgen.json' is a file, not a folder\n")
        }
    }
}

@Suite struct StreamingRenderTests {
    /// `vipgen render … | head`: the reader stops, and vipgen ends quietly by SIGPIPE (status 141 in a
    /// shell), instead of rendering on or printing an error.
    @Test func aReaderThatStopsEndsTheRunQuietly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.mustache", "{{#a}}{{#a}}line {{.}}\n{{/a}}{{/a}}")
        try directory.write("d.json", "{\"a\": [" + (0..<2_000).map(String.init).joined(separator: ",") + "]}")
        let process = Process()
        process.executableURL = VipgenProcess.binary
        process.arguments = ["render", "t.mustache", "--data", "d.json"]
        process.currentDirectoryURL = directory.url
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let head = out.fileHandleForReading.readData(ofLength: 100)
        try out.fileHandleForReading.close()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        expect(String(decoding: head, as: UTF8.self).hasPrefix("line 0\nline 1\n"))
        expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
        expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
    }
}
