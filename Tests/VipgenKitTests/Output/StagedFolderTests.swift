import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// A folder the run creates is built whole under a temporary name beside it and renamed into place
/// once; files going into folders that exist keep a temporary file each.
@Suite struct StagedFolderTests {
    static func hooks(failAt: (WriterTestHooks.Phase, Int)) -> WriterTestHooks {
        WriterTestHooks(failAt: failAt, pauseAt: nil, lockWaitMilliseconds: nil)
    }

    @Test func theOutermostNewFolderIsBuiltHiddenThenAppearsWhole() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Old/keep.txt", "keep")
        let transaction = try OutputTransaction(force: false, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/Old/New/Deep/a.txt", contents: "a"))
        try transaction.add(OutputFile(path: directory.path + "/Old/New/b.txt", contents: "b"))
        try transaction.add(OutputFile(path: directory.path + "/Old/c.txt", contents: "c"))
        let staged = "Old/.New.vipgen-\(getpid())-1.tmp"
        expectEqual(directory.folders(), ["Old", staged, staged + "/Deep"])
        expectEqual(
            directory.files(), [
                staged + "/Deep/a.txt", staged + "/b.txt", "Old/.c.txt.vipgen-\(getpid())-3.tmp", "Old/keep.txt",
            ])
        try transaction.commit()
        expectEqual(directory.folders(), ["Old", "Old/New", "Old/New/Deep"])
        expectEqual(directory.files(), ["Old/New/Deep/a.txt", "Old/New/b.txt", "Old/c.txt", "Old/keep.txt"])
        expectEqual(try directory.read("Old/New/Deep/a.txt"), "a")
    }

    @Test func aRollbackRemovesTheStagedFolders() throws {
        let directory = try TemporaryDirectory()
        let transaction = try OutputTransaction(force: false, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/A/Deep/a.txt", contents: "a"))
        try transaction.add(OutputFile(path: directory.path + "/B/b.txt", contents: "b"))
        expectEqual(directory.folders().count, 3)
        transaction.rollback()
        expectEqual(directory.folders(), [])
        expectEqual(directory.files(), [])
    }

    /// One move per new folder: the second move is folder B, whatever A holds; failing it takes A away again.
    @Test func eachNewFolderIsOneMoveAndAFailedCommitRemovesTheFoldersItPlaced() throws {
        let directory = try TemporaryDirectory()
        let transaction = try OutputTransaction(
            force: false, dryRun: false, lockDirectory: nil, onWait: { _ in }, hooks: Self.hooks(failAt: (.commit, 2)))
        for path in ["A/1.txt", "A/Deep/2.txt", "A/3.txt", "B/1.txt", "B/2.txt"] {
            try transaction.add(OutputFile(path: directory.path + "/" + path, contents: path))
        }
        expect(
            throws: OutputError.partiallyReplaced(
                path: directory.path + "/B", reason: "No space left on device", replaced: [])
        ) { try transaction.commit() }
        expectEqual(directory.folders(), [])
        expectEqual(directory.files(), [])
    }

    @Test func aFolderThatAppearedMeanwhileIsNotMergedOverAFileInIt() throws {
        let directory = try TemporaryDirectory()
        let transaction = try OutputTransaction(force: false, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/New/a.txt", contents: "a"))
        try transaction.add(OutputFile(path: directory.path + "/New/b.txt", contents: "b"))
        try directory.write("New/b.txt", "user")
        expect(throws: OutputError.wouldOverwrite([directory.path + "/New/b.txt"])) { try transaction.commit() }
        expectEqual(directory.files(), ["New/b.txt"], "a.txt, moved in first, is taken away again")
        expectEqual(try directory.read("New/b.txt"), "user")
        expectEqual(directory.folders(), ["New"], "the user's folder stays, the staged one is gone")
    }

    @Test func aFolderThatAppearedMeanwhileGetsTheFilesOneByOne() throws {
        let directory = try TemporaryDirectory()
        let transaction = try OutputTransaction(force: false, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/New/a.txt", contents: "a"))
        try transaction.add(OutputFile(path: directory.path + "/New/Deep/b.txt", contents: "b"))
        try directory.write("New/mine.txt", "mine")
        try transaction.commit()
        expectEqual(directory.files(), ["New/Deep/b.txt", "New/a.txt", "New/mine.txt"])
        expectEqual(directory.folders(), ["New", "New/Deep"])
    }

    @Test func withForceAFileInAFolderThatAppearedIsReplacedAndTheRestStays() throws {
        let directory = try TemporaryDirectory()
        let transaction = try OutputTransaction(force: true, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/New/a.txt", contents: "a"))
        try directory.write("New/a.txt", "user")
        try directory.write("New/mine.txt", "mine")
        try transaction.commit()
        expectEqual(try directory.read("New/a.txt"), "a")
        expectEqual(try directory.read("New/mine.txt"), "mine")
        expectEqual(directory.folders(), ["New"])
    }

    @Test func staleFoldersOfDeadRunsAreRemovedWithoutFollowingLinks() throws {
        let directory = try TemporaryDirectory()
        // Process ids above the kernel's limit (at most 2^22) never exist; pid 1 always does.
        try directory.write(".New.vipgen-2147483646-1.tmp/Deep/a.txt", "half")
        try directory.write(".Other.vipgen-1-4.tmp/b.txt", "a live run's")
        try directory.write("Scene/.Sub.vipgen-2147483646-2.tmp/c.txt", "half")
        try directory.write("Outside/precious.txt", "precious")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/.New.vipgen-2147483646-1.tmp/link", withDestinationPath: "../Outside")
        _ = try FileWriter.write(
            [
                OutputFile(path: directory.path + "/New/a.txt", contents: "a"),
                OutputFile(path: directory.path + "/Scene/s.txt", contents: "s"),
            ], force: false)
        expectEqual(
            directory.files(), [
                ".Other.vipgen-1-4.tmp/b.txt", "New/a.txt", "Outside/precious.txt", "Scene/s.txt",
            ])
        expectEqual(directory.folders(), [".Other.vipgen-1-4.tmp", "New", "Outside", "Scene"])
    }
}
