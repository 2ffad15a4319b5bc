import Expectations
import Foundation
import Testing

@testable import Mustache
@testable import SwiftScanning
@testable import VipgenKit

@Suite struct BundledTemplatesTests {
    /// Every folder of Templates/ as the embedding step should have read it.
    static func foldersOnDisk() throws -> (texts: [String: [String: String]], manifests: [String: String]) {
        let root = Repository.root.appendingPathComponent("Templates")
        var texts: [String: [String: String]] = [:]
        var manifests: [String: String] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            let url = root.appendingPathComponent(folder)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                if file == Flavor.manifestName {
                    manifests[folder] = text
                } else if file.hasSuffix(".mustache") {
                    texts[folder, default: [:]][String(file.dropLast(".mustache".count))] = text
                }
            }
        }
        return (texts, manifests)
    }

    @Test func theBinaryCarriesExactlyTheTemplatesFolder() throws {
        let onDisk = try Self.foldersOnDisk()
        expectEqual(BundledTemplates.texts, onDisk.texts)
        expectEqual(BundledTemplates.manifests, onDisk.manifests)
        expectEqual(BundledTemplates.flavorNames, onDisk.manifests.keys.sorted())
        expectEqual(BundledTemplates.templateFolders, onDisk.texts.keys.sorted())
        for (folder, templates) in onDisk.texts {
            for name in templates.keys {
                expect(BundledTemplates.has(folder: folder, name: name), "\(folder)/\(name)")
            }
            expect(!BundledTemplates.has(folder: folder, name: "NoSuchTemplate"))
        }
        expect(!BundledTemplates.has(folder: "no-such-folder", name: "header"))
        expect(Flavor.bundledNames.contains(Flavor.defaultName))
        expect(BundledTemplates.manifests[BundledTemplateSource.commonFolder] == nil, "common/ is partials only")
    }

    @Test func theCompiledTemplatesAreTheTemplatesParsed() throws {
        expect(
            BundledTemplates.compiled(folder: "no-such-folder", name: "header") == nil)
        for (folder, templates) in BundledTemplates.texts {
            for (name, text) in templates {
                let parsed = try MustacheTemplate(source: text, name: "bundled/\(folder)/\(name).mustache")
                let compiled = try require(BundledTemplates.compiled(folder: folder, name: name))
                expectEqual(compiled.name, parsed.name)
                expectEqual(compiled.storage.source, text)
                let (built, read) = (compiled.storage, parsed.storage)
                expect(
                    built.steps == read.steps && built.text == read.text && built.elements == read.elements
                        && built.names == read.names, "\(folder)/\(name) compiled differently")
            }
        }
    }

    /// A run never reads a bundled manifest: it gets the one EmbedTemplates wrote as Swift, which must
    /// say what vipgen's reader reads from the text (and the reader must accept the text).
    @Test(arguments: Flavor.bundledNames) func theEmbeddedManifestIsTheManifestRead(flavor: String) throws {
        let text = try require(BundledTemplates.manifests[flavor])
        let file = "bundled/\(flavor)/\(Flavor.manifestName)"
        let read = try FlavorManifest.read(text: text, file: file)
        let embedded = try require(BundledTemplates.manifest(named: flavor))
        expectEqual(embedded.summary, read.summary)
        expectEqual(embedded.files, read.files)
        expectEqual(embedded.baseClassFlags, read.baseClassFlags)
        expectEqual(embedded.context, read.context)
        expectEqual(embedded.routeDestinations, read.routeDestinations)
        expectEqual(embedded.sdkTypes, read.sdkTypes)
        expectEqual(embedded.extends?.name, read.extends?.name)
        expectEqual(embedded.extends?.file, read.extends?.file)
        expectEqual(embedded.extends?.keyPath, read.extends?.keyPath)
    }

    @Test func onlyFlavorsHaveAnEmbeddedManifest() {
        expect(BundledTemplates.manifest(named: BundledTemplateSource.commonFolder) == nil)
        expect(BundledTemplates.manifest(named: "no-such-flavor") == nil)
    }

    @Test(arguments: Flavor.bundledNames) func everyFileOfEveryFlavorIsBundledAndParses(flavor: String) throws {
        let resolved = try Flavor.resolve(flavor, overrides: nil)
        expect(!resolved.files.isEmpty)
        expect(!resolved.summary.isEmpty)
        // A SwiftUI scene's view is a struct: it has no base class to choose.
        let bases = resolved.context["isSwiftUI"] == .bool(true) ? [] : ViewControllerBase.allCases.map(\.rawValue)
        expectEqual(Set(resolved.baseClassFlags.keys), Set(bases))
        let library = MustacheLibrary(
            source: BundledTemplateSource(flavor: flavor), options: RenderOptions(strict: true))
        for file in resolved.files {
            _ = try library.template(named: file.template)
        }
        _ = try library.template(named: "header")
    }

    @Test func aFlavorSeesItsOwnTemplatesThenTheSharedOnes() throws {
        let source = BundledTemplateSource()
        expectEqual(try source.templateSource(named: "header")?.name, "bundled/common/header.mustache")
        expectEqual(try source.templateSource(named: "Router")?.name, "bundled/clean-swift/Router.mustache")
        expectEqual(try source.templateSource(named: "bundled/Router")?.name, "bundled/clean-swift/Router.mustache")
        expect(source.names.contains("header") && source.names.contains("ViewController"))
        expect(try BundledTemplateSource(flavor: "no-such-flavor").templateSource(named: "Router") == nil)
    }

    @Test func overridesWinAndBundledPrefixAlwaysMeansTheBundle() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Worker.mustache", "mine")
        let source = LayeredTemplateSource(directories: [directory.path])
        expectEqual(try source.templateSource(named: "Worker")?.source, "mine")
        expectEqual(
            try source.templateSource(named: "bundled/Worker")?.source,
            BundledTemplates.texts["clean-swift"]?["Worker"])
        expectEqual(try source.templateSource(named: "Router")?.name, "bundled/clean-swift/Router.mustache")
        expect(try source.templateSource(named: "../Worker") == nil, "a partial name cannot climb out of the folder")
        expectEqual(source.overridePath(of: "Worker"), directory.path + "/Worker.mustache")

        expect(source.parsedTemplate(named: "Worker") == nil, "an override is parsed from its file")
        expectEqual(source.parsedTemplate(named: "bundled/Worker")?.name, "bundled/clean-swift/Worker.mustache")
        expectEqual(source.parsedTemplate(named: "Router")?.name, "bundled/clean-swift/Router.mustache")
        expect(source.parsedTemplate(named: "Missing") == nil)
        let overridesOnly = LayeredTemplateSource(directories: [directory.path], includeBundled: false)
        expect(overridesOnly.parsedTemplate(named: "Router") == nil)
    }

    @Test func aFlavorsSubfolderOverridesBeforeTheTopLevel() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Worker.mustache", "any flavor")
        try directory.write("clean-swift/Worker.mustache", "clean-swift only")
        try directory.write("other-flavor/Router.mustache", "not this flavor")
        try directory.write("clean-swift/footer.mustache", "a partial of the team's own")
        let source = LayeredTemplateSource(directories: [directory.path])
        expectEqual(try source.templateSource(named: "Worker")?.source, "clean-swift only")
        expectEqual(try source.templateSource(named: "Router")?.name, "bundled/clean-swift/Router.mustache")
        expectEqual(source.extraNames(), ["footer"])
        let plain = LayeredTemplateSource(directories: [directory.path], includeBundled: false)
        expectEqual(try plain.templateSource(named: "Worker")?.source, "any flavor", "plain folders have no flavors")
    }
}
