import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Every scene vipgen generates lints clean: every flavor, base class, storyboard or none, use cases or
/// the default one, routes and fields, with either test library and either indentation.
@Suite struct EveryFlavorLintTests {
    static func spec(testing: String, indentation: String) -> String {
        var scenes: [String] = []
        let flavors = BundledFlavors.uiKit
        let bases = ["UIViewController", "UITableViewController", "UICollectionViewController"]
        var names: [String] = []
        for flavor in flavors {
            for base in bases {
                for storyboard in [false, true] {
                    names.append("Scene\(names.count + 1)")
                    let name = names[names.count - 1]
                    let next = "Scene\(names.count % (flavors.count * bases.count * 2) + 1)"
                    let useCases = names.count % 3 == 0 ? "" : #", "useCases": ["FetchItems", "Share"]"#
                    let fields = names.count % 2 == 0 ? "" : #", "fields": ["items: [String]", "selected: Int?"]"#
                    scenes.append(
                        #"{ "name": "\#(name)", "flavor": "\#(flavor)", "base": "\#(base)""#
                            + (storyboard ? #", "storyboard": "Main""# : "") + useCases + fields
                            + #", "routes": ["\#(next)", "\#(name)"] }"#)
                }
            }
        }
        return """
            { "project": { "module": "App", "sources": "Sources", "tests": "Tests", "testing": "\(testing)",
                           "indentation": \(indentation) },
              "scenes": [\n\(scenes.joined(separator: ",\n"))\n] }

            """
    }

    @Test(arguments: ["xctest", "swift-testing"], ["4", "\"tabs\""])
    func generatedScenesLintClean(testing: String, indentation: String) throws {
        let fixture = try LintFixture(spec: Self.spec(testing: testing, indentation: indentation))
        let found = try fixture.lint()
        expect(found.isEmpty, "\(found.map(\.compilerStyle))")
        let byPath = try fixture.lint(paths: ["Sources", "Tests"])
        expect(byPath.isEmpty, "\(byPath.map(\.compilerStyle))")
    }

    /// The blueprints the rules read, learned from the bundled flavors: each part's protocols, the
    /// cycle's references and the wiring of a use case.
    @Test func blueprintsAreLearnedFromTheFlavors() throws {
        let project = ResolvedProject(settings: ProjectSettings(), baseDirectory: ".")
        let cleanSwift = try FlavorBlueprint.learn(flavor: "clean-swift", project: project)
        expect(cleanSwift.protocols.map(\.name.text).contains("{S}PresentationLogic"))
        expect(cleanSwift.references.contains(.init(from: .presenter, to: .view, isWeak: true, isConcrete: false)))
        expect(cleanSwift.references.contains(.init(from: .router, to: .view, isWeak: true, isConcrete: true)))
        expect(!cleanSwift.references.contains { $0.from == .presenter && $0.to == .interactor })
        expectEqual(
            cleanSwift.modelTypes.map(\.text), [
                "{S}.{U}.Request", "{S}.{U}.Response", "{S}.{U}.ViewModel", "{S}.{U}.Failure",
                "{S}.{U}.FailureViewModel",
            ])
        expectEqual(
            cleanSwift.wirings.map { "\($0.caller) -> \($0.callee)" },
            [
                    "{u}(request:) -> present{U}(response:)", "{u}(request:) -> present{U}Failure(failure:)",
                    "present{U}(response:) -> display{U}(viewModel:)",
                    "present{U}Failure(failure:) -> display{U}Failure(viewModel:)",
                ])
        // A synchronous scene has no failure path.
        let synchronous = try FlavorBlueprint.learn(flavor: "clean-swift", project: project, worker: .sync)
        expectEqual(synchronous.modelTypes.map(\.text), ["{S}.{U}.Request", "{S}.{U}.Response", "{S}.{U}.ViewModel"])
        expectEqual(
            synchronous.wirings.map { "\($0.caller) -> \($0.callee)" },
            ["{u}(request:) -> present{U}(response:)", "present{U}(response:) -> display{U}(viewModel:)"])
        let inputOutput = try FlavorBlueprint.learn(flavor: "input-output", project: project)
        let output = try require(inputOutput.protocols.first { $0.name.text == "{S}ViewControllerOutput" })
        expectEqual(output.role, .interactor, "the configurator's extension makes the interactor the view's output")
        expect(inputOutput.references.contains(.init(from: .view, to: .interactor, isWeak: false, isConcrete: false)))
    }
}
