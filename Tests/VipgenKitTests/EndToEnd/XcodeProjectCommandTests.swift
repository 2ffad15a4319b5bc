import Expectations
import Foundation
import Testing

/// `vipgen scene`, `generate` and `add` with an Xcode project, on every fixture, run as a user runs
/// them; each result is checked by `ProjectChecker`, which reads the project with its own parser.
@Suite struct XcodeProjectCommandTests {
    static let spec = """
        {
          "project": {"module": "App", "sources": "App/Scenes", "tests": "AppTests", "xcodeproj": "App.xcodeproj"},
          "scenes": [{"name": "AddMeme"}, {"name": "ListMemes2", "routes": ["AddMeme"]}]
        }
        """
    static let sceneFlags = ["--output", "App/Scenes", "--tests-output", "AppTests", "--xcodeproj", "App.xcodeproj"]

    static func project(_ directory: TemporaryDirectory) throws -> String {
        try directory.read("App.xcodeproj/project.pbxproj")
    }

    /// Every file of the run is in the project at its place on disk, compiled by exactly the right
    /// target, and the graph is sound.
    static func expectCompiled(
        _ directory: TemporaryDirectory, scenes: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let checker = try ProjectChecker(text: project(directory), projectFolder: directory.path)
        expect(checker.problems().isEmpty, "\(checker.problems())", sourceLocation: sourceLocation)
        let written = directory.files().filter { $0.hasSuffix(".swift") }
        expectEqual(written.count, 11 * scenes.count, sourceLocation: sourceLocation)
        for path in written {
            let target = path.hasPrefix("AppTests/") ? "AppTests" : "App"
            expectEqual(
                checker.targetsCompiling(directory.path + "/" + path), [target], "\(path)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: XcodeFixtures.classic)
    func sceneAddsItsFilesAndASecondRunAddsNothing(fixture: String) throws {
        let directory = try XcodeFixtures.copy(fixture)
        let old = try Self.project(directory)
        let result = try VipgenProcess.run(["scene", "AddMeme"] + Self.sceneFlags, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("updated    App.xcodeproj: 7 files to 'App', 4 files to 'AppTests', "))
        expect(result.stdout.hasSuffix("11 files: 11 new\n"))
        let new = try Self.project(directory)
        expect(XcodeFixtures.onlyAdds(old, new))
        try Self.expectCompiled(directory, scenes: ["AddMeme"])

        let again = try VipgenProcess.run(["scene", "AddMeme"] + Self.sceneFlags, in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        expect(again.stdout.contains("unchanged  App.xcodeproj: every file is in it already"))
        expectEqual(try Self.project(directory), new)
    }

    @Test(arguments: XcodeFixtures.classic)
    func generateAddsEverySceneOnce(fixture: String) throws {
        let directory = try XcodeFixtures.copy(fixture)
        try directory.write("vipgen.json", Self.spec)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("14 files to 'App', 8 files to 'AppTests'"))
        try Self.expectCompiled(directory, scenes: ["AddMeme", "ListMemes2"])
        let project = try Self.project(directory)
        // Evolving the scenes that now exist changes nothing in the project.
        let again = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(again.status, 0, "\(again)")
        expectEqual(try Self.project(directory), project)
    }

    @Test(arguments: XcodeFixtures.classic)
    func addPutsAnEarlierScenesFilesIntoTheProject(fixture: String) throws {
        let directory = try XcodeFixtures.copy(fixture)
        let flags = ["--output", "App/Scenes", "--tests-output", "AppTests"]
        expectEqual(try VipgenProcess.run(["scene", "AddMeme", "-q"] + flags, in: directory.url).status, 0)
        expectEqual(try Self.project(directory), try XcodeFixtures.text(fixture))
        let result = try VipgenProcess.run(
            ["add", "use-case", "AddMeme", "DeleteMeme", "--xcodeproj", "App.xcodeproj"] + flags, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("updated    App.xcodeproj: 7 files to 'App', 4 files to 'AppTests'"))
        try Self.expectCompiled(directory, scenes: ["AddMeme"])
    }

    @Test func aDryRunSaysWhatItWouldAddAndWritesNothing() throws {
        let directory = try XcodeFixtures.copy("Classic56")
        let result = try VipgenProcess.run(["scene", "AddMeme", "--dry-run"] + Self.sceneFlags, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(
            result.stdout.contains(
                "would update             App.xcodeproj: 7 files to 'App', 4 files to 'AppTests', 2 groups\n"))
        expectEqual(directory.files(), ["App.xcodeproj/project.pbxproj"])
        expectEqual(try Self.project(directory), try XcodeFixtures.text("Classic56"))
    }

    @Test func synchronizedFoldersOfTheRightTargetsNeedNothing() throws {
        let directory = try XcodeFixtures.copy("Synchronized77")
        let result = try VipgenProcess.run(["scene", "AddMeme"] + Self.sceneFlags, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("'App' is a synchronized folder of 'App': nothing to add for the files in it\n"))
        expect(result.stdout.contains("'AppTests' is a synchronized folder of 'AppTests': nothing to add"))
        expectEqual(try Self.project(directory), try XcodeFixtures.text("Synchronized77"))
    }

    @Test func generateAndAddInSynchronizedFoldersLeaveTheProjectAlone() throws {
        let directory = try XcodeFixtures.copy("Synchronized77")
        try directory.write("vipgen.json", Self.spec)
        let generated = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(generated.status, 0, "\(generated)")
        expect(generated.stdout.contains("'App' is a synchronized folder of 'App': nothing to add"))
        expect(generated.stdout.contains("'AppTests' is a synchronized folder of 'AppTests': nothing to add"))
        expectEqual(directory.files().filter { $0.hasSuffix(".swift") }.count, 22)
        let added = try VipgenProcess.run(["add", "use-case", "AddMeme", "DeleteMeme"], in: directory.url)
        expectEqual(added.status, 0, "\(added)")
        expect(added.stdout.contains("'App' is a synchronized folder of 'App': nothing to add"))
        expectEqual(try Self.project(directory), try XcodeFixtures.text("Synchronized77"))
    }

    /// A project with no unit-test target (issue 33): the sources go into the app target, the tests are
    /// left out of the project, and a note says how to add a test target.
    @Test func aProjectWithNoTestTargetGetsTheSourcesAndANoteOnTheTests() throws {
        let directory = try TemporaryDirectory()
        // The fixture's test bundle made a plain bundle: no unit-test target left.
        let text = try XcodeFixtures.text("Classic56").replacingOccurrences(
            of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.bundle")
        try directory.write("App.xcodeproj/project.pbxproj", text)
        let result = try VipgenProcess.run(["scene", "AddMeme"] + Self.sceneFlags, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("has no unit-test target: add one in Xcode"), "\(result)")
        let project = try Self.project(directory)
        expect(project.contains("AddMemeInteractor.swift in Sources"))
        expect(!project.contains("AddMemeInteractorTests.swift in Sources"))
        // Nor are they written to disk: no target would build them.
        expect(directory.exists("App/Scenes/AddMeme/AddMemeInteractor.swift"))
        expect(!directory.files().contains { $0.hasPrefix("AppTests/") }, "\(directory.files())")
        expect(result.stdout.contains("were not written"), "\(result)")
    }

    /// `init` beside a project with no unit-test target names no tests folder, and `scene` then writes
    /// no test file anywhere.
    @Test func initWithNoTestTargetNamesNoTestsAndSceneThenWritesNone() throws {
        let directory = try TemporaryDirectory()
        let text = try XcodeFixtures.text("Classic56").replacingOccurrences(
            of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.bundle")
        try directory.write("App.xcodeproj/project.pbxproj", text)
        let initRun = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(initRun.status, 0, "\(initRun)")
        let spec = try directory.read("vipgen.json")
        expect(spec.contains("\"tests\": null"), "\(spec)")
        expect(spec.contains("\"testTarget\": null"), "\(spec)")
        expect(initRun.stdout.contains("Unit Testing Bundle"), "\(initRun)")
        let before = Set(directory.files())
        let scene = try VipgenProcess.run(["scene", "AddMeme", "-q"], in: directory.url)
        expectEqual(scene.status, 0, "\(scene)")
        let written = Set(directory.files()).subtracting(before)
        expect(written.contains { $0.hasSuffix("AddMemeInteractor.swift") }, "\(written)")
        expect(!written.contains { $0.hasSuffix("Tests.swift") }, "\(written)")
    }

    @Test func testsInTheAppsSynchronizedFolderAreRefusedBeforeAnythingIsWritten() throws {
        let directory = try XcodeFixtures.copy("Synchronized77")
        let result = try VipgenProcess.run(
            [
                "scene", "AddMeme", "--output", "App/Scenes", "--tests-output", "App/Tests", "--xcodeproj",
                "App.xcodeproj",
            ],
            in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("would land in the synchronized folder 'App', which 'App' compiles"))
        expect(result.stderr.contains("--tests-output"))
        expectEqual(directory.files(), ["App.xcodeproj/project.pbxproj"])
    }

    @Test(arguments: [("project.yml", "XcodeGen"), ("Project.swift", "Tuist")])
    func generatedProjectsAreLeftToTheirGenerator(manifest: String, generator: String) throws {
        let directory = try XcodeFixtures.copy("Classic56")
        try directory.write(manifest, "")
        let result = try VipgenProcess.run(["scene", "AddMeme"] + Self.sceneFlags, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("'App.xcodeproj' is generated by \(generator) (\(manifest)): not edited, as the next"))
        // An empty manifest has no targets to read: said, at its place.
        expect(result.stdout.contains("\(manifest) (\(generator)): not read: \(manifest):1:1:"), "\(result)")
        expectEqual(try Self.project(directory), try XcodeFixtures.text("Classic56"))
    }

    @Test func initChoosesTheOneProjectBesideTheSpec() throws {
        let directory = try XcodeFixtures.copy("Targets55")
        let result = try VipgenProcess.run(["init"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(
            result.stdout.contains(
                "found App.xcodeproj: files go into it, sources in target 'App', tests in test target 'AppTests'"))
        let spec = try directory.read("vipgen.json")
        expect(spec.contains(#""xcodeproj": "App.xcodeproj","#))
        expect(spec.contains(#""target": "App","#))
        expect(spec.contains(#""testTarget": "AppTests""#))
        // Without a project beside it, the keys are null and nothing is said.
        let empty = try TemporaryDirectory()
        let plain = try VipgenProcess.run(["init"], in: empty.url)
        expect(!plain.stdout.contains("found"))
        expect(try empty.read("vipgen.json").contains(#""xcodeproj": null,"#))
    }

    /// Each bad input: its exit status, what the message must say, and nothing written.
    @Test(arguments: [
        (["--xcodeproj", "Missing.xcodeproj"], Int32(66), "no Xcode project at 'Missing.xcodeproj'"),
        (["--target", "Ap"], 65, "'App.xcodeproj' has no target 'Ap'; did you mean 'App'?"),
        (["--target", "ShareExtension"], 65, "not an app target; 'target' must name an app target"),
        (["--test-target", "AppUITests"], 65, "not a unit-test target"),
        (
            ["--test-target", "App"], 65,
            "target 'App' is a 'com.apple.product-type.application', not a unit-test target"
        ),
    ])
    func badSettingsStopTheRunBeforeAnythingIsWritten(flags: [String], status: Int32, message: String) throws {
        let directory = try XcodeFixtures.copy("Targets55")
        let project = flags.contains("--xcodeproj") ? [] : ["--xcodeproj", "App.xcodeproj"]
        let result = try VipgenProcess.run(
            ["scene", "AddMeme", "--output", "App/Scenes", "--tests-output", "AppTests"] + project + flags,
            in: directory.url)
        expectEqual(result.status, status, "\(result)")
        expect(result.stderr.contains(message), "\(result)")
        expectEqual(directory.files(), ["App.xcodeproj/project.pbxproj"])
        expectEqual(try Self.project(directory), try XcodeFixtures.text("Targets55"))
    }

    @Test(arguments: [
        ("path = Scenes;", "path = Scenes", "expected ';', found 's'"),
        (
            "\t\t\t\t4A1C020D2A3B4C5D00E1F201 /* ListMemes */,\n", "<<<<<<< HEAD\n=======\n>>>>>>> theirs\n",
            "merge-conflict marker"
        ),
        ("rootObject = ", "rootObject = \"", "unterminated string"),
    ])
    func aBrokenProjectFileIsReportedAtItsPlace(original: String, broken: String, message: String) throws {
        let directory = try XcodeFixtures.copy("Classic56")
        let text = try XcodeFixtures.text("Classic56").replacingOccurrences(of: original, with: broken)
        try directory.write("App.xcodeproj/project.pbxproj", text)
        let result = try VipgenProcess.run(["scene", "AddMeme"] + Self.sceneFlags, in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.range(of: #"App.xcodeproj/project.pbxproj:\d+:\d+: error: "#, options: .regularExpression)
                != nil, "\(result)")
        expect(result.stderr.contains(message), "\(result)")
        expectEqual(directory.files(), ["App.xcodeproj/project.pbxproj"])
        expectEqual(try Self.project(directory), text)
    }

    @Test func aFileCompiledByAnotherTargetIsRefused() throws {
        let directory = try XcodeFixtures.copy("Classic56")
        // The test target's folder holds the app's ListMemes scene, already compiled by the app.
        let result = try VipgenProcess.run(
            [
                "scene", "ListMemes", "--output", "App/Scenes", "--tests-output", "App/Scenes", "--xcodeproj",
                "App.xcodeproj", "--force",
            ],
            in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains("is already in the project, compiled by 'App' instead of 'AppTests'"), "\(result)")
        expectEqual(directory.files(), ["App.xcodeproj/project.pbxproj"])
    }

    @Test func aFullDiskAtAnyFileLeavesTheProjectAndTheSceneAsTheyWere() throws {
        var failures = 0
        for step in 1...20 {
            let directory = try XcodeFixtures.copy("Classic56")
            let result = try VipgenProcess.run(
                ["scene", "AddMeme", "-q"] + Self.sceneFlags, in: directory.url,
                environment: ["VIPGEN_TEST_FAIL_AT": "stage:\(step)"])
            if result.status == 0 { break }
            failures += 1
            expectEqual(result.status, 73, "\(result)")
            expectEqual(directory.files(), ["App.xcodeproj/project.pbxproj"], "stage:\(step)")
            expectEqual(try Self.project(directory), try XcodeFixtures.text("Classic56"), "stage:\(step)")
        }
        // Ten scene files in two new folders, and the project file last.
        expect(failures >= 3, "the project file's own staging must be among the failures")
    }

    @Test func aRunKilledAtAnyMoveLeavesAWholeProjectAndTheNextRunCompletesIt() throws {
        for step in 1...3 {
            let directory = try XcodeFixtures.copy("Classic56")
            _ = try SafetyTests.killed(
                ["scene", "AddMeme", "-q"] + Self.sceneFlags, in: directory, at: "commit:\(step)")
            let project = try Self.project(directory)
            let checker = try ProjectChecker(text: project, projectFolder: directory.path)
            expect(checker.problems().isEmpty, "commit:\(step)")
            expectEqual(project, try XcodeFixtures.text("Classic56"), "the project file moves last")
            let again = try VipgenProcess.run(["scene", "AddMeme", "-q"] + Self.sceneFlags, in: directory.url)
            expectEqual(again.status, 0, "\(again)")
            try Self.expectCompiled(directory, scenes: ["AddMeme"])
            expectEqual(SafetyTests.temporaries(directory), [])
        }
    }
}
