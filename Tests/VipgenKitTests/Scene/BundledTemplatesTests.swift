import Foundation
import Testing

import Mustache

@testable import VipgenKit

@Suite struct BundledTemplatesTests {
    @Test func theBinaryCarriesExactlyTheTemplatesFolder() throws {
        let folder = Repository.root.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".mustache") }
        var onDisk: [String: String] = [:]
        for name in names {
            onDisk[String(name.dropLast(".mustache".count))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(
            BundledTemplates.all == onDisk,
            "Sources/VipgenKit/Templates/BundledTemplates.swift is stale: run 'make templates'")
    }

    @Test func everySceneTemplateIsBundledAndParses() throws {
        let library = MustacheLibrary(source: BundledTemplateSource(), options: RenderOptions(strict: true))
        for template in SceneTemplate.all {
            _ = try library.template(named: template.name)
        }
        _ = try library.template(named: "header")
    }

    @Test func overridesWinAndBundledPrefixAlwaysMeansTheBundle() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Worker.mustache", "mine")
        let source = LayeredTemplateSource(directories: [directory.path])
        #expect(try source.templateSource(named: "Worker")?.source == "mine")
        #expect(try source.templateSource(named: "bundled/Worker")?.source == BundledTemplates.all["Worker"])
        #expect(try source.templateSource(named: "Router")?.name == "bundled/Router.mustache")
        #expect(try source.templateSource(named: "../Worker") == nil, "a partial name cannot climb out of the folder")
        #expect(source.overridePath(of: "Worker") == directory.path + "/Worker.mustache")
    }
}
