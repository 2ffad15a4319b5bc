import Expectations
import Foundation
import Testing

/// A Swift file is read as Swift up to `FileReader.maximumSwiftSize` (8 MiB): scanning takes some
/// 20 to 30 times a file's size, so a larger one is refused by name instead of taking gigabytes.
@Suite struct LargeSwiftFileTests {
    @Test func aSwiftFileOverEightMiBIsRefusedByName() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try VipgenProcess.run(["scene", "Greet", "-q"], in: directory.url).status, 0)
        let path = "Scenes/Greet/GreetPresenter.swift"
        let line = "// " + String(repeating: "x", count: 1_020) + "\n"
        try directory.write(path, try directory.read(path) + String(repeating: line, count: 9 * 1_024))
        let before = try directory.read(path)
        let message = "'\(path)' is larger than 8 MiB, more than vipgen reads from a Swift file"
        let added = try VipgenProcess.run(["add", "use-case", "Greet", "Reset"], in: directory.url)
        expect(added.status != 0, "\(added)")
        expect(added.stderr.contains(message), "\(added)")
        expectEqual(try directory.read(path), before)
        let lint = try VipgenProcess.run(["lint"], in: directory.url)
        expect((lint.stdout + lint.stderr).contains(message), "\(lint)")
    }
}
