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
    public var author: String?
    public var organization: String?
    /// Today, `yyyy-MM-dd` in UTC, for teams whose headers want it.
    public var date: String

    public init(
        module: String, sourcesDirectory: String, testsDirectory: String, templatesDirectory: String? = nil,
        indentation: Indentation = .spaces(4), author: String? = nil, organization: String? = nil,
        date: String? = nil
    ) {
        self.module = module
        self.sourcesDirectory = sourcesDirectory
        self.testsDirectory = testsDirectory
        self.templatesDirectory = templatesDirectory
        self.indentation = indentation
        self.author = author
        self.organization = organization
        self.date = date ?? POSIX.todayUTC()
    }

    /// Fills in what `settings` leaves out; relative paths are taken from `baseDirectory`.
    public init(settings: ProjectSettings, baseDirectory: String) {
        func resolve(_ path: String) -> String { Paths.join(baseDirectory, path) }
        self.init(
            module: settings.module ?? ProjectDefaults.module,
            sourcesDirectory: resolve(settings.sources ?? ProjectDefaults.sources),
            testsDirectory: resolve(settings.tests ?? ProjectDefaults.tests),
            templatesDirectory: settings.templates.map(resolve),
            indentation: settings.indentation ?? .spaces(4),
            author: settings.author,
            organization: settings.organization
        )
    }
}

/// What a project gets when neither a spec nor a flag says otherwise.
public enum ProjectDefaults {
    public static let module = "App"
    public static let sources = "Scenes"
    public static let tests = "Tests/Scenes"
}

enum Paths {
    /// Joins `path` onto `base` unless it is absolute; `.` parts are dropped so output paths read cleanly.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// Drops empty and `.` parts: `./a//b/.` is `a/b`, `/a/./b/` is `/a/b`, and `` or `./` is `.`.
    static func normalize(_ path: String) -> String {
        // Bytes, not Characters: `/` and `.` are ASCII, and this runs for every output folder.
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        if path.utf8.first == slash { result.append(slash) }
        var part: [UInt8] = []
        func flush() {
            if !part.isEmpty && part != [dot] {
                if let last = result.last, last != slash { result.append(slash) }
                result += part
            }
            part.removeAll(keepingCapacity: true)
        }
        for byte in path.utf8 {
            if byte == slash { flush() } else { part.append(byte) }
        }
        flush()
        return result.isEmpty ? "." : String(decoding: result, as: UTF8.self)
    }
}
