import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit
@testable import XcodeProject

/// Adding files to each fixture in-process, checked by `ProjectChecker` (its own reader) and by the
/// text: only insertions, sections still sorted, the same bytes every time, nothing on a second pass.
@Suite struct ProjectEditorTests {
    static let sources = ["ViewController", "Interactor", "Presenter", "Router", "Worker", "Models"]
        .map { "App/Scenes/AddMeme/AddMeme\($0).swift" }
    static let tests = ["ViewController", "Interactor", "Presenter", "Worker"]
        .map { "AppTests/AddMeme/AddMeme\($0)Tests.swift" }

    /// The integration for a copy of `fixture`, with sources and tests where `sources` and `tests` say.
    static func open(
        _ directory: TemporaryDirectory, sources: String = "App/Scenes", tests: String = "AppTests",
        target: String? = nil, testTarget: String? = nil
    ) throws -> XcodeIntegration {
        let project = ResolvedProject(
            module: "App", sourcesDirectory: directory.path + "/" + sources,
            testsDirectory: directory.path + "/" + tests,
            xcodeproj: directory.path + "/App.xcodeproj", target: target, testTarget: testTarget)
        return try require(try XcodeIntegration.open(project))
    }

    static func absolute(_ directory: TemporaryDirectory, _ paths: [String]) -> [String] {
        paths.map { directory.path + "/" + $0 }
    }

    @Test(arguments: XcodeFixtures.classic)
    func aSceneGoesIntoItsGroupsAndTargetsAndNothingElseChanges(fixture: String) throws {
        let directory = try XcodeFixtures.copy(fixture)
        let old = try XcodeFixtures.text(fixture)
        let edit = try Self.open(directory).edit(Self.absolute(directory, Self.sources + Self.tests))
        let file = try require(edit.file)
        let new = file.contents
        expect(XcodeFixtures.onlyAdds(old, new))
        // Per file a build file, a reference and a line in a phase; per group 7 lines and a line in its parent; per
        // file a line in its group.
        expectEqual(new.split(separator: "\n").count, old.split(separator: "\n").count + 40 + 8 * groupsMade(fixture))
        expect(XcodeFixtures.unsortedSections(new).isEmpty, "\(XcodeFixtures.unsortedSections(new))")
        let checker = try ProjectChecker(text: new, projectFolder: directory.path)
        expect(checker.problems().isEmpty, "\(checker.problems())")
        for path in Self.sources {
            expectEqual(checker.targetsCompiling(directory.path + "/" + path), ["App"], "\(path)")
        }
        for path in Self.tests {
            expectEqual(checker.targetsCompiling(directory.path + "/" + path), ["AppTests"], "\(path)")
        }
        expectEqual(edit.summary, "6 files to 'App', 4 files to 'AppTests', \(groupsMade(fixture)) groups")
        // The same input gives the same bytes.
        expectEqual(try Self.open(directory).edit(Self.absolute(directory, Self.sources + Self.tests)).file, file)
        // Once in, a second run adds nothing.
        try directory.write("App.xcodeproj/project.pbxproj", new)
        expect(try Self.open(directory).edit(Self.absolute(directory, Self.sources + Self.tests)).file == nil)
    }

    /// Groups beyond the two scene folders: Classic50 keeps its scenes in a group without a folder,
    /// so the Scenes folder gets a group too.
    private func groupsMade(_ fixture: String) -> Int { fixture == "Classic50" ? 3 : 2 }

    @Test(arguments: XcodeFixtures.all)
    func nothingToAddLeavesTheFileAlone(fixture: String) throws {
        let directory = try XcodeFixtures.copy(fixture)
        let edit = try Self.open(directory).edit([])
        expect(edit.file == nil)
        let file = try ProjectFile.parse(Array(try XcodeFixtures.text(fixture).utf8), path: "p")
        expectEqual(TextInsertions().applied(to: file.bytes), file.bytes)
    }

    @Test func newGroupsHaveThePathXcodeWrites() throws {
        let directory = try XcodeFixtures.copy("Classic56")
        let new = try require(try Self.open(directory).edit(Self.absolute(directory, Self.sources)).file).contents
        expect(
            new.contains(
                "\t\t\t);\n\t\t\tpath = AddMeme;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n/* End PBXGroup section */"))
        expect(new.contains("\t\t\t\t4A1C020D2A3B4C5D00E1F201 /* ListMemes */,\n\t\t\t\t"))
        expect(new.contains("/* AddMemeRouter.swift in Sources */ = {isa = PBXBuildFile; fileRef = "))
        expect(
            new.contains(
                "/* AddMemeRouter.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AddMemeRouter.swift; sourceTree = \"<group>\"; };\n"
            ))
    }

    @Test func aSourceRootGroupIsFoundByItsFolder() throws {
        let directory = try XcodeFixtures.copy("SourceRoot54")
        let new = try require(try Self.open(directory).edit(Self.absolute(directory, Self.tests)).file).contents
        let checker = try ProjectChecker(text: new, projectFolder: directory.path)
        expect(checker.problems().isEmpty)
        // Inside the group rooted at the project (sourceTree SOURCE_ROOT), not the "Tests" group around it.
        let appTests = try require(checker.objects["4A1C02232A3B4C5D00E1F201"])
        expectEqual(appTests["children"]?.array?.count, 2)
    }

    @Test func aFileInTheProjectButCompiledByNoTargetGetsOnlyABuildFile() throws {
        let directory = try XcodeFixtures.copy("Classic56")
        let text = try XcodeFixtures.text("Classic56")
            .replacingOccurrences(
                of: "\t\t\t\t4A1C02152A3B4C5D00E1F201 /* ListMemesViewController.swift in Sources */,\n", with: ""
            )
            .replacingOccurrences(
                of:
                    "\t\t4A1C02152A3B4C5D00E1F201 /* ListMemesViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = 4A1C02142A3B4C5D00E1F201 /* ListMemesViewController.swift */; };\n",
                with: "")
        try directory.write("App.xcodeproj/project.pbxproj", text)
        let path = directory.path + "/App/Scenes/ListMemes/ListMemesViewController.swift"
        let edit = try Self.open(directory).edit([path])
        let new = try require(edit.file).contents
        expectEqual(new.split(separator: "\n").count, text.split(separator: "\n").count + 2)
        let checker = try ProjectChecker(text: new, projectFolder: directory.path)
        expect(checker.problems().isEmpty)
        expectEqual(checker.targetsCompiling(path), ["App"])
    }

    /// Classic50 names the file from a group without a folder (`path = Scenes/ListMemes/…`): it is
    /// found by the folder it resolves to all the same.
    @Test(arguments: ["Classic56", "Classic50"])
    func aFileCompiledByAnotherTargetIsRefused(fixture: String) throws {
        let directory = try XcodeFixtures.copy(fixture)
        let path = directory.path + "/App/Scenes/ListMemes/ListMemesViewController.swift"
        expect(throws: XcodeProjectError.self) {
            try Self.open(directory, tests: "App/Scenes").edit([path])
        }
        do {
            _ = try Self.open(directory, tests: "App/Scenes").edit([path])
        } catch let error as XcodeProjectError {
            guard case .referencedElsewhere(_, let target, let compiledBy) = error else {
                Issue.record("\(error)")
                return
            }
            expect(target == "AppTests" && compiledBy == ["App"])
        }
    }

    /// A folder whose name has spaces gets a group whose path is quoted, as Xcode quotes it.
    @Test func aFolderNameWithSpacesIsQuoted() throws {
        let directory = try XcodeFixtures.copy("CocoaPods60")
        let path = directory.path + "/Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig.swift"
        let edit = try Self.open(directory, sources: "Pods").edit([path])
        let new = try require(edit.file).contents
        expect(new.contains("path = \"Target Support Files\";"))
        let checker = try ProjectChecker(text: new, projectFolder: directory.path)
        expect(checker.problems().isEmpty)
        expectEqual(checker.targetsCompiling(path), ["App"])
    }

    @Test func synchronizedFoldersOfTheRightTargetNeedNothing() throws {
        let directory = try XcodeFixtures.copy("Synchronized77")
        let edit = try Self.open(directory).edit(Self.absolute(directory, Self.sources + Self.tests))
        expect(edit.file == nil)
        expectEqual(
            edit.notes, [
                "'App' is a synchronized folder of 'App': nothing to add for the files in it",
                "'AppTests' is a synchronized folder of 'AppTests': nothing to add for the files in it",
            ])
    }

    @Test func testsInTheAppsSynchronizedFolderAreRefused() throws {
        let directory = try XcodeFixtures.copy("Synchronized77")
        let tests = Self.absolute(directory, ["App/Tests/AddMeme/AddMemeWorkerTests.swift"])
        expect {
            try Self.open(directory, tests: "App/Tests").edit(tests)
        } throws: { error in
            guard case .synchronizedFolder(_, let folder, let target, let compiledBy)? = error as? XcodeProjectError
            else { return false }
            return folder == "App" && target == "AppTests" && compiledBy == ["App"]
        }
    }

    @Test func aClassicFolderBesideSynchronizedOnesGetsTheSectionsItLacks() throws {
        let directory = try XcodeFixtures.copy("Synchronized77")
        let old = try XcodeFixtures.text("Synchronized77")
        let paths = Self.absolute(directory, ["Features/AddMeme/AddMemeWorker.swift"])
        let new = try require(try Self.open(directory, sources: "Features").edit(paths).file).contents
        expect(XcodeFixtures.onlyAdds(old, new))
        expect(new.contains("\t};\n\n/* Begin PBXBuildFile section */\n\t\t") == false)
        expect(new.contains("\tobjects = {\n\n/* Begin PBXBuildFile section */\n"))
        expect(new.contains("/* End PBXBuildFile section */\n\n/* Begin PBXContainerItemProxy section */"))
        expect(XcodeFixtures.unsortedSections(new).isEmpty)
        let checker = try ProjectChecker(text: new, projectFolder: directory.path)
        expect(checker.problems().isEmpty, "\(checker.problems())")
        expectEqual(checker.targetsCompiling(paths[0]), ["App"])
    }

    @Test func aSynchronizedFolderInAClassicProjectCoversOnlyItsFiles() throws {
        let directory = try XcodeFixtures.copy("Mixed70")
        let sources = Self.absolute(directory, ["App/Widgets/AddMeme/AddMemeWorker.swift"])
        let edit = try Self.open(directory, sources: "App/Widgets").edit(sources + Self.absolute(directory, Self.tests))
        expectEqual(edit.notes, ["'Widgets' is a synchronized folder of 'App': nothing to add for the files in it"])
        expectEqual(edit.summary, "4 files to 'AppTests', 1 group")
    }

    @Test func targetsAreCheckedByNameAndKind() throws {
        let directory = try XcodeFixtures.copy("Targets55")
        expect(
            throws: XcodeProjectError.unknownTarget(
                name: "Ap", project: directory.path + "/App.xcodeproj",
                targets: ["App", "AppTests", "ShareExtension", "AppUITests"])
        ) {
            try Self.open(directory, target: "Ap")
        }
        expect {
            try Self.open(directory, target: "ShareExtension")
        } throws: { error in
            "\(error)"
                == "target 'ShareExtension' is a 'com.apple.product-type.app-extension', not an app target; 'target' must name an app target"
        }
        expect {
            try Self.open(directory, testTarget: "AppUITests")
        } throws: { error in
            "\(error)".hasPrefix(
                "target 'AppUITests' is a 'com.apple.product-type.bundle.ui-testing', not a unit-test target")
        }
        let edit = try Self.open(directory).edit(Self.absolute(directory, Self.sources + Self.tests))
        expectEqual(edit.summary, "6 files to 'App', 4 files to 'AppTests', 2 groups")
        expectEqual(
            "\(XcodeProjectError.unknownTarget(name: "Ap", project: "A.xcodeproj", targets: ["App", "AppTests"]))",
            "'A.xcodeproj' has no target 'Ap'; did you mean 'App'? (its targets: 'App', 'AppTests')")
    }

    @Test func identifiersAreStableAndStepPastOnesInUse() {
        var first = ObjectIDs(existing: { _ in false })
        let id = first.make("ref", "App/A.swift")
        expect(id.count == 24 && id.allSatisfy { $0.isHexDigit && !$0.isLowercase })
        var again = ObjectIDs(existing: { _ in false })
        expectEqual(again.make("ref", "App/A.swift"), id)
        var taken = ObjectIDs(existing: { $0 == id })
        let other = taken.make("ref", "App/A.swift")
        expect(other != id && other.count == 24)
        expect(first.make("ref", "App/A.swift") != id)
    }

    @Test func valuesAreQuotedAsXcodeQuotesThem() {
        expectEqual(PlistText.value("AddMemeViewController.swift"), "AddMemeViewController.swift")
        expectEqual(PlistText.value("My Scenes"), "\"My Scenes\"")
        expectEqual(PlistText.value("Add-Meme"), "\"Add-Meme\"")
        expectEqual(PlistText.value("a\"b\\c"), "\"a\\\"b\\\\c\"")
        expectEqual(PlistText.value(""), "\"\"")
        expectEqual(PlistText.value("a___b"), "\"a___b\"")
        expectEqual(PlistText.comment("a*/b"), "a*_/b")
    }
}
