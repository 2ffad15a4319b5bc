import XcodeProject

/// Finds the one `.xcodeproj` beside a spec, for `vipgen init`.
enum ProjectDiscovery {
    /// The project in `folder` when there is exactly one, with its first application target and the
    /// unit-test target testing it; nil when there are none or several. A project that does not
    /// parse is chosen without targets.
    static func choose(in folder: String) -> XcodeProjectChoice? {
        let projects = POSIX.listDirectory(folder.isEmpty ? "." : folder).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        guard projects.count == 1, let name = projects.first else { return nil }
        var choice = XcodeProjectChoice(path: name)
        let path = Paths.join(folder, name)
        guard let bytes = POSIX.readFile(Paths.join(path, "project.pbxproj"), limit: FileReader.maximumSize),
            let graph = try? ProjectGraph(
                parsing: bytes, path: path, projectFolder: AbsolutePath.of(folder.isEmpty ? "." : folder))
        else { return choice }
        let targets = TargetChoice(graph: graph, projectPath: path)
        if let app = try? targets.application(named: nil) {
            choice.target = app.string("name")
            choice.testTarget = (try? targets.unitTests(named: nil, testing: app))??.string("name")
        }
        return choice
    }
}
