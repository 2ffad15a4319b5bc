import Testing

@testable import VipgenKit

@Suite struct ArgumentParserTests {
    static let command = CommandDefinition(
        name: "demo",
        summary: "A command for tests.",
        positionals: [
            PositionalDefinition(name: "NAME", optional: false, help: "A name."),
            PositionalDefinition(name: "MORE", optional: true, help: "Another."),
        ],
        options: [
            .value("--item", "X", repeatable: true, help: "Items."),
            .value("--one", "Y", help: "Once only."),
            .flag("--quiet", short: "-q", help: "Quiet."),
        ],
        discussion: "",
        examples: [])

    @Test func splitsPositionalsValuesAndFlags() throws {
        let parsed = try ArgumentParser.parse(
            ["A", "--item", "1", "--item=2", "-q", "--one", "-", "--", "--not-an-option"], for: Self.command)
        #expect(parsed.positionals == ["A", "--not-an-option"])
        #expect(parsed.all("--item") == ["1", "2"])
        #expect(parsed.value("--one") == "-")
        #expect(parsed.has("--quiet"))
    }

    @Test(arguments: [
        (["A", "--itme", "1"], "unknown option '--itme'; did you mean '--item'?"),
        (["A", "--zzzzzzz"], "unknown option '--zzzzzzz'"),
        (["A", "--one"], "missing value for '--one <Y>'"),
        (["A", "--one", "1", "--one", "2"], "option '--one' given more than once"),
        (["A", "--quiet=yes"], "option '--quiet' takes no value"),
        ([], "missing NAME"),
        (["A", "B", "C"], "unexpected argument 'C'"),
    ])
    func reportsWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message, command: "demo")) {
            try ArgumentParser.parse(arguments, for: Self.command)
        }
    }

    @Test func helpListsEveryOptionFromTheSameTable() {
        let help = Help.text(for: Self.command)
        #expect(help.contains("USAGE: vipgen demo NAME [MORE] [options]"))
        #expect(help.contains("  --item <X>                Items. (repeatable)"))
        #expect(help.contains("  -q, --quiet               Quiet."))
        #expect(help.contains("  -h, --help"))
    }

    @Test func suggestionsPickTheClosestKnownWord() {
        #expect(Suggestion.closest(to: "--usecase", among: ["--use-case", "--field"]) == "--use-case")
        #expect(Suggestion.closest(to: "xyz", among: ["--use-case"]) == nil)
        #expect(Suggestion.closest(to: "useCase", among: ["useCases", "fields"]) == "useCases")
    }
}
