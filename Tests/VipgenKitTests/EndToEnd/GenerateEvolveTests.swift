import Expectations
import Foundation
import Testing

/// `vipgen generate` on scenes that exist: it adds what the spec now implies, as `vipgen add` does.
@Suite struct GenerateEvolveTests {
    static let spec = """
        {
          "project": { "sources": "Sources", "tests": "Tests" },
          "scenes": [
            { "name": "ListMemes", "base": "UITableViewController", "useCases": ["FetchMemes"], "routes": ["ShowMeme"] },
            { "name": "ShowMeme", "fields": ["meme: String?"] }
          ]
        }

        """

    static let edited =
        spec
        .replacingOccurrences(
            of: #""useCases": ["FetchMemes"]"#,
            with: #""useCases": ["FetchMemes", "DeleteMeme"], "fields": ["meme: String?"]"#
        )
        .replacingOccurrences(
            of: #"{ "name": "ShowMeme", "fields": ["meme: String?"] }"#,
            with: #"{ "name": "ShowMeme", "fields": ["meme: String?"], "routes": ["ListMemes"] }"#)

    @Test func aSpecEditThenGenerateEqualsGeneratingTheEditedSpec() throws {
        let evolved = try TemporaryDirectory()
        let fresh = try TemporaryDirectory()
        try evolved.write("vipgen.json", Self.spec)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: evolved.url).status, 0)
        try evolved.write("vipgen.json", Self.edited)
        let result = try VipgenProcess.run(["generate"], in: evolved.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("updated    Sources/ListMemes/ListMemesInteractor.swift"), "\(result)")
        expect(result.stdout.contains("added: func deleteMeme(request:) in ListMemesBusinessLogic"), "\(result)")
        try fresh.write("vipgen.json", Self.edited)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: fresh.url).status, 0)
        expectEqual(evolved.files(), fresh.files())
        // Data passing is a person's code: the one line the new shared field implies is suggested.
        let router = "Sources/ListMemes/ListMemesRouter.swift"
        expect(
            result.stdout.contains("suggestion: func passDataToShowMeme(source:destination:) in ListMemesRouter"),
            "\(result)")
        expect(result.stdout.contains("    destination.meme = source.meme\n"), "\(result)")
        expect(
            try fresh.read(router).contains("destination.meme = source.meme")
                && !evolved.read(router).contains("destination.meme"))
        for file in fresh.files() where file != router {
            expectEqual(try evolved.read(file), try fresh.read(file), "\(file) differs from generating the edited spec")
        }
        let again = try VipgenProcess.run(["generate"], in: evolved.url)
        expect(again.status == 0 && again.stdout.hasSuffix("22 files: 0 new, 22 unchanged\n"), "\(again)")
    }

    /// A scene written synchronous gains synchronous members, whatever the spec now says: `worker` is
    /// read from its files (the worker protocol), as `vipgen add` reads it.
    @Test func aSynchronousSceneGainsSynchronousMembersAfterTheSpecDropsItsWorker() throws {
        let evolved = try TemporaryDirectory()
        let fresh = try TemporaryDirectory()
        let sync = Self.spec.replacingOccurrences(
            of: #""tests": "Tests" }"#, with: #""tests": "Tests", "worker": "sync" }"#)
        try require(sync != Self.spec)
        try evolved.write("vipgen.json", sync)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: evolved.url).status, 0)
        try evolved.write("vipgen.json", Self.edited)
        let result = try VipgenProcess.run(["generate"], in: evolved.url)
        expectEqual(result.status, 0, "\(result)")
        let editedSync = Self.edited.replacingOccurrences(
            of: #""tests": "Tests" }"#, with: #""tests": "Tests", "worker": "sync" }"#)
        try fresh.write("vipgen.json", editedSync)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: fresh.url).status, 0)
        let worker = try evolved.read("Sources/ListMemes/ListMemesWorker.swift")
        expect(!worker.contains("async"), "\(worker)")
        for file in fresh.files() where file.hasSuffix(".swift") && !file.hasSuffix("Router.swift") {
            expectEqual(try evolved.read(file), try fresh.read(file), "\(file) differs from generating the edited spec")
        }
    }

    @Test func whatAPersonRemovedIsReportedNotRestored() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        let path = "Tests/ShowMeme/ShowMemeWorkerTests.swift"
        let tests = try directory.read(path)
        let start = try require(tests.range(of: "\n    func testLoadAnswersARequest()"))
        let end = try require(tests.range(of: "\n    }\n", range: start.upperBound..<tests.endIndex))
        let mine = tests.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        try directory.write(path, mine)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(
            result.stdout.contains("not found: func testLoadAnswersARequest() in ShowMemeWorkerTests; left as it is"),
            "\(result)")
        expectEqual(try directory.read(path), mine)
        // --force discards it: the whole file as vipgen writes it.
        let forced = try VipgenProcess.run(["generate", "--force", "-q"], in: directory.url)
        expectEqual(forced.status, 0, "\(forced)")
        expectEqual(try directory.read(path), tests)
    }

    @Test func helpSaysLoudlyWhatForceDiscards() throws {
        let directory = try TemporaryDirectory()
        for command in [["generate"], ["add", "use-case"]] {
            let help = try VipgenProcess.run(["help"] + command, in: directory.url)
            expectEqual(help.status, 0, "\(help)")
            expect(help.stdout.contains("DISCARDS HAND-WRITTEN CODE"), "\(help)")
        }
    }
}
