import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// A command declared only for these tests, with every kind of handle.
private enum DemoCommand: Command {
    static let name = Argument<String>("NAME", help: "A name.")
    static let more = OptionalArgument<Int>("MORE", help: "Another.") { word in
        guard let number = Int(word) else { throw UsageError("MORE must be a number, found '\(word)'") }
        return number
    }
    static let items = RepeatedOption<String>("--item", "X", help: "Items.")
    static let one = Option<String>("--one", "Y", help: "Once only.")
    static let colour = Option<Int>.choice(
        "--colour", "C", noun: "colour", choices: [("red", 1), ("green", 2)], help: "A colour.")
    static let quiet = Flag("--quiet", short: "-q", help: "Quiet.")
    static let undeclared = Flag("--undeclared", help: "Not in the configuration.")

    static let configuration = CommandConfiguration(
        name: "demo", summary: "A command for tests.", arguments: [name.declaration, more.declaration],
        options: [items.declaration, one.declaration, colour.declaration, quiet.declaration])

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode { .success }
}

@Suite struct ArgumentParserTests {
    @Test func splitsPositionalsValuesAndFlagsIntoTypedValues() throws {
        let parsed = try ArgumentParser.parse(
            ["A", "--item", "1", "--item=2", "-q", "--one", "-", "--colour", "green", "--", "7"],
            for: DemoCommand.configuration)
        expectEqual(parsed[DemoCommand.name], "A")
        expectEqual(parsed[DemoCommand.more], 7)
        expectEqual(parsed[DemoCommand.items], ["1", "2"])
        expectEqual(parsed[DemoCommand.one], "-")
        expectEqual(parsed[DemoCommand.colour], 2)
        expect(parsed[DemoCommand.quiet])
    }

    @Test func absentValuesAreEmpty() throws {
        let parsed = try ArgumentParser.parse(["A"], for: DemoCommand.configuration)
        expect(parsed[DemoCommand.more] == nil)
        expect(parsed[DemoCommand.items].isEmpty)
        expect(parsed[DemoCommand.one] == nil)
        expect(!parsed[DemoCommand.quiet])
        expect(parsed.ifDeclared(ProjectOptions.module) == nil, "an undeclared option read through ifDeclared is nil")
    }

    @Test(arguments: [
        (["A", "--itme", "1"], "unknown option '--itme'; did you mean '--item'?"),
        (["A", "--zzzzzzz"], "unknown option '--zzzzzzz'"),
        (["A", "--undeclared"], "unknown option '--undeclared'"),
        (["A", "--one"], "missing value for '--one <Y>'"),
        (["A", "--one", "1", "--one", "2"], "option '--one' given more than once"),
        (["A", "--quiet=yes"], "option '--quiet' takes no value"),
        (["A", "--colour", "blue"], "unknown colour 'blue' for '--colour'; use one of red, green"),
        (
            ["A", "--colour", "gren"],
            "unknown colour 'gren' for '--colour'; use one of red, green; did you mean 'green'?"
        ),
        (["A", "x"], "MORE must be a number, found 'x'"),
        ([], "missing NAME"),
        (["A", "1", "C"], "unexpected argument 'C'"),
    ])
    func reportsWhatIsWrong(arguments: [String], message: String) {
        expect(throws: UsageError(message)) {
            try ArgumentParser.parse(arguments, for: DemoCommand.configuration)
        }
    }

    @Test func helpListsEveryOptionFromTheSameDeclarations() {
        let help = Help.text(for: CommandPath(commands: [VipgenCommand.self, DemoCommand.self]))
        expect(help.contains("USAGE: vipgen demo NAME [MORE] [options]"))
        expect(help.contains("  --item <X>                Items. (repeatable)"))
        expect(help.contains("  -q, --quiet               Quiet."))
        expect(help.contains("  -h, --help"))
        expect(!help.contains("--undeclared"))
    }

    @Test func suggestionsPickTheClosestKnownWord() {
        expectEqual(Suggestion.closest(to: "--usecase", among: ["--use-case", "--field"]), "--use-case")
        expect(Suggestion.closest(to: "xyz", among: ["--use-case"]) == nil)
        expectEqual(Suggestion.closest(to: "useCase", among: ["useCases", "fields"]), "useCases")
        expectEqual(Suggestion.didYouMean("tab", among: ["tabs"]), "; did you mean 'tabs'?")
        expectEqual(Suggestion.didYouMean("tab", among: ["tabs"], quote: "\""), "; did you mean \"tabs\"?")
        expect(Suggestion.didYouMean("xyz", among: ["tabs"]).isEmpty)
    }
}
