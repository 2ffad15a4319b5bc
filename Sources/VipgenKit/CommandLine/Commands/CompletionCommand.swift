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
