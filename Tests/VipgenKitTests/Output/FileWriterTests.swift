import Foundation
import Testing

@testable import VipgenKit

@Suite struct FileWriterTests {
    @Test func plansNewOverwriteAndUnchanged() throws {
        let directory = try TemporaryDirectory()
        try directory.write("same.txt", "same")
        try directory.write("other.txt", "old")
        let plan = try FileWriter.plan([
            OutputFile(path: directory.path + "/new/deep/a.txt", contents: "a"),
            OutputFile(path: directory.path + "/same.txt", contents: "same"),
            OutputFile(path: directory.path + "/other.txt", contents: "new"),
        ])
        #expect(plan.entries.map(\.status) == [.new, .unchanged, .overwrite])
        #expect(plan.conflicts == [directory.path + "/other.txt"])
    }

    @Test func writesNothingWhenAnyFileWouldBeOverwritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("other.txt", "old")
        let plan = try FileWriter.plan([
            OutputFile(path: directory.path + "/a.txt", contents: "a"),
            OutputFile(path: directory.path + "/other.txt", contents: "new"),
        ])
        #expect(throws: OutputError.wouldOverwrite([directory.path + "/other.txt"])) {
            try FileWriter.write(plan, force: false)
        }
        #expect(directory.files() == ["other.txt"])
    }

    @Test func forceReplacesAndLeavesNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("other.txt", "old")
        let plan = try FileWriter.plan([
            OutputFile(path: directory.path + "/other.txt", contents: "new"),
            OutputFile(path: directory.path + "/sub/b.txt", contents: "b\n"),
        ])
        try FileWriter.write(plan, force: true)
        #expect(try directory.read("other.txt") == "new")
        #expect(try directory.read("sub/b.txt") == "b\n")
        #expect(directory.files() == ["other.txt", "sub/b.txt"])
    }

    @Test func aFileThatAppearsAfterPlanningIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        let plan = try FileWriter.plan([OutputFile(path: directory.path + "/late.txt", contents: "vipgen")])
        try directory.write("late.txt", "user")
        #expect(throws: OutputError.wouldOverwrite([directory.path + "/late.txt"])) {
            try FileWriter.write(plan, force: false)
        }
        #expect(try directory.read("late.txt") == "user")
    }

    @Test func withForceAFileThatAppearsAfterPlanningIsReplacedWhole() throws {
        let directory = try TemporaryDirectory()
        let contents = String(repeating: "0123456789abcdef\n", count: 65_536)
        let plan = try FileWriter.plan([OutputFile(path: directory.path + "/late.txt", contents: contents)])
        try directory.write("late.txt", "user")
        try FileWriter.write(plan, force: true)
        #expect(try directory.read("late.txt") == contents)
        #expect(directory.files() == ["late.txt"])
    }

    @Test func aFailedWriteRemovesWhatThisRunCreated() throws {
        let directory = try TemporaryDirectory()
        try directory.write("blocker", "a file where a directory must go")
        let plan = try FileWriter.plan([
            OutputFile(path: directory.path + "/first.txt", contents: "1"),
            OutputFile(path: directory.path + "/blocker/second.txt", contents: "2"),
        ])
        #expect(throws: OutputError.self) { try FileWriter.write(plan, force: false) }
        #expect(directory.files() == ["blocker"])
    }

    @Test func refusesADirectoryWhereAFileGoesAndDuplicatePaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("dir/x", "")
        #expect(throws: OutputError.notAFile(directory.path + "/dir")) {
            try FileWriter.plan([OutputFile(path: directory.path + "/dir", contents: "")])
        }
        #expect(throws: OutputError.duplicatePath("a")) {
            try FileWriter.plan([OutputFile(path: "a", contents: ""), OutputFile(path: "a", contents: "")])
        }
    }
}
