import Foundation
import Testing

/// A method a person already wrote for a scene's type in another file of the scene (an extension)
/// is there: `add` does not write a second one, which would not compile (invalid redeclaration).
@Suite struct MembersElsewhereTests {
    @Test func aMethodInAnExtensionInAnotherFileIsNotAddedTwice() throws {
        let directory = try TemporaryDirectory()
        #expect(try VipgenProcess.run(["scene", "Greet", "-q"], in: directory.url).status == 0)
        let extra = """
            import Foundation

            extension GreetInteractor {
                func reset(request: Greet.Reset.Request) {
                    // Written by hand before the use case was added to the scene.
                }
            }

            """
        try directory.write("Scenes/Greet/GreetInteractor+Reset.swift", extra)
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        #expect(result.status == 0, "\(result)")
        let interactor = try directory.read("Scenes/Greet/GreetInteractor.swift")
        #expect(interactor.contains("    func reset(request: Greet.Reset.Request)\n}"), "the requirement is added")
        #expect(interactor.components(separatedBy: "func reset(request:").count - 1 == 1, "\(interactor)")
        #expect(!result.stdout.contains("added: func reset(request:) in GreetInteractor\n"), "\(result)")
        #expect(try directory.read("Scenes/Greet/GreetInteractor+Reset.swift") == extra)
    }
}
