import Expectations
import Foundation
import Testing

/// `vipgen render`, the template author's command, run as the built binary.
@Suite struct RenderCommandTests {
    @Test func printsExactlyTheRenderedText() throws {
        let directory = try TemporaryDirectory()
        try directory.write("hello.mustache", "Hello, {{name}}!{{#items}} {{.}}{{/items}}")
        try directory.write("data.json", #"{"name": "<World>", "items": [1, 1.21, 85.0, true, null]}"#)
        let result = try VipgenProcess.run(["render", "hello.mustache", "--data", "data.json"], in: directory.url)
        expectEqual(result.status, 0, "\(result)")
        expectEqual(result.stdout, "Hello, <World>! 1 1.21 85 true ")
        let html = try VipgenProcess.run(
            ["render", "hello.mustache", "--data", "data.json", "--escape", "html"], in: directory.url)
        expectEqual(html.stdout, "Hello, &lt;World&gt;! 1 1.21 85 true ")
    }

    @Test func readsAnyJSONValueFromStandardInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("dot.mustache", "[{{.}}]")
        let result = try VipgenProcess.run(
            ["render", "dot.mustache", "--data", "-"], in: directory.url, input: "\"bare\"")
        expectEqual(result.stdout, "[bare]", "\(result)")
    }

    @Test func findsPartialsInTheGivenFoldersThenBesideTheTemplate() throws {
        let directory = try TemporaryDirectory()
        try directory.write("page.mustache", "{{> a}}|{{> b}}|{{<frame}}{{$body}}custom{{/body}}{{/frame}}")
        try directory.write("a.mustache", "a beside")
        try directory.write("b.mustache", "b beside")
        try directory.write("frame.mustache", "[{{$body}}default{{/body}}]")
        try directory.write("first/a.mustache", "a first")
        try directory.write("second/a.mustache", "a second")
        try directory.write("second/b.mustache", "b second")
        let result = try VipgenProcess.run(
            ["render", "page.mustache", "--partials", "first", "--partials", "second"], in: directory.url)
        expectEqual(result.stdout, "a first|b second|[custom]", "\(result)")
    }

    @Test func strictModeRefusesMissingNamesAndPartials() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.mustache", "line one\n  {{missing}}\n")
        let lax = try VipgenProcess.run(["render", "t.mustache"], in: directory.url)
        expectEqual(lax.status, 0)
        expectEqual(lax.stdout, "line one\n  \n")
        let strict = try VipgenProcess.run(["render", "t.mustache", "--strict"], in: directory.url)
        expectEqual(strict.status, 65, "\(strict)")
        expect(strict.stderr.contains("t.mustache:2:3: error:"), "\(strict)")
        expect(strict.stderr.contains("missing"))
        expect(strict.stdout.isEmpty)
        try directory.write("p.mustache", "{{> nowhere}}")
        let partial = try VipgenProcess.run(["render", "p.mustache", "--strict"], in: directory.url)
        expectEqual(partial.status, 65, "\(partial)")
        expect(partial.stderr.contains("nowhere"))
    }

    @Test func badJSONIsReportedWhereItIsWrong() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.mustache", "{{a}}")
        try directory.write("data.json", "{\"a\": [1, 2,]}")
        let result = try VipgenProcess.run(["render", "t.mustache", "--data", "data.json"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("data.json:1:13: error:"), "\(result)")
    }

    @Test func malformedTemplatesAreErrorsWithPositions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.mustache", "ok\n{{#a}}\n{{/b}}\n")
        let result = try VipgenProcess.run(["render", "t.mustache"], in: directory.url)
        expectEqual(result.status, 65, "\(result)")
        expect(result.stderr.contains("t.mustache:3:1: error:"), "\(result)")
        expect(result.stderr.contains("a") && result.stderr.contains("b"))
    }

    @Test func missingFilesNameThePath() throws {
        let directory = try TemporaryDirectory()
        let template = try VipgenProcess.run(["render", "absent.mustache"], in: directory.url)
        expectEqual(template.status, 66)
        expect(template.stderr.contains("absent.mustache"))
        try directory.write("t.mustache", "x")
        let data = try VipgenProcess.run(["render", "t.mustache", "--data", "absent.json"], in: directory.url)
        expectEqual(data.status, 66)
        expect(data.stderr.contains("absent.json"))
        let escape = try VipgenProcess.run(["render", "t.mustache", "--escape", "xml"], in: directory.url)
        expectEqual(escape.status, 64)
        expect(escape.stderr.contains("'xml'"))
    }
}
