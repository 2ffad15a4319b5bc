import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite("Spec reader")
struct SpecReaderTests {
    @Test func readsTheDocumentedExample() throws {
        let text = """
            {
              "project": {
                "module": "CleanMeme",
                "sources": "Generated/Sources",
                "tests": "Generated/Tests",
                "templates": "Templates",
                "indentation": 4,
                "header": { "author": "Jane Appleseed", "organization": "Example Ltd" }
              },
              "scenes": [
                { "name": "ListMemes", "base": "UITableViewController", "useCases": ["FetchMemes"],
                  "fields": ["memes: [Meme]?"], "routes": ["ShowMeme", "AddMeme"] }
              ]
            }
            """
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        expectEqual(
            spec,
            Spec(
                    project: ProjectSettings(
                        module: "CleanMeme", sources: "Generated/Sources", tests: "Generated/Tests",
                        templates: "Templates",
                        indentation: .spaces(4), author: "Jane Appleseed", organization: "Example Ltd"),
                    scenes: [
                        SceneSpec(
                            name: "ListMemes", base: .tableViewController, useCases: ["FetchMemes"],
                            fields: [Field(name: "memes", type: "[Meme]?", isOptional: true, initialValue: nil)],
                            routes: ["ShowMeme", "AddMeme"])
                    ]))
    }

    @Test func readsTestingAndStoryboards() throws {
        let text = """
            {
              "project": { "testing": "swift-testing", "storyboard": "Main" },
              "scenes": [{ "name": "ListMemes", "storyboard": "Memes" }, { "name": "ShowMeme", "storyboard": null }]
            }
            """
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        expectEqual(spec.project.testing, .swiftTesting)
        expectEqual(spec.project.storyboard, "Main")
        expectEqual(spec.scenes.map(\.storyboard), ["Memes", nil])
    }

    @Test func readsTheWorkerOfTheProjectAndOfEachScene() throws {
        let text = """
            {
              "project": { "worker": "sync" },
              "scenes": [{ "name": "ListMemes", "worker": "async" }, { "name": "ShowMeme", "worker": null }]
            }
            """
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        expectEqual(spec.project.worker, .sync)
        expectEqual(spec.scenes.map(\.worker), [.async, nil])
    }

    @Test func anUnknanswersItselfIsReportedWhereItIs() throws {
        let text = """
            {
              "project": { "worker": "asynch" },
              "scenes": [{ "name": "ListMemes", "worker": 2 }]
            }
            """
        let error = try require(throws: SpecErrors.self) { try SpecReader.read(text: text, file: "vipgen.json") }
        expectEqual(
            error.errors.map(\.description), [
                "vipgen.json:2:26: error: project.worker: unknown worker 'asynch'; use 'async' or 'sync'; did you mean 'async'?",
                "vipgen.json:3:47: error: scenes[0].worker: expected a string, found the number 2",
            ])
    }

    @Test func readsTheFreshProofSpec() throws {
        let text = """
            {
              "project": {
                "module": "Fresh", "sources": "Sources/Fresh", "tests": "Tests/FreshTests", "indentation": 4,
                "header": { "author": "vipgen CI", "organization": "vipgen" }
              },
              "scenes": [
                {
                  "name": "Catalog", "base": "UITableViewController", "useCases": ["FetchItems", "DeleteItem", "Search"],
                  "fields": ["items: [Item]", "selected: Item?", "lookup: [String: [Int]]", "tags: Set<String>"],
                  "routes": ["Detail", "Editor"]
                },
                {
                  "name": "Detail", "useCases": ["GetItem", "Share"],
                  "fields": ["selected: Item?", "pair: (Int, String)", "website: URL?", "history: [Date]"],
                  "routes": ["Catalog"]
                },
                {
                  "name": "Editor", "base": "UICollectionViewController",
                  "fields": ["title: String", "count: Int", "enabled: Bool", "ratio: Double", "pending: Dictionary<String, Item>"],
                  "routes": ["Catalog", "Detail"]
                }
              ]
            }
            """
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        expectEqual(spec.scenes.map(\.name), ["Catalog", "Detail", "Editor"])
        expectEqual(spec.scenes.map(\.base), [.tableViewController, .viewController, .collectionViewController])
        expect(spec.scenes[2].useCases.isEmpty)
        expectEqual(spec.scenes[0].fields.map(\.initialValue), ["[]", nil, "[:]", "[]"])
        expectEqual(spec.scenes[1].fields.map(\.initialValue), [nil, "(0, \"\")", nil, "[]"])
        expectEqual(spec.scenes[2].fields.map(\.initialValue), ["\"\"", "0", "false", "0", "[:]"])
    }

    @Test(arguments: ["{}", "{\"project\": null, \"scenes\": null}", "{\"project\": {}, \"scenes\": []}"])
    func everythingIsOptional(_ text: String) throws {
        expectEqual(try SpecReader.read(text: text, file: "vipgen.json"), Spec())
    }

    @Test func nullMeansNotSet() throws {
        let text = """
            {"project": {"module": null, "sources": null, "tests": null, "templates": null, "indentation": null,
              "header": {"author": null, "organization": null}},
             "scenes": [{"name": "A", "base": null, "useCases": null, "fields": null, "routes": null}]}
            """
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        expectEqual(spec, Spec(scenes: [SceneSpec(name: "A")]))
    }

    @Test func readsTabsAndEveryWidth() throws {
        expectEqual(
            try SpecReader.read(text: "{\"project\": {\"indentation\": \"tabs\"}}", file: "v.json").project.indentation,
            .tabs)
        for width in Indentation.widths {
            let spec = try SpecReader.read(text: "{\"project\": {\"indentation\": \(width)}}", file: "v.json")
            expectEqual(spec.project.indentation, .spaces(width))
        }
    }

    @Test func readsAHeaderWithOnlyAnAuthor() throws {
        let spec = try SpecReader.read(text: "{\"project\": {\"header\": {\"author\": \"Zoë\"}}}", file: "v.json")
        expectEqual(spec.project, ProjectSettings(author: "Zoë"))
    }

    @Test func aSceneMayRouteToItselfAndToScenesElsewhere() throws {
        let spec = try SpecReader.read(
            text: "{\"scenes\": [{\"name\": \"ShowFolder\", \"routes\": [\"ShowFolder\", \"Settings\"]}]}",
            file: "v.json")
        expectEqual(spec.scenes[0].routes, ["ShowFolder", "Settings"])
    }

    @Test func readsAThousandScenes() throws {
        var scenes: [String] = []
        for index in 0..<1000 {
            scenes.append(
                """
                {"name": "Scene\(index)", "base": "UITableViewController", "useCases": ["FetchItems", "DeleteItem", "Search"],
                 "fields": ["items: [Item]", "selected: Item?", "lookup: [String: [Int]]", "pair: (count: Int, name: String)"],
                 "routes": ["Scene\((index + 1) % 1000)", "Scene\((index + 2) % 1000)"]}
                """)
        }
        let text = "{\"project\": {\"module\": \"Big\"}, \"scenes\": [\n" + scenes.joined(separator: ",\n") + "\n]}"
        let spec = try SpecReader.read(text: text, file: "big.json")
        expectEqual(spec.scenes.count, 1000)
        expectEqual(spec.scenes[999].routes, ["Scene0", "Scene1"])
    }
}
