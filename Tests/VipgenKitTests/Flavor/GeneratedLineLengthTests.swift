import Testing

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
        #expect(files.count == 2 * 2 * 3 * (10 + 11 + 11 + 12))
        #expect(files.allSatisfy { !$0.contents.contains("\t") }, "the default indentation is four spaces")
        let long = Self.longLines(in: files)
        #expect(long.isEmpty, "\(long.prefix(10).joined(separator: "\n"))")
    }

    /// The bound is where the layout stops: one character more and the worker's declaration, which
    /// names the scene twice, passes 120 columns (as the README says).
    @Test func namesOf33CharactersPassTheLimitFirstInTheWorker() throws {
        let long = Self.longLines(in: try Self.everyFile(namesOf: 33))
        #expect(!long.isEmpty)
        #expect(long.allSatisfy { $0.contains("Worker.swift:") }, "\(long.prefix(10).joined(separator: "\n"))")
    }
}
