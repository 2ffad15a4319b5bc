/// The project a run works in, opened the one way every run opens it: the project's lock first
/// (before anything is read, so no other run writes between this run's reading and its writing), then
/// its settings, with the flags over the spec's.
struct RunProject {
    /// The lock, held to the end of the run; nil for a dry run, which writes nothing.
    let lock: LockFile?
    /// Where the run may write (see `WriteBoundary`).
    let boundary: WriteBoundary
    var resolved: ProjectResolver.Resolved

    var project: ResolvedProject {
        get { resolved.project }
        set { resolved.project = newValue }
    }
    var spec: SpecLoader.Loaded? { resolved.spec }
    /// The spec's folder, or the current folder without one.
    var directory: String { resolved.spec?.directory ?? "." }

    /// - Parameters:
    ///   - lookup: which spec, and whether the run needs one.
    ///   - flags: the settings given on the command line, over the spec's.
    ///   - flavor: `--flavor`: the flavor of the scenes that name none.
    static func open(
        _ lookup: ProjectResolver.SpecLookup, flags: ProjectSettings, flavor: String? = nil, options: WriteOptions,
        events: RunEvents
    ) throws -> RunProject {
        let explicit: String?
        switch lookup {
        case .ifPresent(let path), .required(let path): explicit = path
        }
        let specPath = explicit ?? SpecLoader.nearest()
        let directory = directory(of: specPath)
        let boundary = WriteBoundary(project: directory, named: flags.writtenFolders, anywhere: options.writeOutside)
        let lock =
            options.dryRun
            ? nil
            : try OutputLock.acquire(
                in: directory, boundary: boundary, onWait: { events.waiting($0, directory) },
                onResume: events.resumed)
        do {
            var resolved = try ProjectResolver.resolve(lookup, flags: flags, writing: options.writing)
            if let flavor { try apply(flavor: flavor, to: &resolved.project) }
            return RunProject(lock: lock, boundary: boundary, resolved: resolved)
        } catch {
            lock?.release()
            throw error
        }
    }

    /// Ends the run's hold on the project.
    func release() { lock?.release() }

    /// The project's folder: the spec's, or the current folder without one.
    static func directory(of specPath: String?) -> String {
        specPath.map(Paths.parentDirectory(of:)).flatMap { $0.isEmpty ? nil : $0 } ?? "."
    }

    /// Sets the flavor once the templates folder, which may define flavors, is known. A flavor no folder
    /// has is a usage error naming the ones there are.
    private static func apply(flavor name: String, to project: inout ResolvedProject) throws {
        project[Settings.flavor] = FlavorChoice(try TemplateLookup.flavor(name, in: project, option: "--flavor"))
    }
}
