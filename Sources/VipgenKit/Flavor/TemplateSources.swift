import Mustache

/// The templates compiled into the binary, looked up by name inside one flavor: the flavor's folder
/// first, then the partials every flavor shares (`Templates/common/`).
public struct BundledTemplateSource: MustacheTemplateSource {
    public let flavor: String

    public init(flavor: String = Flavor.defaultName) {
        self.flavor = flavor
    }

    /// The folder every flavor's templates fall back to.
    public static let commonFolder = "common"

    /// The default flavor's template names, with the shared partials.
    public static var names: [String] { BundledTemplateSource().names }

    /// Every name a template of this flavor can use, sorted.
    public var names: [String] {
        let own = BundledTemplates.texts[flavor]?.keys.map { $0 } ?? []
        let common = BundledTemplates.texts[Self.commonFolder]?.keys.map { $0 } ?? []
        return Set(own + common).sorted()
    }

    /// The bundled text of `name` (`bundled/` prefix or not), or nil.
    public func text(named name: String) -> String? {
        folder(of: Self.bareName(name)).flatMap { BundledTemplates.texts[$0]?[Self.bareName(name)] }
    }

    public func templateSource(named name: String) throws -> (source: String, name: String)? {
        let bare = Self.bareName(name)
        guard let folder = folder(of: bare), let text = BundledTemplates.texts[folder]?[bare] else { return nil }
        return (text, "bundled/\(folder)/\(bare).mustache")
    }

    /// Parsed when vipgen was built: a run never parses a bundled template.
    public func parsedTemplate(named name: String) -> MustacheTemplate? {
        let bare = Self.bareName(name)
        return folder(of: bare).flatMap { BundledTemplates.compiled[$0]?[bare] }
    }

    /// The bundled folder `name` comes from: the flavor's own, else the shared one.
    private func folder(of name: String) -> String? {
        if BundledTemplates.texts[flavor]?[name] != nil { return flavor }
        if BundledTemplates.texts[Self.commonFolder]?[name] != nil { return Self.commonFolder }
        return nil
    }

    private static func bareName(_ name: String) -> String {
        name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }

    /// `{{< bundled/ViewController}}` always means the bundled template of the flavor being
    /// rendered, so an override can extend the template it replaces.
    static let prefix = "bundled/"
}

/// Templates from a team's folder where it has them, the bundled ones otherwise.
///
/// In each folder, a template of the flavor being rendered is looked for in the flavor's subfolder
/// first (`DIR/clean-swift/Router.mustache` changes only that flavor), then at the top level
/// (`DIR/Router.mustache` changes it in whichever flavor is in use).
public struct LayeredTemplateSource: MustacheTemplateSource {
    /// Folders searched in order before the bundle.
    public let directories: [String]
    /// Whether to fall back to the bundled templates.
    public let includeBundled: Bool
    /// The flavor whose templates these are. Without the bundle the folders are plain folders
    /// (`vipgen render --partials`), with no flavor subfolders.
    public let flavor: String

    public init(directories: [String], flavor: String = Flavor.defaultName, includeBundled: Bool = true) {
        self.directories = directories
        self.flavor = flavor
        self.includeBundled = includeBundled
    }

    private var flavorFolder: String? { includeBundled ? flavor : nil }

    public func templateSource(named name: String) throws -> (source: String, name: String)? {
        if !name.hasPrefix(BundledTemplateSource.prefix) {
            guard TemplateName.isSafe(name) else { return nil }
            if let path = overridePath(of: name) {
                guard let bytes = POSIX.readFile(path) else {
                    throw InputError.unreadable(path)
                }
                return (String(decoding: bytes, as: UTF8.self), path)
            }
        }
        return try bundled?.templateSource(named: name)
    }

    /// The bundled template, already parsed, unless a folder overrides it.
    public func parsedTemplate(named name: String) -> MustacheTemplate? {
        guard let bundled else { return nil }
        if !name.hasPrefix(BundledTemplateSource.prefix), overridePath(of: name) != nil { return nil }
        return bundled.parsedTemplate(named: name)
    }

    /// Templates in the override folders that the bundle does not have (partials of a team's own).
    public func extraNames() -> [String] {
        let folders = directories.flatMap { directory in
            [directory] + (flavorFolder.map { [(directory.isEmpty ? "." : directory) + "/" + $0] } ?? [])
        }
        let names = folders.flatMap { POSIX.listDirectory($0) }
            .filter { $0.hasSuffix(".mustache") }
            .map { String($0.dropLast(".mustache".count)) }
        return Set(names).subtracting(bundled?.names ?? []).sorted()
    }

    /// Where `name` comes from: an override's path, or `nil` for the bundle.
    public func overridePath(of name: String) -> String? {
        for directory in directories {
            let base = directory.isEmpty ? "." : directory
            if let flavorFolder {
                let path = base + "/" + flavorFolder + "/" + name + ".mustache"
                if POSIX.existence(of: path) == .file { return path }
            }
            let path = base + "/" + name + ".mustache"
            if POSIX.existence(of: path) == .file { return path }
        }
        return nil
    }

    private var bundled: BundledTemplateSource? {
        guard includeBundled else { return nil }
        return BundledTemplateSource(flavor: flavor)
    }
}

enum TemplateName {
    /// A partial name may name a file in a subfolder, but never climb out of the folder.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
    }
}
