/// `vipgen __scenes [SPEC]`: the scene names of a spec, one a line, for completion scripts, then the
/// scenes on disk it does not list (the folders of its sources folder: `vipgen add` works on scenes
/// `vipgen scene` wrote without the spec). Prints no error for a missing or invalid spec: a
/// completion must never show one.
enum ListScenesCommand: Command {
    static let spec = OptionalArgument<String>(
        "SPEC", help: "The spec file. Default: ./\(SpecLoader.defaultFileName).", completion: .file)

    static let configuration = CommandConfiguration(
        name: "__scenes", summary: "Print the scene names of a spec, for shell completion.",
        arguments: [spec.declaration], hidden: true)

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let loaded = try? SpecLoader.load(input[spec] ?? SpecLoader.nearest() ?? SpecLoader.defaultFileName)
        var names = loaded?.spec.scenes.map(\.name) ?? []
        let settings =
            loaded.map { $0.spec.project.withDefaultFolders().relative(to: $0.directory) } ?? ProjectSettings()
        let sources = settings.sources ?? ProjectDefaults.sources
        for folder in POSIX.listDirectory(sources).sorted()
        where !folder.hasPrefix(".") && !names.contains(folder)
            && POSIX.existence(of: Paths.join(sources, folder)) == .directory
        {
            names.append(folder)
        }
        console.out(names.map { $0 + "\n" }.joined())
        return .success
    }
}
