import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The completion scripts: generated from the declarations, so each holds every command and option;
/// and valid in its shell where that shell is installed (skipped where it is not).
@Suite struct CompletionScriptTests {
    static let paths = CompletionScript.completablePaths(VipgenCLI.root)

    @Test(arguments: CompletionShell.allCases)
    func everyCommandSubcommandAndOptionIsInTheScript(shell: CompletionShell) {
        let run = InProcessRun(["completion", shell.rawValue])
        expectEqual(run.status, 0)
        let script = run.stdout
        expectEqual(script, CompletionScript.generate(shell, for: VipgenCLI.root))
        for path in Self.paths {
            for subcommand in path.configuration.visibleSubcommands {
                expect(script.contains(subcommand.configuration.name), "\(shell): \(path.invocation) …")
            }
            for option in path.configuration.options {
                let name = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                expect(script.contains(name), "\(shell): \(path.invocation) \(option.name)")
                if let short = option.short {
                    expect(script.contains(shell == .fish ? "-s \(short.dropFirst())" : short))
                }
            }
        }
        expect(script.contains(ListScenesCommand.configuration.name), "scene names come from the hidden command")
        for hidden in VipgenCommand.configuration.subcommands where hidden.configuration.hidden {
            expect(!script.contains("'\(hidden.configuration.name):"), "\(shell) offers no hidden command")
        }
    }

    @Test func theBashScriptWalksToTheSubcommandBeingCompleted() {
        let script = CompletionScript.generate(.bash, for: VipgenCLI.root)
        expect(script.contains("'vipgen templates') echo 'list show export export-xcode' ;;"))
        expect(script.contains("'vipgen templates list') echo '--templates --config --format --color -h --help' ;;"))
        expect(
            script.contains(
                "'vipgen templates export') echo '--flavor --dry-run --force -q --quiet --verbose --format --color -h --help' ;;"
            ))
        expect(script.contains("complete -F _vipgen vipgen"))
    }

    @Test func descriptionsStopAtTheFirstSentence() {
        expectEqual(CompletionScript.shortHelp("A field, e.g. 'a:B'. Optional ones start nil."), "A field, e.g. 'a:B'.")
        expectEqual(CompletionScript.shortHelp("No full stop"), "No full stop")
    }

    @Test func sceneNamesComeFromTheSpecAndNeverAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", #"{"scenes": [{"name": "Cart"}, {"name": "ListMemes"}]}"#)
        try directory.write("broken.json", "{")
        let names = try VipgenProcess.run(["__scenes"], in: directory.url)
        expectEqual(names.status, 0)
        expectEqual(names.stdout, "Cart\nListMemes\n")
        let broken = try VipgenProcess.run(["__scenes", "broken.json"], in: directory.url)
        expectEqual(broken.status, 0)
        expect(broken.stdout.isEmpty && broken.stderr.isEmpty)
        // Scenes written without the spec are on disk only: `add use-case <TAB>` offers them too.
        try directory.write("Scenes/Cart/CartViewController.swift", "")
        try directory.write("Scenes/Profile/ProfileViewController.swift", "")
        try directory.write("Scenes/.hidden/x", "")
        expectEqual(try VipgenProcess.run(["__scenes"], in: directory.url).stdout, "Cart\nListMemes\nProfile\n")
        // From a subfolder, the project's spec and folders.
        try directory.write("Scenes/Cart/Sub/x", "")
        let nested = try VipgenProcess.run(["__scenes"], in: directory.url.appendingPathComponent("Scenes/Cart"))
        expectEqual(nested.stdout, "Cart\nListMemes\nProfile\n")
    }

    // `bash -n`, `zsh -n`, `fish --no-execute`: each shell parses its script without running it. CI
    // machines need not have every shell, so each check is skipped where its shell is missing.
    @Test(.enabled(if: find("bash") != nil, "bash is not installed"))
    func bashParsesItsScript() throws { try parse(.bash, with: "bash", ["-n"]) }

    @Test(.enabled(if: find("zsh") != nil, "zsh is not installed"))
    func zshParsesItsScript() throws { try parse(.zsh, with: "zsh", ["-n"]) }

    @Test(.enabled(if: find("fish") != nil, "fish is not installed"))
    func fishParsesItsScript() throws { try parse(.fish, with: "fish", ["--no-execute"]) }

    private func parse(_ shell: CompletionShell, with name: String, _ flags: [String]) throws {
        let executable = try require(Self.find(name))
        let directory = try TemporaryDirectory()
        try directory.write("script", CompletionScript.generate(shell, for: VipgenCLI.root))
        let run = try VipgenProcess.run(URL(fileURLWithPath: executable), flags + [directory.path + "/script"])
        expectEqual(run.status, 0, "\(shell): \(run.stderr)")
        expect(run.stderr.isEmpty, "\(shell): \(run.stderr)")
    }

    // What each shell offers, asked of the shell itself: bash through COMP_WORDS and the completion
    // function, fish through `complete -C`. (Scene names need the binary on PATH; see the test above.)
    @Test(.enabled(if: bash4IsInstalled, "bash 4 or later is not installed"))
    func bashOffersWhatTheDeclarationsSay() throws {
        let cases: [(words: [String], expected: [String])] = [
            (["vipgen", "te"], ["templates"]),
            (["vipgen", "templates", ""], ["list", "show", "export", "export-xcode"]),
            (["vipgen", "templates", "export", "Out", "--f"], ["--flavor", "--force", "--format"]),
            (["vipgen", "scene", "--b"], ["--base"]),
            (["vipgen", "scene", "--base", "UIT"], ["UITableViewController"]),
            (
                ["vipgen", "scene", "A", "--use-case", "X", "-q", "--t"],
                ["--tests-output", "--templates", "--testing", "--target", "--test-target"]
            ),
            (["vipgen", "completion", "z"], ["zsh"]),
            (["vipgen", "help", "te"], ["templates"]),
            (["vipgen", "help", "add", ""], ["use-case", "route", "field", "dependency"]),
            (["vipgen", "scene", "X", "--color", ""], ["auto", "always", "never"]),
            (["vipgen", "help", "templates", "ex"], ["export", "export-xcode"]),
        ]
        for (words, expected) in cases {
            let quoted = words.map { CompletionScript.singleQuoted($0) }.joined(separator: " ")
            let program = """
                source "$1"
                COMP_WORDS=(\(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                _vipgen; printf '%s\\n' "${COMPREPLY[@]}"
                """
            let offered = try Self.runShell("bash", ["-c", program, "bash"], script: .bash)
            expectEqual(offered, expected, "\(words)")
        }
    }

    @Test(.enabled(if: find("fish") != nil, "fish is not installed"))
    func fishOffersWhatTheDeclarationsSay() throws {
        let cases: [(line: String, expected: [String])] = [
            ("vipgen te", ["templates"]),
            ("vipgen templates ", ["export", "export-xcode", "list", "show"]),
            ("vipgen templates list --", ["--config", "--help", "--templates"]),
            ("vipgen scene X --base UIT", ["UITableViewController"]),
            ("vipgen render t.mustache --escape ", ["html", "none"]),
        ]
        for (line, expected) in cases {
            let program = "source $argv[1]; complete -C \(CompletionScript.singleQuoted(line))"
            let offered = try Self.runShell("fish", ["-c", program], script: .fish)
                .map { String($0.prefix { $0 != "\t" }) }
            expectEqual(offered, expected, "\(line)")
        }
    }

    /// Runs `shell` with `arguments` and the generated script's path as the last argument; its
    /// standard output, one candidate a line.
    private static func runShell(_ shell: String, _ arguments: [String], script: CompletionShell) throws -> [String] {
        let directory = try TemporaryDirectory()
        try directory.write("script", CompletionScript.generate(script, for: VipgenCLI.root))
        let run = try VipgenProcess.run(
            URL(fileURLWithPath: try require(find(shell))), arguments + [directory.path + "/script"],
            in: directory.url)
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// bash older than 4 (macOS's /bin/bash) has no `mapfile`, which the script needs, as bash-completion does.
    private static let bash4IsInstalled: Bool = {
        guard let bash = find("bash") else { return false }
        let run = try? VipgenProcess.run(URL(fileURLWithPath: bash), ["-c", "test ${BASH_VERSINFO[0]} -ge 4"])
        return run?.status == 0
    }()

    private static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
