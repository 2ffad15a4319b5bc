/// The one way every command turns a spec file and command-line flags into a `ResolvedProject`:
/// flags override the spec's `project` section, which overrides `ProjectDefaults`.
enum ProjectResolver {
    /// Which spec file to read project settings from.
    enum SpecLookup: Sendable, Equatable {
        /// The named file (which must exist), else the nearest `vipgen.json`, else no spec.
        case ifPresent(explicit: String?)
        /// The named file, else the nearest `vipgen.json`; missing either way is an error.
        case required(explicit: String?)
    }

    /// A project ready to render into, and the spec it came from, if any.
    struct Resolved: Sendable {
        var project: ResolvedProject
        var spec: SpecLoader.Loaded?
    }

    /// What the command does with the folders it resolves.
    enum Writing: Sendable {
        /// It writes there: a spec's folder for sources, tests or the Xcode project must be inside the
        /// spec's own folder (see `WriteBoundary`).
        case insideOnly
        /// It writes there, and the person said `--write-outside`.
        case outsideAllowed
        /// It only reads (lint, templates).
        case nothing
    }

    /// The settings naming where a run writes: a spec may not point them outside its folder.
    static let written = [Settings.sources, Settings.tests, Settings.xcodeproj, Settings.package]

    /// - Parameter flags: settings given on the command line; their paths are relative to the
    ///   working directory, while the spec's are relative to the spec's folder.
    static func resolve(
        _ lookup: SpecLookup, flags: ProjectSettings = ProjectSettings(), writing: Writing = .insideOnly
    ) throws -> Resolved {
        let loaded: SpecLoader.Loaded?
        switch lookup {
        case .ifPresent(let explicit):
            loaded = try SpecLoader.loadConfig(explicit: explicit)
        case .required(let explicit):
            guard let path = explicit ?? SpecLoader.nearest() else {
                throw InputError.missingSpec(SpecLoader.defaultFileName)
            }
            loaded = try SpecLoader.load(path)
        }
        if let loaded, writing == .insideOnly { try confine(loaded, flags: flags) }
        let file = loaded.map { $0.spec.project.withDefaultFolders().relative(to: $0.directory) } ?? ProjectSettings()
        var project = ResolvedProject(settings: file.overridden(by: flags), baseDirectory: ".")
        // A scene's own `package` is written relative to the spec's folder.
        project.specDirectory = loaded?.directory ?? "."
        // A templates folder that is not there must not fall back to the bundle unnoticed.
        if let directory = project[Settings.templates], POSIX.existence(of: directory) != .directory {
            if flags.templates == nil, let loaded { throw templatesProblem(directory, in: loaded) }
            if POSIX.existence(of: directory) == .missing { throw InputError.missingTemplates(directory) }
            try FileReader.requireDirectory(directory)
        }
        return Resolved(project: project, spec: loaded)
    }

    /// Refuses a spec whose sources, tests or Xcode project lie outside its folder (unless a flag
    /// replaces the value): a spec comes with the repository, which must not steer vipgen elsewhere.
    /// `..` is judged as written; a link that leads out is refused where the run writes through it.
    private static func confine(_ loaded: SpecLoader.Loaded, flags: ProjectSettings) throws {
        let boundary = WriteBoundary(project: loaded.directory)
        var errors: [SpecError] = []
        for setting in written {
            guard let slot = setting.project, slot.get(flags) == nil, let value = slot.get(loaded.spec.project)
            else { continue }
            let outside =
                value.hasPrefix("/")
                ? boundary.escape(ofFolder: value) != nil : Self.climbsOut(value)
            guard outside else { continue }
            let origin = loaded.spec.project.origins[setting.key]
            errors.append(
                SpecError(
                    file: origin?.file ?? loaded.path, location: origin?.location,
                    keyPath: origin?.keyPath ?? "project.\(setting.key)",
                    message: "'\(value)' is outside the spec's folder; vipgen writes only inside the project, so "
                        + "that a repository's spec cannot send it elsewhere. Use a path inside '\(loaded.directory)', "
                        + "or, if you mean to write there, run with --write-outside"))
        }
        if !errors.isEmpty { throw SpecErrors(errors) }
    }

    /// Whether a relative path's `..` parts take it above where it starts.
    static func climbsOut(_ path: String) -> Bool {
        var depth = 0
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return true }
            default: depth += 1
            }
        }
        return false
    }

    /// The spec's `"templates"` naming no folder, at its place in the spec like every other problem
    /// of the spec, with what to do.
    private static func templatesProblem(_ directory: String, in loaded: SpecLoader.Loaded) -> any Error {
        let text = (try? FileReader.readText(loaded.path)) ?? ""
        let value = (try? JSONParser.parse(utf8: Array(text.utf8), file: loaded.path))?["project"]?["templates"]
        let written = value?.stringValue ?? directory
        let problem =
            POSIX.existence(of: directory) == .missing
            ? "no templates folder '\(written)'" + (written == directory ? "" : " (\(directory))")
            : "'\(written)' is a file, not a folder"
        return SpecErrors([
            SpecError(
                file: loaded.path, location: value?.location, keyPath: "project.templates",
                message: problem
                    + "; create it ('vipgen templates export \(directory)' writes the bundled templates there to edit), "
                    + "or set \"templates\": null to use the bundled ones")
        ])
    }
}

extension ProjectSettings {
    /// The same settings with the default sources and tests folders where they name none: a spec's
    /// defaults are beside it, like the folders it names, wherever vipgen runs from.
    func withDefaultFolders() -> ProjectSettings {
        var settings = self
        settings.sources = sources ?? ProjectDefaults.sources
        settings.tests = tests ?? ProjectDefaults.tests
        return settings
    }

    /// The same settings with every path taken from `directory` instead of from where they were written.
    func relative(to directory: String) -> ProjectSettings {
        var settings = self
        for setting in Settings.all { setting.relativize(&settings, to: directory) }
        return settings
    }
}
