import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The bound Templates/README.md ("Line length") promises: with names up to 32 characters and field
/// types up to 60, no generated line is longer than 120 columns (swift-format's default), in every
/// flavor, with every base class, test library and way of building the view controller. The compile
/// proofs lint real output (Tests/Proof/LongNames has names that long); this checks every combination at
/// the bound itself, where each name is exactly as long as allowed.
@Suite struct GeneratedLineLengthTests {
    static let limit = 120

    /// A name `length` characters long that starts with `prefix`.
    static func name(_ prefix: String, _ length: Int) -> String {
        String((prefix + String(repeating: "X", count: length)).prefix(length))
    }

    /// Every file of three scenes routing to each other, every name `length` characters long.
    static func everyFile(namesOf length: Int) throws -> [OutputFile] {
        let fields = try [
            "\(name("pending", length)): [String: [\(name("Identifier", 44))]]",
            "\(name("selected", length)): \(name("Selection", 59))?",
            "\(name("tags", length)): Set<\(name("Tag", 55))>",
        ].map { try Field.parse($0) }
        let useCases = [name("Refresh", length), name("Delete", length)]
        var files: [OutputFile] = []
        for flavor in Flavor.bundledNames {
            for testing in TestingLibrary.allCases {
                for storyboard in [nil, name("Storyboard", length)] {
                    let project = ResolvedProject(
                        module: "App", sourcesDirectory: "S", testsDirectory: "T", date: "",
                        flavor: FlavorChoice(flavor), testing: testing, storyboard: storyboard)
                    let names = ViewControllerBase.allCases.map { name("Scene\($0)", length) }
                    let scenes = ViewControllerBase.allCases.enumerated().map { index, base in
                        SceneSpec(
                            name: names[index], base: base, useCases: useCases, fields: fields,
                            routes: [names[(index + 1) % names.count], names[(index + 2) % names.count]])
                    }
                    files += try SceneGenerator(project: project).files(for: scenes)
                }
            }
        }
        return files
    }

    /// Each line longer than the limit, with its file and line number.
    static func longLines(in files: [OutputFile]) -> [String] {
        files.flatMap { file in
            file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.count > limit }
                .map { "\(file.path):\($0.offset + 1): \($0.element.count) columns" }
        }
    }

    @Test func namesOf32CharactersKeepEveryLineWithin120Columns() throws {
        let files = try Self.everyFile(namesOf: 32)
        expectEqual(files.count, 2 * 2 * 3 * (9 + 11 + 12 + 12 + 13))
        expect(files.allSatisfy { !$0.contents.contains("\t") }, "the default indentation is four spaces")
        let long = Self.longLines(in: files)
        expect(long.isEmpty, "\(long.prefix(10).joined(separator: "\n"))")
    }

    /// The layout's promise is 32 characters; lines pass 120 columns from 35 on (a route test's navigation
    /// destination, a presenter test's expected failure view model), as the README says.
    @Test func namesOf35CharactersPassTheLimit() throws {
        expect(Self.longLines(in: try Self.everyFile(namesOf: 34)).isEmpty)
        expect(!Self.longLines(in: try Self.everyFile(namesOf: 35)).isEmpty)
    }
}
