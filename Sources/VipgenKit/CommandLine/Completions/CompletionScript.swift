/// The shells `vipgen completion` writes scripts for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// Completion scripts, generated from the command tree so they offer exactly what the parser accepts.
enum CompletionScript {
    static func generate(_ shell: CompletionShell, for root: CommandPath) -> String {
        let paths = completablePaths(root)
        switch shell {
        case .bash: return BashCompletion.script(paths, root: root)
        case .zsh: return ZshCompletion.script(paths, root: root)
        case .fish: return FishCompletion.script(paths, root: root)
        }
    }

    /// The root and every command below it that help lists, parents before children.
    static func completablePaths(_ root: CommandPath) -> [CommandPath] {
        func below(_ path: CommandPath) -> [CommandPath] {
            path.configuration.visibleSubcommands.flatMap { sub -> [CommandPath] in
                let child = path.appending(sub)
                return [child] + below(child)
            }
        }
        return [root] + below(root)
    }

    /// The options a command's completions offer: its own, and `--color`, which every command takes.
    static func options(of path: CommandPath) -> [OptionDeclaration] {
        path.configuration.options + [ColourChoice.declaration]
    }

    /// The words a `.choices` or `.commands` completion offers; nil for the other kinds.
    static func words(_ completion: ValueCompletion, root: CommandPath) -> [String]? {
        switch completion {
        case .choices(let words): return words
        case .commands: return root.configuration.visibleSubcommands.map { $0.configuration.name }
        case .none, .file, .directory, .scenes: return nil
        }
    }

    /// The first sentence of a help text, for shells that show a description beside each candidate:
    /// it ends at a full stop followed by a capital letter, so `e.g. 'memes'` does not end it.
    static func shortHelp(_ help: String) -> String {
        var searchFrom = help.startIndex
        while let stop = help[searchFrom...].firstRange(of: ". ") {
            let next = stop.upperBound
            if next < help.endIndex, help[next].isUppercase { return String(help[..<stop.lowerBound]) + "." }
            searchFrom = next
        }
        return help
    }

    /// `text` inside single quotes for a POSIX shell (and zsh).
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// The name of the hidden command that prints a spec's scene names.
    static var sceneNamesCommand: String { ListScenesCommand.configuration.name }
}
