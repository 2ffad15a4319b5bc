/// Project settings with every default filled in and every path ready to use.
///
/// It holds the project's settings (`settings`), paths resolved; `self[setting]` reads any of them
/// with its default (`Settings` declares them). The properties below name the ones the code uses
/// most.
package struct ResolvedProject: Sendable, Equatable {
    /// The settings given, by a spec or a flag, with the folders resolved.
    var settings: ProjectSettings
    /// Today, `yyyy-MM-dd` in UTC, for teams whose headers want it.
    var date: String
    /// Where a scene's files are when not where `vipgen scene` writes them (a folder named with a
    /// space, per-role subfolders, `XController.swift`): by scene, each template's file.
    var placements: [String: [String: String]] = [:]
    /// The spec's folder, which a scene's own `package` is relative to.
    var specDirectory = "."

    /// The value of `setting`: the one given, else its default.
    subscript<Value>(_ setting: Setting<Value>) -> Value? {
        setting.project.flatMap { $0.get(settings) } ?? setting.defaultValue
    }

    var module: String {
        get { self[Settings.module] ?? ProjectDefaults.module }
        set { settings.module = newValue }
    }
    /// Where scene sources go; each scene gets a folder of its own inside.
    var sourcesDirectory: String {
        get { self[Settings.sources] ?? ProjectDefaults.sources }
        set { settings.sources = newValue }
    }
    /// Where scene tests go; each scene gets a folder of its own inside.
    var testsDirectory: String {
        get { self[Settings.tests] ?? ProjectDefaults.tests }
        set { settings.tests = newValue }
    }
    /// A folder of template overrides, if any.
    var templatesDirectory: String? {
        get { settings.templates }
        set { settings.templates = newValue }
    }
    var indentation: Indentation {
        get { self[Settings.indentation] ?? ProjectDefaults.indentation }
        set { settings.indentation = newValue }
    }
    /// The longest line the line fitter joins into, in columns.
    var lineLength: Int {
        get { self[Settings.lineLength] ?? ProjectDefaults.lineLength }
        set { settings.lineLength = newValue }
    }
    var author: String? {
        get { settings.author }
        set { settings.author = newValue }
    }
    var organization: String? {
        get { settings.organization }
        set { settings.organization = newValue }
    }
    /// The flavor of every scene that does not name its own.
    var flavor: FlavorChoice {
        get { self[Settings.flavor] ?? ProjectDefaults.flavor }
        set { settings.flavor = newValue }
    }
    /// The library generated tests use.
    var testing: TestingLibrary {
        get { self[Settings.testing] ?? ProjectDefaults.testing }
        set { settings.testing = newValue }
    }
    /// How the worker of every scene that does not say does its work.
    var worker: WorkerStyle {
        get { self[Settings.worker] ?? ProjectDefaults.worker }
        set { settings.worker = newValue }
    }
    /// The storyboard of every scene that names none; nil builds those scenes in code.
    var storyboard: String? {
        get { settings.storyboard }
        set { settings.storyboard = newValue }
    }
    /// The `.xcodeproj` the files written are added to; nil adds them to none.
    var xcodeproj: String? {
        get { settings.xcodeproj }
        set { settings.xcodeproj = newValue }
    }
    /// The app target compiling scene sources; nil for the project's first application.
    var target: String? {
        get { settings.target }
        set { settings.target = newValue }
    }
    /// The unit-test target compiling scene tests; nil for the one testing `target`.
    var testTarget: String? {
        get { settings.testTarget }
        set { settings.testTarget = newValue }
    }

    /// The folder of the `Package.swift` `scene` is a target of (its own, else the project's); nil for a
    /// scene of the app's folders. A scene the spec does not describe (a route to it) gets the project's.
    func packageFolder(of scene: SceneSpec?) -> String? {
        if let own = scene?.package { return Paths.normalize(Paths.join(specDirectory, own)) }
        return settings.package.map(Paths.normalize)
    }

    /// Where a project generator's manifest would be: the spec's folder, then the Xcode project's.
    var generatorFolders: [String] {
        [specDirectory] + (xcodeproj.map { [Paths.parentDirectory(of: $0)] } ?? [])
    }

    /// The folder of the scene named `name`'s sources (`tests`: its tests): in the sources or tests folder,
    /// or in its package, `Sources/<Scene>` and `Tests/<Scene>Tests`.
    func sceneFolder(_ name: String, scene: SceneSpec? = nil, tests: Bool = false) -> String {
        guard let package = packageFolder(of: scene) else {
            return Paths.join(tests ? testsDirectory : sourcesDirectory, name)
        }
        return Paths.join(package, tests ? "Tests/\(name)Tests" : "Sources/\(name)")
    }

    package init(
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
