import Expectations
import Mustache
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct SceneContextTests {
    let project = ResolvedProject(
        module: "CleanMeme", sourcesDirectory: "Sources", testsDirectory: "Tests", author: "Jane",
        date: "2026-01-02")
    let cleanSwift: Flavor

    init() throws {
        cleanSwift = try Flavor.resolve(Flavor.defaultName, overrides: nil)
    }

    @Test func describesTheSceneForTheTemplates() throws {
        let list = try SceneSpec.validated(
            name: "ListMemes", base: .tableViewController, useCases: ["FetchMemes", "DeleteMeme"],
            fields: ["memes: [Meme]?", "meme: Meme?"], routes: ["ShowMeme", "Elsewhere"])
        let show = try SceneSpec.validated(name: "ShowMeme", fields: ["meme: Meme?"])
        let context = SceneContext.make(
            scene: list, project: project, spec: SpecIndex([list, show]), flavor: cleanSwift)
        expectEqual(context["scene"], "ListMemes")
        expectEqual(context["sceneVariable"], "listMemes")
        expectEqual(context["sourceScene"], "ListMemes")
        expectEqual(context["module"], "CleanMeme")
        expectEqual(context["author"], "Jane")
        expectEqual(context["organization"], .null)
        expectEqual(context["date"], "2026-01-02")
        expectEqual(context["baseClass"], "UITableViewController")
        expect(context["isTableViewController"] == true)
        expect(context["isViewController"] == false)
        expectEqual(
            context["useCases"],
            [
                    [
                        "name": "FetchMemes", "variable": "fetchMemes", "title": "Fetch Memes", "first": true,
                        "last": false, "startsOnLoad": false, "latestWins": true, "runsToCompletion": false,
                    ],
                    [
                        "name": "DeleteMeme", "variable": "deleteMeme", "title": "Delete Meme", "first": false,
                        "last": true, "startsOnLoad": false, "latestWins": false, "runsToCompletion": true,
                    ],
                ])
        expectEqual(
            context["firstUseCase"], [
                "name": "FetchMemes", "variable": "fetchMemes", "title": "Fetch Memes", "first": true,
                "last": false, "startsOnLoad": false, "latestWins": true, "runsToCompletion": false,
            ])
        expect(context["anyLatestWins"] == true)
        expectEqual(context["onLoad"], .null, "neither marked nor named Load: loading starts nothing")
        expectEqual(
            context["fields"],
            [
                    [
                        "name": "memes", "type": "[Meme]?", "isOptional": true, "initialValue": nil, "first": true,
                        "last": false,
                    ],
                    [
                        "name": "meme", "type": "Meme?", "isOptional": true, "initialValue": nil, "first": false,
                        "last": true,
                    ],
                ])
        expectEqual(
            context["routes"],
            [
                    [
                        "scene": "ShowMeme", "sceneVariable": "showMeme", "segueIdentifier": "ShowMeme",
                        "storyboard": nil, "storyboardIdentifier": "ShowMemeViewController",
                        "passes": [["name": "meme"]], "hasPasses": true, "samplePasses": [],
                        "hasSamplePasses": false, "first": true, "last": false,
                    ],
                    [
                        "scene": "Elsewhere", "sceneVariable": "elsewhere", "segueIdentifier": "Elsewhere",
                        "storyboard": nil, "storyboardIdentifier": "ElsewhereViewController",
                        "passes": [], "hasPasses": false, "samplePasses": [], "hasSamplePasses": false,
                        "first": false, "last": true,
                    ],
                ])
        expect(context["hasFields"] == true)
        expect(context["hasRoutes"] == true)
        expect(context["xctest"] == true)
        expect(context["swiftTesting"] == false)
        expect(context["async"] == true)
        expect(context["sync"] == false)
        expectEqual(context["storyboard"], .null)
        expectEqual(context["storyboardIdentifier"], "ListMemesViewController")
    }

    @Test func storyboardsComeFromTheSceneElseTheProjectAndTestingFromTheProject() throws {
        var project = project
        project[Settings.storyboard] = "Main"
        project[Settings.testing] = .swiftTesting
        let list = try SceneSpec.validated(name: "ListMemes", routes: ["ShowMeme", "AddMeme"], storyboard: "Memes")
        let show = try SceneSpec.validated(name: "ShowMeme")
        let context = SceneContext.make(
            scene: list, project: project, spec: SpecIndex([list, show]), flavor: cleanSwift)
        expectEqual(context["storyboard"], "Memes")
        expect(context["xctest"] == false)
        expect(context["swiftTesting"] == true)
        guard case .array(let routes) = context["routes"] else {
            Issue.record("routes is not a list")
            return
        }
        let storyboards = routes.map { route -> MustacheValue? in
            if case .object(let object) = route { return object["storyboard"] }
            return nil
        }
        // ShowMeme names none, so it gets the project's; AddMeme is not in the spec, so it gets the project's.
        expectEqual(storyboards, ["Main", "Main"])
    }

    @Test func theWorkerComesFromTheSceneElseTheProject() throws {
        var project = project
        project[Settings.worker] = .sync
        var list = try SceneSpec.validated(name: "ListMemes")
        let projects = SceneContext.make(scene: list, project: project, spec: SpecIndex([list]), flavor: cleanSwift)
        expect(projects["async"] == false)
        expect(projects["sync"] == true)
        list.worker = .async
        let scenes = SceneContext.make(scene: list, project: project, spec: SpecIndex([list]), flavor: cleanSwift)
        expect(scenes["async"] == true)
        expect(scenes["sync"] == false)
    }

    @Test(arguments: [
        ("FetchMemes", "Fetch Memes"), ("Load", "Load"), ("GetURLInfo", "Get URL Info"), ("SaveV2", "Save V2"),
        ("ShareToX", "Share To X"),
    ])
    func aUseCasesTitleIsItsWords(name: String, title: String) {
        expectEqual(SwiftNames.titleWords(name), title)
    }

    @Test func aSceneWithoutUseCasesGetsTheDefaultOne() throws {
        let scene = try SceneSpec.validated(name: "Cart")
        let context = SceneContext.make(scene: scene, project: project, spec: SpecIndex([]), flavor: cleanSwift)
        let load: MustacheValue = [
            "name": "Load", "variable": "load", "title": "Load", "first": true, "last": true, "startsOnLoad": true,
            "latestWins": true, "runsToCompletion": false,
        ]
        expectEqual(context["useCases"], [load])
        expectEqual(context["onLoad"], load)
        expect(context["hasFields"] == false)
        expectEqual(context["routes"], [])
    }

    @Test func nonOptionalFieldsCarryTheirInitialValue() throws {
        let scene = try SceneSpec.validated(name: "Cart", fields: ["items: [String]", "total: Int"])
        let context = SceneContext.make(scene: scene, project: project, spec: SpecIndex([]), flavor: cleanSwift)
        guard case .array(let fields) = context["fields"] else {
            Issue.record("fields is not a list")
            return
        }
        expectEqual(
            fields.map { field -> MustacheValue? in
                if case .object(let object) = field { return object["initialValue"] }
                return nil
            }, ["[]", "0"])
    }

    @Test func generatorWritesElevenFilesInTheirFolders() throws {
        let scene = try SceneSpec.validated(name: "Cart")
        let files = try SceneGenerator(project: project).files(for: scene)
        expectEqual(
            files.map(\.path), [
                "Sources/Cart/CartViewController.swift", "Sources/Cart/CartInteractor.swift",
                "Sources/Cart/CartPresenter.swift", "Sources/Cart/CartRouter.swift", "Sources/Cart/CartWorker.swift",
                "Sources/Cart/CartClient.swift", "Sources/Cart/CartModels.swift", "Tests/Cart/CartViewControllerTests.swift",
                "Tests/Cart/CartInteractorTests.swift", "Tests/Cart/CartPresenterTests.swift",
                "Tests/Cart/CartWorkerTests.swift",
            ])
        expect(files.allSatisfy { $0.contents.hasPrefix("//\n//  \($0.path.split(separator: "/").last ?? "")\n") })
    }

    /// A route tells how its destination is built: its object holds the destination flavor's constants,
    /// and `anyRoute` says whether some route's destination has each.
    @Test func aRouteHoldsItsDestinationFlavorsConstants() throws {
        let swiftUI = try Flavor.resolve("swiftui", overrides: nil)
        let list = try SceneSpec.validated(name: "ListMemes", routes: ["ShowMeme", "AddMeme"])
        let flavors = ["ShowMeme": swiftUI, "AddMeme": cleanSwift]
        let context = SceneContext.make(
            scene: list, project: project, spec: SpecIndex([list]), flavor: cleanSwift,
            destinationFlavor: { flavors[$0] })
        guard case .array(let routes) = context["routes"] else {
            Issue.record("routes is not a list")
            return
        }
        let isSwiftUI = routes.map { route -> MustacheValue? in
            if case .object(let object) = route { return object["isSwiftUI"] }
            return nil
        }
        expectEqual(isSwiftUI, [true, false])
        expect(context["isSwiftUI"] == false)
        expectEqual(context["anyRoute"], ["isSwiftUI": true])

        let plain = try SceneSpec.validated(name: "AddMeme", routes: ["ListMemes"])
        let uikitOnly = SceneContext.make(
            scene: plain, project: project, spec: SpecIndex([plain]), flavor: cleanSwift,
            destinationFlavor: { _ in cleanSwift })
        expectEqual(uikitOnly["anyRoute"], ["isSwiftUI": false])
    }

    @Test(arguments: [
        ("FetchMemes", RequestPolicy.latestWins), ("Load", .latestWins), ("Search", .latestWins),
        ("Settings", .latestWins), ("SaveDraft", .runToCompletion), ("DeleteMeme", .runToCompletion),
        ("CancelOrder", .runToCompletion), ("Add", .runToCompletion), ("UpdateProfile", .runToCompletion),
    ])
    func aUseCasesRequestPolicyFollowsItsFirstWord(name: String, policy: RequestPolicy) {
        expectEqual(RequestPolicy.implied(byName: name), policy)
    }

    @Test func theSpecsRequestPolicyWinsOverTheNames() throws {
        var scene = try SceneSpec.validated(name: "Cart", useCases: ["SaveDraft", "Sync"])
        scene.requestPolicies = ["SaveDraft": .latestWins, "Sync": .runToCompletion]
        let context = SceneContext.make(scene: scene, project: project, spec: SpecIndex([]), flavor: cleanSwift)
        guard case .array(let useCases)? = context["useCases"] else {
            Issue.record("no use cases")
            return
        }
        let policies = useCases.map { useCase -> [MustacheValue?] in
            guard case .object(let object) = useCase else { return [] }
            return [object["latestWins"], object["runsToCompletion"]]
        }
        expectEqual(policies, [[true, false], [false, true]])
        expect(context["anyLatestWins"] == true)
        scene.requestPolicies = ["Sync": .runToCompletion]
        let writesOnly = SceneContext.make(scene: scene, project: project, spec: SpecIndex([]), flavor: cleanSwift)
        expect(writesOnly["anyLatestWins"] == false, "SaveDraft is a write by its name, Sync by the spec")
    }

    @Test func theUseCaseStartedOnLoadIsTheMarkedOneElseLoad() throws {
        let marked = try SceneSpec.validated(name: "Cart", useCases: ["Load", "FetchItems"], onLoad: "FetchItems")
        let context = SceneContext.make(scene: marked, project: project, spec: SpecIndex([]), flavor: cleanSwift)
        let fetchItems: MustacheValue = [
            "name": "FetchItems", "variable": "fetchItems", "title": "Fetch Items", "first": false, "last": true,
            "startsOnLoad": true,
            "latestWins": true, "runsToCompletion": false,
        ]
        expectEqual(context["onLoad"], fetchItems)
        let named = try SceneSpec.validated(name: "Cart", useCases: ["AddItem", "Load"])
        expectEqual(named.startsOnLoad, "Load")
        expect(try SceneSpec.validated(name: "Cart", useCases: ["AddItem"]).startsOnLoad == nil)
        expect(throws: SpecErrors.self) {
            try SceneSpec.validated(name: "Cart", useCases: ["AddItem"], onLoad: "Fetch")
        }
    }
}
