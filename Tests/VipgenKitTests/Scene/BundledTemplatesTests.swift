import Foundation
import Testing

@testable import Mustache
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

    @Test func theCompiledTemplatesAreTheTemplatesParsed() throws {
        #expect(Set(BundledTemplates.compiled.keys) == Set(BundledTemplates.all.keys))
        for (name, text) in BundledTemplates.all {
            let parsed = try MustacheTemplate(source: text, name: "bundled/\(name).mustache")
            let compiled = try #require(BundledTemplates.compiled[name])
            #expect(compiled.name == parsed.name)
            #expect(compiled.storage.source == text)
            #expect(compiled.storage.nodes == parsed.storage.nodes, "\(name) is stale: run 'make templates'")
        }
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

        #expect(source.parsedTemplate(named: "Worker") == nil, "an override is parsed from its file")
        #expect(source.parsedTemplate(named: "bundled/Worker")?.name == "bundled/Worker.mustache")
        #expect(source.parsedTemplate(named: "Router")?.name == "bundled/Router.mustache")
        #expect(source.parsedTemplate(named: "Missing") == nil)
        let overridesOnly = LayeredTemplateSource(directories: [directory.path], includeBundled: false)
        #expect(overridesOnly.parsedTemplate(named: "Router") == nil)
    }
}
