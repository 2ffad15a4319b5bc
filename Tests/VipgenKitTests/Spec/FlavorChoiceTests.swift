import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite("Flavor in the spec")
struct FlavorChoiceTests {
    @Test func theProjectNamesTheDefaultAndEachSceneMayNameItsOwn() throws {
        let text = """
            {
              "project": { "flavor": "configurator" },
              "scenes": [
                { "name": "ListMemes" },
                { "name": "ShowMeme", "flavor": "input-output" }
              ]
            }
            """
        let spec = try SpecReader.read(text: text, file: "vipgen.json")
        let project = try require(spec.project.flavor)
        expectEqual(project.name, "configurator")
        expectEqual(project.file, "vipgen.json")
        expectEqual(project.keyPath, "project.flavor")
        expectEqual(project.location.map { [$0.line, $0.column] }, [2, 26])
        expect(spec.scenes[0].flavor == nil)
        expectEqual(spec.scenes[1].flavor?.name, "input-output")
        expectEqual(spec.scenes[1].flavor?.keyPath, "scenes[1].flavor")
        expectEqual(spec.scenes[1].flavor?.location?.line, 5)
    }

    @Test func nullMeansTheDefault() throws {
        let spec = try SpecReader.read(
            text: #"{"project": {"flavor": null}, "scenes": [{"name": "A", "flavor": null}]}"#, file: "v.json")
        expectEqual(spec, Spec(scenes: [SceneSpec(name: "A")]))
    }

    @Test func aNameThatCannotNameAFolderIsReportedWhereItIs() {
        let text = #"{"project": {"flavor": "../up"}, "scenes": [{"name": "A", "flavor": 3}]}"#
        expect {
            try SpecReader.read(text: text, file: "v.json")
        } throws: { error in
            let errors = (error as? SpecErrors)?.errors ?? []
            return errors.map(\.description) == [
                "v.json:1:24: error: project.flavor: '../up' cannot name a flavor: use ASCII letters, digits, '-' and '_', starting with a letter, e.g. 'configurator'",
                "v.json:1:69: error: scenes[0].flavor: expected a string, found the number 3",
            ]
        }
    }

    @Test(arguments: ["clean-swift", "input-output", "configurator", "Team_Style2"])
    func folderNamesAreValid(_ name: String) throws {
        try FlavorChoice.validateName(name)
    }

    @Test(arguments: ["", "-x", "a/b", "a b", "é", "2fast"])
    func otherNamesAreNot(_ name: String) {
        expect(throws: InvalidValue.self) { try FlavorChoice.validateName(name) }
    }

    @Test func anUnknownFlavorIsReportedWhereItWasNamedWithASuggestion() {
        let choice = FlavorChoice(
            "configurater", file: "vipgen.json", keyPath: "scenes[0].flavor",
            location: SourceLocation(line: 4, column: 17))
        expectEqual(
            choice.unknown(among: ["clean-swift", "configurator", "input-output"]).description,
            "vipgen.json:4:17: error: scenes[0].flavor: no flavor named 'configurater'; did you mean 'configurator'? (the flavors are clean-swift, configurator, input-output)"
        )
        expectEqual(
            FlavorChoice("zzz").unknown(among: ["clean-swift"]).description,
            "no flavor named 'zzz' (the flavors are clean-swift)")
    }

    @Test func theCommandLineFlavorWinsOverTheSpecs() {
        let file = ProjectSettings(flavor: FlavorChoice("configurator", file: "v.json", keyPath: "project.flavor"))
        let flags = ProjectSettings(flavor: FlavorChoice("input-output"))
        expectEqual(file.overridden(by: flags).flavor, FlavorChoice("input-output"))
        expectEqual(file.overridden(by: ProjectSettings()).flavor, file.flavor)
    }
}
