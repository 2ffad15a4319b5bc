import XcodeProject

/// Adding a run's files to the Xcode project its settings name: opened under the run's lock, before
/// any file is staged, and turned into one more file of the run's transaction (`project.pbxproj`
/// with the insertions), so the project changes all or nothing with the scene.
struct XcodeIntegration {
    /// The `.xcodeproj` as the settings name it, for messages.
    let projectPath: String
    private let state: State

    private enum State {
        /// A project a generator writes: left alone, with why.
        case generated(note: String)
        case editable(graph: ProjectGraph, target: PBXObject, testTarget: PBXObject?, folders: Folders)
    }

    /// Where sources and tests go, absolute, telling a file's role from its path.
    struct Folders {
        let sources: String
        let tests: String

        /// Tests when the file is in the tests folder, sources when in the sources folder; when one
        /// folder holds the other, the inner one decides.
        func role(of path: String) -> FileRole? {
            let inTests = AbsolutePath.contains(tests, path)
            let inSources = AbsolutePath.contains(sources, path)
            switch (inTests, inSources) {
            case (true, true): return tests.count >= sources.count ? .test : .source
            case (true, false): return .test
            case (false, true): return .source
            case (false, false): return nil
            }
        }
    }

    /// What adding a run's files does.
    struct Edit {
        /// The project file with the insertions; nil when nothing needs adding.
        var file: OutputFile?
        /// One line saying what was added, or why nothing was; nil when there is nothing to say.
        var summary: String?
        /// One line each for synchronized folders that needed nothing.
        var notes: [String] = []
    }

    /// Opens the project `project` names, or returns nil when it names none. Throws when the project
    /// is missing, does not parse, or lacks the targets asked for.
    /// - Parameter transaction: the run that will write the edit, which holds the project file's own
    ///   lock from before it is read to the end of the run (see `OutputTransaction.lockAlso`).
    static func open(
        _ project: ResolvedProject, in transaction: OutputTransaction? = nil
    ) throws -> XcodeIntegration? {
        guard let path = project.xcodeproj else { return nil }
        let pbxproj = Paths.join(path, "project.pbxproj")
        // A pipe or a device at the project file is found, to be refused by name when it is read.
        guard POSIX.existence(of: path) == .directory, [.file, .other].contains(POSIX.existence(of: pbxproj)) else {
            throw XcodeProjectError.missingProject(path)
        }
        let folder = Paths.parentDirectory(of: AbsolutePath.of(path))
        if let generator = GeneratedProject.generator(in: folder) {
            return XcodeIntegration(projectPath: path, state: .generated(note: generator.note(for: path)))
        }
        try transaction?.lockAlso(path)
        let bytes: [UInt8]
        switch POSIX.readFileOrFailure(pbxproj, limit: FileReader.maximumSize) {
        case .success(let read): bytes = read
        case .failure(let failure):
            if let kind = failure.kind { throw InputError.notRegularFile(pbxproj, kind: kind) }
            throw InputError.unreadable(pbxproj)
        }
        _ = try FileReader.text(bytes, name: pbxproj)
        let graph = ProjectGraph(try ProjectFile.parse(bytes, path: pbxproj), projectFolder: folder)
        let targets = TargetChoice(graph: graph, projectPath: path)
        let app = try targets.application(named: project.target)
        let tests = try targets.unitTests(named: project.testTarget, testing: app)
        let folders = Folders(
            sources: AbsolutePath.of(project.sourcesDirectory), tests: AbsolutePath.of(project.testsDirectory))
        return XcodeIntegration(
            projectPath: path, state: .editable(graph: graph, target: app, testTarget: tests, folders: folders))
    }

    /// Whether `path` is a test that the project has no unit-test target for: it is not written at
    /// all, as no target would build it (the edit's note says how to add one).
    func leavesOut(_ path: String) -> Bool {
        guard case .editable(_, _, let testTarget, let folders) = state, testTarget == nil, path.hasSuffix(".swift")
        else { return false }
        return folders.role(of: AbsolutePath.of(path)) == .test
    }

    /// The edit that puts `paths` (the run's files) into the project: `.swift` files under the tests
    /// folder into the test target, under the sources folder into the app target, others left out.
    func edit(_ paths: [String]) throws -> Edit {
        switch state {
        case .generated(let note):
            return Edit(summary: note)
        case .editable(let graph, let target, let testTarget, let folders):
            var editor = ProjectEditor(graph)
            // A project with no unit-test target: the sources go into the app, the tests are left out.
            var testsLeftOut = 0
            for path in paths where path.hasSuffix(".swift") {
                let absolute = AbsolutePath.of(path)
                switch folders.role(of: absolute) {
                case .test?:
                    guard let testTarget else {
                        testsLeftOut += 1
                        continue
                    }
                    try Self.refusingInVipgensWords {
                        try editor.add(absolute, shown: path, to: testTarget, role: .test)
                    }
                case .source?:
                    try Self.refusingInVipgensWords { try editor.add(absolute, shown: path, to: target, role: .source) }
                case nil:
                    continue
                }
            }
            var notes = editor.notes
            if testsLeftOut > 0 {
                notes.append(
                    "\(testsLeftOut) test file\(testsLeftOut == 1 ? " was" : "s were") not written: \(projectPath) "
                        + "has no unit-test target: add one in Xcode (File > New > Target… > Unit Testing Bundle), "
                        + "name it in 'testTarget' and 'tests' in the spec, and run again")
            }
            guard let bytes = try Self.refusingInVipgensWords({ try editor.edited() }) else {
                return Edit(summary: nil, notes: notes)
            }
            let counts = editor.added.map { "\($0.count) file\($0.count == 1 ? "" : "s") to '\($0.target)'" }
            var summary = counts.joined(separator: ", ")
            if editor.groupCount > 0 {
                summary += ", \(editor.groupCount) group\(editor.groupCount == 1 ? "" : "s")"
            }
            return Edit(
                file: OutputFile(
                    path: graph.file.path, contents: String(decoding: bytes, as: UTF8.self), intent: .edit),
                summary: summary, notes: notes)
        }
    }

    /// `body`, with the editor's refusal rethrown as vipgen's `XcodeProjectError`, which says which
    /// setting or folder to change.
    private static func refusingInVipgensWords<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let refusal as ProjectEditError {
            throw XcodeProjectError(refusal)
        }
    }
}
