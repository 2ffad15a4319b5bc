import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Each shape the templates wrap: joined when the joined line fits, left as written when it is one
/// column too long or when a line of the group cannot be joined safely.
@Suite struct LineFitterTests {
    /// `wrapped` becomes `joined` when the limit is exactly the joined line's length, and stays as it
    /// is with one column less.
    func expectJoin(
        _ wrapped: String, _ joined: String, tabWidth: Int = 8,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let longest =
            joined.split(separator: "\n").map { line in
                line.prefix { $0 == "\t" }.count * (tabWidth - 1) + line.count
            }.max() ?? 0
        expectEqual(
            LineFitter(limit: longest, tabWidth: tabWidth).fit(wrapped), joined, sourceLocation: sourceLocation)
        expectEqual(
            LineFitter(limit: longest - 1, tabWidth: tabWidth).fit(wrapped), wrapped,
            sourceLocation: sourceLocation)
    }

    func expectUnchanged(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectEqual(LineFitter(limit: 1000).fit(text), text, sourceLocation: sourceLocation)
    }

    @Test func requirementClosedOnItsContinuationLine() {
        expectJoin(
            "protocol P: AnyObject {\n    func fetch(\n        request: S.Fetch.Request)\n}\n",
            "protocol P: AnyObject {\n    func fetch(request: S.Fetch.Request)\n}\n")
    }

    @Test func parametersClosedOnALineOfTheirOwn() {
        expectJoin(
            "    func fetch(\n        request: S.Fetch.Request\n    ) -> S.Fetch.Response {\n        body()\n    }\n",
            "    func fetch(request: S.Fetch.Request) -> S.Fetch.Response {\n        body()\n    }\n")
        expectJoin(
            "    func navigate(\n        source: A,\n        destination: B\n    ) {\n    }\n",
            "    func navigate(source: A, destination: B) {\n    }\n")
    }

    @Test func tupleReturnType() {
        expectJoin(
            "    func makeSUT() -> (\n        sut: S, worker: W\n    ) {\n",
            "    func makeSUT() -> (sut: S, worker: W) {\n")
    }

    @Test func callArgumentsClosedOnTheirLine() {
        expectJoin(
            "        let segue = UIStoryboardSegue(\n            identifier: \"show\", source: sut, destination: d)\n",
            "        let segue = UIStoryboardSegue(identifier: \"show\", source: sut, destination: d)\n")
    }

    @Test func conformanceList() {
        expectJoin(
            "final class I:\n    A, B\n{\n    var x = 1\n}\n",
            "final class I: A, B {\n    var x = 1\n}\n")
    }

    @Test func assignment() {
        expectJoin(
            "    private(set) var requests =\n        [S.Fetch.Request]()\n    var other = 1\n",
            "    private(set) var requests = [S.Fetch.Request]()\n    var other = 1\n")
    }

    /// The configurator's initializer: the default value joins its parameter, then the whole list joins.
    @Test func nestedGroupsJoinInnermostFirst() {
        let wrapped = "    init(\n        worker make: @autoclosure () -> W =\n            Worker()\n    ) {\n"
        let inner = "    init(\n        worker make: @autoclosure () -> W = Worker()\n    ) {\n"
        let whole = "    init(worker make: @autoclosure () -> W = Worker()) {\n"
        let wholeWidth = whole.count - 1
        let innerWidth = inner.split(separator: "\n")[1].count
        expectEqual(LineFitter(limit: wholeWidth).fit(wrapped), whole)
        expectEqual(LineFitter(limit: wholeWidth - 1).fit(wrapped), inner)
        expectEqual(LineFitter(limit: innerWidth).fit(wrapped), inner)
        expectEqual(LineFitter(limit: innerWidth - 1).fit(wrapped), wrapped)
    }

    @Test func groupsThatCannotBeJoinedSafelyStayWrapped() {
        // A comment would swallow what follows it.
        expectUnchanged("    func f(\n        a: A, // the first\n        b: B\n    ) {\n")
        expectUnchanged("    func f( // why\n        a: A\n    ) {\n")
        expectUnchanged("    var x = // why\n        1\n")
        // A continuation line that opens a bracket it does not close (a closure, an array).
        expectUnchanged("    let x = f(\n        a: { y in\n            y\n        })\n")
        expectUnchanged("    let x =\n        [\n            1,\n        ]\n")
        // Several lines after `=`, a multi-line string, a raw string, an interpolation, a directive.
        expectUnchanged("    let x =\n        a\n        .b()\n")
        expectUnchanged("    let x = f(\n        \"\"\"\n        text\n        \"\"\")\n")
        expectUnchanged("    let x = f(\n        #\"raw\"#)\n")
        expectUnchanged("    let x = f(\n        \"\\(y)\")\n")
        expectUnchanged("    let x = f(\n#if DEBUG\n        a)\n")
        // Not the shapes: a switch case, `==`, a continuation without its `,`, a blank line inside.
        expectUnchanged("    switch x {\n    case .a:\n        f()\n    default:\n        g()\n    }\n")
        expectUnchanged("    let same = a ==\n        b\n")
        expectUnchanged("    func f(\n        a: A\n        b: B\n    ) {\n")
        expectUnchanged("    func f(\n\n        a: A\n    ) {\n")
        expectUnchanged("final class I:\n    A, B\n    {\n")
    }

    /// Lines inside a multi-line string or a block comment are text: never joined; after it, code is.
    @Test func multilineStringsAndBlockCommentsAreText() {
        expectUnchanged("    let s = \"\"\"\n    f(\n        a)\n    \"\"\"\n")
        expectUnchanged("    /*\n    f(\n        a)\n    */\n")
        expectJoin(
            "    let s = \"\"\"\n    x\n    \"\"\"\n    call(\n        argument: a)\n",
            "    let s = \"\"\"\n    x\n    \"\"\"\n    call(argument: a)\n")
    }

    @Test func stringsMayHoldBracketsAndEscapedQuotes() {
        expectJoin(
            "    let x = f(\n        a: \"(\\\"[\")\n",
            "    let x = f(a: \"(\\\"[\")\n")
    }

    /// The fitter runs after re-indentation: its groups are found by indentation of any unit, and a
    /// leading tab counts as swift-format's tab width.
    @Test func tabsAndTwoSpaces() {
        expectJoin("\tfunc f(\n\t\ta: A)\n", "\tfunc f(a: A)\n")
        expectJoin("\tfunc f(\n\t\ta: A)\n", "\tfunc f(a: A)\n", tabWidth: 4)
        expectJoin("  func f(\n    a: A\n  ) {\n  }\n", "  func f(a: A) {\n  }\n")
    }

    @Test func columnsCountCharactersNotBytes() {
        expectJoin("let é =\n    \"ü\"\n", "let é = \"ü\"\n")
    }

    /// vipgen writes `\n`; text with `\r\n` matches no shape and passes through as it is.
    @Test func crlfTextIsLeftAsItIs() {
        expectUnchanged("    func f(\r\n        a: A)\r\n")
    }

    /// Lines still over the limit are counted; the first is named by its line in the fitted text (a
    /// joined group is one line) and its columns, as swift-format counts them.
    @Test func linesStillOverTheLimitAreReported() {
        let text =
            "f(\n    a: A)\nlet averyveryveryveryx = 1\nshort\n\tx = 123456789012\nlet b = \"ééééééééééééééééééé\""
        let fitted = LineFitter(limit: 20).fitted(text)
        expect(fitted.text.hasPrefix("f(a: A)\nlet averyveryveryveryx = 1\n"))
        // The long name, the tab-indented line (8 + 16 columns in 17 bytes) and the last line, which
        // has no line break (29 characters).
        expectEqual(fitted.longLines, LineFitter.LongLines(count: 3, firstLine: 2, firstColumns: 26))
        // Characters, not bytes: 11 characters in 22 bytes fit in 20 columns.
        expect(LineFitter(limit: 20).fitted("ééééééééééé\n").longLines == nil)
        expectEqual(
            LineFitter(limit: 4).fitted("\tx\n").longLines,
            LineFitter.LongLines(count: 1, firstLine: 1, firstColumns: 9))
        expect(LineFitter(limit: 20).fitted("").longLines == nil)
    }

    @Test func generatedScenesReadOnOneLineWhenShortAndStayWrappedWhenLong() throws {
        let project = ResolvedProject(module: "App", sourcesDirectory: "S", testsDirectory: "T", date: "")
        let short = try SceneGenerator(project: project).files(for: SceneSpec(name: "ListMemes"))
        let interactor = try require(short.first { $0.path.hasSuffix("ListMemesInteractor.swift") })
        expect(interactor.contents.contains("\n    func load(request: ListMemes.Load.Request) -> Task<Void, Never>\n"))
        expect(interactor.contents.contains("\nfinal class ListMemesInteractor: ListMemesBusinessLogic, ListMemesDataStore {\n"))

        let long = String(repeating: "L", count: 32)
        let files = try SceneGenerator(project: project).files(for: SceneSpec(name: long))
        let longInteractor = try require(files.first { $0.path.hasSuffix("\(long)Interactor.swift") })
        expect(longInteractor.contents.contains("\nfinal class \(long)Interactor:\n    \(long)BusinessLogic"))
    }
}
