import Expectations
import Foundation
import Testing

/// `vipgen add use-case|route|field`, run as a user runs it: on a scene `vipgen scene` just wrote, each
/// `add` gives byte for byte what `vipgen scene` writes with the item included.
@Suite struct AddCommandTests {
    static let base = [
        "--use-case", "FetchMemes", "--field", "memes:[Meme]?", "--route", "ShowMeme", "--base",
        "UITableViewController",
    ]

    /// Every file of `first` and `second` (relative paths), each equal.
    private func expectSameFiles(_ first: TemporaryDirectory, _ second: TemporaryDirectory, _ label: String) throws {
        let files = first.files().filter { $0.hasSuffix(".swift") }
        expectEqual(files, second.files().filter { $0.hasSuffix(".swift") }, "\(label): different files")
        for file in files {
            expectEqual(try first.read(file), try second.read(file), "\(label): \(file) differs from a fresh scene")
        }
    }

    @Test(arguments: [
        (
            ["use-case", "ListMemes", "DeleteMeme", "RenameMeme"],
            ["--use-case", "DeleteMeme", "--use-case", "RenameMeme"]
        ),
        (["route", "ListMemes", "AddMeme"], ["--route", "AddMeme"]),
        (
            ["field", "ListMemes", "isFavorite:Bool", "title:String?"],
            ["--field", "isFavorite:Bool", "--field", "title:String?"]
        ),
    ])
    func addGivesWhatSceneWritesWithTheItem(add: [String], flags: [String]) throws {
        let evolved = try TemporaryDirectory()
        let fresh = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "ListMemes"] + Self.base + ["-q"], in: evolved.url).status, 0)
        let result = try VipgenProcess.run(["add"] + add, in: evolved.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("updated    Scenes/ListMemes/"), "\(result)")
        expectEqual(try VipgenProcess.run(["scene", "ListMemes"] + Self.base + flags + ["-q"], in: fresh.url).status, 0)
        try expectSameFiles(evolved, fresh, add.joined(separator: " "))

        // Twice changes nothing.
        let again = try VipgenProcess.run(["add"] + add + ["--verbose"], in: evolved.url)
        expectEqual(again.status, 0, "\(again)")
        expect(!again.stdout.contains("updated "), "\(again)")
        expect(again.stdout.contains("unchanged  Scenes/ListMemes/ListMemesInteractor.swift"), "\(again)")
        try expectSameFiles(evolved, fresh, "second " + add.joined(separator: " "))
    }

    @Test func theSpecEntryGainsTheItemsAsText() throws {
        let directory = try TemporaryDirectory()
        let spec = """
            {
              "project": { "sources": "App/Scenes", "tests": "AppTests/Scenes" },
              "scenes": [
                {
                  "name": "ListMemes",
                  "useCases": ["FetchMemes"],
                  "routes": ["ShowMeme"]
                },
                { "name": "ShowMeme", "fields": ["meme: Meme?"] }
              ]
            }

            """
        try directory.write("vipgen.json", spec)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        let useCase = try VipgenProcess.run(["add", "use-case", "ListMemes", "DeleteMeme"], in: directory.url)
        expectEqual(useCase.status, 0, "\(useCase)")
        expect(useCase.stdout.contains("updated    vipgen.json"))
        expectEqual(try VipgenProcess.run(["add", "route", "ShowMeme", "ListMemes", "-q"], in: directory.url).status, 0)
        expectEqual(
            try directory.read("vipgen.json"),
            spec.replacingOccurrences(of: #"["FetchMemes"]"#, with: #"["FetchMemes", "DeleteMeme"]"#)
                .replacingOccurrences(
                    of: #"{ "name": "ShowMeme", "fields": ["meme: Meme?"] }"#,
                    with: #"{ "name": "ShowMeme", "fields": ["meme: Meme?"], "routes": ["ListMemes"] }"#))
        // The spec and the files now agree: generate has nothing to add.
        let generate = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(generate.status, 0, "\(generate)")
        expect(!generate.stdout.contains("updated "), "\(generate)")
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "ShowMeme", "-q"], in: directory.url).status, 0)
        let before = try directory.files().map { try directory.read($0) }
        let result = try VipgenProcess.run(
            ["add", "field", "ShowMeme", "isFavorite:Bool", "--dry-run"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(
            result.stdout.contains(
                "--- a/Scenes/ShowMeme/ShowMemeInteractor.swift\n+++ b/Scenes/ShowMeme/ShowMemeInteractor.swift\n"))
        expect(
            result.stdout.contains(
                "-protocol ShowMemeDataStore: AnyObject {}\n+protocol ShowMemeDataStore: AnyObject {\n+    var isFavorite: Bool { get set }\n+}\n"
            ))
        expect(result.stdout.contains("+    var isFavorite: Bool = false\n"))
        expectEqual(try directory.files().map { try directory.read($0) }, before)
    }

    @Test func refusalsNameTheFileAndWriteNothing() throws {
        let directory = try TemporaryDirectory()
        expectEqual(
            try VipgenProcess.run(["scene", "ListMemes", "--use-case", "FetchMemes", "-q"], in: directory.url).status,
            0)
        // A person folded the business logic protocol away.
        let path = "Scenes/ListMemes/ListMemesInteractor.swift"
        let interactor = try directory.read(path)
        try directory.write(
            path,
            interactor.replacingOccurrences(
                of: "protocol ListMemesBusinessLogic: AnyObject {\n    @discardableResult\n"
                    + "    func fetchMemes(request: ListMemes.FetchMemes.Request) -> Task<Void, Never>\n}\n",
                with: ""))
        let before = try directory.files().map { try directory.read($0) }
        let result = try VipgenProcess.run(["add", "use-case", "ListMemes", "DeleteMeme"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains(
                "\(path): error: did not find protocol ListMemesBusinessLogic, where func deleteMeme(request:) goes"),
            "\(result)")
        expectEqual(try directory.files().map { try directory.read($0) }, before)

        // An unbalanced brace: the line it opens on.
        try directory.write(
            path,
            interactor.replacingOccurrences(
                of: "        self.worker = worker\n    }\n", with: "        self.worker = worker\n"))
        let unbalanced = try VipgenProcess.run(["add", "use-case", "ListMemes", "DeleteMeme"], in: directory.url)
        expectEqual(unbalanced.status, 65, "\(unbalanced)")
        expect(unbalanced.stderr.contains("\(path):"), "\(unbalanced)")
        expect(unbalanced.stderr.contains("is never closed"), "\(unbalanced)")
    }

    @Test func anEmptyBodyAPersonWroteIsNotOpenedUp() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "ShowMeme", "-q"], in: directory.url).status, 0)
        let path = "Scenes/ShowMeme/ShowMemeInteractor.swift"
        let generated = try directory.read(path)
        let mine = generated.replacingOccurrences(
            of: "protocol ShowMemeDataStore: AnyObject {}", with: "protocol ShowMemeDataStore: AnyObject, Sendable {}")
        expect(mine != generated)
        try directory.write(path, mine)
        let before = try directory.files().map { try directory.read($0) }
        let result = try VipgenProcess.run(["add", "field", "ShowMeme", "isFavorite:Bool"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("\(path):"), "\(result)")
        expect(result.stderr.contains("on a line vipgen did not write"), "\(result)")
        expectEqual(try directory.files().map { try directory.read($0) }, before)
    }

    @Test func aSceneNotGeneratedYetIsMissingInput() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["add", "use-case", "Nowhere", "Delete"], in: directory.url)
        expectEqual(result.status, 66, "\(result)")
        expect(result.stderr.contains("run 'vipgen scene Nowhere'"), "\(result)")
        expect(directory.files().isEmpty)
    }

    @Test func namesAndTypesAreValidatedAsSceneValidatesThem() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "ShowMeme", "-q"], in: directory.url).status, 0)
        let scene = try VipgenProcess.run(["scene", "ShowMeme", "--field", "meme:Meme"], in: directory.url)
        let add = try VipgenProcess.run(["add", "field", "ShowMeme", "meme:Meme"], in: directory.url)
        expect(add.status == 64 && scene.status == 64, "\(add)\n\(scene)")
        let message = scene.stderr.split(separator: "\n").first.map(String.init) ?? "?"
        expect(add.stderr.contains(message), "scene said \(message); add said \(add.stderr)")
        let lowercase = try VipgenProcess.run(["add", "use-case", "ShowMeme", "delete"], in: directory.url)
        expectEqual(lowercase.status, 64, "\(lowercase)")
        expect(lowercase.stderr.contains("'delete'"), "\(lowercase)")
    }

    @Test func handWrittenCodeStaysAndRemovedDeclarationsAreReported() throws {
        let directory = try TemporaryDirectory()
        let scene = ["scene", "ShowMeme", "--use-case", "GetMeme", "--worker", "sync", "-q"]
        expectEqual(try VipgenProcess.run(scene, in: directory.url).status, 0)
        let path = "Scenes/ShowMeme/ShowMemeWorker.swift"
        let worker = try directory.read(path)
        let todo =
            "        // TODO: Do the work (`try? client.fetch([Receipt].self, at: \"receipts\")`), then return what the\n"
            + "        // presenter needs.\n"
        let mine = worker.replacingOccurrences(
            of: "func getMeme(request: ShowMeme.GetMeme.Request) -> ShowMeme.GetMeme.Response {\n" + todo
                + "        ShowMeme.GetMeme.Response()",
            with:
                "func getMeme(request: ShowMeme.GetMeme.Request, id: Int) -> ShowMeme.GetMeme.Response {\n        /* } */ let text = \"}\"\n        _ = text\n        return ShowMeme.GetMeme.Response()"
        )
        expect(mine != worker)
        try directory.write(path, mine)
        let result = try VipgenProcess.run(["add", "use-case", "ShowMeme", "ShareMeme"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("not found: func getMeme(request:) in ShowMemeWorker"), "\(result)")
        let evolved = try directory.read(path)
        // Exactly the person's file with the new requirement and method added: nothing restored.
        let requirement = "    func shareMeme(request: ShowMeme.ShareMeme.Request) -> ShowMeme.ShareMeme.Response\n"
        let method =
            "\n    func shareMeme(request: ShowMeme.ShareMeme.Request) -> ShowMeme.ShareMeme.Response {\n"
            + todo + "        ShowMeme.ShareMeme.Response()\n    }\n"
        expect(evolved.contains(requirement) && evolved.contains(method), "\(evolved)")
        expectEqual(
            evolved.replacingOccurrences(of: requirement, with: "").replacingOccurrences(of: method, with: ""), mine,
            "\(evolved)")
    }

    @Test func forceWritesTheWholeSceneAgain() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "ShowMeme", "-q"], in: directory.url).status, 0)
        try directory.write("Scenes/ShowMeme/ShowMemeWorker.swift", "// mine\nfinal class ShowMemeWorker {}\n")
        let result = try VipgenProcess.run(["add", "use-case", "ShowMeme", "Share", "--force"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(try directory.read("Scenes/ShowMeme/ShowMemeWorker.swift").contains("func share(request:"))
        expect(try !directory.read("Scenes/ShowMeme/ShowMemeWorker.swift").contains("// mine"))
    }
}
