import Foundation
import Testing

/// `vipgen templates export-xcode`, run as the built binary.
@Suite struct ExportXcodeCommandTests {
    @Test func writesBothTemplatesOfTheFlavorAndRefusesAnUnknownOne() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(
            ["templates", "export-xcode", "Xcode", "--flavor", "configurator", "-q"], in: directory.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        let plist = try directory.read("Xcode/Clean Swift Scene.xctemplate/TemplateInfo.plist")
        #expect(plist.contains("<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>"))
        let configurator = try directory.read(
            "Xcode/Clean Swift Scene.xctemplate/UITableViewController/___VARIABLE_sceneName___Configurator.swift")
        #expect(configurator.hasPrefix("//___FILEHEADER___\n"))
        _ = try directory.read(
            "Xcode/Clean Swift Unit Tests.xctemplate/UICollectionViewController/___VARIABLE_sceneName___InteractorTests.swift"
        )

        let again = try VipgenProcess.run(
            ["templates", "export-xcode", "Xcode", "--flavor", "configurator"], in: directory.url)
        #expect(again.status == 0, "the same files again are left alone: \(again)")

        let unknown = try VipgenProcess.run(
            ["templates", "export-xcode", "Xcode", "--flavor", "vip"], in: directory.url)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no flavor named 'vip'"))
    }
}
