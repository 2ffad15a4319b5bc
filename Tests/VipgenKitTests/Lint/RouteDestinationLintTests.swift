import Expectations
import Testing

@testable import VipgenKit

/// A route a SwiftUI scene cannot show, written into the spec by hand: `generate` refuses it, and
/// `vipgen lint` reports it as an error at the same place, not as a route waiting to be generated.
@Suite struct RouteDestinationLintTests {
    static let spec = """
        {
          "project": { "module": "App", "sources": "Sources", "tests": "Tests" },
          "scenes": [
            { "name": "ShowMeme", "flavor": "swiftui", "useCases": ["Load"], "routes": [] },
            { "name": "ListMemes", "useCases": ["Load"] }
          ]
        }

        """

    @Test func aRouteFromSwiftUIToUIKitIsAnErrorWhereTheSpecWritesIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", Self.spec)
        let config = directory.path + "/vipgen.json"
        expectEqual(InProcessRun(["generate", config, "-q"]).status, 0)
        expectEqual(InProcessRun(["lint", "--config", config, "-q"]).status, 0, "the generated scenes lint clean")

        try directory.write(
            "vipgen.json", Self.spec.replacingOccurrences(of: #""routes": []"#, with: #""routes": ["ListMemes"]"#))
        let refused = InProcessRun(["generate", config, "-q"])
        expectEqual(refused.status, 65)
        let lint = InProcessRun(["lint", "--config", config])
        expectEqual(lint.status, 1, "an error-severity finding fails the run")
        let line = 4
        let column =
            try require(Self.spec.split(separator: "\n")[line - 1].range(of: "[]")).lowerBound.utf16Offset(
                in: Self.spec.split(separator: "\n")[line - 1]) + 2
        expectEqual(
            lint.stdout,
            "\(config):\(line):\(column): error: route 'ListMemes' leads from scene 'ShowMeme' (flavor swiftui) to scene 'ListMemes' (flavor clean-swift), which a swiftui scene cannot show: its router shows only scenes of the flavor 'swiftui'; give 'ListMemes' \"flavor\": \"swiftui\" in its entry, or route to it from a scene of another flavor [route-destination]\n"
        )
        expect(refused.stderr.contains("\(config):\(line):\(column): error:"), "generate refuses it at the same place")
        expect(!lint.stdout.contains("[spec-route]"), "a route generate refuses is not one to generate")
    }
}
