import Expectations
import Foundation
import Testing

/// `vipgen templates export-xcode`, run as the built binary.
@Suite struct ExportXcodeCommandTests {
    @Test func writesBothTemplatesOfTheFlavorAndRefusesAnUnknownOne() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(
            ["templates", "export-xcode", "Xcode", "--flavor", "configurator", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.isEmpty)
        let plist = try directory.read("Xcode/Clean Swift Scene.xctemplate/TemplateInfo.plist")
        expect(plist.contains("<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>"))
        let configurator = try directory.read(
            "Xcode/Clean Swift Scene.xctemplate/UITableViewController/___VARIABLE_sceneName:identifier___Configurator.swift"
        )
        expect(configurator.hasPrefix("//___FILEHEADER___\n"))
        _ = try directory.read(
            "Xcode/Clean Swift Unit Tests.xctemplate/UICollectionViewController/___VARIABLE_sceneName:identifier___InteractorTests.swift"
        )

        let again = try VipgenProcess.run(
            ["templates", "export-xcode", "Xcode", "--flavor", "configurator"], in: directory.url)
        expectEqual(again.status, 0, "the same files again are left alone: \(again)")

        let unknown = try VipgenProcess.run(
            ["templates", "export-xcode", "Xcode", "--flavor", "vip"], in: directory.url)
        expectEqual(unknown.status, 64)
        expect(unknown.stderr.contains("no flavor named 'vip'"))
    }

    /// A SwiftUI scene has no view controller: its templates ask for the scene's name only.
    @Test func theSwiftUIFlavorIsExportedWithoutABaseClass() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(
            ["templates", "export-xcode", "X", "--flavor", "swiftui", "--testing", "swift-testing", "-q"],
            in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let files = directory.files()
        expect(files.contains("X/Clean Swift Scene.xctemplate/___VARIABLE_sceneName:identifier___View.swift"))
        expect(
            files.contains(
                "X/Clean Swift Unit Tests.xctemplate/___VARIABLE_sceneName:identifier___ViewStateTests.swift"))
        expectEqual(files.count, 2 + 8 + 5)
        for name in ["Scene", "Unit Tests"] {
            let plist = try directory.read("X/Clean Swift \(name).xctemplate/TemplateInfo.plist")
            expect(!plist.contains("baseClass") && !plist.contains("UIViewController"), "\(name)")
        }
        expect(
            try directory.read(
                "X/Clean Swift Unit Tests.xctemplate/___VARIABLE_sceneName:identifier___RouterTests.swift"
            )
            .contains("import Testing"))
    }

    /// The spec's test library, indentation and module reach the exported templates.
    @Test func takesTheSpecsTestLibraryIndentationAndModule() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            #"{"project": {"module": "Shop", "testing": "swift-testing", "indentation": 2}, "scenes": [{"name": "ListOrders"}]}"#
        )
        let result = try VipgenProcess.run(["templates", "export-xcode", "Xcode", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let test = try directory.read(
            "Xcode/Clean Swift Unit Tests.xctemplate/UIViewController/___VARIABLE_sceneName:identifier___PresenterTests.swift"
        )
        expect(test.contains("import Testing\n"))
        expect(test.contains("\n  "), "two spaces of indentation")
        let plist = try directory.read("Xcode/Clean Swift Unit Tests.xctemplate/TemplateInfo.plist")
        expect(plist.contains("<string>Shop</string>"))

        let flags = try VipgenProcess.run(
            ["templates", "export-xcode", "Other", "--testing", "xctest", "--module", "Store", "-q"], in: directory.url)
        expectEqual(flags.status, 0, "\(flags)")
        let xctest = try directory.read(
            "Other/Clean Swift Unit Tests.xctemplate/UIViewController/___VARIABLE_sceneName:identifier___PresenterTests.swift"
        )
        expect(xctest.contains("import XCTest\n"))
        expect(
            try directory.read("Other/Clean Swift Unit Tests.xctemplate/TemplateInfo.plist").contains(
                "<string>Store</string>"))
    }

    /// The exported scene's worker is async unless `--worker` or the spec's `worker` says `sync`.
    @Test func theWorkerIsTheFlagsElseTheSpecsElseAsync() throws {
        let directory = try TemporaryDirectory()
        let worker = "Clean Swift Scene.xctemplate/UIViewController/___VARIABLE_sceneName:identifier___Worker.swift"
        func export(_ arguments: [String], to folder: String) throws -> String {
            let result = try VipgenProcess.run(
                ["templates", "export-xcode", folder, "-q"] + arguments, in: directory.url)
            expectEqual(result.status, 0, "\(result)")
            return try directory.read(folder + "/" + worker)
        }
        expect(try export([], to: "Default").contains(") async throws -> "))
        expect(try !export(["--worker", "sync"], to: "Flag").contains("async"))
        try directory.write("vipgen.json", #"{ "project": { "worker": "sync" } }"#)
        expect(try !export([], to: "Spec").contains("async"))
        expect(try export(["--worker", "async"], to: "FlagOverSpec").contains(") async throws -> "))
    }
}
