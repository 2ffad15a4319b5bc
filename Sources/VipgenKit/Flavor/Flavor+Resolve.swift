/// Where a flavor comes from: the bundle, changed by an override folder's manifest.
extension Flavor {
    /// The flavors compiled into vipgen, sorted by name.
    public static var bundledNames: [String] { BundledTemplates.manifests.keys.sorted() }

    /// The manifest file an override folder may hold for `flavor`: its own subfolder's first, then
    /// the folder's top level (which changes whichever flavor is in use, as its templates do).
    public static func overrideManifestPath(of flavor: String, in directory: String) -> String? {
        let base = directory.isEmpty ? "." : directory
        for path in [base + "/" + flavor + "/" + manifestName, base + "/" + manifestName]
        where POSIX.existence(of: path) == .file {
            return path
        }
        return nil
    }

    public static let manifestName = "flavor.json"

    /// The flavor `name` as it renders with `overrides`: the bundled manifest with the override
    /// folder's manifest applied, or the override folder's own flavor when none is bundled by that name.
    /// Throws `UnknownFlavor`, `JSONError`, `SpecErrors` or `InputError`.
    public static func resolve(_ name: String, overrides directory: String?) throws -> Flavor {
        let overridePath = directory.flatMap { overrideManifestPath(of: name, in: $0) }
        var flavor: Flavor
        if let text = BundledTemplates.manifests[name] {
            flavor = Flavor(name: name)
            flavor.apply(try FlavorManifest.read(text: text, file: "bundled/\(name)/\(manifestName)"))
        } else if let directory, let overridePath,
            overridePath.hasPrefix((directory.isEmpty ? "." : directory) + "/" + name + "/")
        {
            flavor = Flavor(name: name)
        } else {
            throw UnknownFlavor(name: name, known: bundledNames)
        }
        if let overridePath {
            flavor.apply(try FlavorManifest.read(text: FileReader.readText(overridePath), file: overridePath))
            try flavor.check(manifest: overridePath)
        }
        return flavor
    }

    /// Takes what `manifest` says: its description and base-class flags; its context merged by key;
    /// its files replacing the file rendered by the same template, the others added at the end.
    mutating func apply(_ manifest: FlavorManifest) {
        if let summary = manifest.summary { self.summary = summary }
        baseClassFlags.merge(manifest.baseClassFlags) { _, new in new }
        context.merge(manifest.context) { _, new in new }
        for file in manifest.files {
            if let index = files.firstIndex(where: { $0.template == file.template }) {
                files[index] = file
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
public struct UnknownFlavor: Error, Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let known: [String]

    public var description: String {
        var message = "no flavor named '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: known) { message += "; did you mean '\(suggestion)'?" }
        return message + " (the flavors are \(known.joined(separator: ", ")))"
    }
}
