import Foundation
import Testing

@testable import VipgenKit

/// A scene no spec lists is evolved with the flavor its files were written in.
@Suite struct FlavorInferenceTests {
    /// Writes scene `name` in `flavor` under `directory`, as `vipgen scene --flavor` does.
    static func write(_ name: String, flavor: String, in directory: TemporaryDirectory) throws -> ResolvedProject {
        let project = ResolvedProject(
            module: "App", sourcesDirectory: directory.url.path + "/S", testsDirectory: directory.url.path + "/T", date: "")
        let scene = SceneSpec(name: name, base: .tableViewController, routes: ["Other"], flavor: FlavorChoice(flavor))
        for file in try SceneGenerator(project: project).files(for: scene) {
            try FileManager.default.createDirectory(
                atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.contents.write(toFile: file.path, atomically: false, encoding: .utf8)
        }
        return project
    }

    @Test(arguments: ["configurator", "input-output"])
    func aSceneWrittenInAnotherFlavorIsReadBackWithIt(flavor: String) throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: flavor, in: directory)
        let inferred = try SceneInference.scene(named: "ListOrders", generator: SceneGenerator(project: project))
        #expect(inferred.flavor?.name == flavor)
        #expect(inferred.base == .tableViewController)
        #expect(inferred.routes == ["Other"])
    }

    @Test func aSceneInTheDefaultFlavorNamesNone() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: "clean-swift", in: directory)
        #expect(try FlavorInference.flavor(ofScene: "ListOrders", generator: SceneGenerator(project: project)) == nil)
    }

    @Test func aDeletedTestFileDoesNotChangeTheAnswer() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: "input-output", in: directory)
        try FileManager.default.removeItem(atPath: project.testsDirectory + "/ListOrders/ListOrdersPresenterTests.swift")
        let inferred = try FlavorInference.flavor(ofScene: "ListOrders", generator: SceneGenerator(project: project))
        #expect(inferred?.name == "input-output")
    }

    @Test func protocolsAreReadFromTheStartOfLines() {
        #expect(
            FlavorInference.protocols(in: "@MainActor\nprotocol AInput: AnyObject {\n    // protocol Not\n}\nprotocol B {}\n")
                == ["AInput", "B"])
    }
}
