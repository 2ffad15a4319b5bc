/// What `vipgen templates list` shows: every flavor with its description, each file it writes with
/// the template that renders it and where that template comes from, then the partials its templates
/// can use (the shared ones and a templates folder's own).
enum FlavorListing {
    /// One block per flavor, a blank line between them, the default first, then the others by name. Throws when a templates
    /// folder's manifest cannot be read.
    static func text(overrides directory: String?) throws -> String {
        let names = Flavor.availableNames(overrides: directory)
        let ordered = [Flavor.defaultName] + names.filter { $0 != Flavor.defaultName }
        var blocks: [String] = []
        for name in ordered where names.contains(name) {
            blocks.append(try block(for: Flavor.resolve(name, overrides: directory), overrides: directory))
        }
        return blocks.joined(separator: "\n")
    }

    private static func block(for flavor: Flavor, overrides directory: String?) -> String {
        var heading = flavor.name
        if flavor.name == Flavor.defaultName { heading += " (the default)" }
        if flavor.templateFolders.count > 1 { heading += " (extends \(flavor.templateFolders[1]))" }
        var text = heading + (flavor.summary.isEmpty ? "" : ": " + flavor.summary) + "\n"
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
        for file in flavor.files {
            let destination = file.destination.rawValue.padding(toWidth: 8)
            text += "  \(file.template.padding(toWidth: 22)) \(destination) \(file.namePattern.padding(toWidth: 36)) "
            text += origin(file.template) + "\n"
        }
        let rendered = Set(flavor.files.map(\.template))
        let partials = (bundled.names + source.extraNames()).filter { !rendered.contains($0) }
        for partial in Set(partials).sorted() {
            text += "  \(partial.padding(toWidth: 22)) \("partial".padding(toWidth: 45)) \(origin(partial))\n"
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
