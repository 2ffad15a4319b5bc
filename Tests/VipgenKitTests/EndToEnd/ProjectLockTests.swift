import Expectations
import Foundation
import Testing

/// The project's lock, `.vipgen.lock`: taken before `add` and `generate` read what they merge into,
/// never followed or turned off by what stands at its name.
@Suite struct ProjectLockTests {
    static let spec = """
        {
          "project": {"sources": "Sources", "tests": "Tests"},
          "scenes": [{"name": "Greet", "useCases": ["Load"]}]
        }

        """

    static func generated() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", spec)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        precondition(result.status == 0, "\(result)")
        return directory
    }

    static let interactor = "Sources/Greet/GreetInteractor.swift"
    static let models = "Sources/Greet/GreetModels.swift"

    @Test func parallelAddsOnOneSceneEachKeepWhatTheyAdded() throws {
        let directory = try Self.generated()
        let names = (1...8).map { "Step\($0)" }
        let runs = try names.map {
            try RunningVipgen(
                ["add", "use-case", "Greet", $0, "-q"], in: directory.url, environment: ["VIPGEN_TEST_LOCK_WAIT": "120"]
            )
        }
        for (name, run) in zip(names, runs) {
            let result = run.finish()
            expectEqual(result.status, 0, "\(name): \(result)")
        }
        let interactor = try directory.read(Self.interactor)
        let models = try directory.read(Self.models)
        let spec = try directory.read("vipgen.json")
        for name in names {
            let method = "func step\(name.dropFirst(4))(request: Greet.\(name).Request)"
            expect(interactor.contains(method), "\(name) lost from the interactor")
            expect(models.contains("enum \(name) {"), "\(name) lost from the models")
            expect(spec.contains("\"\(name)\""), "\(name) lost from the spec")
        }
        let build = try VipgenProcess.run(["generate"], in: directory.url)
        expect(build.status == 0 && !build.stdout.contains("not found"), "\(build)")
    }

    /// `generate` starts while `add` holds the lock (paused with its plan made): it must read the
    /// scene after `add` wrote it, not before.
    @Test func generateRacingAddLosesNothing() throws {
        let directory = try Self.generated()
        try directory.write(
            "vipgen.json", Self.spec.replacingOccurrences(of: "[\"Load\"]", with: "[\"Load\", \"Save\"]"))
        let add = try RunningVipgen(
            ["add", "use-case", "Greet", "Reset", "-q"], in: directory.url,
            environment: ["VIPGEN_TEST_PAUSE_AT": "stage:1"])
        expect(add.waitForPause(at: "stage:1"), "\(add.finish())")
        let generate = try RunningVipgen(["generate", "-q"], in: directory.url)
        expect(generate.waitForError(containing: "waiting for process \(add.pid)"), "\(generate.finish())")
        add.signal(SIGCONT)
        expectEqual(add.finish().status, 0)
        let result = generate.finish()
        expectEqual(result.status, 0, "\(result)")
        let interactor = try directory.read(Self.interactor)
        for method in ["func load(request:", "func save(request:", "func reset(request:"] {
            expect(interactor.contains(method), "\(method) missing:\n\(interactor)")
        }
        expect(try directory.read("vipgen.json").contains("[\"Load\", \"Save\", \"Reset\"]"))
    }

    @Test(arguments: [false, true])
    func aLinkAtTheLockNameIsRefusedAndNotFollowed(dangling: Bool) throws {
        let outside = try TemporaryDirectory()
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        let target = outside.path + "/bashrc"
        if !dangling { try outside.write("bashrc", "export PATH\n") }
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/.vipgen.lock", withDestinationPath: target)
        for arguments in [["generate"], ["scene", "Other"], ["add", "use-case", "Greet", "Reset"]] {
            let result = try VipgenProcess.run(arguments, in: directory.url)
            expectEqual(result.status, 73, "\(arguments): \(result)")
            expect(
                result.stderr.contains("'.vipgen.lock' is not a regular file")
                    && result.stderr.contains("Remove '.vipgen.lock' and run again"), "\(result)")
        }
        if dangling {
            expect(!FileManager.default.fileExists(atPath: target), "the link's target was created")
        } else {
            expectEqual(try outside.read("bashrc"), "export PATH\n")
        }
        expectEqual(directory.files().filter { $0 != ".vipgen.lock" }, ["vipgen.json"], "nothing was written")
    }

    @Test func aHardLinkAtTheLockNameIsRefusedAndLeftAsItIs() throws {
        let outside = try TemporaryDirectory()
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        try outside.write("notes", "mine\n")
        try FileManager.default.linkItem(atPath: outside.path + "/notes", toPath: directory.path + "/.vipgen.lock")
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 73, "\(result)")
        expect(result.stderr.contains("is not a regular file"), "\(result)")
        expectEqual(try outside.read("notes"), "mine\n")
    }

    /// A project folder this user cannot write in cannot hold the lock: the run refuses before it
    /// writes anything, even where the scene's own folders are writable (a run of the folder's
    /// owner could be writing at the same time); a dry run, which takes no lock, still shows the plan.
    @Test func aProjectFolderThatCannotHoldTheLockIsRefusedButADryRunIsNot() throws {
        let directory = try Self.generated()
        try directory.write(
            "vipgen.json", Self.spec.replacingOccurrences(of: "[\"Load\"]", with: "[\"Load\", \"Reset\"]"))
        OtherUser.own(directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        let before = try directory.read(Self.interactor)
        let dry = try OtherUser.run(["generate", "--dry-run"], in: directory.url)
        expect(dry.status == 0 && dry.stdout.contains("would update"), "\(dry)")
        let result = try OtherUser.run(["generate"], in: directory.url)
        expectEqual(result.status, 73, "\(result)")
        expect(
            result.stderr.contains("cannot create the lock file '.vipgen.lock': Permission denied"), "\(result)")
        expect(result.stderr.contains("or with --dry-run"), "\(result)")
        expectEqual(try directory.read(Self.interactor), before, "nothing was written")
        expect(!directory.files().contains(".vipgen.lock"))
    }

    /// A lock file this user cannot open (left by `sudo vipgen`) is refused, naming its owner; the run
    /// does not go on unlocked. Run as another user when the tests run as root, who can open anything.
    @Test func aLockFileOfAnotherUserIsRefusedNamingItsOwner() throws {
        let directory = try Self.generated()
        let lock = directory.path + "/.vipgen.lock"
        try directory.write(".vipgen.lock", "1")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: lock)
        let owner = getpwuid(getuid()).map { String(cString: $0.pointee.pw_name) } ?? "?"
        OtherUser.own(directory, except: [".vipgen.lock"])
        let before = try directory.read(Self.interactor)
        let result = try OtherUser.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 73, "\(result)")
        expect(
            result.stderr.contains(
                "cannot open the lock file '.vipgen.lock': permission denied; it belongs to user '\(owner)'"),
            "\(result)")
        expectEqual(try directory.read(Self.interactor), before, "nothing was written")
    }
}
