/// `--flavor NAME`, which `scene` and `generate` share: the flavor of the scenes that name none.
enum FlavorOption {
    static let flavor = Option<String>(
        "--flavor", "NAME",
        help:
            "The style of scene: \(Flavor.bundledNames.concatenated(separator: ", ")) or one the templates folder defines. Default: the config's 'flavor', else '\(Flavor.defaultName)'. See 'vipgen templates list'.",
        completion: .choices(Flavor.bundledNames))

    /// Sets `project`'s flavor from the flag, once the templates folder, which may define flavors, is
    /// known. A flavor no folder has is a usage error naming the ones there are.
    static func apply(_ input: ParsedCommand, to project: inout ResolvedProject) throws {
        guard let name = input[flavor] else { return }
        guard Flavor.exists(name, overrides: project.templatesDirectory) else {
            let known = Flavor.availableNames(overrides: project.templatesDirectory)
            throw UsageError("'--flavor': " + FlavorChoice(name).unknown(among: known).message)
        }
        project.flavor = FlavorChoice(name)
    }
}
