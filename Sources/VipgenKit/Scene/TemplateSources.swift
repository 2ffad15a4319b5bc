/// The templates compiled into the binary, looked up by name.

import Mustache
public struct BundledTemplateSource: MustacheTemplateSource {
    public init() {}

    public static var names: [String] { BundledTemplates.all.keys.sorted() }

    public func templateSource(named name: String) throws -> (source: String, name: String)? {
        let bare = Self.bareName(name)
        return BundledTemplates.all[bare].map { ($0, "bundled/\(bare).mustache") }
    }

    /// Parsed when vipgen was built: a run never parses a bundled template.
    public func parsedTemplate(named name: String) -> MustacheTemplate? {
        BundledTemplates.compiled[Self.bareName(name)]
    }

    private static func bareName(_ name: String) -> String {
        name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }

    /// `{{< bundled/ViewController}}` always means the bundled template, so an override can extend it.
    static let prefix = "bundled/"
}

/// Templates from a team's folder where it has them, the bundled ones otherwise.
public struct LayeredTemplateSource: MustacheTemplateSource {
    /// Folders searched in order before the bundle.
    public let directories: [String]
    /// Whether to fall back to the bundled templates.
    public let includeBundled: Bool

    public init(directories: [String], includeBundled: Bool = true) {
        self.directories = directories
        self.includeBundled = includeBundled
    }

    public func templateSource(named name: String) throws -> (source: String, name: String)? {
        if !name.hasPrefix(BundledTemplateSource.prefix) {
            guard TemplateName.isSafe(name) else { return nil }
            for directory in directories {
                let path = (directory.isEmpty ? "." : directory) + "/" + name + ".mustache"
                if POSIX.existence(of: path) == .file {
                    guard let bytes = POSIX.readFile(path) else {
                        throw InputError.unreadable(path)
                    }
                    return (String(decoding: bytes, as: UTF8.self), path)
                }
            }
        }
        return includeBundled ? try BundledTemplateSource().templateSource(named: name) : nil
    }

    /// The bundled template, already parsed, unless a folder overrides it.
    public func parsedTemplate(named name: String) -> MustacheTemplate? {
        guard includeBundled else { return nil }
        if !name.hasPrefix(BundledTemplateSource.prefix), overridePath(of: name) != nil { return nil }
        return BundledTemplateSource().parsedTemplate(named: name)
    }

    /// Templates in the override folders that the bundle does not have (partials of a team's own).
    public func extraNames() -> [String] {
        let names = directories.flatMap { POSIX.listDirectory($0) }
            .filter { $0.hasSuffix(".mustache") }
            .map { String($0.dropLast(".mustache".count)) }
        return Set(names).subtracting(BundledTemplates.all.keys).sorted()
    }

    /// Where `name` comes from: an override's path, or `nil` for the bundle.
    public func overridePath(of name: String) -> String? {
        for directory in directories {
            let path = (directory.isEmpty ? "." : directory) + "/" + name + ".mustache"
            if POSIX.existence(of: path) == .file { return path }
        }
        return nil
    }
}

enum TemplateName {
    /// A partial name may name a file in a subfolder, but never climb out of the folder.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
    }
}
