import Mustache

/// A flavor with the templates it renders with: its own, then those of the flavors it extends, each
/// overridable by the project's templates folder.
struct FlavorRenderer: Sendable {
    let flavor: Flavor
    let library: MustacheLibrary

    init(flavor: Flavor, templatesDirectory: String?, fixedTemplates: [String: String]) {
        self.flavor = flavor
        let layered = LayeredTemplateSource(
            directories: templatesDirectory.map { [$0] } ?? [], flavorFolders: flavor.templateFolders)
        // vipgen's own templates must never silently render an empty string for a typo.
        library = MustacheLibrary(
            source: fixedTemplates.isEmpty
                ? layered : FixedTemplateSource(fixed: fixedTemplates, then: layered) as any MustacheTemplateSource,
            options: RenderOptions(escape: .none, strict: true, indentBlankLines: false))
    }
}
