import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Rules every generated file keeps, in every flavor, with every base class, test library and way
/// of building the view controller: no `@objc` or selectors (UIKit's Swift API is enough), and no
/// force unwrap, force cast or `try!` (a generated scene never traps on its own).
@Suite struct GeneratedCodeRulesTests {
    /// Every file of a scene with several use cases, fields and routes, in every combination.
    static func everyFile() throws -> [OutputFile] {
        var files: [OutputFile] = []
        let fields = try ["items: [String]", "selected: String?", "count: Int"].map { try Field.parse($0) }
        for flavor in Flavor.bundledNames {
            for testing in TestingLibrary.allCases {
                for storyboard in [nil, "Main"] {
                    let project = ResolvedProject(
                        module: "App", sourcesDirectory: "S", testsDirectory: "T", date: "",
                        flavor: FlavorChoice(flavor), testing: testing, storyboard: storyboard)
                    let scenes = ViewControllerBase.allCases.enumerated().map { index, base in
                        SceneSpec(
                            name: "Scene\(index)", base: base, useCases: ["FetchItems", "DeleteItem"], fields: fields,
                            routes: ["Scene\((index + 1) % 3)", "Scene\(index)"])
                    }
                    files += try SceneGenerator(project: project).files(for: scenes)
                }
            }
        }
        return files
    }

    /// The code of `text` without its comments and string literals, whose `!` or `@objc` are prose.
    static func code(_ text: String) -> String {
        var lines: [String] = []
        var inString = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var kept = ""
            var previous: Character = " "
            for character in line {
                if inString {
                    if character == "\"" && previous != "\\" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/" && previous == "/" {
                    kept.removeLast()
                    break
                } else {
                    kept.append(character)
                }
                previous = character
            }
            lines.append(kept)
        }
        return lines.joined(separator: "\n")
    }

    /// Each `!` straight after a name, `)`, `]` or `?` that does not start `!=`, with what precedes it.
    static func forceUnwraps(in code: String) -> [String] {
        let characters = Array(code)
        var found: [String] = []
        for index in characters.indices.dropFirst() where characters[index] == "!" {
            let before = characters[index - 1]
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            if (before.isLetter || before.isNumber || "_)]?".contains(before)) && after != "=" {
                found.append(String(characters[max(0, index - 30)...index]))
            }
        }
        return found
    }

    @Test func noObjectiveCAttributesAndNothingThatTraps() throws {
        let files = try Self.everyFile()
        // 2 test libraries × 2 ways to build the view controller × 3 scenes, in flavors of 9, 11, 12, 12 and 13 files.
        expectEqual(files.count, 2 * 2 * 3 * (9 + 11 + 12 + 12 + 13))
        for file in files {
            let code = Self.code(file.contents)
            for banned in ["@objc", "#selector", "try!", "as!", "NSObject"] {
                expect(!code.contains(banned), "\(file.path) contains \(banned)")
            }
            expect(Self.forceUnwraps(in: code).isEmpty, "\(file.path) force unwraps: \(Self.forceUnwraps(in: code))")
        }
    }

    @Test func theCheckFindsWhatItLooksFor() {
        expectEqual(Self.code("let a = b // c!\nlet s = \"x!\"\n"), "let a = b \nlet s = \n")
        expectEqual(Self.forceUnwraps(in: "a!.b\nc()!\nd[0]!\ne?!").count, 4)
        expect(Self.forceUnwraps(in: "a != b\nif !c {}\nlet d = !e").isEmpty)
    }
}
