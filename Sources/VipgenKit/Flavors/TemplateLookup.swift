/// A template as a run would use it: the project's override if there is one, else the bundled one.
/// What `vipgen templates show` prints and `vipgen mcp`'s `show_template` returns.
enum TemplateLookup {
    /// The flavor asked for, else the project's; refused, naming the `option` that asked, when no
    /// folder has it.
    static func flavor(_ name: String?, in project: ResolvedProject, option: String) throws -> String {
        let flavorName = name ?? project[Settings.flavor].name
        guard Flavor.exists(flavorName, overrides: project[Settings.templates]) else {
            let known = Flavor.availableNames(overrides: project[Settings.templates])
            throw UsageError("'\(option)': " + FlavorChoice(flavorName).unknown(among: known).message)
        }
        return flavorName
    }

    /// The text of the template `name` of `flavor`; refused, with the closest name, when it has none.
    static func text(named name: String, flavor: String, in project: ResolvedProject) throws -> String {
        let directory = project[Settings.templates]
        let folders = try Flavor.resolve(flavor, overrides: directory).templateFolders
        let source = LayeredTemplateSource(directories: directory.map { [$0] } ?? [], flavorFolders: folders)
        guard let template = try source.templateSource(named: name) else {
            let names = BundledTemplateSource(folders: source.flavorFolders).names
            throw UsageError(
                "no template named '\(name)'" + Suggestion.didYouMean(name, among: names)
                    + " (see 'vipgen templates list')")
        }
        return template.source
    }
}
