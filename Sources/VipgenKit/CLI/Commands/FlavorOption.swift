/// `--flavor NAME`, which `scene` and `generate` share: the flavor of the scenes that name none.
enum FlavorOption {
    static let definition = OptionDefinition.value(
        "--flavor", "NAME",
        help:
            "The style of scene: \(Flavor.bundledNames.joined(separator: ", ")) or one the templates folder defines. Default: the config's 'flavor', else '\(Flavor.defaultName)'. See 'vipgen templates list'."
    )

    /// Sets `project`'s flavor from the flag, once the templates folder, which may define flavors, is
    /// known. A flavor no folder has is a usage error naming the ones there are.
    static func apply(_ arguments: ParsedArguments, to project: inout ResolvedProject, command: String) throws {
        guard let name = arguments.value("--flavor") else { return }
        guard Flavor.exists(name, overrides: project.templatesDirectory) else {
            let known = Flavor.availableNames(overrides: project.templatesDirectory)
            throw UsageError(
                message: "'--flavor': " + FlavorChoice(name).unknown(among: known).message, command: command)
        }
        project.flavor = FlavorChoice(name)
    }
}
