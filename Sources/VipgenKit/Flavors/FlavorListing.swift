/// What `vipgen templates list` shows: every flavor with its description, each file it writes with
/// the template that renders it and where that template comes from, then the partials its templates
/// can use (the shared ones and a templates folder's own).
enum FlavorListing {
    /// One flavor as listed: what it writes, each template's origin, and the partials it can use.
    struct Entry {
        struct File {
            var template: String
            var destination: String
            var namePattern: String
            var origin: String
        }

        var name: String
        var isDefault: Bool
        /// The flavor it extends, when it does.
        var extends: String?
        var summary: String
        var files: [File]
        var partials: [(name: String, origin: String)]
    }

    /// Every flavor, the default first, then the others by name. Throws when a templates folder's
    /// manifest cannot be read.
    static func entries(overrides directory: String?) throws -> [Entry] {
        let names = Flavor.availableNames(overrides: directory)
        let ordered = [Flavor.defaultName] + names.filter { $0 != Flavor.defaultName }
        return try ordered.filter(names.contains).map {
            entry(for: try Flavor.resolve($0, overrides: directory), overrides: directory)
        }
    }

    /// One block per flavor, a blank line between them.
    static func text(overrides directory: String?) throws -> String {
        try entries(overrides: directory).map(block).joined(separator: "\n")
    }

    /// The flavors as `templates list --format json` and `vipgen mcp` give them.
    static func json(overrides directory: String?) throws -> JSONOutput {
        .array(
            try entries(overrides: directory).map { entry in
                .object([
                    ("name", .string(entry.name)), ("default", .bool(entry.isDefault)),
                    ("extends", entry.extends.map(JSONOutput.string) ?? .null), ("summary", .string(entry.summary)),
                    (
                        "files",
                        .array(
                            entry.files.map { file in
                                .object([
                                    ("template", .string(file.template)), ("destination", .string(file.destination)),
                                    ("name", .string(file.namePattern)), ("origin", .string(file.origin)),
                                ])
                            })
                    ),
                    (
                        "partials",
                        .array(
                            entry.partials.map {
                                .object([("name", .string($0.name)), ("origin", .string($0.origin))])
                            })
                    ),
                ])
            })
    }

    private static func entry(for flavor: Flavor, overrides directory: String?) -> Entry {
        let source = LayeredTemplateSource(
            directories: directory.map { [$0] } ?? [], flavorFolders: flavor.templateFolders)
        let bundled = BundledTemplateSource(folders: flavor.templateFolders)
        func origin(_ template: String) -> String {
            if let path = source.overridePath(of: template) {
                return (bundled.text(named: template) == nil ? "extra     " : "override  ") + path
            }
            guard let folder = bundled.folder(of: template) else { return "missing" }
            return folder == flavor.name ? "bundled" : "bundled from \(folder)"
        }
        let files = flavor.files.map {
            Entry.File(
                template: $0.template, destination: $0.destination.rawValue, namePattern: $0.namePattern,
                origin: origin($0.template))
        }
        let rendered = Set(flavor.files.map(\.template))
        let partials = (bundled.names + source.extraNames()).filter { !rendered.contains($0) }
        return Entry(
            name: flavor.name, isDefault: flavor.name == Flavor.defaultName,
            extends: flavor.templateFolders.count > 1 ? flavor.templateFolders[1] : nil, summary: flavor.summary,
            files: files, partials: Set(partials).sorted().map { ($0, origin($0)) })
    }

    private static func block(_ entry: Entry) -> String {
        var heading = entry.name
        if entry.isDefault { heading += " (the default)" }
        if let parent = entry.extends { heading += " (extends \(parent))" }
        var text = heading + (entry.summary.isEmpty ? "" : ": " + entry.summary) + "\n"
        for file in entry.files {
            let destination = file.destination.padding(toWidth: 8)
            text += "  \(file.template.padding(toWidth: 22)) \(destination) \(file.namePattern.padding(toWidth: 36)) "
            text += file.origin + "\n"
        }
        for partial in entry.partials {
            text += "  \(partial.name.padding(toWidth: 22)) \("partial".padding(toWidth: 45)) \(partial.origin)\n"
        }
        return text
    }
}

extension String {
    /// The string with spaces after it up to `width` characters; longer strings are left whole.
    fileprivate func padding(toWidth width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
