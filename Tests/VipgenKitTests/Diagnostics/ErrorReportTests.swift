import Expectations
import Mustache
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct ErrorReportTests {
    @Test func eachKindOfErrorHasItsExitCode() {
        expectEqual(ExitCode(for: UsageError("m")), .usage)
        expectEqual(ExitCode(for: InputError.missing("x")), .noInput)
        expectEqual(ExitCode(for: InputError.notText("x")), .dataError)
        expectEqual(ExitCode(for: InputError.tooLarge("x", limit: 1)), .dataError)
        expectEqual(ExitCode(for: InputError.notAFolder("x")), .noInput)
        expectEqual(ExitCode(for: OutputError.wouldOverwrite(["a"])), .cannotCreate)
        expectEqual(ExitCode(for: SpecErrors([SpecError(message: "m")])), .dataError)
        expectEqual(ExitCode(for: MustacheError(.emptyTag, template: "t", line: 1, column: 1)), .dataError)
        expectEqual(ExitCode(for: InvalidValue("m")), .failure)
    }

    @Test func locatedErrorsShowTheLineAndACaretUnderTheColumn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", "{\r\n\t\"scenes\": [x]\r\n}\r\n")
        let path = directory.path + "/spec.json"
        let errors = SpecErrors([
            SpecError(file: path, location: SourceLocation(line: 2, column: 13), keyPath: "scenes[0]", message: "bad"),
            SpecError(file: path, location: nil, keyPath: "", message: "no place"),
        ])
        expectEqual(
            ErrorReport(errors).render(colour: false), """
                \(path):2:13: error: scenes[0]: bad
                \t"scenes": [x]
                \t           ^
                \(path): error: no place

                """)
    }

    @Test func otherErrorsAreOneLine() {
        expectEqual(ErrorReport(InputError.missing("a.json")).render(colour: false), "error: no such file: 'a.json'\n")
        expect(ErrorReport(InputError.missing("a.json")).render(colour: true).contains("\u{1B}[1;31merror:"))
    }

    // MARK: - Error floods

    @Test func aFloodPrintsTheFirstErrorsAndCountsTheRest() throws {
        let directory = try TemporaryDirectory()
        let line = (0..<3_000).map { "\"k\($0)\": 1" }.joined(separator: ", ")
        try directory.write("spec.json", "{" + line + "}")
        let path = directory.path + "/spec.json"
        let errors = SpecErrors(
            (0..<30).map { index in
                SpecError(
                    file: path, location: SourceLocation(line: 1, column: 2 + index * 300), message: "bad \(index)")
            })
        let text = ErrorReport(errors).render(colour: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.filter { $0.contains(": error: bad ") }.count, ErrorReport.maximumShown)
        expectEqual(lines.dropLast().last, "error: and 10 more errors; fix these first")
        expect(lines.allSatisfy { $0.unicodeScalars.count <= ErrorReport.sourceWindow + 2 + path.count + 30 })
        expect(text.utf8.count < 10_000)
    }

    @Test(arguments: [1, 2, 50, 51, 52, 500, 2_950, 3_000, 3_001])
    func theCaretStaysUnderItsCharacterInAWindowOfALongLine(column: Int) {
        // Each character says its own column modulo 10, so the character above the caret is checkable.
        let line = String((1...3_000).map { Character(String($0 % 10)) })
        let (shown, caret) = ErrorReport.window(of: line[...], column: column)
        expect(shown.unicodeScalars.count <= ErrorReport.sourceWindow + 2)
        let scalars = Array(shown.unicodeScalars)
        if column <= 3_000 {
            expectEqual(String(scalars[caret - 1]), String(column % 10), "\(shown) caret \(caret)")
        }
        expectEqual(shown.hasPrefix("…"), (column > ErrorReport.sourceWindow / 2 + 1))
    }

    @Test func aShortLineIsShownWhole() {
        let (shown, caret) = ErrorReport.window(of: "{\"a\": 1}", column: 3)
        expectEqual(shown, "{\"a\": 1}")
        expectEqual(caret, 3)
    }
}
