import Expectations
import Foundation
import Testing

/// An extension adopting the scene's protocol in a composition (`A & B`) is where its members go.
@Suite struct ExtensionCompositionTests {
    @Test func anExtensionAdoptingAProtocolCompositionGetsTheNewMembers() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "Greet", "-q"], in: directory.url).status, 0)
        let path = "Scenes/Greet/GreetViewController.swift"
        let edited = try directory.read(path).replacingOccurrences(
            of: "extension GreetViewController: GreetDisplayLogic {",
            with: "protocol Marker {}\n\nextension GreetViewController: GreetDisplayLogic & Marker {")
        try directory.write(path, edited)
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let text = try directory.read(path)
        let extensionStart = try require(text.range(of: "extension GreetViewController: GreetDisplayLogic & Marker {"))
        expect(
            text[extensionStart.upperBound...].contains("func displayReset(viewModel: Greet.Reset.ViewModel)"),
            "\(text)")
    }
}
