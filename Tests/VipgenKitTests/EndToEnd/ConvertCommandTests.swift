import Expectations
import Foundation
import Testing

/// `vipgen convert SCENE --worker async|sync`: a scene switched to the other worker style is byte for
/// byte what `vipgen scene` writes in that style, in every flavor; a file a person changed that the
/// conversion would rewrite refuses the run, which then writes nothing; bad input is named.
@Suite struct ConvertCommandTests {
    static let flags = ["--use-case", "FetchMemes", "--use-case", "DeleteMeme", "--field", "memes:[Meme]?"]

    /// The flavors and test libraries a scene is converted in.
    static let sceneFlags: [[String]] = [
        [],
        ["--flavor", "configurator"],
        ["--flavor", "input-output", "--testing", "swift-testing"],
        ["--flavor", "swiftui"],
        ["--base", "UITableViewController", "--storyboard", "Main"],
        ["--flavor", "configurator", "--dependency", "imageStore: ImageStore", "--dependency", "clock: (any Clock)?"],
    ]

    /// Every file of `directory` but the spec, with its contents.
    private func snapshot(_ directory: TemporaryDirectory) throws -> [String: String] {
        var files: [String: String] = [:]
        for file in directory.files() where file != "vipgen.json" { files[file] = try directory.read(file) }
        return files
    }

    /// A fresh `vipgen scene` in `style`, with `flags`, in a spec whose project worker is `project`.
    private func fresh(_ flags: [String], style: String) throws -> [String: String] {
        let directory = try TemporaryDirectory()
        let scene = ["scene", "ListMemes"] + Self.flags + flags + ["--worker", style, "-q"]
        let result = try VipgenProcess.run(scene, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        return try snapshot(directory)
    }

    @Test(arguments: sceneFlags)
    func syncToAsyncToSyncGivesWhatSceneWritesInEachStyle(flags: [String]) throws {
        let directory = try TemporaryDirectory()
        let scene = ["scene", "ListMemes"] + Self.flags + flags + ["--worker", "sync", "-q"]
        expectEqual(try VipgenProcess.run(scene, in: directory.url).status, 0)
        let sync = try snapshot(directory)
        expectEqual(sync, (try fresh(flags, style: "sync")))
        let toAsync = try VipgenProcess.run(["convert", "ListMemes", "--worker", "async"], in: directory.url)
        expectEqual(toAsync.status, 0, "\(toAsync)")
        expect(toAsync.stdout.contains("updated    Scenes/ListMemes/ListMemesWorker.swift"), "\(toAsync)")
        let async = try snapshot(directory)
        expectEqual(async, (try fresh(flags, style: "async")), "\(flags): converted to async differs from a fresh scene")
        expect(async != sync)
        // Converting to the style it has changes nothing.
        let again = try VipgenProcess.run(["convert", "ListMemes", "--worker", "async"], in: directory.url)
        expect(again.status == 0 && !again.stdout.contains("updated"), "\(again)")
        let back = try VipgenProcess.run(["convert", "ListMemes", "--worker", "sync", "-q"], in: directory.url)
        expect(back.status == 0 && back.stdout.isEmpty, "\(back)")
        expectEqual(try snapshot(directory), sync, "\(flags): back to sync differs from the scene first written")
    }

    @Test func theSpecEntryGetsTheNewWorkerAndAddKeepsEachScenesStyle() throws {
        let directory = try TemporaryDirectory()
        let spec = """
            {
              "project": { "worker": "sync" },
              "scenes": [
                {
                  "name": "ListMemes",
                  "useCases": ["FetchMemes"]
                },
                { "name": "ShowMeme", "useCases": ["GetMeme"], "worker": "sync" }
              ]
            }

            """
        try directory.write("vipgen.json", spec)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        let converted = try VipgenProcess.run(["convert", "ListMemes", "--worker", "async"], in: directory.url)
        expect(converted.status == 0 && converted.stdout.contains("updated    vipgen.json"), "\(converted)")
        let shown = try VipgenProcess.run(["convert", "ShowMeme", "--worker", "async", "-q"], in: directory.url)
        expectEqual(shown.status, 0, "\(shown)")
        // Only the entries' worker changed: added after the last member in its style, or its value replaced.
        let expected =
            spec
            .replacingOccurrences(
                of: "\"useCases\": [\"FetchMemes\"]\n",
                with: "\"useCases\": [\"FetchMemes\"],\n      \"worker\": \"async\"\n"
            )
            .replacingOccurrences(
                of: #""useCases": ["GetMeme"], "worker": "sync""#, with: #""useCases": ["GetMeme"], "worker": "async""#)
        expectEqual(try directory.read("vipgen.json"), expected)
        expectEqual(
            try VipgenProcess.run(["convert", "ShowMeme", "--worker", "sync", "-q"], in: directory.url).status, 0)
        // `add` and `generate` keep each scene's style: the async one gains async members, the sync one sync ones.
        for scene in ["ListMemes", "ShowMeme"] {
            let added = try VipgenProcess.run(["add", "use-case", scene, "RenameMeme", "-q"], in: directory.url)
            expectEqual(added.status, 0, "\(added)")
        }
        let asyncWorker = try directory.read("Scenes/ListMemes/ListMemesWorker.swift")
        expect(
            asyncWorker.contains("func renameMeme(request: ListMemes.RenameMeme.Request) async throws"),
            "\(asyncWorker)")
        let syncWorker = try directory.read("Scenes/ShowMeme/ShowMemeWorker.swift")
        expect(syncWorker.contains("func renameMeme(") && !syncWorker.contains("async"), "\(syncWorker)")
        let regenerated = try VipgenProcess.run(["generate"], in: directory.url)
        expect(regenerated.status == 0 && !regenerated.stdout.contains("updated"), "\(regenerated)")
        expectEqual(try VipgenProcess.run(["lint"], in: directory.url).status, 0)
    }

    @Test func aChangedFileTheConversionRewritesRefusesAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", #"{ "scenes": [ { "name": "ListMemes", "useCases": ["FetchMemes"] } ] }"#)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        let worker = "Scenes/ListMemes/ListMemesWorker.swift"
        let interactorTests = "Tests/Scenes/ListMemes/ListMemesInteractorTests.swift"
        let router = "Scenes/ListMemes/ListMemesRouter.swift"
        for path in [worker, interactorTests, router] {
            try directory.write(path, try directory.read(path) + "// written by a person\n")
        }
        let before = try snapshot(directory)
        let spec = try directory.read("vipgen.json")
        let refused = try VipgenProcess.run(["convert", "ListMemes", "--worker", "sync"], in: directory.url)
        expectEqual(refused.status, 73, "\(refused)")
        expect(
            refused.stderr.contains("  \(worker)\n") && refused.stderr.contains("  \(interactorTests)\n"), "\(refused)")
        // The router is the same in both styles: what a person wrote in it is no reason to refuse.
        expect(!refused.stderr.contains(router), "\(refused)")
        expect(!refused.stderr.contains("--force"), "no message suggests discarding a person's code")
        expectEqual(try snapshot(directory), before)
        expectEqual(try directory.read("vipgen.json"), spec)
        let dryRun = try VipgenProcess.run(
            ["convert", "ListMemes", "--worker", "sync", "--dry-run"], in: directory.url)
        expectEqual(dryRun.status, 73, "\(dryRun)")
        // --force rewrites the files the conversion needs, and leaves the router a person changed as it is.
        let forced = try VipgenProcess.run(
            ["convert", "ListMemes", "--worker", "sync", "--force", "-q"], in: directory.url)
        expectEqual(forced.status, 0, "\(forced)")
        expect(try !directory.read(worker).contains("written by a person"))
        expectEqual(try directory.read(router), before[router])
    }

    @Test func badInputIsNamedWithANonZeroExit() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "ListMemes", "-q"], in: directory.url).status, 0)
        let before = try snapshot(directory)
        let unknown = try VipgenProcess.run(["convert", "ListMeme", "--worker", "sync"], in: directory.url)
        expect(unknown.status == 66 && unknown.stderr.contains("'ListMeme'"), "\(unknown)")
        let style = try VipgenProcess.run(["convert", "ListMemes", "--worker", "synchronous"], in: directory.url)
        expect(style.status == 64 && style.stderr.contains("'synchronous'"), "\(style)")
        expect(style.stderr.contains("'async' or 'sync'"), "\(style)")
        let missing = try VipgenProcess.run(["convert", "ListMemes"], in: directory.url)
        expect(missing.status == 64 && missing.stderr.contains("--worker"), "\(missing)")
        let json = try VipgenProcess.run(
            ["convert", "ListMemes", "--worker", "asink", "--format", "json"], in: directory.url)
        expect(json.status == 64 && json.stdout.contains("\"ok\": false") && json.stdout.contains("asink"), "\(json)")
        expectEqual(try snapshot(directory), before)
    }
}
