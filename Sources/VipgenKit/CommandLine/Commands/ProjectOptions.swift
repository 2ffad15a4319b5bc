/// The spec option commands share, and typed handles on the options of the settings they read
/// directly; every setting's option comes from its declaration (`Settings`, `SettingOptions`).
enum ProjectOptions {
    static let config = Option<String>(
        "--config", "FILE",
        help: "A spec file whose project settings to use. Default: ./\(SpecLoader.defaultFileName) when it exists.",
        completion: .file)
    static let module = SettingOptions.option(Settings.module)
    /// `--flavor NAME`, which `scene`, `generate` and `templates` share: the flavor of the scenes that name none.
    static let flavor = SettingOptions.option(Settings.flavor)
    static let templates = SettingOptions.option(Settings.templates)
    static let testing = SettingOptions.option(Settings.testing)
    static let worker = SettingOptions.option(Settings.worker)

    /// The settings given on the command line, from whichever options of settings the command declares.
    static func settings(from input: ParsedCommand) -> ProjectSettings {
        SettingOptions.settings(from: input)
    }
}
