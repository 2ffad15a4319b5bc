import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// A scene's dependencies (issue 31, point 9): named in the spec (`"dependencies"`) or with
/// `--dependency`, kept by the worker and taken by its initialiser with a default, and by the worker
/// tests' `makeSUT` for a test's double; `vipgen add dependency` adds one to a completed scene, rewriting
/// the two declarations only while they are as vipgen wrote them; bad input is named, at its place.
@Suite struct DependencyCommandTests {
    static let store = "imageStore: ImageStore"
    static let clock = "clock: any Clock = SystemClock()"

    /// Every file of `directory` but the spec, with its contents.
    private func snapshot(_ directory: TemporaryDirectory) throws -> [String: String] {
        var files: [String: String] = [:]
        for file in directory.files() where file != "vipgen.json" { files[file] = try directory.read(file) }
        return files
    }

    @Test func theWorkerKeepsEachAndTakesItWithItsDefault() throws {
        let directory = try TemporaryDirectory()
        let scene = ["scene", "Photos", "--dependency", Self.store, "--dependency", Self.clock, "-q"]
        let result = try VipgenProcess.run(scene, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let worker = try directory.read("Scenes/Photos/PhotosWorker.swift")
        expect(worker.contains("    let imageStore: ImageStore\n") && worker.contains("    let clock: any Clock\n"))
        expect(
            worker.contains(
                """
                    nonisolated init(
                        client: any PhotosClient = PhotosJSONClient(),
                        imageStore: ImageStore = ImageStore(),
                        clock: any Clock = SystemClock()
                    ) {
                        self.client = client
                        self.imageStore = imageStore
                        self.clock = clock
                    }
                """), "\(worker)")
        let tests = try directory.read("Tests/Scenes/Photos/PhotosWorkerTests.swift")
        expect(
            tests.contains("PhotosWorker(client: PhotosClientStub(json: json), imageStore: imageStore, clock: clock)"),
            "\(tests)")
        expect(tests.contains("        clock: any Clock = SystemClock()\n    ) -> PhotosWorker {"), "\(tests)")
        // Without dependencies the worker is as it always was.
        let plain = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "Photos", "-q"], in: plain.url).status, 0)
        let plainWorker = try plain.read("Scenes/Photos/PhotosWorker.swift")
        expect(
            plainWorker.contains("nonisolated init(client: any PhotosClient = PhotosJSONClient()) {\n"),
            "\(plainWorker)")
        expect(!plainWorker.contains("dependency"))
    }

    /// How the scene is written, in each flavor with a worker: flags the spec does not record, so `add`
    /// reads the flavor, the test library, the worker's style and the dependencies back from the files.
    static let sceneFlags: [[String]] = [
        [],
        ["--flavor", "configurator", "--worker", "sync"],
        ["--flavor", "input-output", "--testing", "swift-testing"],
        ["--flavor", "swiftui"],
        ["--dependency", clock],
    ]

    @Test(arguments: sceneFlags)
    func addDependencyGivesWhatSceneWritesWithIt(flags: [String]) throws {
        let evolved = try TemporaryDirectory()
        let scene = ["scene", "ListMemes", "--use-case", "FetchMemes", "--field", "memes:[Meme]?"] + flags
        expectEqual(try VipgenProcess.run(scene + ["-q"], in: evolved.url).status, 0)
        let added = try VipgenProcess.run(["add", "dependency", "ListMemes", Self.store], in: evolved.url)
        expectEqual(added.status, 0, "\(added)")
        expect(added.stdout.contains("added: let imageStore in ListMemesWorker"), "\(added)")
        let fresh = try TemporaryDirectory()
        let reference = try VipgenProcess.run(scene + ["--dependency", Self.store, "-q"], in: fresh.url)
        expectEqual(reference.status, 0, "\(reference)")
        expectEqual(try snapshot(evolved), try snapshot(fresh), "\(flags): add dependency differs from a fresh scene")
        let again = try VipgenProcess.run(["add", "dependency", "ListMemes", Self.store], in: evolved.url)
        expect(again.status == 0 && !again.stdout.contains("updated"), "\(again)")
    }

    @Test func aSceneTheSpecListsGainsTheDependencyInItsEntry() throws {
        let directory = try TemporaryDirectory()
        let spec = """
            {
              "project": { "worker": "async" },
              "scenes": [
                {
                  "name": "ListMemes",
                  "useCases": ["FetchMemes"]
                }
              ]
            }

            """
        try directory.write("vipgen.json", spec)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: directory.url).status, 0)
        let first = try VipgenProcess.run(["add", "dependency", "ListMemes", Self.store, "-q"], in: directory.url)
        expectEqual(first.status, 0, "\(first)")
        let second = try VipgenProcess.run(["add", "dependency", "ListMemes", Self.clock, "-q"], in: directory.url)
        expectEqual(second.status, 0, "\(second)")
        let edited = try directory.read("vipgen.json")
        expectEqual(
            edited,
            spec.replacingOccurrences(
                    of: "\"useCases\": [\"FetchMemes\"]\n",
                    with:
                        "\"useCases\": [\"FetchMemes\"],\n      \"dependencies\": [\"\(Self.store)\", \"\(Self.clock)\"]\n"
                ),
            "\(edited)")
        // What generate writes from the edited spec is what add wrote.
        let fresh = try TemporaryDirectory()
        try fresh.write("vipgen.json", edited)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: fresh.url).status, 0)
        expectEqual(try snapshot(directory), try snapshot(fresh))
        expectEqual(try VipgenProcess.run(["lint"], in: directory.url).status, 0)
    }

    @Test func anInitializerAPersonChangedRefusesAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "ListMemes", "-q"], in: directory.url).status, 0)
        let path = "Scenes/ListMemes/ListMemesWorker.swift"
        let worker = try directory.read(path)
        let changed = worker.replacingOccurrences(
            of: "        self.client = client\n", with: "        self.client = client\n        print(\"made\")\n")
        expect(changed != worker)
        try directory.write(path, changed)
        let before = try snapshot(directory)
        let refused = try VipgenProcess.run(["add", "dependency", "ListMemes", Self.store], in: directory.url)
        expectEqual(refused.status, 65, "\(refused)")
        let line = changed.components(separatedBy: "\n").firstIndex { $0.contains("nonisolated init(") }.map { $0 + 1 }
        expect(
            refused.stderr.contains("\(path):\(line ?? 0):5: error: cannot add init(client:imageStore:)"), "\(refused)")
        expect(refused.stderr.contains("it takes the place of init(client:)"), "\(refused)")
        expectEqual(try snapshot(directory), before)
    }

    /// The original templates' worker (`classic`) has no client and takes no dependencies: refused, not ignored.
    @Test func aFlavorWhoseWorkerTakesNoneRefusesThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            #"{ "scenes": [ { "name": "Shelf", "flavor": "classic", "dependencies": ["imageStore: ImageStore"] } ] }"#)
        let generated = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(generated.status, 65, "\(generated)")
        expect(generated.stderr.contains("vipgen.json:1:72: error: scenes[0].dependencies[0]:"), "\(generated)")
        expect(generated.stderr.contains("'classic', whose worker takes no dependencies"), "\(generated)")
        let empty = try TemporaryDirectory()
        let flag = try VipgenProcess.run(
            ["scene", "Shelf", "--flavor", "classic", "--dependency", "imageStore:ImageStore"],
            in: empty.url)
        expect(flag.status == 64 && flag.stderr.contains("whose worker takes no dependencies"), "\(flag)")
        expect(!directory.files().contains { $0.hasSuffix(".swift") })
    }

    /// `{"name": "imageStore", "type": "ImageStore"}` is `"imageStore: ImageStore"`; a key it does not know is named.
    @Test func aDependencyMayBeWrittenAsAnObject() throws {
        let objects = try TemporaryDirectory()
        try objects.write(
            "vipgen.json",
            """
            { "scenes": [ { "name": "Photos", "dependencies": [
              { "name": "imageStore", "type": "ImageStore" },
              { "name": "clock", "type": "any Clock", "default": "SystemClock()" } ] } ] }

            """)
        let generated = try VipgenProcess.run(["generate", "-q"], in: objects.url)
        expectEqual(generated.status, 0, "\(generated)")
        let texts = try TemporaryDirectory()
        try texts.write(
            "vipgen.json",
            #"{ "scenes": [ { "name": "Photos", "dependencies": ["\#(Self.store)", "\#(Self.clock)"] } ] }"#)
        expectEqual(try VipgenProcess.run(["generate", "-q"], in: texts.url).status, 0)
        expectEqual(try snapshot(objects), try snapshot(texts))
        let added = try VipgenProcess.run(["add", "dependency", "Photos", "cache:Cache", "-q"], in: objects.url)
        expectEqual(added.status, 0, "\(added)")
        expect(
            try objects.read("vipgen.json").contains("\"default\": \"SystemClock()\" },\n  \"cache: Cache\" ] } ] }"))
        let bad = try TemporaryDirectory()
        try bad.write(
            "vipgen.json",
            #"{ "scenes": [ { "name": "Photos", "dependencies": [ { "name": "store", "typ": "Store" } ] } ] }"#)
        let refused = try VipgenProcess.run(["generate"], in: bad.url)
        expect(refused.status == 65 && refused.stderr.contains("'typ'"), "\(refused)")
        expect(refused.stderr.contains("vipgen.json:1:72: error: scenes[0].dependencies[0].typ"), "\(refused)")
    }

    @Test func badInputIsNamedAtItsPlace() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {
              "scenes": [
                { "name": "ListMemes", "useCases": ["FetchMemes"],
                  "dependencies": ["imageStore: ImageStore", "Store: Store", "clock: any Clock", "fetchMemes: Fetcher"] }
              ]
            }

            """)
        let generated = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(generated.status, 65, "\(generated)")
        expect(generated.stderr.contains("vipgen.json:4:50: error: scenes[0].dependencies[1]:"), "\(generated)")
        expect(generated.stderr.contains("dependency 'Store: Store': its name 'Store' must start"), "\(generated)")
        expect(generated.stderr.contains("vipgen.json:4:66: error: scenes[0].dependencies[2]:"), "\(generated)")
        expect(generated.stderr.contains("'any Clock'"), "\(generated)")
        expect(
            generated.stderr.contains("dependencies[3]") && generated.stderr.contains("'fetchMemes'"), "\(generated)")
        expect(!directory.files().contains { $0.hasSuffix(".swift") })
        let empty = try TemporaryDirectory()
        let flag = try VipgenProcess.run(["scene", "ListMemes", "--dependency", "store: [Int"], in: empty.url)
        expect(flag.status == 64 && flag.stderr.contains("dependency 'store'"), "\(flag)")
        expectEqual(try VipgenProcess.run(["scene", "ListMemes", "-q"], in: empty.url).status, 0)
        let add = try VipgenProcess.run(["add", "dependency", "ListMemes", "image-store:Store"], in: empty.url)
        expect(add.status == 64 && add.stderr.contains("'image-store:Store'"), "\(add)")
    }

    @Test func parsing() throws {
        expectEqual(try Dependency.parse("imageStore:ImageStore").description, "imageStore: ImageStore")
        expectEqual(try Dependency.parse("imageStore: ImageStore").defaultValue, "ImageStore()")
        expectEqual(try Dependency.parse("clock: (any Clock)?").defaultValue, "nil")
        let given = try Dependency.parse("clock: any Clock = SystemClock(zone: .utc)")
        expect(given.defaultValue == "SystemClock(zone: .utc)" && given.type == "any Clock")
        expect(throws: InvalidValue.self) { try Dependency.parse("clock") }
        expect(throws: InvalidValue.self) { try Dependency.parse("clock: Clock = ") }
        expect(throws: InvalidValue.self) { try Dependency.parse("clock: Clock = a, b") }
    }
}
