import Expectations
import Foundation
import Testing

/// What a new user runs into on the first day, run as the built binary: a scene that exists, a scene
/// the spec describes, a run from a subfolder, a second `init`, a project's flavor and test library
/// changed under existing scenes, typos, colour.
@Suite struct NewcomerPathTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory, environment: [String: String] = [:])
        throws -> RunResult
    {
        try VipgenProcess.run(arguments, in: directory.url, environment: environment)
    }

    @Test func sceneOnASceneThatExistsPointsAtAddAndOnlyMissingNeverAtForce() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["scene", "Login", "-q"], in: directory).status, 0)
        let path = "Scenes/Login/LoginInteractor.swift"
        let completed = try directory.read(path) + "\n// Written by a person.\n"
        try directory.write(path, completed)
        let again = try run(["scene", "Login", "--use-case", "Submit"], in: directory)
        expectEqual(again.status, 73, "\(again)")
        expect(again.stderr.contains("scene 'Login' exists"), "\(again)")
        expect(again.stderr.contains("'vipgen add use-case|route|field|dependency Login …'"), "\(again)")
        expect(again.stderr.contains("'vipgen scene Login --only-missing'"), "\(again)")
        expect(!again.stderr.contains("--force"), "\(again)")
        expect(!again.stderr.contains("--dry-run to see"), "\(again)")
        expectEqual(try directory.read(path), completed)
        let help = try run(["help", "scene"], in: directory)
        expect(help.stdout.contains("DISCARDS HAND-WRITTEN CODE"), "\(help)")
        expect(help.stdout.contains("'vipgen add'"), "\(help)")
    }

    @Test func sceneWritesTheSpecsEntryAndRefusesFlagsThatWouldContradictIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            #"{"project": {"module": "Memes"}, "scenes": [{"name": "ListMemes", "useCases": ["FetchMemes"], "fields": ["memes: [String]"]}]}"#
        )
        let contradicting = try run(["scene", "ListMemes", "--use-case", "Load"], in: directory)
        expectEqual(contradicting.status, 64, "\(contradicting)")
        expect(
            contradicting.stderr.contains(
                "'vipgen.json' describes the scene 'ListMemes', so '--use-case' cannot change it"))
        expect(contradicting.stderr.contains("'vipgen generate --scene ListMemes'"))
        expectEqual(directory.files(), ["vipgen.json"])
        let result = try run(["scene", "ListMemes", "-q"], in: directory)
        expectEqual(result.status, 0, "\(result)")
        let interactor = try directory.read("Scenes/ListMemes/ListMemesInteractor.swift")
        expect(interactor.contains("func fetchMemes(request:"))
        expect(interactor.contains("var memes: [String] = []"))
        expect(!interactor.contains("func load(request:"))
        // The same files as `generate` writes: a later generate has nothing to add.
        let generate = try run(["generate"], in: directory)
        expect(generate.stdout.hasSuffix("11 files: 0 new, 11 unchanged\n"), "\(generate)")
    }

    @Test func fromASubfolderTheProjectsSpecAndFoldersAreUsed() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            #"{"project": {"sources": "App/Scenes", "tests": "AppTests/Scenes"}, "scenes": [{"name": "Home"}]}"#)
        try directory.write("App/Scenes/README", "")
        let nested = TemporaryDirectory.Nested(directory, "App/Scenes")
        let scene = try VipgenProcess.run(["scene", "Oops"], in: nested.url)
        expectEqual(scene.status, 0, "\(scene)")
        expect(scene.stdout.contains("created    ../../App/Scenes/Oops/OopsViewController.swift"), "\(scene)")
        expect(directory.exists("App/Scenes/Oops/OopsViewController.swift"))
        expect(directory.exists("AppTests/Scenes/Oops/OopsViewControllerTests.swift"))
        expect(!directory.exists("App/Scenes/Scenes"))
        let generate = try VipgenProcess.run(["generate", "-q"], in: nested.url)
        expectEqual(generate.status, 0, "\(generate)")
        expect(directory.exists("App/Scenes/Home/HomeViewController.swift"))
        // A spec that leaves its folders out has them beside it too.
        try directory.write("vipgen.json", #"{"scenes": []}"#)
        expectEqual(try VipgenProcess.run(["scene", "Beside", "-q"], in: nested.url).status, 0)
        expect(directory.exists("Scenes/Beside/BesideViewController.swift"))
        expect(directory.exists("Tests/Scenes/Beside/BesideViewControllerTests.swift"))
    }

    @Test func onlyLoadOrTheMarkedUseCaseStartsWhenTheViewLoads() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["scene", "AddMeme", "--use-case", "AddMeme", "-q"], in: directory).status, 0)
        let addMeme = try directory.read("Scenes/AddMeme/AddMemeViewController.swift")
        expect(addMeme.contains("        view.addSubview(activityIndicator)\n    }\n"), "a person's action waits for the app")
        expect(try directory.read("Tests/Scenes/AddMeme/AddMemeViewControllerTests.swift")
            .contains("func testLoadingTheViewSendsNoRequest()"))
        expectEqual(try run(["scene", "ListMemes", "--use-case", "Delete", "--use-case", "Load", "-q"], in: directory).status, 0)
        expect(try directory.read("Scenes/ListMemes/ListMemesViewController.swift")
            .contains("        view.addSubview(activityIndicator)\n        load()\n    }\n"))
        let marked = ["scene", "ShowMeme", "--use-case", "GetMeme", "--on-load", "GetMeme", "-q"]
        expectEqual(try run(marked, in: directory).status, 0)
        expect(try directory.read("Scenes/ShowMeme/ShowMemeViewController.swift")
            .contains("        view.addSubview(activityIndicator)\n        getMeme()\n    }\n"))
        let wrong = try run(["scene", "Cart", "--use-case", "Fetch", "--on-load", "Fecth"], in: directory)
        expectEqual(wrong.status, 64, "\(wrong)")
        expect(
            wrong.stderr.contains("onLoad 'Fecth' is not one of the scene's use cases (Fetch); did you mean 'Fetch'?"))
        // Adding to a scene the spec does not list keeps what its view starts on load.
        expectEqual(try run(["add", "use-case", "ShowMeme", "Share"], in: directory).status, 0)
        let showMeme = try directory.read("Scenes/ShowMeme/ShowMemeViewController.swift")
        expect(showMeme.contains("        getMeme()\n") && !showMeme.contains("        share()\n"))
        expect(
            !(try directory.read("Tests/Scenes/ShowMeme/ShowMemeViewControllerTests.swift")).contains("SendsNoRequest"))
    }

    @Test func initTwiceSaysWhatToDoAndOffersNoDryRun() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["init", "-q"], in: directory).status, 0)
        let again = try run(["init"], in: directory)
        expectEqual(again.status, 73, "\(again)")
        expect(again.stderr.contains("'vipgen.json' exists"), "\(again)")
        expect(again.stderr.contains("run 'vipgen generate'"), "\(again)")
        expect(!again.stderr.contains("--dry-run"), "init takes no --dry-run: \(again)")
    }

    @Test func templatesShowUsesTheProjectsFlavor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", #"{"project": {"flavor": "input-output"}, "scenes": []}"#)
        let shown = try run(["templates", "show", "Interactor"], in: directory)
        expectEqual(shown.status, 0, "\(shown)")
        expect(shown.stdout.contains("InteractorInput"), "the input-output interactor: \(shown)")
        let named = try run(["templates", "show", "Interactor", "--flavor", "clean-swift"], in: directory)
        expect(named.stdout.contains("BusinessLogic") && !named.stdout.contains("InteractorInput"))
    }

    @Test func generateEvolvesTestsInTheLibraryTheyAreWrittenWith() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["init", "-q"], in: directory).status, 0)
        expectEqual(try run(["generate", "-q"], in: directory).status, 0)
        let spec = try directory.read("vipgen.json")
        try directory.write(
            "vipgen.json",
            spec.replacingOccurrences(of: #""testing": "xctest""#, with: #""testing": "swift-testing""#)
                .replacingOccurrences(of: #""ChangeName"]"#, with: #""ChangeName", "Reset"]"#))
        let dryRun = try run(["generate", "--dry-run"], in: directory)
        expectEqual(dryRun.status, 0, "\(dryRun)")
        expect(!dryRun.stdout.contains("not found"), "nothing was removed by a person: \(dryRun)")
        expect(dryRun.stdout.contains("are written with XCTest, so they gain XCTest tests"), "\(dryRun)")
        expectEqual(try run(["generate", "-q"], in: directory).status, 0)
        let tests = try directory.read("Tests/Scenes/ShowGreeting/ShowGreetingInteractorTests.swift")
        expect(tests.contains("func testResetPresentsTheWorkersResponse()"), "\(tests)")
        expect(!tests.contains("@Test") && !tests.contains("#expect"), "no Swift Testing in an XCTestCase")
    }

    @Test func addKeepsTheModuleTheTestsImport() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["scene", "Login", "--module", "MyApp", "-q"], in: directory).status, 0)
        let added = try run(["add", "use-case", "Login", "Submit"], in: directory)
        expectEqual(added.status, 0, "\(added)")
        expect(!added.stdout.contains("not found"), "\(added)")
        expect(
            try directory.read("Tests/Scenes/Login/LoginInteractorTests.swift").contains("@testable import MyApp\n"))
    }

    @Test func aFlavorMismatchSaysWhichFlavorsAndHowToPin() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["init", "-q"], in: directory).status, 0)
        expectEqual(try run(["generate", "-q"], in: directory).status, 0)
        let spec = try directory.read("vipgen.json")
        try directory.write(
            "vipgen.json",
            spec.replacingOccurrences(of: #""flavor": "clean-swift""#, with: #""flavor": "input-output""#)
                .replacingOccurrences(of: #""ChangeName"]"#, with: #""ChangeName", "Reset"]"#))
        let result = try run(["generate"], in: directory)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains(
                "scene 'ShowGreeting' was written in the flavor 'clean-swift', but the spec's project flavor is 'input-output'"
            ),
            "\(result)")
        expect(result.stderr.contains(#"pin its flavor: "flavor": "clean-swift" in its entry"#), "\(result)")
        expect(!result.stderr.contains("did not find"), "\(result)")
    }

    @Test(arguments: [
        (["sceen", "X"], "unknown command 'sceen'; did you mean 'scene'?"),
        (["inti"], "unknown command 'inti'; did you mean 'init'?"),
        (["-v"], "unknown option '-v'; did you mean '--version'?"),
        (["scene", "X", "-v"], "unknown option '-v'; did you mean '--verbose'?\n"),
        (["add", "use-case", "X"], "missing NAME\nUsage: vipgen add use-case SCENE NAME... [options]"),
        (
            ["scene", "LoginViewController"],
            "'LoginViewController' would make 'LoginViewControllerViewController'; did you mean 'Login'?"
        ),
        (["generate", "Scenes"], "'Scenes' is a folder; 'vipgen generate' reads a spec file"),
        (["scene", "X", "--color", "sometimes"], "'--color' takes auto, always, never, not 'sometimes'"),
    ])
    func typosAreCaughtAndCorrected(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("Scenes/README", "")
        let result = try run(arguments, in: directory)
        expectEqual(result.status, 64, "\(result)")
        expect(result.stderr.contains(message), "\(result)")
        expectEqual(directory.files(), ["Scenes/README"])
    }

    @Test func dryRunExitsAsTheRunWould() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Exported/clean-swift/Router.mustache", "mine\n")
        let dryRun = try run(["templates", "export", "Exported", "--dry-run"], in: directory)
        let real = try run(["templates", "export", "Exported"], in: directory)
        expectEqual(dryRun.status, 73, "\(dryRun)")
        expectEqual(real.status, 73, "\(real)")
        expectEqual(try directory.read("Exported/clean-swift/Router.mustache"), "mine\n")
    }

    @Test func colourIsChosenByTheFlagThenNoColorAndTerm() throws {
        let directory = try TemporaryDirectory()
        let always = try run(["--color", "always", "scene"], in: directory, environment: ["NO_COLOR": "1"])
        expect(always.stderr.hasPrefix("\u{1B}[1;31merror:"), "\(always)")
        let never = try run(["scene", "--color=never"], in: directory)
        expect(never.stderr.hasPrefix("error: missing NAME"), "\(never)")
        let help = try run(["help", "scene"], in: directory)
        expect(help.stdout.contains("--color <WHEN>"))
    }

    @Test func helpFollowsTheTerminalsWidth() throws {
        let directory = try TemporaryDirectory()
        let narrow = try run(["help", "scene"], in: directory, environment: ["COLUMNS": "70"])
        let wide = try run(["help", "scene"], in: directory, environment: ["COLUMNS": "150"])
        // Rows and paragraphs wrap; usage lines and examples are commands, kept whole.
        let described = narrow.stdout.components(separatedBy: "EXAMPLES:")[0].split(separator: "\n").dropFirst(3)
        expect(described.allSatisfy { $0.count <= 70 }, "\(narrow)")
        expect(wide.stdout.split(separator: "\n").contains { $0.count > 100 }, "\(wide)")
    }
}

extension TemporaryDirectory {
    /// A folder inside a temporary directory, created on the way.
    struct Nested {
        let url: URL

        init(_ parent: TemporaryDirectory, _ path: String) {
            url = parent.url.appendingPathComponent(path, isDirectory: true)
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }
}
