/// What `vipgen templates export DIR` writes: the bundled templates one flavor renders, laid out the
/// way a templates folder is read, so the folder changes nothing until one of its files is edited.
enum FlavorExport {
    /// The templates of `flavor`'s folder, of the flavors it extends and of the folders its templates
    /// name (`{{<clean-swift/Interactor}}`), each as `DIR/<folder>/NAME.mustache` with the folder's
    /// `flavor.json` (where a change reaches that flavor and the flavors using it, and no other), then
    /// the partials every flavor shares as `DIR/NAME.mustache`. Nil when no bundled flavor has that name.
    static func files(of flavor: String, into directory: String) -> [OutputFile]? {
        guard Flavor.bundledNames.contains(flavor) else { return nil }
        var files: [OutputFile] = []
        for folder in folders(of: flavor) {
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

    /// `flavor`'s template folders, then each bundled folder a template of theirs names in a tag
    /// (`{{<clean-swift/Interactor}}`, `{{> clean-swift/header}}`), in the order first named.
    static func folders(of flavor: String) -> [String] {
        var folders = Flavor.bundledTemplateFolders(of: flavor)
        var index = 0
        while index < folders.count {
            for (_, text) in (BundledTemplates.texts[folders[index]] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for folder in BundledTemplates.templateFolders where !folders.contains(folder) {
                    if text.contains("{{<" + folder + "/") || text.contains("{{> " + folder + "/") {
                        folders.append(folder)
                    }
                }
            }
            index += 1
        }
        return folders
    }
}
