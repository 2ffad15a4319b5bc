import Expectations
import Foundation
import Testing

/// `add` never leaves a type that no longer conforms: a protocol requirement goes in with the method
/// that meets it, or the run refuses (exit 65) and writes nothing.
@Suite struct HeldBackMemberTests {
    static let interactor = "Scenes/Greet/GreetInteractor.swift"

    static func scene(editing edit: (String) -> String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["scene", "Greet", "-q"], in: directory.url)
        precondition(result.status == 0, "\(result)")
        try directory.write(interactor, edit(try directory.read(interactor)))
        return directory
    }

    static func occurrences(of text: String, in file: String) -> Int {
        file.components(separatedBy: text).count - 1
    }

    /// Only the access level changed: the worker is the same, so the method is added with its requirement.
    @Test func aPropertyMadeLessPrivateStillGetsTheMethodAdded() throws {
        let directory = try Self.scene {
            $0.replacingOccurrences(
                of: "private let worker: any GreetWorkerLogic", with: "let worker: any GreetWorkerLogic")
        }
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let interactor = try directory.read(Self.interactor)
        expectEqual(Self.occurrences(of: "func reset(request: Greet.Reset.Request)", in: interactor), 2, "\(interactor)")
        expect(!result.stdout.contains("was not added"), "\(result)")
    }

    /// The worker's type changed: the method vipgen generates may not fit, so it is not added, and
    /// neither is the requirement it would meet.
    @Test func aRequirementWhoseMethodIsHeldBackIsRefused() throws {
        let directory = try Self.scene {
            $0.replacingOccurrences(
                of: "private let worker: any GreetWorkerLogic", with: "private let worker: GreetWorker")
        }
        let before = try directory.read(Self.interactor)
        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(
            result.stderr.contains(
                "cannot add func reset(request:) in GreetBusinessLogic without its implementation, func reset(request:), which uses 'worker'"
            ),
            "\(result)")
        expectEqual(try directory.read(Self.interactor), before)
        expect(try !directory.read("Scenes/Greet/GreetModels.swift").contains("enum Reset"), "nothing was written")
    }
}
