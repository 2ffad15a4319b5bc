/// The one way every command turns a spec file and command-line flags into a `ResolvedProject`:
/// flags override the spec's `project` section, which overrides `ProjectDefaults`.
package enum ProjectResolver {
    /// Which spec file to read project settings from.
    package enum SpecLookup: Sendable, Equatable {
        /// The named file (which must exist), else the nearest `vipgen.json`, else no spec.
        case ifPresent(explicit: String?)
        /// The named file, else the nearest `vipgen.json`; missing either way is an error.
        case required(explicit: String?)
    }

    /// A project ready to render into, and the spec it came from, if any.
    package struct Resolved: Sendable {
        package var project: ResolvedProject
        package var spec: SpecLoader.Loaded?
    }

    /// - Parameter flags: settings given on the command line; their paths are relative to the
    ///   working directory, while the spec's are relative to the spec's folder.
    package static func resolve(_ lookup: SpecLookup, flags: ProjectSettings = ProjectSettings()) throws -> Resolved {
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
        let file = loaded.map { $0.spec.project.withDefaultFolders().relative(to: $0.directory) } ?? ProjectSettings()
        let project = ResolvedProject(settings: file.overridden(by: flags), baseDirectory: ".")
        // A templates folder that is not there must not fall back to the bundle unnoticed.
        if let directory = project.templatesDirectory { try FileReader.requireDirectory(directory) }
        return Resolved(project: project, spec: loaded)
    }
}

extension ProjectSettings {
    /// The same settings with the default sources and tests folders where they name none: a spec's
    /// defaults are beside it, like the folders it names, wherever vipgen runs from.
    package func withDefaultFolders() -> ProjectSettings {
        var settings = self
        settings.sources = sources ?? ProjectDefaults.sources
        settings.tests = tests ?? ProjectDefaults.tests
        return settings
    }

    /// The same settings with every path taken from `directory` instead of from where they were written.
    package func relative(to directory: String) -> ProjectSettings {
        var settings = self
        for setting in Settings.all { setting.relativize(&settings, to: directory) }
        return settings
    }
}
