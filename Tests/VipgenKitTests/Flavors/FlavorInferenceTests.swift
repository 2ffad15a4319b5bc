import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// A scene no spec lists is evolved with the flavor its files were written in.
@Suite struct FlavorInferenceTests {
    /// Writes scene `name` in `flavor` under `directory`, as `vipgen scene --flavor` does.
    static func write(
        _ name: String, flavor: String, testing: TestingLibrary = .xctest, in directory: TemporaryDirectory
    ) throws -> ResolvedProject {
        let project = ResolvedProject(
            module: "App", sourcesDirectory: directory.url.path + "/S", testsDirectory: directory.url.path + "/T",
            date: "",
            testing: testing)
        let scene = SceneSpec(name: name, base: .tableViewController, routes: ["Other"], flavor: FlavorChoice(flavor))
        for file in try SceneGenerator(project: project).files(for: scene) {
            try FileManager.default.createDirectory(
                atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.contents.write(toFile: file.path, atomically: false, encoding: .utf8)
        }
        return project
    }

    @Test(arguments: BundledFlavors.extendingTheDefault)
    func aSceneWrittenInAnotherFlavorIsReadBackWithIt(flavor: String) throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: flavor, in: directory)
        let inferred = try SpecReadBack.scene(named: "ListOrders", generator: SceneGenerator(project: project))
        expectEqual(inferred.flavor?.name, flavor)
        expectEqual(inferred.base, .tableViewController)
        expectEqual(inferred.routes, ["Other"])
    }

    @Test func aSceneInTheDefaultFlavorNamesNone() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: "clean-swift", in: directory)
        expect(try FlavorInference.flavor(ofScene: "ListOrders", generator: SceneGenerator(project: project)) == nil)
    }

    @Test func aDeletedTestFileDoesNotChangeTheAnswer() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: "input-output", in: directory)
        try FileManager.default.removeItem(
            atPath: project[Settings.tests] + "/ListOrders/ListOrdersPresenterTests.swift")
        let inferred = try FlavorInference.flavor(ofScene: "ListOrders", generator: SceneGenerator(project: project))
        expectEqual(inferred?.name, "input-output")
    }

    @Test func protocolsAreReadFromTheStartOfLines() {
        expectEqual(
            FlavorInference.declarations(
                in: "@MainActor\nprotocol AInput: AnyObject {\n    // protocol Not\n}\nprotocol B {}\n"),
            ["AInput", "B"])
    }

    /// The scene as the default flavor renders it, with what `SpecReadBack` reads back.
    static func rendered(_ name: String, project: ResolvedProject) throws -> [OutputFile] {
        var xctest = project
        xctest[Settings.testing] = .xctest
        return try SceneGenerator(project: xctest).files(
            for: SceneSpec(name: name, base: .tableViewController, routes: ["Other"]))
    }

    @Test func theDefaultFlavorExplainsItsOwnSceneSoNoOtherIsRendered() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: "clean-swift", in: directory)
        let rendered = try Self.rendered("ListOrders", project: project)
        expect(FlavorInference.explains(rendered, disk: DiskSnapshot()))
        // Hand-written bodies do not matter, only files and protocols; hidden files neither.
        let interactor = project[Settings.sources] + "/ListOrders/ListOrdersInteractor.swift"
        try (String(contentsOfFile: interactor, encoding: .utf8) + "\nextension ListOrdersInteractor {}\n").write(
            toFile: interactor, atomically: false, encoding: .utf8)
        try "".write(toFile: project[Settings.sources] + "/ListOrders/.DS_Store", atomically: false, encoding: .utf8)
        expect(FlavorInference.explains(rendered, disk: DiskSnapshot()))
    }

    @Test(arguments: BundledFlavors.extendingTheDefault)
    func aSceneOfAnotherFlavorIsNotExplainedByTheDefault(flavor: String) throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: flavor, in: directory)
        expect(!FlavorInference.explains(try Self.rendered("ListOrders", project: project), disk: DiskSnapshot()))
    }

    @Test func aFileTheFlavorDoesNotWriteOrAMissingProtocolNeedsEveryFlavorCompared() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: "clean-swift", in: directory)
        let rendered = try Self.rendered("ListOrders", project: project)
        let extra = project[Settings.sources] + "/ListOrders/ListOrdersConfigurator.swift"
        try "final class ListOrdersConfigurator {}\n".write(toFile: extra, atomically: false, encoding: .utf8)
        expect(!FlavorInference.explains(rendered, disk: DiskSnapshot()))
        try FileManager.default.removeItem(atPath: extra)
        let presenter = project[Settings.sources] + "/ListOrders/ListOrdersPresenter.swift"
        let text = try String(contentsOfFile: presenter, encoding: .utf8)
        try text.replacingOccurrences(of: "protocol ListOrdersPresentationLogic", with: "protocol Renamed").write(
            toFile: presenter, atomically: false, encoding: .utf8)
        expect(!FlavorInference.explains(rendered, disk: DiskSnapshot()))
        // Still read back as the default flavor by comparing every flavor.
        expect(try FlavorInference.flavor(ofScene: "ListOrders", generator: SceneGenerator(project: project)) == nil)
    }

    @Test func testsWrittenWithSwiftTestingAreEvolvedWithSwiftTesting() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.write("ListOrders", flavor: "clean-swift", testing: .swiftTesting, in: directory)
        var xctest = project
        xctest[Settings.testing] = .xctest
        let scene = SceneSpec(name: "ListOrders", base: .tableViewController, routes: ["Other"])
        let rendered = try Self.rendered("ListOrders", project: project)
        expectEqual(
            try SpecReadBack.testing(
                of: scene, siblings: [], rendered: rendered, generator: SceneGenerator(project: xctest),
                disk: DiskSnapshot()), .swiftTesting)
        // Imports a person added to an XCTest file do not make it Swift Testing.
        let xctestProject = try Self.write("ShowOrder", flavor: "clean-swift", in: directory)
        let interactorTests = xctestProject[Settings.tests] + "/ShowOrder/ShowOrderInteractorTests.swift"
        try ("import Combine\n" + String(contentsOfFile: interactorTests, encoding: .utf8)).write(
            toFile: interactorTests, atomically: false, encoding: .utf8)
        let showOrder = SceneSpec(name: "ShowOrder", base: .tableViewController, routes: ["Other"])
        expect(
            try SpecReadBack.testing(
                of: showOrder, siblings: [], rendered: Self.rendered("ShowOrder", project: xctestProject),
                generator: SceneGenerator(project: xctestProject), disk: DiskSnapshot()) == nil)
        let swiftTesting = try SceneGenerator(project: project).files(for: scene)
        expect(
            try SpecReadBack.testing(
                of: scene, siblings: [], rendered: swiftTesting, generator: SceneGenerator(project: project),
                disk: DiskSnapshot()) == nil)
    }

    @Test func importsAreTheLinesThatImport() {
        expectEqual(
            SpecReadBack.imports(in: "import XCTest\n\n@testable import App\n// import Not\nlet important = 1\n"),
            ["import XCTest", "@testable import App"])
    }

    @Test func theDiskReadsAFileOnceAndRefusesAFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "one\n")
        let disk = DiskSnapshot()
        expectEqual(try disk.text(directory.path + "/a.swift"), "one\n")
        try directory.write("a.swift", "two\n")
        expectEqual(try disk.text(directory.path + "/a.swift"), "one\n")
        expect(try disk.text(directory.path + "/missing.swift") == nil)
        expect(throws: OutputError.notAFile(directory.path)) { try disk.text(directory.path) }
    }

    @Test(arguments: BundledFlavors.uiKit)
    func pathsAreWhereFilesGoWithoutRendering(flavor: String) throws {
        let project = ResolvedProject(module: "App", sourcesDirectory: "./App/S", testsDirectory: "T/", date: "")
        let generator = SceneGenerator(project: project)
        let scene = SceneSpec(name: "ListOrders", flavor: FlavorChoice(flavor))
        expectEqual(try generator.paths(for: scene), try generator.files(for: scene).map(\.path))
    }
}
