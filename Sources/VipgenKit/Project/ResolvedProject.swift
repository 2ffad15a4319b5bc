/// Project settings with every default filled in and every path ready to use.
///
/// It holds the project's settings (`settings`), paths resolved; `project[Settings.sources]` reads or
/// writes any of them, its default filled in (`Settings` declares them): a `String` for a setting with
/// a default, a `String?` for one without.
struct ResolvedProject: Sendable, Equatable {
    /// The settings given, by a spec or a flag, with the folders resolved.
    var settings: ProjectSettings
    /// Today, `yyyy-MM-dd` in UTC, for teams whose headers want it.
    var date: String
    /// Where a scene's files are when not where `vipgen scene` writes them (a folder named with a
    /// space, per-role subfolders, `XController.swift`): by scene, each template's file.
    var placements: [String: [String: String]] = [:]
    /// The spec's folder, which a scene's own `package` is relative to.
    var specDirectory = "."

    /// The value of `setting`: the one given, else its default (nil when it has none).
    subscript<Value>(_ setting: Setting<Value>) -> Value? {
        get { setting.project.flatMap { $0.get(settings) } ?? setting.defaultValue }
        set { setting.project?.set(&settings, newValue) }
    }

    /// The value of a setting with a default: the one given, else that default.
    subscript<Value>(_ setting: DefaultedSetting<Value>) -> Value {
        get { setting.slot.get(settings) ?? setting.fallback }
        set { setting.slot.set(&settings, newValue) }
    }

    /// The folder of the `Package.swift` `scene` is a target of (its own, else the project's); nil for a
    /// scene of the app's folders. A scene the spec does not describe (a route to it) gets the project's.
    func packageFolder(of scene: SceneSpec?) -> String? {
        if let own = scene?.package { return Paths.normalize(Paths.join(specDirectory, own)) }
        return settings.package.map(Paths.normalize)
    }

    /// Where a project generator's manifest would be: the spec's folder, then the Xcode project's.
    var generatorFolders: [String] {
        [specDirectory] + (self[Settings.xcodeproj].map { [Paths.parentDirectory(of: $0)] } ?? [])
    }

    /// The folder of the scene named `name`'s sources (`tests`: its tests): in the sources or tests folder,
    /// or in its package, `Sources/<Scene>` and `Tests/<Scene>Tests`.
    func sceneFolder(_ name: String, scene: SceneSpec? = nil, tests: Bool = false) -> String {
        guard let package = packageFolder(of: scene) else {
            return Paths.join(self[tests ? Settings.tests : Settings.sources], name)
        }
        return Paths.join(package, tests ? "Tests/\(name)Tests" : "Sources/\(name)")
    }

    init(
        module: String, sourcesDirectory: String, testsDirectory: String, templatesDirectory: String? = nil,
        indentation: Indentation = ProjectDefaults.indentation, lineLength: Int = ProjectDefaults.lineLength,
        author: String? = nil, organization: String? = nil,
        date: String? = nil, flavor: FlavorChoice = ProjectDefaults.flavor,
        testing: TestingLibrary = ProjectDefaults.testing, worker: WorkerStyle = ProjectDefaults.worker,
        storyboard: String? = nil,
        xcodeproj: String? = nil, target: String? = nil, testTarget: String? = nil
    ) {
        settings = ProjectSettings(
            module: module, sources: sourcesDirectory, tests: testsDirectory, templates: templatesDirectory,
            indentation: indentation, lineLength: lineLength, author: author, organization: organization,
            flavor: flavor, testing: testing, worker: worker, storyboard: storyboard, xcodeproj: xcodeproj,
            target: target, testTarget: testTarget)
        self.date = date ?? UTCDate.today()
    }

    /// Fills in the folders `settings` leaves out; relative paths are taken from `baseDirectory`.
    init(settings: ProjectSettings, baseDirectory: String) {
        var resolved = settings.withDefaultFolders()
        for setting in Settings.all {
            setting.relativize(&resolved, to: baseDirectory)
            setting.fillDefault(&resolved)
        }
        self.settings = resolved
        date = UTCDate.today()
    }
}
