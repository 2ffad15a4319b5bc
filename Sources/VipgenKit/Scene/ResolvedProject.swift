/// Project settings with every default filled in and every path ready to use.
public struct ResolvedProject: Sendable, Equatable {
    public var module: String
    /// Where scene sources go; each scene gets a folder of its own inside.
    public var sourcesDirectory: String
    /// Where scene tests go; each scene gets a folder of its own inside.
    public var testsDirectory: String
    /// A folder of template overrides, if any.
    public var templatesDirectory: String?
    public var indentation: Indentation
    /// The longest line the line fitter joins into, in columns.
    public var lineLength: Int
    public var author: String?
    public var organization: String?
    /// Today, `yyyy-MM-dd` in UTC, for teams whose headers want it.
    public var date: String
    /// The flavor of every scene that does not name its own.
    public var flavor: FlavorChoice
    /// The library generated tests use.
    public var testing: TestingLibrary
    /// How the worker of every scene that does not say does its work.
    public var worker: WorkerStyle
    /// The storyboard of every scene that names none; nil builds those scenes in code.
    public var storyboard: String?
    /// The `.xcodeproj` the files written are added to; nil adds them to none.
    public var xcodeproj: String?
    /// The app target compiling scene sources; nil for the project's first application.
    public var target: String?
    /// The unit-test target compiling scene tests; nil for the one testing `target`.
    public var testTarget: String?

    public init(
        module: String, sourcesDirectory: String, testsDirectory: String, templatesDirectory: String? = nil,
        indentation: Indentation = ProjectDefaults.indentation, lineLength: Int = ProjectDefaults.lineLength,
        author: String? = nil, organization: String? = nil,
        date: String? = nil, flavor: FlavorChoice = ProjectDefaults.flavor,
        testing: TestingLibrary = ProjectDefaults.testing, worker: WorkerStyle = ProjectDefaults.worker,
        storyboard: String? = nil,
        xcodeproj: String? = nil, target: String? = nil, testTarget: String? = nil
    ) {
        self.module = module
        self.sourcesDirectory = sourcesDirectory
        self.testsDirectory = testsDirectory
        self.templatesDirectory = templatesDirectory
        self.indentation = indentation
        self.lineLength = lineLength
        self.author = author
        self.organization = organization
        self.date = date ?? UTCDate.today()
        self.flavor = flavor
        self.testing = testing
        self.worker = worker
        self.storyboard = storyboard
        self.xcodeproj = xcodeproj
        self.target = target
        self.testTarget = testTarget
    }

    /// Fills in what `settings` leaves out; relative paths are taken from `baseDirectory`.
    public init(settings: ProjectSettings, baseDirectory: String) {
        func resolve(_ path: String) -> String { Paths.join(baseDirectory, path) }
        self.init(
            module: settings.module ?? ProjectDefaults.module,
            sourcesDirectory: resolve(settings.sources ?? ProjectDefaults.sources),
            testsDirectory: resolve(settings.tests ?? ProjectDefaults.tests),
            templatesDirectory: settings.templates.map(resolve),
            indentation: settings.indentation ?? ProjectDefaults.indentation,
            lineLength: settings.lineLength ?? ProjectDefaults.lineLength,
            author: settings.author,
            organization: settings.organization,
            flavor: settings.flavor ?? ProjectDefaults.flavor,
            testing: settings.testing ?? ProjectDefaults.testing,
            worker: settings.worker ?? ProjectDefaults.worker,
            storyboard: settings.storyboard,
            xcodeproj: settings.xcodeproj.map(resolve),
            target: settings.target,
            testTarget: settings.testTarget
        )
    }
}
