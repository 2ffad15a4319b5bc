import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct XcodeTemplatesTests {
    static func exported(
        flavor: String = Flavor.defaultName, templates: String? = nil, testing: TestingLibrary = .xctest,
        module: String? = nil
    ) throws -> [String: String] {
        let files = try XcodeTemplates.files(
            flavor: flavor, templatesDirectory: templates, testing: testing, module: module, into: "Out")
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    @Test func bothTemplatesHaveAPlistAndOneFolderPerBaseClass() throws {
        let files = try Self.exported()
        let bases = ["UIViewController", "UITableViewController", "UICollectionViewController"]
        let scene = "Out/Clean Swift Scene.xctemplate"
        let tests = "Out/Clean Swift Unit Tests.xctemplate"
        var expected = ["\(scene)/TemplateInfo.plist", "\(tests)/TemplateInfo.plist"]
        for base in bases {
            for kind in ["ViewController", "Interactor", "Presenter", "Router", "Worker", "Client", "Models"] {
                expected.append("\(scene)/\(base)/___VARIABLE_sceneName:identifier___\(kind).swift")
            }
            for kind in ["ViewController", "Interactor", "Presenter", "Worker"] {
                expected.append("\(tests)/\(base)/___VARIABLE_sceneName:identifier___\(kind)Tests.swift")
            }
        }
        expectEqual(Set(files.keys), Set(expected))
        let table = try require(
            files["\(scene)/UITableViewController/___VARIABLE_sceneName:identifier___ViewController.swift"])
        expect(table.hasPrefix("//___FILEHEADER___\n\nimport UIKit\n"))
        expect(
            table.contains("final class ___VARIABLE_sceneName:identifier___ViewController: UITableViewController {"))
        expect(table.contains("override init(style: UITableView.Style)"))
        let plain = try require(
            files["\(scene)/UIViewController/___VARIABLE_sceneName:identifier___ViewController.swift"])
        expect(!plain.contains("init(style:"))
        let test = try require(
            files["\(tests)/UIViewController/___VARIABLE_sceneName:identifier___InteractorTests.swift"])
        expect(test.contains("@testable import ___VARIABLE_moduleName:identifier___"))
        expect(test.contains("load(request:"), "one default use case")
    }

    @Test(arguments: Flavor.bundledNames) func eachPlistIsWellFormedWithTheKeysXcodeReads(flavor: String) throws {
        for (path, text) in try Self.exported(flavor: flavor) where path.hasSuffix("TemplateInfo.plist") {
            let parsed = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
            let plist = try require(parsed as? [String: Any], "\(path) is a dictionary")
            expectEqual(plist["Kind"] as? String, "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
            expect((plist["Summary"] as? String)?.isEmpty == false)
            expect((plist["Description"] as? String)?.contains("Flavor: \(flavor).") == true)
            expectEqual(plist["Platforms"] as? [String], ["com.apple.platform.iphoneos"])
            let options = try require(plist["Options"] as? [[String: Any]])
            let isTests = path.contains(XcodeTemplates.testsTemplate)
            // A flavor without base classes (swiftui: a View, no view controller) offers no base to choose.
            let hasBases = !(try Flavor.resolve(flavor, overrides: nil).baseClassFlags.isEmpty)
            expectEqual(
                options.map { $0["Identifier"] as? String },
                (isTests
                        ? ["sceneName", "productName", "moduleName"] : ["sceneName", "productName"])
                    + (hasBases ? ["baseClass"] : []))
            expectEqual(options[0]["Type"] as? String, "text")
            expect(options[0]["Required"] as? Bool == true)
            // Clean Swift's own templates: the product's name is the scene's, so Xcode asks for no other.
            expectEqual(options[1]["Type"] as? String, "static")
            expectEqual(options[1]["Default"] as? String, "___VARIABLE_sceneName:identifier___")
            if hasBases {
                let base = try require(options.last)
                expectEqual(base["Type"] as? String, "popup")
                expectEqual(
                    base["Values"] as? [String], [
                        "UIViewController", "UITableViewController", "UICollectionViewController",
                    ])
                expectEqual(base["Default"] as? String, "UIViewController")
            }
            // Apple's test file templates set it, so Xcode adds the files to a test target.
            expectEqual(plist["BuildableType"] as? String, (isTests ? "Test" : nil))
            if isTests {
                expectEqual(options[2]["Type"] as? String, "text")
                expectEqual(options[2]["Default"] as? String, "___PROJECTNAMEASIDENTIFIER___")
            }
        }
    }

    /// A SwiftUI scene is a View and its view state: the templates offer no view controller to subclass,
    /// and hold their files at the top, as Apple's templates without options do.
    @Test func theSwiftUIExportOffersAViewAndNoBaseClass() throws {
        let files = try Self.exported(flavor: "swiftui")
        let scene = "Out/\(XcodeTemplates.sceneTemplate)"
        let tests = "Out/\(XcodeTemplates.testsTemplate)"
        var expected = ["\(scene)/TemplateInfo.plist", "\(tests)/TemplateInfo.plist"]
        for kind in ["View", "ViewState", "Interactor", "Presenter", "Router", "Worker", "Client", "Models"] {
            expected.append("\(scene)/___VARIABLE_sceneName:identifier___\(kind).swift")
        }
        for kind in ["ViewState", "Interactor", "Presenter", "Router", "Worker"] {
            expected.append("\(tests)/___VARIABLE_sceneName:identifier___\(kind)Tests.swift")
        }
        expectEqual(Set(files.keys), Set(expected))
        for (path, text) in files {
            expect(!text.contains("UIViewController") && !text.contains("import UIKit"), "\(path)")
            expect(!text.contains(XcodeTemplates.baseClassIdentifier), "\(path)")
        }
        let plist = try require(files["\(scene)/TemplateInfo.plist"])
        expect(
            plist.contains(
                "<string>A Clean Swift scene: view, view state, interactor, presenter, router, worker, client and models.</string>"
            ))
        expect(plist.contains("Flavor: swiftui. SwiftUI (iOS 17)"))
        let view = try require(files["\(scene)/___VARIABLE_sceneName:identifier___View.swift"])
        expect(view.contains("struct ___VARIABLE_sceneName:identifier___View: View {"))
        expect(view.contains("struct ___VARIABLE_sceneName:identifier___ViewPreviews: PreviewProvider {"))
        let test = try require(files["\(tests)/___VARIABLE_sceneName:identifier___ViewStateTests.swift"])
        expect(test.contains("@testable import ___VARIABLE_moduleName:identifier___"))
    }

    /// The summary names the flavor's own parts, read from its files.
    @Test func theSummaryNamesTheFlavorsSources() throws {
        let summaries = try ["clean-swift", "configurator"].map { flavor in
            try require(Self.exported(flavor: flavor)["Out/\(XcodeTemplates.sceneTemplate)/TemplateInfo.plist"])
        }
        expect(
            summaries[0].contains(
                "<string>A Clean Swift scene: view controller, interactor, presenter, router, worker, client and models.</string>"
            ))
        expect(summaries[1].contains("worker, client, models and configurator.</string>"))
    }

    @Test func theModuleFieldDefaultsToTheModuleGiven() throws {
        let files = try Self.exported(module: "Shop")
        let plist = try require(files["Out/\(XcodeTemplates.testsTemplate)/TemplateInfo.plist"])
        expect(plist.contains("<string>moduleName</string>"))
        expect(plist.contains("<string>Shop</string>"))
        expect(!plist.contains("___PROJECTNAMEASIDENTIFIER___"))
    }

    @Test func swiftTestingTestsAreExportedWhenAsked() throws {
        let files = try Self.exported(testing: .swiftTesting)
        let test = try require(
            files[
                "Out/\(XcodeTemplates.testsTemplate)/UIViewController/___VARIABLE_sceneName:identifier___InteractorTests.swift"
            ])
        expect(test.contains("import Testing"))
        expect(!test.contains("XCTest"))
        let plist = try require(files["Out/\(XcodeTemplates.testsTemplate)/TemplateInfo.plist"])
        expect(plist.contains("Tests written with Swift Testing."))
    }

    /// The layout is fitted for a scene name of 32 characters, not for the placeholder's own length: a
    /// display method's declaration fits on one line, as it does in a scene vipgen writes.
    @Test func linesAreFittedForTheSceneNameNotThePlaceholder() throws {
        let files = try Self.exported()
        let controller = try require(
            files[
                "Out/\(XcodeTemplates.sceneTemplate)/UIViewController/___VARIABLE_sceneName:identifier___ViewController.swift"
            ])
        expect(
            controller.contains("    func displayLoad(viewModel: ___VARIABLE_sceneName:identifier___.Load.ViewModel)"))
        expect(!controller.contains("func displayLoad(\n"))
        expect(!controller.contains(XcodeTemplates.fittedSceneName))
        expectEqual(XcodeTemplates.fittedSceneName.count, XcodeTemplates.fittedSceneNameLength)
    }

    @Test(arguments: Flavor.bundledNames) func everyPlaceholderIsXcodesOrAnOptionOfThePlist(flavor: String) throws {
        let files = try Self.exported(flavor: flavor)
        let hasBases = !(try Flavor.resolve(flavor, overrides: nil).baseClassFlags.isEmpty)
        expectEqual(files.keys.contains { $0.contains("/UITableViewController/") }, hasBases)
        let declared = Set(["sceneName", "baseClass", "moduleName"].map { "VARIABLE_" + $0 })
        for (path, text) in files {
            for placeholder in Self.placeholders(in: path + "\n" + text) {
                let name = String(placeholder.split(separator: ":").first ?? "")
                expect(
                    XcodeTemplates.xcodePlaceholders.contains(name) || declared.contains(name),
                    "\(path) uses ___\(placeholder)___, which neither Xcode nor the plist defines")
            }
        }
    }

    @Test func aTemplateNeedingTheLowerCamelSceneNameCannotExport() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Worker.mustache", "let {{sceneVariable}} = 1\n")
        let error = try require(throws: XcodeExportError.self) { try Self.exported(templates: directory.path) }
        expectEqual(error, .needsSceneVariable(file: "___VARIABLE_sceneName:identifier___Worker.swift"))
    }

    /// `___NAME___` and `___NAME:modifier___` tokens, without their underscores.
    static func placeholders(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "___") {
            let after = rest[start.upperBound...]
            guard let end = after.range(of: "___") else { break }
            let token = after[..<end.lowerBound]
            if !token.isEmpty, token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) {
                found.append(String(token))
                rest = after[end.upperBound...]
            } else {
                rest = after
            }
        }
        return found
    }
}
