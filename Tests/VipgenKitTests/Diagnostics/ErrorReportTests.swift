import Testing

import Mustache

@testable import VipgenKit

@Suite struct ErrorReportTests {
    @Test func eachKindOfErrorHasItsExitCode() {
        #expect(ErrorReport(UsageError(message: "m", command: nil)).exitCode == .usage)
        #expect(ErrorReport(InputError.missing("x")).exitCode == .noInput)
        #expect(ErrorReport(InputError.notText("x")).exitCode == .dataError)
        #expect(ErrorReport(OutputError.wouldOverwrite(["a"])).exitCode == .cannotCreate)
        #expect(ErrorReport(SpecErrors([SpecError(message: "m")])).exitCode == .dataError)
        #expect(ErrorReport(MustacheError(.emptyTag, template: "t", line: 1, column: 1)).exitCode == .dataError)
        #expect(ErrorReport(InvalidValue("m")).exitCode == .failure)
    }

    @Test func locatedErrorsShowTheLineAndACaretUnderTheColumn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.json", "{\r\n\t\"scenes\": [x]\r\n}\r\n")
        let path = directory.path + "/spec.json"
        let errors = SpecErrors([
            SpecError(file: path, location: SourceLocation(line: 2, column: 13), keyPath: "scenes[0]", message: "bad"),
            SpecError(file: path, location: nil, keyPath: "", message: "no place"),
        ])
        #expect(
            ErrorReport(errors).render(colour: false) == """
                \(path):2:13: error: scenes[0]: bad
                \t"scenes": [x]
                \t           ^
                \(path): error: no place

                """)
    }

    @Test func otherErrorsAreOneLine() {
        #expect(ErrorReport(InputError.missing("a.json")).render(colour: false) == "error: no such file: 'a.json'\n")
        #expect(ErrorReport(InputError.missing("a.json")).render(colour: true).contains("\u{1B}[1;31merror:"))
    }
}
