import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// A run's moves wait on disk, in the journal-to-be, once they outgrow a piece: what a run holds in
/// memory does not grow with the files it replaces, and every guarantee of the commit still holds
/// when its list is read back from there.
@Suite struct MoveListTests {
    /// A transaction under `directory`'s lock whose list spills after `pieceSize` bytes.
    static func transaction(
        _ directory: TemporaryDirectory, pieceSize: Int = MoveList.defaultPieceSize,
        failAt: (WriterTestHooks.Phase, Int)? = nil,
        dryRun: Bool = false
    ) throws -> OutputTransaction {
        try OutputTransaction(
            force: false, dryRun: dryRun, lockDirectory: dryRun ? nil : directory.path, onWait: { _ in },
            hooks: WriterTestHooks(failAt: failAt, pauseAt: nil, lockWaitMilliseconds: nil), pieceSize: pieceSize)
    }

    @Test func stagingTenThousandFilesHoldsAPieceOfTheirMovesInMemory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Out/keep.txt", "")
        let transaction = try Self.transaction(directory)
        var most = 0
        for index in 0..<10_000 {
            try transaction.add(OutputFile(path: directory.path + "/Out/f\(index).txt", contents: "\(index)"))
            most = max(most, transaction.movesInMemory)
        }
        // A record here is over 100 bytes: a 64 KB piece holds fewer than 650 of them.
        expect(most > 0 && most < 650, "\(most) moves held in memory")
        expect(directory.exists(OutputJournal.unsealedName), "the rest wait on disk")
        try transaction.commit()
        let files = directory.files()
        expectEqual(files.count, 10_001, "\(files.filter { $0.contains(".vipgen") })")
        expectEqual(try directory.read("Out/f9999.txt"), "9999")
        expect(!directory.exists(OutputJournal.fileName) && !directory.exists(OutputJournal.unsealedName))
    }

    /// 40 files replaced; the commit fails at the 20th, its list long on disk: the journal it became
    /// is what the next run finishes from.
    @Test func aCommitFailingAfterItsListSpilledIsFinishedFromTheJournal() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<40 { try directory.write("Out/f\(index).txt", "old \(index)") }
        let transaction = try Self.transaction(directory, pieceSize: 512, failAt: (.commit, 20))
        for index in 0..<40 {
            try transaction.add(
                OutputFile(path: directory.path + "/Out/f\(index).txt", contents: "new \(index)", intent: .edit))
        }
        expect(transaction.movesInMemory < 5)
        expect(throws: OutputError.self) { try transaction.commit() }
        expectEqual(try directory.read("Out/f18.txt"), "new 18")
        expectEqual(try directory.read("Out/f19.txt"), "old 19")
        expect(directory.exists(OutputJournal.fileName) && !directory.exists(OutputJournal.unsealedName))
        let finished = try OutputJournal(directory: directory.path).finish()
        expectEqual(finished?.moved, 21)
        for index in 0..<40 { expectEqual(try directory.read("Out/f\(index).txt"), "new \(index)") }
        expectEqual(directory.files().count, 40, "\(directory.files())")
    }

    /// The moves read back from disk are undone as the ones held in memory were.
    @Test func aCommitFailingBeforeAnyReplacementUndoesWhatItsListNames() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Out/replaced.txt", "old")
        let transaction = try Self.transaction(directory, pieceSize: 256, failAt: (.commit, 30))
        for index in 0..<29 {
            try transaction.add(OutputFile(path: directory.path + "/Out/n\(index).txt", contents: "n"))
        }
        try transaction.add(OutputFile(path: directory.path + "/Out/replaced.txt", contents: "new", intent: .edit))
        try transaction.add(OutputFile(path: directory.path + "/New/Deep/a.txt", contents: "a"))
        expect(throws: OutputError.self) { try transaction.commit() }
        expectEqual(directory.files(), ["Out/replaced.txt"], "new files placed before the failure are removed again")
        expectEqual(try directory.read("Out/replaced.txt"), "old")
        expect(!directory.exists("New"))
    }

    /// What a run killed before its commit left of its list is not a journal: the next run removes it
    /// and moves nothing.
    @Test func aListLeftByARunKilledWhileStagingIsRemovedNotFinished() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "old")
        try directory.write(".a.txt.vipgen-2147483646-1.tmp", "new")
        try directory.write(
            OutputJournal.unsealedName,
            "vipgen-journal 2 2147483646\n\(directory.path)\0R\0.a.txt.vipgen-2147483646-1.tmp\0a.txt\0\0")
        let lock = try OutputLock.acquire(in: directory.path, onWait: { _ in }) { _ in
            Issue.record("nothing is finished")
        }
        lock.release()
        expectEqual(try directory.read("a.txt"), "old")
        expect(!directory.exists(OutputJournal.unsealedName))
    }

    /// A journal of an earlier vipgen (version 1: absolute paths, no folder in the header) is finished.
    @Test func aJournalOfTheFirstFormatIsFinished() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "old")
        try directory.write(".a.txt.vipgen-2147483646-1.tmp", "new")
        try directory.write(".b.txt.vipgen-2147483646-2.tmp", "b")
        let identity = try require(FileIdentity(of: directory.path + "/a.txt"))
        let base = directory.path
        try directory.write(
            OutputJournal.fileName,
            "vipgen-journal 1 2147483646\n"
                + "R\0\(base)/.a.txt.vipgen-2147483646-1.tmp\0\(base)/a.txt\0\(identity)\0"
                + "N\0\(base)/.b.txt.vipgen-2147483646-2.tmp\0\(base)/b.txt\0\0")
        let finished = try OutputJournal(directory: directory.path).finish()
        expectEqual(finished, OutputJournal.Finished(pid: 2_147_483_646, moved: 2))
        expect(try directory.read("a.txt") == "new" && directory.read("b.txt") == "b")
        expectEqual(directory.files(), ["a.txt", "b.txt"])
    }

    /// A journal's relative paths are read against the folder its run started in, wherever the next
    /// run starts.
    @Test func aJournalsRelativePathsAreReadAgainstItsRunsFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sub/a.txt", "old")
        try directory.write("Sub/.a.txt.vipgen-2147483646-1.tmp", "new")
        let identity = try require(FileIdentity(of: directory.path + "/Sub/a.txt"))
        try directory.write(
            OutputJournal.fileName,
            "vipgen-journal 2 2147483646\n\(directory.path)\0"
                + "R\0Sub/.a.txt.vipgen-2147483646-1.tmp\0Sub/a.txt\0\(identity)\0")
        expectEqual(try OutputJournal(directory: directory.path).finish()?.moved, 1)
        expectEqual(try directory.read("Sub/a.txt"), "new")
    }

    @Test func aJournalCutShortIsNotFinished() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".a.txt.vipgen-2147483646-1.tmp", "new")
        try directory.write(
            OutputJournal.fileName,
            "vipgen-journal 2 2147483646\n\(directory.path)\0N\0.a.txt.vipgen-2147483646-1.tmp\0a.t")
        expect(throws: OutputError.unreadableJournal(directory.path + "/" + OutputJournal.fileName)) {
            try OutputJournal(directory: directory.path).finish()
        }
        expect(!directory.exists("a.txt"))
    }

    // MARK: - A second file at one path

    /// The first file at the path was left unchanged, or staged, and its record is long on disk.
    @Test(arguments: [false, true])
    func aSecondFileAtAPathIsRefusedWhenTheFirstIsListedOnDisk(dryRun: Bool) throws {
        let directory = try TemporaryDirectory()
        try directory.write("Out/same.txt", "same")
        try directory.write("Out/old.txt", "old")
        for first in ["same.txt", "old.txt"] {
            let transaction = try Self.transaction(directory, pieceSize: 256, dryRun: dryRun)
            try transaction.add(OutputFile(path: directory.path + "/Out/same.txt", contents: "same"))
            try transaction.add(OutputFile(path: directory.path + "/Out/old.txt", contents: "new", intent: .edit))
            for index in 0..<50 {
                try transaction.add(OutputFile(path: directory.path + "/Out/n\(index).txt", contents: "n"))
            }
            let again = OutputFile(path: directory.path + "/Out/" + first, contents: "other", intent: .edit)
            expect(throws: OutputError.duplicatePath(again.path)) { try transaction.add(again) }
        }
        expectEqual(directory.files(), ["Out/old.txt", "Out/same.txt"], "nothing is left of the refused runs")
        expectEqual(try directory.read("Out/old.txt"), "old")
    }

    /// Paths whose digests are the same are suspects only: the planner asks whether the path itself
    /// was planned, and refuses only then.
    @Test func pathsWithTheSameDigestAreNotTakenForOne() throws {
        let directory = try TemporaryDirectory()
        var planner = OutputPlanner(notesEveryPath: true, digests: PathDigests { _ in 42 })
        var planned: [String] = []
        var asked = 0
        for index in 0..<100 {
            let path = directory.path + "/f\(index).txt"
            _ = try planner.plan(OutputFile(path: path, contents: "")) { path in
                asked += 1
                return planned.contains(path)
            }
            planned.append(path)
        }
        expectEqual(asked, 99, "every path after the first is a suspect")
        expect(throws: OutputError.duplicatePath(directory.path + "/f7.txt")) {
            try planner.plan(OutputFile(path: directory.path + "/f7.txt", contents: "")) { planned.contains($0) }
        }
    }

    @Test func pathDigestsFindEveryPathAddedTwice() {
        var digests = PathDigests()
        var new = 0
        for index in 0..<5_000 where digests.insert("Sources/Scene\(index)/Scene\(index)Interactor.swift") { new += 1 }
        var again = 0
        for index in stride(from: 0, to: 5_000, by: 7)
        where !digests.insert("Sources/Scene\(index)/Scene\(index)Interactor.swift") {
            again += 1
        }
        expect(new == 5_000 && again == 715)
        expectEqual(digests.count, 5_000)
    }

    // MARK: - Folders, remembered a few hundred at a time

    /// More folders than the planner and the staging remember: a folder forgotten is asked about
    /// again, and a file for a folder the run creates still goes into the one folder staged for it.
    @Test func filesInMoreFoldersThanAreRememberedGoWhereTheyBelong() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<300 { try directory.write("Old/F\(index)/a.txt", "old") }
        var files: [OutputFile] = []
        for index in 0..<300 {
            files.append(OutputFile(path: directory.path + "/New/S\(index)/a.txt", contents: "new"))
            files.append(OutputFile(path: directory.path + "/Old/F\(index)/a.txt", contents: "edited", intent: .edit))
        }
        files.append(OutputFile(path: directory.path + "/New/S0/b.txt", contents: "b"))
        files.append(OutputFile(path: directory.path + "/Old/F0/b.txt", contents: "b"))
        let dry = try Self.transaction(directory, dryRun: true)
        let statuses = try files.map { try dry.add($0) }
        dry.rollback()
        let transaction = try Self.transaction(directory)
        expectEqual(try files.map { try transaction.add($0) }, statuses)
        try transaction.commit()
        expectEqual(statuses.filter { $0 == .new }.count, 302)
        expectEqual(directory.files().count, 602, "\(directory.files().filter { $0.contains(".vipgen") })")
        expect(try directory.read("New/S0/b.txt") == "b" && directory.read("Old/F299/a.txt") == "edited")
        expectEqual(directory.folders().filter { $0.contains(".vipgen") }, [])
        expect(throws: OutputError.duplicatePath(directory.path + "/New/S0/b.txt")) {
            try FileWriter.write(files + [files[600]], force: true)
        }
    }
}
