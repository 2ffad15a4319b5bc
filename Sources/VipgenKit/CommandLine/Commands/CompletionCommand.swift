/// `vipgen completion bash|zsh|fish`: a completion script generated from the command declarations.
enum CompletionCommand: Command {
    static let shell = Argument<CompletionShell>(
        "SHELL", help: "bash, zsh or fish.",
        completion: .choices(CompletionShell.allCases.map(\.rawValue))
    ) { word in
        guard let shell = CompletionShell(rawValue: word) else {
            let names = CompletionShell.allCases.map(\.rawValue)
            throw UsageError(
                "unknown shell '\(word)'; use one of \(names.joined(separator: ", "))"
                    + Suggestion.didYouMean(word, among: names))
        }
        return shell
    }

    static let configuration = CommandConfiguration(
        name: "completion",
        summary: "Print a shell completion script for vipgen's commands, options and scene names.",
        arguments: [shell.declaration],
        discussion: """
            'make install' installs all three where each shell looks. To load one by hand: bash, \
            'source <(vipgen completion bash)'; zsh, 'vipgen completion zsh > ~/.zfunc/_vipgen' with ~/.zfunc in \
            fpath before compinit; fish, 'vipgen completion fish > ~/.config/fish/completions/vipgen.fish'. \
            Scene names are completed from ./vipgen.json.
            """,
        examples: ["vipgen completion zsh", "source <(vipgen completion bash)"]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        console.out(CompletionScript.generate(input[shell], for: VipgenCLI.root))
        return .success
    }
}

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
