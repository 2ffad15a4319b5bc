/// What `vipgen templates export DIR` writes: the bundled templates one flavor renders, laid out the
/// way a templates folder is read, so the folder changes nothing until one of its files is edited.
public enum FlavorExport {
    /// The templates of `flavor`'s folder and of the flavors it extends, each as
    /// `DIR/<folder>/NAME.mustache` with the folder's `flavor.json` (where a change reaches that flavor and the flavors extending it,
    /// and no other), then the partials every flavor shares as `DIR/NAME.mustache`. Nil when no
    /// bundled flavor has that name.
    public static func files(of flavor: String, into directory: String) -> [OutputFile]? {
        guard Flavor.bundledNames.contains(flavor) else { return nil }
        var files: [OutputFile] = []
        for folder in Flavor.bundledTemplateFolders(of: flavor) {
            for (name, text) in (BundledTemplates.texts[folder] ?? [:]).sorted(by: { $0.key < $1.key }) {
                files.append(OutputFile(path: Paths.join(directory, folder + "/" + name + ".mustache"), contents: text))
            }
            // The manifest too, unchanged: it says which files the templates write, and what a team
            // edits to change that.
            if let manifest = BundledTemplates.manifests[folder] {
                files.append(
                    OutputFile(path: Paths.join(directory, folder + "/" + Flavor.manifestName), contents: manifest))
            }
        }
        let common = BundledTemplates.texts[BundledTemplateSource.commonFolder] ?? [:]
        for (name, text) in common.sorted(by: { $0.key < $1.key }) {
            files.append(OutputFile(path: Paths.join(directory, name + ".mustache"), contents: text))
        }
        return files
    }
}
