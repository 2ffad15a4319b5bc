import Expectations
import Foundation
import Testing

/// A method a person already wrote for a scene's type in another file of the scene (an extension)
/// is there: `add` does not write a second one, which would not compile (invalid redeclaration).
@Suite struct MembersElsewhereTests {
    @Test func aMethodInAnExtensionInAnotherFileIsNotAddedTwice() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "Greet", "-q"], in: directory.url).status, 0)
        let extra = """
            import Foundation

            extension GreetInteractor {
                func reset(request: Greet.Reset.Request) -> Task<Void, Never> {
                    // Written by hand before the use case was added to the scene.
                    Task {}
                }
            }

            """
        try directory.write("Scenes/Greet/GreetInteractor+Reset.swift", extra)
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let interactor = try directory.read("Scenes/Greet/GreetInteractor.swift")
        expect(interactor.contains("    func reset(request: Greet.Reset.Request) -> Task<Void, Never>\n}"), "the requirement is added")
        expectEqual(interactor.components(separatedBy: "func reset(request:").count - 1, 1, "\(interactor)")
        expect(!result.stdout.contains("added: func reset(request:) in GreetInteractor\n"), "\(result)")
        expectEqual(try directory.read("Scenes/Greet/GreetInteractor+Reset.swift"), extra)
    }

    /// A generated method a person moved into an extension file of their own is reported where it
    /// was found, not as one they removed.
    @Test func aGeneratedMethodMovedIntoAnotherFileIsReportedThere() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "Greet", "-q"], in: directory.url).status, 0)
        let path = "Scenes/Greet/GreetPresenter.swift"
        var lines = try directory.read(path).components(separatedBy: "\n")
        let start = try require(lines.firstIndex { $0.hasPrefix("    func presentLoad(") && $0.hasSuffix("{") })
        let end = try require(lines[start...].firstIndex { $0 == "    }" })
        let method = lines[start...end].joined(separator: "\n")
        lines.removeSubrange(start...end)
        try directory.write(path, lines.joined(separator: "\n"))
        try directory.write(
            "Scenes/Greet/GreetPresenter+Load.swift", "import Foundation\n\nextension GreetPresenter {\n\(method)\n}\n")
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(
            result.stdout.contains(
                "  found in another file: func presentLoad(response:) in GreetPresenter, in Scenes/Greet/GreetPresenter+Load.swift; not added again\n"
            ),
            "\(result)")
        expect(!result.stdout.contains("not found: func presentLoad"), "\(result)")
        // The protocol's requirement only: the method is not written a second time.
        expectEqual(try directory.read(path).components(separatedBy: "func presentLoad(").count - 1, 1)
    }
}
