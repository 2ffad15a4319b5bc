import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite("Spec model")
struct SpecModelTests {
    @Test func validatedBuildsASceneFromFlagValues() throws {
        let scene = try SceneSpec.validated(
            name: "ListMemes", base: .tableViewController, useCases: ["FetchMemes", "DeleteMeme"],
            fields: ["memes:[Meme]?", "count: Int"], routes: ["ShowMeme", "ListMemes"])
        expectEqual(
            scene,
            SceneSpec(
                    name: "ListMemes", base: .tableViewController, useCases: ["FetchMemes", "DeleteMeme"],
                    fields: [
                        Field(name: "memes", type: "[Meme]?", isOptional: true, initialValue: nil),
                        Field(name: "count", type: "Int", isOptional: false, initialValue: "0"),
                    ],
                    routes: ["ShowMeme", "ListMemes"]))
    }

    @Test func validatedDefaultsToAPlainViewController() throws {
        let scene = try SceneSpec.validated(name: "AddMeme")
        expectEqual(scene, SceneSpec(name: "AddMeme"))
        expectEqual(scene.base, .viewController)
    }

    @Test func validatedReportsEveryProblemWithoutLocations() {
        do {
            _ = try SceneSpec.validated(
                name: "../Evil", useCases: ["Fetch", "fetch", "Fetch"], fields: ["a: Int", "b: Meme", "a: String"],
                routes: ["Show", "Show", "A/B"])
            Issue.record("expected errors")
        } catch {
            expect(error.errors.allSatisfy { $0.file == nil && $0.location == nil && $0.keyPath.isEmpty })
            expectEqual(
                error.description, """
                    scene name '../Evil' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)
                    use case 'fetch' must start with an uppercase letter (UpperCamelCase); did you mean 'Fetch'?
                    duplicate use case 'Fetch'
                    field 'b' has type 'Meme', which has no natural empty value: make it optional ('b: Meme?') so the data store can start empty
                    duplicate field 'a'
                    duplicate route 'Show'
                    route 'A/B' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)
                    """)
        }
    }

    @Test func aSceneMayRouteToItself() throws {
        let scene = try SceneSpec.validated(name: "ShowFolder", routes: ["ShowFolder"])
        expectEqual(scene.routes, ["ShowFolder"])
    }

    @Test func projectSettingsOverrideInLayers() {
        let defaults = ProjectSettings(module: "App", sources: "Scenes", tests: "Tests/Scenes", indentation: .spaces(4))
        let file = ProjectSettings(
            module: "CleanMeme", templates: "Templates", indentation: .tabs, lineLength: 100, author: "Jane")
        let flags = ProjectSettings(sources: "Out", organization: "Example Ltd")
        let merged = defaults.overridden(by: file).overridden(by: flags)
        expectEqual(
            merged,
            ProjectSettings(
                    module: "CleanMeme", sources: "Out", tests: "Tests/Scenes", templates: "Templates",
                    indentation: .tabs,
                    lineLength: 100, author: "Jane", organization: "Example Ltd"))
        expectEqual(ProjectSettings().overridden(by: ProjectSettings()), ProjectSettings())
        expectEqual(file.overridden(by: ProjectSettings()), file)
    }

    @Test func indentationIsWrittenAsTheSpecAndPeopleWriteIt() {
        expectEqual(Indentation.spaces(4).description, "4")
        expectEqual(Indentation.tabs.description, "tabs")
        expectEqual(Indentation.spaces(2).json, "2")
        expectEqual(Indentation.tabs.json, "\"tabs\"")
    }

    @Test func indentationUnits() {
        expectEqual(Indentation.spaces(2).unit, "  ")
        expectEqual(Indentation.spaces(4).unit, "    ")
        expectEqual(Indentation.tabs.unit, "\t")
    }

    @Test func baseClassesAreTheThreeUIKitControllers() {
        expectEqual(
            ViewControllerBase.allCases.map(\.rawValue), [
                "UIViewController", "UITableViewController", "UICollectionViewController",
            ])
    }

    @Test func specErrorsPrintLikeACompiler() {
        let located = SpecError(
            file: "vipgen.json", location: SourceLocation(line: 12, column: 7), keyPath: "scenes[0].fields[1]",
            message: "bad")
        let fileOnly = SpecError(file: "vipgen.json", keyPath: "scenes", message: "worse")
        let bare = SpecError(message: "plain")
        expectEqual(located.description, "vipgen.json:12:7: error: scenes[0].fields[1]: bad")
        expectEqual(fileOnly.description, "vipgen.json: error: scenes: worse")
        expectEqual(bare.description, "plain")
        expectEqual(SpecErrors([located, bare]).description, "vipgen.json:12:7: error: scenes[0].fields[1]: bad\nplain")
        expectEqual(InvalidValue("x").description, "x")
    }

    @Test func theStarterSpecReadsBack() throws {
        let text = Spec.starterSpecJSON()
        expect(text.hasSuffix("}\n"))
        expect(!text.contains("\t"))
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        var project = spec.project
        expectEqual(project.flavor?.name, Flavor.defaultName)
        project.flavor = nil
        expectEqual(
            project,
            ProjectSettings(
                    module: "App", sources: "Scenes", tests: "Tests/Scenes", indentation: .spaces(4), lineLength: 120,
                    testing: .xctest, worker: .async))
        expectEqual(spec.scenes.count, 1)
        let scene = try require(spec.scenes.first)
        expectEqual(scene.name, "ShowGreeting")
        expectEqual(scene.base, .viewController)
        expectEqual(scene.useCases, ["LoadGreeting", "ChangeName"])
        expectEqual(
            scene.fields.map(\.description), [
                "greeting: String", "visits: Int", "nickname: String?", "recentNames: [String]",
            ])
        expect(scene.routes.isEmpty)
        expect(scene.flavor == nil)
        // Every project key is there for the user to see and edit.
        let json = try JSONParser.parse(text, file: "vipgen.json")
        expectEqual(json["project"]?.objectMembers?.map(\.key), SpecReader.projectKeys)
        expectEqual(json["project"]?["header"]?.objectMembers?.map(\.key), SpecReader.headerKeys)
        expectEqual(json["scenes"]?.arrayValue?.first?.objectMembers?.map(\.key), SpecReader.sceneKeys)
    }

    @Test func theStarterSpecCarriesGivenValues() throws {
        let text = Spec.starterSpecJSON(
            module: "CleanMeme", author: "Jane \"JA\" Appleseed", organization: "Example\\Ltd")
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        expectEqual(spec.project.module, "CleanMeme")
        expectEqual(spec.project.author, "Jane \"JA\" Appleseed")
        expectEqual(spec.project.organization, "Example\\Ltd")
    }
}
