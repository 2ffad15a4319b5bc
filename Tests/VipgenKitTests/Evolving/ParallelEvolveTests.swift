import Expectations
import Testing

@testable import VipgenKit

/// Evolving reads and renders scenes on several threads while the caller writes them away in order:
/// what the caller gets must be what one thread gives, scene for scene, refusals and errors included.
@Suite struct ParallelEvolveTests {
    @Test func orderedWorkHandsEveryResultOverInOrderWithASmallWindow() throws {
        var seen: [Int] = []
        try OrderedWork.run(
            200, threads: 3, window: 2, produce: { $0 * $0 },
            consume: { index, square in
                expectEqual(square, index * index)
                seen.append(index)
            })
        expectEqual(seen, Array(0..<200))
    }

    @Test func orderedWorkStopsAtTheFirstErrorOfTheCaller() {
        struct Stop: Error {}
        var seen: [Int] = []
        expect(throws: Stop.self) {
            try OrderedWork.run(
                1_000, threads: 2, window: 4, produce: { $0 },
                consume: { index, _ in
                    if index == 7 { throw Stop() }
                    seen.append(index)
                })
        }
        expectEqual(seen, Array(0..<7))
    }

    static func project(_ directory: TemporaryDirectory) -> ResolvedProject {
        ResolvedProject(
            module: "App", sourcesDirectory: directory.path + "/Scenes", testsDirectory: directory.path + "/Tests",
            date: "2026-01-01")
    }

    static func scene(_ number: Int, useCases: [String]) -> SceneSpec {
        SceneSpec(name: "Scene\(number)", useCases: useCases)
    }

    /// Twelve scenes written as vipgen writes them with one use case, the fourth then edited by a
    /// person; every scene gains a use case. Returns the directory, the spec after, and the edit.
    static func scenes(in directory: TemporaryDirectory) throws -> (spec: [SceneSpec], edit: String) {
        let generator = SceneGenerator(project: project(directory))
        let before = (1...12).map { scene($0, useCases: ["Fetch"]) }
        for file in try generator.files(for: before) {
            try directory.write(String(file.path.dropFirst(directory.path.count + 1)), file.contents)
        }
        let interactor = "Scenes/Scene4/Scene4Interactor.swift"
        let edit = "\n// A person's note, kept when the scene evolves.\n"
        try directory.write(interactor, try directory.read(interactor) + edit)
        return ((1...12).map { scene($0, useCases: ["Fetch", "Archive"]) }, edit)
    }

    func evolve(_ spec: [SceneSpec], in directory: TemporaryDirectory, threads: Int) throws -> [Evolution] {
        let evolver = Evolver(generator: SceneGenerator(project: Self.project(directory)), describesChanges: false)
        var evolutions: [Evolution] = []
        let fresh = try evolver.evolveExisting(spec, spec: spec, threads: threads) { evolutions.append($0) }
        expect(fresh.isEmpty)
        return evolutions
    }

    @Test func scenesEvolvedOnSeveralThreadsAreWhatOneThreadGivesInTheSameOrder() throws {
        let directory = try TemporaryDirectory()
        let (spec, edit) = try Self.scenes(in: directory)
        let one = try evolve(spec, in: directory, threads: 1)
        let several = try evolve(spec, in: directory, threads: 4)
        expectEqual(several.map(\.files), one.map(\.files))
        expectEqual(
            several.map { Paths.parentDirectory(of: $0.files[0].path) },
            spec.map { directory.path + "/Scenes/" + $0.name })
        expect(several.allSatisfy { $0.files.contains { $0.status == .updated } })
        // The person's edit is merged into, not written over by the fresh render.
        let interactor = try require(several[3].files.first { $0.path.hasSuffix("Scene4Interactor.swift") })
        expectEqual(interactor.status, .updated)
        expect(interactor.contents.contains(edit))
        expect(interactor.contents.contains("func archive("))
    }

    @Test func aSceneThatCannotBeReadStopsTheRunAtItsTurn() throws {
        let directory = try TemporaryDirectory()
        let (spec, _) = try Self.scenes(in: directory)
        // A folder where the sixth scene's presenter goes: not a file vipgen can evolve.
        let presenter = directory.path + "/Scenes/Scene6/Scene6Presenter.swift"
        POSIX.remove(presenter)
        expect(POSIX.makeDirectory(presenter) == nil)
        let evolver = Evolver(generator: SceneGenerator(project: Self.project(directory)), describesChanges: false)
        var handed: [String] = []
        expect(throws: OutputError.notAFile(presenter)) {
            _ = try evolver.evolveExisting(spec, spec: spec, threads: 3) { evolution in
                handed.append(Paths.parentDirectory(of: evolution.files[0].path))
            }
        }
        expectEqual(handed, (1...5).map { directory.path + "/Scenes/Scene\($0)" })
    }

    /// The warning about long lines names the first such file in the spec's order, whichever thread
    /// rendered it and when.
    @Test func theFirstLongLineIsTheFirstInTheSpecWhateverOrderFilesArriveIn() {
        var tally = LongLineTally()
        let lines = LineFitter.LongLines(count: 1, firstLine: 3, firstColumns: 130)
        tally.add(lines, in: "Scenes/B/BInteractor.swift", place: (scene: 1, file: 0))
        tally.add(lines, in: "Scenes/A/APresenter.swift", place: (scene: 0, file: 2))
        tally.add(lines, in: "Scenes/A/AInteractor.swift", place: (scene: 0, file: 1))
        tally.add(lines, in: "Scenes/A/AWorker.swift", place: (scene: 0, file: 4))
        tally.add(lines, in: "Scenes/A/AInteractor.swift", place: (scene: 0, file: 1))
        expectEqual(tally.first?.path, "Scenes/A/AInteractor.swift")
        expectEqual(tally.lineCount, 4)
        expectEqual(tally.fileCount, 4)
    }
}
