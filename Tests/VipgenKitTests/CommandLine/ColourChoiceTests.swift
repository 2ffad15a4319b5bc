import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Whether errors are coloured: `--color`, then NO_COLOR (no-color.org) and TERM=dumb on a terminal.
@Suite struct ColourChoiceTests {
    /// A console on a terminal, with the environment it is given.
    final class TerminalConsole: Console {
        let variables: [String: String]
        private(set) var errors = ""

        init(_ variables: [String: String]) { self.variables = variables }

        func out(_ text: String) {}
        func err(_ text: String) { errors += text }
        func readStandardInput() -> [UInt8] { [] }
        var errorIsTerminal: Bool { true }
        func environment(_ name: String) -> String? { variables[name] }
    }

    @Test(
        arguments: [
            ([:], [], true),
            (["NO_COLOR": "1"], [], false),
            (["NO_COLOR": ""], [], true),
            (["TERM": "dumb"], [], false),
            (["TERM": "xterm-256color"], [], true),
            ([:], ["--color", "never"], false),
            (["NO_COLOR": "1"], ["--color=always"], true),
            (["TERM": "dumb"], ["--color", "auto"], false),
        ] as [([String: String], [String], Bool)])
    func errorsAreColouredOnlyWhenAllowed(environment: [String: String], flags: [String], coloured: Bool) {
        let console = TerminalConsole(environment)
        let status = VipgenCLI.run(arguments: flags + ["scene"], console: console)
        expectEqual(status, 64)
        expectEqual(console.errors.contains("\u{1B}["), coloured, "\(console.errors)")
        expect(console.errors.contains("missing NAME"))
    }

    @Test func theFlagIsTakenOutBeforeTheCommandAndNotAfterDoubleDash() throws {
        var arguments = ["scene", "--color", "never", "X", "--", "--color", "always"]
        expectEqual(try ColourChoice.extract(from: &arguments), .never)
        expectEqual(arguments, ["scene", "X", "--", "--color", "always"])
    }
}

/// "did you mean" counts two letters swapped as one mistake, as people make it.
@Suite struct SuggestionTranspositionTests {
    @Test(arguments: [("sceen", "scene"), ("inti", "init"), ("genreate", "generate"), ("tempaltes", "templates")])
    func swappedLettersAreOneMistake(typed: String, meant: String) {
        let commands = ["scene", "generate", "add", "init", "render", "templates", "completion", "help"]
        expectEqual(Suggestion.closest(to: typed, among: commands), meant)
    }

    @Test func oneLetterOptionsAreNotMatchedByDistance() {
        expect(Suggestion.closest(to: "-v", among: ["-q", "--quiet"]) == nil)
    }
}
