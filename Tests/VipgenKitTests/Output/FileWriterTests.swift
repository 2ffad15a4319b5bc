import Expectations
import Foundation
import Testing

@testable import SwiftScanning
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
        expectEqual(plan.entries.map(\.status), [.new, .unchanged, .overwrite])
        expectEqual(plan.conflicts, [directory.path + "/other.txt"])
        expectEqual(directory.files(), ["other.txt", "same.txt"], "planning writes nothing")
    }

    @Test func writesNothingWhenAnyFileWouldBeOverwritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("other.txt", "old")
        expect(throws: OutputError.wouldOverwrite([directory.path + "/other.txt"])) {
            try FileWriter.write(
                [
                    OutputFile(path: directory.path + "/sub/a.txt", contents: "a"),
                    OutputFile(path: directory.path + "/other.txt", contents: "new"),
                ], force: false)
        }
        expectEqual(directory.files(), ["other.txt"])
        expect(!directory.exists("sub"), "the folder made for a.txt is gone again")
    }

    @Test func forceReplacesAndLeavesNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("other.txt", "old")
        let plan = try FileWriter.write(
            [
                OutputFile(path: directory.path + "/other.txt", contents: "new"),
                OutputFile(path: directory.path + "/sub/b.txt", contents: "b\n"),
            ], force: true)
        expectEqual(plan.entries.map(\.status), [.overwrite, .new])
        expectEqual(try directory.read("other.txt"), "new")
        expectEqual(try directory.read("sub/b.txt"), "b\n")
        expectEqual(directory.files(), ["other.txt", "sub/b.txt"])
    }

    @Test func anEditReplacesWithoutForce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Scene.swift", "old")
        _ = try FileWriter.write(
            [OutputFile(path: directory.path + "/Scene.swift", contents: "edited", intent: .edit)], force: false)
        expectEqual(try directory.read("Scene.swift"), "edited")
    }

    @Test func aFileThatAppearsAfterStagingIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        let transaction = try OutputTransaction(force: false, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/late.txt", contents: "vipgen"))
        try directory.write("late.txt", "user")
        expect(throws: OutputError.wouldOverwrite([directory.path + "/late.txt"])) { try transaction.commit() }
        expectEqual(try directory.read("late.txt"), "user")
        expectEqual(directory.files(), ["late.txt"])
    }

    @Test func withForceAFileThatAppearsAfterStagingIsReplacedWhole() throws {
        let directory = try TemporaryDirectory()
        let contents = String(repeating: "0123456789abcdef\n", count: 65_536)
        let transaction = try OutputTransaction(force: true, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/late.txt", contents: contents))
        try directory.write("late.txt", "user")
        try transaction.commit()
        expectEqual(try directory.read("late.txt"), contents)
        expectEqual(directory.files(), ["late.txt"])
    }

    @Test func nothingIsInPlaceBeforeCommit() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "old")
        let transaction = try OutputTransaction(force: true, dryRun: false)
        try transaction.add(OutputFile(path: directory.path + "/a.txt", contents: "new"))
        try transaction.add(OutputFile(path: directory.path + "/b.txt", contents: "b"))
        expectEqual(try directory.read("a.txt"), "old")
        expect(!directory.exists("b.txt"))
        expectEqual(directory.files().count, 3, "a.txt and two temporary files: \(directory.files())")
        transaction.rollback()
        expectEqual(directory.files(), ["a.txt"])
    }

    @Test func refusesADirectoryWhereAFileGoesAndDuplicatePaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("dir/x", "")
        expect(throws: OutputError.notAFile(directory.path + "/dir")) {
            try FileWriter.plan([OutputFile(path: directory.path + "/dir", contents: "")])
        }
        expect(throws: OutputError.duplicatePath("a")) {
            try FileWriter.plan([OutputFile(path: "a", contents: ""), OutputFile(path: "a", contents: "")])
        }
    }

    /// A real run notes no path it writes into a folder it creates: a second file at one of them is
    /// refused when it is staged there, as the dry run refuses it while planning, and nothing is left.
    @Test func aSecondFileAtOnePathInANewFolderIsRefusedByPlanAndWrite() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old.txt", "old")
        let path = directory.path + "/New/Deep/a.txt"
        let files = [
            OutputFile(path: path, contents: "1"), OutputFile(path: directory.path + "/New/b.txt", contents: "b"),
            OutputFile(path: path, contents: "2"),
        ]
        expect(throws: OutputError.duplicatePath(path)) { try FileWriter.plan(files) }
        expect(throws: OutputError.duplicatePath(path)) { try FileWriter.write(files, force: false) }
        expectEqual(directory.files(), ["old.txt"])
        expectEqual(directory.folders(), [])
    }

    // MARK: - Dry run and real run agree

    @Test func aDanglingLinkWhereAFileGoesIsRefusedByPlanAndWrite() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/a.txt", withDestinationPath: "gone")
        let file = OutputFile(path: directory.path + "/a.txt", contents: "a")
        let expected = OutputError.symbolicLink(file.path)
        expect(throws: expected) { try FileWriter.plan([file]) }
        expect(throws: expected) { try FileWriter.write([file], force: false) }
        expect(throws: expected) { try FileWriter.write([file], force: true) }
        expectEqual(try FileManager.default.destinationOfSymbolicLink(atPath: file.path), "gone")
    }

    @Test func aLinkToTheSameContentsIsUnchanged() throws {
        let directory = try TemporaryDirectory()
        try directory.write("real.txt", "same")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/a.txt", withDestinationPath: "real.txt")
        let plan = try FileWriter.plan([OutputFile(path: directory.path + "/a.txt", contents: "same")])
        expectEqual(plan.entries.map(\.status), [.unchanged])
    }

    @Test func aDanglingLinkOrAFileWhereAFolderGoesIsRefusedByPlanAndWrite() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Scene", withDestinationPath: "gone")
        try directory.write("Blocker", "a file")
        for folder in ["Scene", "Blocker"] {
            let files = [
                OutputFile(path: directory.path + "/first.txt", contents: "1"),
                OutputFile(path: directory.path + "/\(folder)/deeper/a.txt", contents: "a"),
            ]
            let expected = OutputError.notAFolder(directory.path + "/" + folder)
            expect(throws: expected) { try FileWriter.plan(files) }
            expect(throws: expected) { try FileWriter.write(files, force: true) }
        }
        expectEqual(directory.files(), ["Blocker"])
        expectEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/Scene"), "gone")
    }

    @Test func aLinkToAFolderIsAFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("real/keep.txt", "")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Scene", withDestinationPath: "real")
        _ = try FileWriter.write([OutputFile(path: directory.path + "/Scene/a.txt", contents: "a")], force: false)
        expectEqual(try directory.read("real/a.txt"), "a")
    }

    // MARK: - Failures midway

    static func hooks(failAt: (WriterTestHooks.Phase, Int)) -> WriterTestHooks {
        WriterTestHooks(failAt: failAt, pauseAt: nil, lockWaitMilliseconds: nil)
    }

    @Test func aWriteFailingMidwayChangesNothingAndRemovesTheFoldersItMade() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Old/a.txt", "old a")
        try directory.write("Old/b.txt", "old b")
        let transaction = try OutputTransaction(
            force: true, dryRun: false, lockDirectory: nil, onWait: { _ in }, hooks: Self.hooks(failAt: (.stage, 4)))
        try transaction.add(OutputFile(path: directory.path + "/Old/a.txt", contents: "new a"))
        try transaction.add(OutputFile(path: directory.path + "/Old/b.txt", contents: "new b"))
        try transaction.add(OutputFile(path: directory.path + "/New/Deep/c.txt", contents: "c"))
        expect(
            throws: OutputError.cannotCreate(
                path: directory.path + "/New/Deep/d.txt", reason: "No space left on device")
        ) {
            try transaction.add(OutputFile(path: directory.path + "/New/Deep/d.txt", contents: "d"))
        }
        expectEqual(directory.files(), ["Old/a.txt", "Old/b.txt"])
        expectEqual(try directory.read("Old/a.txt"), "old a")
        expect(!directory.exists("New"), "the folders the run made are removed")
    }

    @Test func aMoveFailingMidwayNamesTheFilesAlreadyReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "old a")
        try directory.write("b.txt", "old b")
        try directory.write("c.txt", "old c")
        let transaction = try OutputTransaction(
            force: true, dryRun: false, lockDirectory: nil, onWait: { _ in }, hooks: Self.hooks(failAt: (.commit, 4)))
        for name in ["a.txt", "new/n.txt", "b.txt", "c.txt"] {
            try transaction.add(OutputFile(path: directory.path + "/" + name, contents: "new"))
        }
        expect(
            throws: OutputError.partiallyReplaced(
                path: directory.path + "/c.txt", reason: "No space left on device",
                replaced: [directory.path + "/a.txt", directory.path + "/b.txt"])
        ) { try transaction.commit() }
        expectEqual(directory.files(), ["a.txt", "b.txt", "c.txt"], "the new file and every temporary file are gone")
        expectEqual(try directory.read("a.txt"), "new")
        expectEqual(try directory.read("c.txt"), "old c")
    }

    // MARK: - Killed runs

    @Test func temporaryFilesOfDeadRunsAreRemovedOthersAreKept() throws {
        let directory = try TemporaryDirectory()
        // Process ids above the kernel's limit (at most 2^22) never exist; pid 1 always does.
        try directory.write(".a.txt.vipgen-2147483646-1.tmp", "")
        try directory.write(".b-c.txt.vipgen-2147483646-12.tmp", "")
        try directory.write(".d.txt.vipgen-1-1.tmp", "")
        try directory.write(".e.txt.tmp", "")
        _ = try FileWriter.write([OutputFile(path: directory.path + "/a.txt", contents: "a")], force: false)
        expectEqual(directory.files(), [".d.txt.vipgen-1-1.tmp", ".e.txt.tmp", "a.txt"])
    }

    @Test(arguments: [
        (".A.swift.vipgen-42-7.tmp", Int32(42)), (".x-y.vipgen-9-1.tmp", 9), (".A.swift.tmp", nil),
        ("A.swift.vipgen-42-7.tmp", nil), (".A.vipgen-42-x.tmp", nil), (".A.vipgen-42.tmp", nil),
    ])
    func temporaryOwner(name: String, owner: Int32?) {
        expectEqual(TemporaryName.owner(name), owner)
    }

    @Test(arguments: ["a/b/C.swift", "C.swift", "/C.swift", "é/ü-x.swift"])
    func temporaryFilesSitBesideTheirTargetAndNameThisProcess(path: String) {
        let temporary = TemporaryName.path(for: path, number: 7)
        expectEqual(Paths.parentDirectory(of: temporary), Paths.parentDirectory(of: path))
        expectEqual(Paths.fileName(of: temporary), ".\(Paths.fileName(of: path)).vipgen-\(getpid())-7.tmp")
        expectEqual(TemporaryName.owner(String(Paths.fileName(of: temporary))), getpid())
    }

    // MARK: - Concurrent runs

    @Test func aLockFileLeftByAKilledRunIsTakenAndNamesItsNewHolder() throws {
        let directory = try TemporaryDirectory()
        // Longer than any real process id: the new holder's id must not be read with its tail.
        try directory.write(OutputLock.fileName, "2147483646999")
        guard case .acquired(let lock) = LockFile.tryAcquire(directory.path + "/" + OutputLock.fileName) else {
            Issue.record("nobody holds a lock file left behind")
            return
        }
        expectEqual(try directory.read(OutputLock.fileName), String(getpid()))
        lock.release()
        expectEqual(directory.files(), [])
    }

    @Test func theLockIsExclusiveNamesItsHolderAndLeavesNoFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/" + OutputLock.fileName
        guard case .acquired(let lock) = LockFile.tryAcquire(path) else {
            Issue.record("the first attempt must get the lock")
            return
        }
        // `flock` belongs to an open file, so a second open in the same process is refused too.
        guard case .busy(let holder) = LockFile.tryAcquire(path) else {
            Issue.record("a held lock must be busy")
            return
        }
        expectEqual(holder, getpid())
        lock.release()
        expectEqual(directory.files(), [])
        guard case .acquired(let again) = LockFile.tryAcquire(path) else {
            Issue.record("a released lock can be taken again")
            return
        }
        again.release()
    }
}
