import Expectations
import Foundation
import Testing

/// `project.lineLength` as a user meets it: the fitter's limit, and one warning when generated lines
/// still pass it.
@Suite struct LineLengthCommandTests {
    /// 36 characters: the shortest scene name that takes a line (the view controller's `router`
    /// property) past 120 columns; the templates' layout promises 32.
    static let longName = "NotificationScheduleCalendarGridsAll"

    @Test func linesOverTheLimitGetOneWarningNamingTheFirstAndTheRunSucceeds() throws {
        let directory = try TemporaryDirectory()
        let result = try VipgenProcess.run(["scene", Self.longName], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let path = "Scenes/\(Self.longName)/\(Self.longName)ViewController.swift"
        let lines = try directory.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        let first = try require(lines.firstIndex { $0.count > 120 })
        let warnings = result.stderr.split(separator: "\n")
        expectEqual(warnings.count, 1, "\(result)")
        expect(
            result.stderr.hasPrefix(
                "warning: \(path):\(first + 1): line is \(lines[first].count) columns, longer than lineLength 120"),
            "\(result)")

        // -q prints nothing on success, this warning included.
        let quiet = try VipgenProcess.run(["scene", Self.longName, "--force", "-q"], in: directory.url)
        expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet)")
    }

    @Test func theSpecsLineLengthIsTheFittersLimit() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            #"{"project": {"lineLength": 59, "worker": "sync"}, "scenes": [{"name": "ListMemes", "useCases": ["FetchMemes"]}]}"#)
        let result = try VipgenProcess.run(["generate"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        let interactor = try directory.read("Scenes/ListMemes/ListMemesInteractor.swift")
        // A sync scene's requirement joins in 58 columns; the method, 60 columns joined, stays as the
        // template wraps it.
        expect(interactor.contains("\n    func fetchMemes(request: ListMemes.FetchMemes.Request)\n"))
        expect(interactor.contains("\n    func fetchMemes(\n        request: ListMemes.FetchMemes.Request\n    ) {\n"))
        expect(result.stderr.hasPrefix("warning: Scenes/ListMemes/"), "\(result)")
        expect(result.stderr.contains("longer than lineLength 59"), "\(result)")

        let wide = try TemporaryDirectory()
        try wide.write(
            "vipgen.json", #"{"project": {"worker": "sync"}, "scenes": [{"name": "ListMemes", "useCases": ["FetchMemes"]}]}"#)
        expect(try VipgenProcess.run(["generate"], in: wide.url).stderr.isEmpty)
        let joined = try wide.read("Scenes/ListMemes/ListMemesInteractor.swift")
        expect(joined.contains("\n    func fetchMemes(request: ListMemes.FetchMemes.Request) {\n"))
    }
}
