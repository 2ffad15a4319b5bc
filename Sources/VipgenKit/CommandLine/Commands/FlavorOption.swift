/// `--flavor NAME`, which `scene` and `generate` share: the flavor of the scenes that name none.
enum FlavorOption {
    static let flavor = SettingOptions.option(Settings.flavor)

    /// Sets `project`'s flavor from the flag, once the templates folder, which may define flavors, is
    /// known. A flavor no folder has is a usage error naming the ones there are.
    static func apply(_ input: ParsedCommand, to project: inout ResolvedProject) throws {
        guard let name = input[flavor]?.name else { return }
        guard Flavor.exists(name, overrides: project.templatesDirectory) else {
            let known = Flavor.availableNames(overrides: project.templatesDirectory)
            throw UsageError("'--flavor': " + FlavorChoice(name).unknown(among: known).message)
        }
        project.flavor = FlavorChoice(name)
    }
}
