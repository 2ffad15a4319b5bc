import Mustache

/// The templates compiled into the binary, looked up by name inside one flavor: the flavor's folder
/// first, then the folders of the flavors it extends, then the partials every flavor shares
/// (`Templates/common/`). A name may also say its folder: `clean-swift/ViewController`.
struct BundledTemplateSource: MustacheTemplateSource {
    let flavor: String
    /// Where a name is looked up, in order: the flavor's folder, then those of the flavors it extends.
    let folders: [String]

    init(flavor: String = Flavor.defaultName) {
        self.init(folders: Flavor.bundledTemplateFolders(of: flavor))
    }

    /// A flavor whose chain of folders is known (one resolved with an override folder's manifests).
    init(folders: [String]) {
        self.flavor = folders.first ?? Flavor.defaultName
        self.folders = folders
    }

    /// The folder every flavor's templates fall back to.
    static let commonFolder = "common"

    /// The default flavor's template names, with the shared partials.
    static var names: [String] { BundledTemplateSource().names }

    /// Every name a template of this flavor can use, sorted.
    var names: [String] {
        Set((folders + [Self.commonFolder]).flatMap { BundledTemplates.texts[$0]?.keys.map { $0 } ?? [] }).sorted()
    }

    /// The bundled text of `name` (`bundled/` prefix or not), or nil.
    func text(named name: String) -> String? {
        location(of: Self.bareName(name)).flatMap { BundledTemplates.texts[$0.folder]?[$0.name] }
    }

    func templateSource(named name: String) throws -> (source: String, name: String)? {
        guard let (folder, bare) = location(of: Self.bareName(name)), let text = BundledTemplates.texts[folder]?[bare]
        else { return nil }
        return (text, "bundled/\(folder)/\(bare).mustache")
    }

    /// Parsed the first time a run asks for it, once (`BundledTemplates.compiled`).
    func parsedTemplate(named name: String) -> MustacheTemplate? {
        location(of: Self.bareName(name)).flatMap { BundledTemplates.compiled(folder: $0.folder, name: $0.name) }
    }

    /// The bundled folder `name` comes from (`bundled/` prefix or not), or nil.
    func folder(of name: String) -> String? {
        location(of: Self.bareName(name))?.folder
    }

    /// The bundled folder and name of `name`: a name that says its folder (`clean-swift/Router`) is
    /// looked up there, any other in the flavor's folders, then in the shared one.
    private func location(of name: String) -> (folder: String, name: String)? {
        if let (folder, rest) = Self.qualified(name) {
            return BundledTemplates.has(folder: folder, name: rest) ? (folder, rest) : nil
        }
        for folder in folders where BundledTemplates.has(folder: folder, name: name) {
            return (folder, name)
        }
        return BundledTemplates.has(folder: Self.commonFolder, name: name) ? (Self.commonFolder, name) : nil
    }

    /// `clean-swift/Router` → (`clean-swift`, `Router`) when `clean-swift` is a bundled folder.
    static func qualified(_ name: String) -> (folder: String, name: String)? {
        // Searched as bytes: a Character search breaks the whole name into graphemes first.
        guard let slash = name.utf8.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let folder = String(name[..<slash])
        guard BundledTemplates.templateFolders.contains(folder) else { return nil }
        return (folder, String(name[name.index(after: slash)...]))
    }

    private static func bareName(_ name: String) -> String {
        name.hasPrefix(TemplateName.bundledPrefix) ? String(name.dropFirst(TemplateName.bundledPrefix.count)) : name
    }
}

/// Templates from a team's folder where it has them, the bundled ones otherwise.
///
/// A template of the flavor being rendered is looked for in the flavor's subfolder of each folder
/// first (`DIR/clean-swift/Router.mustache` changes that flavor and the flavors extending it), then
/// at their top level (`DIR/Router.mustache` changes it in whichever flavor is in use), then in the
/// bundle; then the same for each flavor it extends (see `overridePath(of:)`).
struct LayeredTemplateSource: MustacheTemplateSource {
    /// Folders searched in order before the bundle.
    let directories: [String]
    /// Whether to fall back to the bundled templates.
    let includeBundled: Bool
    /// The flavor whose templates these are. Without the bundle the folders are plain folders
    /// (`vipgen render --partials`), with no flavor subfolders.
    let flavor: String
    /// The flavor's folder, then those of the flavors it extends.
    let flavorFolders: [String]

    init(directories: [String], flavor: String = Flavor.defaultName, includeBundled: Bool = true) {
        self.init(
            directories: directories, flavorFolders: Flavor.bundledTemplateFolders(of: flavor),
            includeBundled: includeBundled)
    }

    /// A flavor whose chain of folders is known (one resolved with an override folder's manifests).
    init(directories: [String], flavorFolders: [String], includeBundled: Bool = true) {
        self.directories = directories
        self.flavor = flavorFolders.first ?? Flavor.defaultName
        self.flavorFolders = flavorFolders
        self.includeBundled = includeBundled
    }

    /// The subfolders of an override folder that hold this flavor's templates.
    private var subfolders: [String] { includeBundled ? flavorFolders : [] }

    func templateSource(named name: String) throws -> (source: String, name: String)? {
        if !name.hasPrefix(TemplateName.bundledPrefix) {
            guard TemplateName.isSafe(name) else { return nil }
            if let path = overridePath(of: name) {
                return (try FileReader.readText(path), path)
            }
        }
        return try bundled?.templateSource(named: name)
    }

    /// The bundled template, already parsed, unless a folder overrides it.
    func parsedTemplate(named name: String) -> MustacheTemplate? {
        guard let bundled else { return nil }
        if !name.hasPrefix(TemplateName.bundledPrefix), overridePath(of: name) != nil { return nil }
        return bundled.parsedTemplate(named: name)
    }

    /// Templates in the override folders that the bundle does not have (partials of a team's own).
    func extraNames() -> [String] {
        let folders = directories.flatMap { directory in
            [directory] + subfolders.map { (directory.isEmpty ? "." : directory) + "/" + $0 }
        }
        let names = folders.flatMap { POSIX.listDirectory($0) }
            .filter { $0.hasSuffix(".mustache") }
            .map { String($0.dropLast(".mustache".count)) }
        return Set(names).subtracting(bundled?.names ?? []).sorted()
    }

    /// Where `name` comes from: an override's path, or `nil` for the bundle.
    ///
    /// Each flavor of the chain in turn: its subfolder of the override folders, then (for the flavor
    /// being rendered) their top level, then its bundled folder. The first that has the template wins,
    /// so a flavor's own bundled template beats a team's template for a flavor it extends.
    func overridePath(of name: String) -> String? {
        func inDirectories(_ relative: String) -> String? {
            for directory in directories {
                let path = (directory.isEmpty ? "." : directory) + "/" + relative + ".mustache"
                if POSIX.existence(of: path) == .file { return path }
            }
            return nil
        }
        // A name that says its folder (`clean-swift/Router`), and any name without the bundle, is
        // looked up as written.
        guard includeBundled, BundledTemplateSource.qualified(name) == nil else { return inDirectories(name) }
        for (index, folder) in flavorFolders.enumerated() {
            if let path = inDirectories(folder + "/" + name) { return path }
            if index == 0, let path = inDirectories(name) { return path }
            if BundledTemplates.has(folder: folder, name: name) { return nil }
        }
        return flavorFolders.isEmpty ? inDirectories(name) : nil
    }

    private var bundled: BundledTemplateSource? {
        guard includeBundled else { return nil }
        return BundledTemplateSource(folders: flavorFolders)
    }
}
