import Expectations
import Foundation
import Testing

@testable import VipgenKit
@testable import XcodeProject

/// Project files a person (or a tool, or an attacker) made in shapes Xcode does not write: each is
/// edited keeping its shape, or refused with a message that says what is wrong, never a crash.
@Suite struct HostileProjectFileTests {
    static let flags = XcodeProjectCommandTests.sceneFlags + ["--module", "App", "-q"]

    /// What parsing `text` as a project file throws, as printed; empty when it parses.
    static func parseError(_ text: String) -> String {
        do {
            _ = try ProjectFile.parse(Array(text.utf8), path: "App.xcodeproj/project.pbxproj")
            return ""
        } catch {
            return "\(error)"
        }
    }

    /// A project nested far deeper than Xcode nests stops with an error at its place, instead of the
    /// recursion running out of stack (SIGSEGV).
    @Test func aProjectNestedThirtyThousandDeepIsRefused() throws {
        let deep = String(repeating: "(", count: 30_000) + String(repeating: ")", count: 30_000)
        let text =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tdeep = \(deep);\n\tobjects = {\n\t};\n\trootObject = A;\n}\n"
        expect(Self.parseError(text).contains("nested more than 256 levels deep"))
        let inObjects =
            "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject; x = \(deep);};\n\t};\n\trootObject = A;\n}\n"
        expect(Self.parseError(inObjects).contains("nested more than 256 levels deep"))
        let directory = try XcodeFixtures.copy("Classic46")
        try directory.write("App.xcodeproj/project.pbxproj", text)
        let result = try VipgenProcess.run(["scene", "Greet"] + Self.flags, in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("project.pbxproj:4:"), "\(result)")
        expect(!directory.exists("App/Scenes/Greet"))
    }

    /// Groups nested 30,000 deep, each an object of its own (no value nests): walked without
    /// recursion, so the stack does not run out, and only to a depth no project reaches, so the
    /// folder paths, which grow with the chain, do not make the walk quadratic.
    @Test func groupsNestedThirtyThousandDeepAreWalked() throws {
        var objects = "\t\tROOT = {isa = PBXProject; mainGroup = G0; targets = (); };\n"
        for index in 0..<30_000 {
            objects +=
                "\t\tG\(index) = {isa = PBXGroup; children = (G\(index + 1), ); path = g; sourceTree = \"<group>\"; };\n"
        }
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\(objects)\t};\n\trootObject = ROOT;\n}\n"
        let file = try ProjectFile.parse(Array(text.utf8), path: "App.xcodeproj/project.pbxproj")
        let graph = ProjectGraph(file, projectFolder: "/p")
        expectEqual(graph.plainGroups.count, ProjectGraph.maximumGroupDepth)
        expect(graph.plainGroups.first == "G0" && graph.plainGroups.last == "G255")
    }

    /// A project saved with Windows line breaks gains lines with the same breaks.
    @Test func aCRLFProjectKeepsItsLineBreaks() throws {
        let directory = try XcodeFixtures.copy("Classic46")
        let crlf = try XcodeFixtures.text("Classic46").replacingOccurrences(of: "\n", with: "\r\n")
        try directory.write("App.xcodeproj/project.pbxproj", crlf)
        let result = try VipgenProcess.run(["scene", "Greet"] + Self.flags, in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let bytes = Array(try Data(contentsOf: directory.url.appendingPathComponent("App.xcodeproj/project.pbxproj")))
        expect(bytes.count > crlf.utf8.count, "lines were added")
        let bare = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
        expect(bare.isEmpty, "\(bare.count) line feeds without a carriage return")
        let checker = try ProjectChecker(
            text: String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"),
            projectFolder: directory.path)
        expect(checker.problems().isEmpty, "\(checker.problems())")
    }

    @Test func aByteOrderMarkIsNamed() throws {
        let directory = try XcodeFixtures.copy("Classic46")
        try directory.write("App.xcodeproj/project.pbxproj", "\u{FEFF}" + XcodeFixtures.text("Classic46"))
        let result = try VipgenProcess.run(["scene", "Greet"] + Self.flags, in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("byte-order mark"), "\(result)")
        expect(!directory.exists("App/Scenes/Greet"))
    }

    /// Runs started in two project folders that name one `.xcodeproj` each hold their own folder's
    /// lock; the project file's own lock serialises their edits, so every run that exits 0 keeps its
    /// files in the project.
    @Test func runsFromTwoFoldersIntoOneXcodeprojKeepEveryRegistration() throws {
        let directory = try XcodeFixtures.copy("Classic46")
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let flags = [
            "--output", "../App/Scenes", "--tests-output", "../AppTests", "--xcodeproj", "../App.xcodeproj",
            "--module", "App", "-q",
        ]
        let runs = try (0..<12).map { index in
            try RunningVipgen(
                ["scene", "Scene\(index)"] + flags,
                in: directory.url.appendingPathComponent(index % 2 == 0 ? "a" : "b"),
                environment: ["VIPGEN_TEST_LOCK_WAIT": "60"])
        }
        let results = runs.map { $0.finish() }
        let project = try directory.read("App.xcodeproj/project.pbxproj")
        var kept = 0
        for (index, result) in results.enumerated() {
            expectEqual(result.status, 0, "\(result)")
            guard result.status == 0 else { continue }
            expect(project.contains("Scene\(index)Interactor.swift"), "run \(index) exited 0 and lost its files")
            expect(project.contains("Scene\(index)InteractorTests.swift"), "run \(index) exited 0 and lost its tests")
            if project.contains("Scene\(index)Interactor.swift") { kept += 1 }
        }
        expectEqual(kept, 12)
        expect(!directory.exists("App.xcodeproj/.vipgen.lock"))
        let checker = try ProjectChecker(text: project, projectFolder: directory.path)
        expect(checker.problems().isEmpty, "\(checker.problems())")
    }

    /// A folder where the run keeps its list of moves is named as the cause.
    @Test func aFolderAtTheUnsealedJournalIsNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", ContainmentTests.spec)
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".vipgen-journal.tmp/x"), withIntermediateDirectories: true)
        let result = try VipgenProcess.run(["generate", "-q"], in: directory.url)
        expectEqual(result.status, 73, "\(result)")
        expect(result.stderr.contains("'.vipgen-journal.tmp' is not a regular file (a folder)"), "\(result)")
        expect(!directory.exists("Sources"))
    }
}
