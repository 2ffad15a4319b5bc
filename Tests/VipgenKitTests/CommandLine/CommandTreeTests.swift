import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The command tree, run in-process: dispatch, refusals, help and usage all from the declarations.
@Suite struct CommandTreeTests {
    static let paths = VipgenCLI.root.descendants().filter { !$0.configuration.hidden }

    @Test func everyCommandHasHelpFromItsDeclarationWhicheverWayItIsAsked() {
        for path in Self.paths {
            let words = Array(path.words.dropFirst())
            let viaHelp = InProcessRun(["help"] + words)
            expectEqual(viaHelp.status, 0, "\(words)")
            expect(viaHelp.stdout.hasPrefix("OVERVIEW: \(path.configuration.summary)"))
            expect(viaHelp.stdout.contains("USAGE: \(Help.usage(path))"))
            for option in path.configuration.options {
                expect(viaHelp.stdout.contains(option.label), "\(words): \(option.name)")
            }
            for argument in path.configuration.arguments {
                expect(viaHelp.stdout.contains("  \(argument.name) "), "\(words): \(argument.name)")
            }
            expectEqual(InProcessRun(words + ["--help"]).stdout, viaHelp.stdout, "\(words)")
            expectEqual(InProcessRun(words + ["-h"]).stdout, viaHelp.stdout, "\(words)")
        }
    }

    @Test func helpOnHelpIsHelpsOwnText() {
        let run = InProcessRun(["help", "help"])
        expectEqual(run.status, 0)
        expect(run.stderr.isEmpty)
        expect(run.stdout.hasPrefix("OVERVIEW: Show help for vipgen or one of its commands."))
        expect(run.stdout.contains("USAGE: vipgen help [COMMAND...]"))
    }

    @Test func theOverviewListsEveryVisibleCommandAndNoHiddenOne() {
        let overview = InProcessRun([])
        expectEqual(overview.status, 0)
        expectEqual(overview.stdout, InProcessRun(["--help"]).stdout)
        expectEqual(overview.stdout, InProcessRun(["help"]).stdout)
        for command in VipgenCommand.configuration.subcommands {
            let listed = overview.stdout.contains("\n  \(command.configuration.name)")
            expectEqual(listed, !command.configuration.hidden, "\(command.configuration.name)")
        }
    }

    @Test func subcommandsDispatchToTheirOwnCommand() {
        let list = InProcessRun(["templates", "list"])
        expectEqual(list.status, 0)
        expect(list.stdout.contains("clean-swift (the default)"))
        let show = InProcessRun(["templates", "show", "Worker"])
        expectEqual(show.status, 0)
        expect(show.stdout.contains("Worker"))
        expect(!show.stdout.contains("bundled\n"), "show prints a template, not the list")
        expectEqual(InProcessRun(["--version"]).stdout, "vipgen \(VipgenCLI.version)\n")
        expectEqual(InProcessRun(["version"]).stdout, "vipgen \(VipgenCLI.version)\n")
    }

    @Test(arguments: [
        (["templates", "list", "--force"], "error: unknown option '--force'", "vipgen templates list [options]"),
        (
            ["templates", "show", "Router", "--dry-run"], "error: unknown option '--dry-run'",
            "vipgen templates show NAME [options]"
        ),
        (
            ["templates", "export", "X", "--templates", "Foo"], "error: unknown option '--templates'",
            "vipgen templates export DIR [options]"
        ),
        (
            ["templates", "export", "X", "--config", "c.json"], "error: unknown option '--config'",
            "vipgen templates export DIR [options]"
        ),
        (
            ["templates", "lst"], "error: unknown subcommand 'lst' of 'vipgen templates'; did you mean 'list'?",
            "vipgen templates <subcommand>"
        ),
        (
            ["templates"], "error: missing subcommand; use one of: list, show, export, export-xcode",
            "vipgen templates <subcommand>"
        ),
        (["templates", "--force"], "error: unknown option '--force'", "vipgen templates <subcommand>"),
        (["scenes"], "error: unknown command 'scenes'; did you mean 'scene'?", "vipgen <command> [options]"),
        (["--frobnicate"], "error: unknown option '--frobnicate'", "vipgen <command> [options]"),
        (
            ["help", "templates", "lst"], "error: unknown subcommand 'lst' of 'vipgen templates'; did you mean 'list'?",
            "vipgen help [COMMAND...]"
        ),
        (["init", "--dry-run"], "error: unknown option '--dry-run'\n", "vipgen init [FILE] [options]"),
        (["completion", "tcsh"], "error: unknown shell 'tcsh'; use one of bash, zsh, fish", "vipgen completion SHELL"),
        (["completion"], "error: missing SHELL", "vipgen completion SHELL"),
        (
            ["scene", "AddMeme", "--module", "my-app"], "error: module name 'my-app' must be a Swift identifier",
            "vipgen scene NAME [options]"
        ),
        (
            ["render", "t.mustache", "--escape", "xml"],
            "error: unknown escape mode 'xml' for '--escape'; use one of none, html", "vipgen render TEMPLATE [options]"
        ),
    ])
    func refusalsAreUsageErrorsWithTheCommandsUsage(arguments: [String], message: String, usage: String) {
        let run = InProcessRun(arguments)
        expectEqual(run.status, 64, "\(arguments): \(run.stderr)")
        expect(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
        expect(run.stderr.contains("\nUsage: \(usage)\n"), "\(arguments): \(run.stderr)")
        expect(run.stdout.isEmpty)
    }

    @Test func aUsageErrorNamesTheHelpOfTheCommandItWasFor() {
        expect(InProcessRun(["templates", "export"]).stderr.hasSuffix("See 'vipgen help templates export'.\n"))
        expect(InProcessRun(["nope"]).stderr.hasSuffix("See 'vipgen help'.\n"))
    }

    @Test func everyCommandNameIsUniqueAmongItsSiblings() {
        for path in [VipgenCLI.root] + VipgenCLI.root.descendants() {
            let names = path.configuration.subcommands.map { $0.configuration.name }
            expectEqual(Set(names).count, names.count, "\(path.invocation)")
            let options = path.configuration.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
            expectEqual(Set(options).count, options.count, "\(path.invocation)")
            expect(!options.contains("--help") && !options.contains("-h"), "help is every command's own")
        }
    }
}
