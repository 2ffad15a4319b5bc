import Expectations
import Foundation
import Testing

/// vipgen's own tests check with the Expectations functions: a `#expect` or `#require` creeping back
/// costs its compile time on every `make test` (Tests/Support/Expectations/Expectations.swift). The
/// tests vipgen generates keep Swift Testing's macros; they live in Templates/ and Tests/Proof/, not
/// in these folders.
@Suite struct NoMacroChecksTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let folders = ["VipgenKitTests", "MustacheTests", "SwiftScanningTests", "ExpectationsTests"]

    @Test func vipgensOwnTestsUseNoExpectOrRequireMacro() throws {
        var found: [String] = []
        for folder in Self.folders {
            let root = Self.tests.appendingPathComponent(folder)
            let files = try require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where Self.checksWithAMacro(line) {
                    found.append("\(folder)/\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        expectEqual(found, [], "use expect, expectEqual or require (import Expectations)")
    }

    /// A line's code, its string literals and comment left out, names one of the macros. A line
    /// inside a string of several lines is read as code: none of these tests' strings holds one.
    static func checksWithAMacro(_ line: Substring) -> Bool {
        guard line.contains("#expect") || line.contains("#require") else { return false }
        let code = line.replacing(/"(\\.|[^"\\])*"/, with: "\"\"").replacing(/\/\/.*/, with: "")
        return code.contains(/#(expect|require)\b/)
    }

    @Test func aMacroInCodeIsFoundAndOneInAStringOrCommentIsNot() {
        expect(Self.checksWithAMacro("        #expect(a == b)"))
        expect(Self.checksWithAMacro("let x = try #require(y)"))
        expect(!Self.checksWithAMacro("expect(!tests.contains(\"#expect\"), \"no Swift Testing\")"))
        expect(!Self.checksWithAMacro("    /// every Swift Testing `#expect`."))
        expect(!Self.checksWithAMacro("        expectEqual(a, b)"))
    }
}
