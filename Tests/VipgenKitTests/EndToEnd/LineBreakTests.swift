import Expectations
import Foundation
import Testing

/// Lines vipgen adds to a file take the line break the file mostly uses: `\r` alone, `\r\n`, or `\n`.
@Suite struct LineBreakTests {
    private static func bareLineFeeds(_ bytes: [UInt8]) -> Int {
        bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }.count
    }

    @Test func crOnlyAndMixedFilesKeepTheirLineBreaks() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "Greet", "-q"], in: directory.url).status, 0)
        let interactor = directory.path + "/Scenes/Greet/GreetInteractor.swift"
        let models = directory.path + "/Scenes/Greet/GreetModels.swift"
        let crOnly = try directory.read("Scenes/Greet/GreetInteractor.swift").replacingOccurrences(of: "\n", with: "\r")
        try Data(crOnly.utf8).write(to: URL(fileURLWithPath: interactor))
        // The first break LF, every other CRLF: the file is a CRLF file.
        let text = try directory.read("Scenes/Greet/GreetModels.swift")
        let firstBreak = try require(text.firstIndex(of: "\n"))
        let mixed =
            String(text[...firstBreak])
            + text[text.index(after: firstBreak)...].replacingOccurrences(of: "\n", with: "\r\n")
        try Data(mixed.utf8).write(to: URL(fileURLWithPath: models))

        let result = try VipgenProcess.run(["add", "use-case", "Greet", "Reset", "-q"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let interactorBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: interactor)))
        expect(String(decoding: interactorBytes, as: UTF8.self).contains("func reset(request: Greet.Reset.Request)"))
        expect(!interactorBytes.contains(0x0A), "a CR-only file gained LF lines")
        let modelBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: models)))
        expect(String(decoding: modelBytes, as: UTF8.self).contains("enum Reset"))
        expectEqual(Self.bareLineFeeds(modelBytes), 1, "only the first line of the CRLF file ends in LF alone")
    }
}
