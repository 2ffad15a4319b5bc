import Expectations
import Foundation
import Testing

/// A setting a scene's flavor has no use for is refused where it was given, not ignored: `base` on a
/// SwiftUI scene (the swiftui flavor's flavor.json lists no base classes), run as the built binary.
@Suite struct FlavorSettingTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> RunResult {
        try VipgenProcess.run(arguments, in: directory.url)
    }

    @Test func aSwiftUISceneWithABaseInTheSpecIsRefusedThereAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {
              "scenes": [
                { "name": "ListMemes", "useCases": ["FetchMemes"] },
                { "name": "ShowMeme", "flavor": "swiftui", "base": "UITableViewController" }
              ]
            }
            """)
        let result = try run(["generate"], in: directory)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains(
                "vipgen.json:4:56: error: scenes[1].base: the 'swiftui' flavor has no base class (its flavor.json lists no baseClasses), so base 'UITableViewController' would be ignored; remove it"
            ), "\(result)")
        expectEqual(directory.files(), ["vipgen.json"], "nothing written")
    }

    @Test func theProjectsSwiftUIFlavorRefusesAScenesBaseToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            #"{"project": {"flavor": "swiftui"}, "scenes": [{"name": "ShowMeme", "base": "UIViewController"}]}"#)
        let result = try run(["generate"], in: directory)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("scenes[0].base: the 'swiftui' flavor"), "\(result)")
        expect(result.stderr.contains("base 'UIViewController'"), "\(result)")
        expectEqual(directory.files(), ["vipgen.json"])
    }

    @Test func aSwiftUISceneGivenBaseOnTheCommandLineIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try run(
            ["scene", "ShowMeme", "--flavor", "swiftui", "--base", "UITableViewController"], in: directory)
        expectEqual(result.status, 64, "\(result)")
        expect(result.stderr.contains("--base: the 'swiftui' flavor has no base class"), "\(result)")
        expect(result.stderr.contains("base 'UITableViewController'"), "\(result)")
        expect(directory.files().isEmpty, "nothing written")
        // A flavor with base classes takes it.
        let table = try run(["scene", "ListMemes", "--base", "UITableViewController", "-q"], in: directory)
        expectEqual(table.status, 0, "\(table)")
    }

    @Test func aUseCaseStartedOnLoadThatTheSceneLacksIsReportedWhereTheSpecSaysIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json", #"{"scenes": [{"name": "Cart", "useCases": ["Fetch"], "onLoad": "Fecth"}]}"#)
        let result = try run(["generate"], in: directory)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains(
                "vipgen.json:1:63: error: scenes[0].onLoad: onLoad 'Fecth' is not one of the scene's use cases (Fetch); did you mean 'Fetch'?"
            ), "\(result)")
    }
}
