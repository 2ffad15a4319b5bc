import Expectations
import Foundation
import Seeded
import Testing

@testable import SwiftScanning
@testable import VipgenKit
@testable import XcodeProject

/// Every reader of a project's contents, fed files a project could hold: real ones mutated byte by
/// byte with the seeded generator the engine's fuzz tests use (`SplitMix64`, so a failure replays
/// from its seed). Each must read the file or refuse it with its own located error: no crash, no
/// other error. (The JSON reader has its own, `JSONFuzzTests`.)
@Suite struct ReaderFuzzTests {
    static let rounds = 300

    /// `seed` changed in a few places: bytes replaced, removed, inserted or repeated, with the bytes
    /// that mean most to these readers (brackets, quotes, comment openers, line breaks, NUL, invalid
    /// UTF-8) weighted in.
    static func mutated(_ seed: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        let special: [[UInt8]] = [
            Array("{".utf8), Array("}".utf8), Array("(".utf8), Array(")".utf8), Array("\"".utf8), Array("\\".utf8),
            Array("/*".utf8), Array("*/".utf8), Array("//".utf8), Array("#if".utf8), Array("#endif".utf8),
            Array(";".utf8), Array("=".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("\r".utf8), [0],
            [0xFF], [0xC3], [0xEF, 0xBB, 0xBF], Array("\"\"\"".utf8), Array("<<<<<<< HEAD\n".utf8),
            Array("`".utf8), Array("$".utf8), Array("'".utf8),
        ]
        var bytes = seed
        for _ in 0..<(1 + random.below(8)) {
            let at = random.below(bytes.count + 1)
            switch random.below(5) {
            case 0 where at < bytes.count: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            case 1 where at < bytes.count: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(64)))
            case 2: bytes.insert(contentsOf: random.pick(special), at: at)
            case 3 where at < bytes.count:
                let end = min(bytes.count, at + 1 + random.below(256))
                bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count + 1))
            default: bytes.insert(contentsOf: random.pick(special), at: at)
            }
        }
        return bytes
    }

    static func golden(_ suffix: String) throws -> [[UInt8]] {
        let root = Repository.root.appendingPathComponent("Tests/Proof/CleanMeme/Generated").path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(suffix) }.sorted()
        return try files.map { Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + $0))) }
    }

    @Test func theSwiftScannerReadsOrRefusesEveryMutation() throws {
        let seeds = try Self.golden(".swift")
        expect(!seeds.isEmpty)
        var random = SplitMix64(seed: 30_11)
        var read = 0
        for round in 0..<Self.rounds {
            let bytes = Self.mutated(random.pick(seeds), &random)
            do {
                let source = try SwiftSource(bytes: bytes)
                _ = source.declarations.count
                read += 1
            } catch {
                expect(error.line >= 1, "round \(round): \(error)")
            }
        }
        expect(read > 0 && read < Self.rounds, "\(read) of \(Self.rounds) read: the mutations test nothing")
    }

    @Test func theProjectFileReaderReadsOrRefusesEveryMutation() throws {
        let seeds = try XcodeFixtures.all.map { Array(try XcodeFixtures.text($0).utf8) }
        var random = SplitMix64(seed: 30_12)
        var read = 0
        for round in 0..<Self.rounds {
            let bytes = Self.mutated(random.pick(seeds), &random)
            do {
                let file = try ProjectFile.parse(bytes, path: "App.xcodeproj/project.pbxproj")
                // The graph reads every object it walks lazily: walk it too.
                let graph = ProjectGraph(file, projectFolder: "/project")
                let targets = TargetChoice(graph: graph, projectPath: "App.xcodeproj")
                if let app = try? targets.application(named: nil) {
                    _ = try? targets.unitTests(named: nil, testing: app)
                    _ = graph.targetsCompiling(reference: app.id)
                }
                read += 1
            } catch let error as XcodeProjectFileError {
                expect(error.location.line >= 1, "round \(round): \(error)")
            } catch {
                Issue.record("round \(round): not a located error: \(error)")
            }
        }
        expect(read > 0 && read < Self.rounds, "\(read) of \(Self.rounds) read: the mutations test nothing")
    }

    /// A journal is read piece by piece from disk: a mutated one is read or refused (`nil`) without
    /// a crash, and one cut short anywhere but between records is refused, never half-trusted.
    @Test func theJournalReaderReadsOrRefusesEveryMutation() throws {
        let directory = try TemporaryDirectory()
        let header = Array("vipgen-journal 2 4242\n\(directory.path)\0".utf8)
        var seed = header
        var boundaries: Set<Int> = [seed.count]
        for index in 0..<40 {
            seed += Array("R\0Sources/A\(index)/.A.swift.vipgen-4242-\(index).tmp\0Sources/A\(index)/A.swift\0".utf8)
            seed += Array("1:2:3:4\0".utf8)
            boundaries.insert(seed.count)
            seed += Array("N\0Tests/.T\(index).vipgen-4242-\(index).tmp\0Tests/T\(index).swift\0\0".utf8)
            boundaries.insert(seed.count)
        }
        let path = directory.path + "/.vipgen-journal"
        func read(_ bytes: [UInt8]) throws -> (header: MoveList.Header?, records: Int) {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            var records = 0
            let found = try MoveList.records(in: path, resolving: true) { _ in records += 1 }
            return (found, records)
        }
        let whole = try read(seed)
        expect(whole.header?.pid == 4242 && whole.records == 80)
        var random = SplitMix64(seed: 30_13)
        var refused = 0
        for _ in 0..<Self.rounds {
            if try read(Self.mutated(seed, &random)).header == nil { refused += 1 }
            let cut = header.count + random.below(seed.count - header.count)
            if !boundaries.contains(cut) {
                expect(try read(Array(seed[..<cut])).header == nil, "cut at \(cut) was read as whole")
            }
        }
        expect(refused > 0, "no mutation was refused: the mutations test nothing")
    }
}
