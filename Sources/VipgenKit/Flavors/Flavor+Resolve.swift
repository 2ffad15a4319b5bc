/// Where a flavor comes from: the bundle, changed by an override folder's manifest.
extension Flavor {
    /// The manifest file an override folder may hold for `flavor`: its own subfolder's first, then
    /// the folder's top level (which changes whichever flavor is in use, as its templates do).
    static func overrideManifestPath(of flavor: String, in directory: String) -> String? {
        let base = directory.isEmpty ? "." : directory
        for path in [base + "/" + flavor + "/" + manifestName, base + "/" + manifestName]
        where POSIX.existence(of: path) == .file {
            return path
        }
        return nil
    }

    static let manifestName = "flavor.json"

    /// The flavor `name` as it renders with `overrides`: the flavor it extends, if any, with the bundled
    /// manifest then the override folder's manifest applied; or the override folder's own flavor when
    /// none is bundled by that name. Throws `UnknownFlavor`, `JSONError`, `SpecErrors` or `InputError`.
    static func resolve(_ name: String, overrides directory: String?) throws -> Flavor {
        guard exists(name, overrides: directory) else {
            throw UnknownFlavor(name: name, known: availableNames(overrides: directory))
        }
        return try resolve(name, overrides: directory, extendedBy: [])
    }

    /// Whether a flavor named `name` is bundled or defined by the override folder.
    static func exists(_ name: String, overrides directory: String?) -> Bool {
        BundledTemplates.flavorNames.contains(name) || directory.flatMap { ownManifestPath(of: name, in: $0) } != nil
    }

    /// The bundled flavors and those an override folder defines, sorted.
    static func availableNames(overrides directory: String?) -> [String] {
        guard let directory else { return bundledNames }
        let own = POSIX.listDirectory(directory).filter { ownManifestPath(of: $0, in: directory) != nil }
        return Set(bundledNames + own).sorted()
    }

    /// `DIR/<name>/flavor.json`: the manifest that defines a flavor of the folder's own, or changes a
    /// bundled one.
    private static func ownManifestPath(of name: String, in directory: String) -> String? {
        let path = (directory.isEmpty ? "." : directory) + "/" + name + "/" + manifestName
        return (try? FlavorChoice.validateName(name)) != nil && POSIX.existence(of: path) == .file ? path : nil
    }

    /// `name` resolved; `children` are the flavors of the chain being resolved that extend it, so a
    /// flavor extending itself through others is reported instead of followed for ever.
    private static func resolve(_ name: String, overrides directory: String?, extendedBy children: [String])
        throws -> Flavor
    {
        let overridePath = directory.flatMap { overrideManifestPath(of: name, in: $0) }
        let bundled = BundledTemplates.manifest(named: name)
        let override = try overridePath.map { try FlavorManifest.read(text: FileReader.readText($0), file: $0) }
        // Naming the parent it has changes nothing (an exported manifest does); another would.
        if let bundled, let extends = override?.extends, extends.name != bundled.extends?.name {
            throw SpecErrors([
                SpecError(
                    file: extends.file, location: extends.location, keyPath: extends.keyPath,
                    message: "'\(name)' is a bundled flavor, which extends what it extends; to start from "
                        + "'\(extends.name)', make a flavor of your own (a folder with another name)")
            ])
        }
        var flavor = Flavor(name: name)
        if let parent = (bundled ?? override)?.extends {
            if parent.name == name || children.contains(parent.name) {
                throw SpecErrors([
                    SpecError(
                        file: parent.file, location: parent.location, keyPath: parent.keyPath,
                        message: "'\(name)' cannot extend '\(parent.name)', which extends '\(name)'")
                ])
            }
            guard exists(parent.name, overrides: directory) else {
                throw SpecErrors([parent.unknown(among: availableNames(overrides: directory))])
            }
            let base = try resolve(parent.name, overrides: directory, extendedBy: children + [name])
            flavor = Flavor(
                name: name, summary: base.summary, files: base.files, baseClassFlags: base.baseClassFlags,
                context: base.context)
            flavor.templateFolders = [name] + base.templateFolders
            flavor.routeDestinations = base.routeDestinations
        }
        if let bundled { flavor.apply(bundled) }
        if let override, let overridePath {
            flavor.apply(override)
            try flavor.check(manifest: overridePath)
        }
        return flavor
    }

    /// A bundled flavor's template folders: its own, then those of the bundled flavors it extends.
    static func bundledTemplateFolders(of name: String) -> [String] {
        var folders = [name]
        var current = name
        while let parent = BundledTemplates.manifest(named: current)?.extends?.name, !folders.contains(parent) {
            folders.append(parent)
            current = parent
        }
        return folders
    }

    /// Takes what `manifest` says: its description and base-class flags; its context merged by key;
    /// its files replacing the file rendered by the same template (keeping its role when the entry
    /// gives none), the others added in order: after
    /// the last file with the same destination when the flavor had files already (so sources stay
    /// before tests), else at the end.
    mutating func apply(_ manifest: FlavorManifest) {
        let hadFiles = !files.isEmpty
        if let summary = manifest.summary { self.summary = summary }
        baseClassFlags.merge(manifest.baseClassFlags) { _, new in new }
        context.merge(manifest.context) { _, new in new }
        if let flag = manifest.routeDestinations { routeDestinations = flag }
        for file in manifest.files {
            if let index = files.firstIndex(where: { $0.template == file.template }) {
                // A file rendered by the same template plays the same part unless the entry says otherwise.
                var file = file
                if file.role == nil { file.role = files[index].role }
                files[index] = file
            } else if hadFiles, let last = files.lastIndex(where: { $0.destination == file.destination }) {
                files.insert(file, at: last + 1)
            } else {
                files.append(file)
            }
        }
    }

    /// What only the whole flavor can show wrong once an override changed it.
    func check(manifest path: String) throws(SpecErrors) {
        var problems: [SpecError] = []
        if files.isEmpty {
            problems.append(
                SpecError(file: path, keyPath: "files", message: "the flavor '\(name)' has no files: list at least one")
            )
        }
        var seen: Set<String> = []
        for file in files where !seen.insert("\(file.destination.rawValue)/\(file.namePattern)").inserted {
            problems.append(
                SpecError(
                    file: path, keyPath: "files",
                    message:
                        "two files of the flavor '\(name)' are named '\(file.namePattern)' in \(file.destination.rawValue)"
                ))
        }
        let flags = Array(baseClassFlags.values)
        if Set(flags).count != flags.count || !Set(flags).isDisjoint(with: context.keys) {
            problems.append(
                SpecError(
                    file: path, keyPath: "baseClasses",
                    message: "each base class needs a flag of its own, not a context key's name"))
        }
        if !problems.isEmpty { throw SpecErrors(problems) }
    }
}

/// `--flavor` or a spec named a flavor that is neither bundled nor in the override folder.
struct UnknownFlavor: Error, Equatable, Sendable, CustomStringConvertible {
    let name: String
    let known: [String]

    var description: String {
        var message = "no flavor named '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: known) { message += "; did you mean '\(suggestion)'?" }
        return message + " (the flavors are \(known.joined(separator: ", ")))"
    }
}
