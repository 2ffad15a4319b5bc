/// `vipgen graph`: the app's scenes and routes read from the code (the spec's scenes, or those under
/// the paths given, found as lint finds them), rendered in a format, and written to a file inside the
/// project when asked.
enum GraphRun {
    struct Request {
        /// Files and folders to find scenes in; the spec's folders when empty.
        var paths: [String] = []
        var projectFlags = ProjectSettings()
        var config: String?
        var format = GraphFormat.mermaid
        /// The file to write the graph to, inside the project; nil prints it.
        var output: String?
        var options = WriteOptions()
    }

    struct Report {
        var graph: SceneGraph
        /// The graph in the format asked for.
        var text: String
        /// What writing it to `output` did; nil when it was not written.
        var written: RunReport?
    }

    static func run(_ request: Request, events: RunEvents = .silent) throws -> Report {
        guard let output = request.output else {
            let resolved = try ProjectResolver.resolve(
                .ifPresent(explicit: request.config), flags: request.projectFlags, writing: .nothing)
            let graph = try GraphReader.read(
                project: resolved.project, spec: resolved.spec, paths: request.paths.map(Paths.normalize))
            return Report(graph: graph, text: request.format.render(graph), written: nil)
        }
        // Written through the run's writer, under the project's lock, and only inside the project.
        let project = try RunProject.open(
            .ifPresent(explicit: request.config), flags: request.projectFlags, options: request.options,
            events: events)
        defer { project.release() }
        let graph = try GraphReader.read(
            project: project.project, spec: project.spec, paths: request.paths.map(Paths.normalize))
        let text = request.format.render(graph)
        let writer = try RunWriter(
            .written, options: request.options, directory: project.directory, lock: project.lock,
            boundary: project.boundary, project: nil, events: events)
        // A graph written before is replaced with what the code says now; any other file there is the
        // person's, replaced only with --force.
        let path = Paths.normalize(output)
        let earlier = POSIX.readFile(path).map { String(decoding: $0.prefix(512), as: UTF8.self) }
        try writer.add(
            OutputFile(path: path, contents: text, intent: earlier.map(GraphFormat.isGraph) == true ? .edit : .create))
        return Report(graph: graph, text: text, written: try writer.finish())
    }
}
