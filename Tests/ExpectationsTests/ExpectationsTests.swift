import Expectations
import Testing

/// The checks fail when they should, say what they compared, and point at the caller's line. Each
/// failure is expected (`withKnownIssue`, not intermittent: it must happen) and matched by its text
/// and place. These tests use the functions they test for their own checks only where the function
/// has already been shown to fail.
@Suite struct ExpectationsTests {
    struct Failure: Error, Equatable { let code: Int }
    struct Other: Error {}

    static func fails() throws -> Bool { throw Failure(code: 1) }

    /// A matcher for an issue recorded at `line` of this file whose text holds every one of `parts`.
    static func issue(at line: Int, saying parts: String...) -> (Issue) -> Bool {
        { issue in
            let text = issue.description + issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && parts.allSatisfy { text.contains($0) }
        }
    }

    @Test func expectPassesOnTrueAndFailsOnFalseAtTheCallersLine() {
        expect(1 + 1 == 2)
        let line = #line + 2
        withKnownIssue(isIntermittent: false) {
            expect(1 + 1 == 3, "arithmetic")
        } matching: {
            Self.issue(at: line, saying: "arithmetic")($0)
        }
    }

    @Test func anErrorInTheConditionIsRecordedNotThrown() {
        // In a function of its own: `withKnownIssue` rethrows, and would count the `try` inside.
        let line = #line + 1
        func check() { expect(try Self.fails()) }
        withKnownIssue(isIntermittent: false) {
            check()
        } matching: { issue in
            Self.issue(at: line)(issue) && (issue.error as? Failure) == Failure(code: 1)
        }
    }

    @Test func expectEqualShowsBothValues() {
        expectEqual([1, 2], [1, 2])
        let line = #line + 2
        withKnownIssue(isIntermittent: false) {
            expectEqual("actual text", "expected text", "the golden")
        } matching: {
            Self.issue(at: line, saying: #""actual text""#, #""expected text""#, "the golden")($0)
        }
    }

    @Test func expectEqualShowsTextsOfSeveralLinesAsTheyAre() {
        let golden = "line one\nline two\n"
        let line = #line + 2
        withKnownIssue(isIntermittent: false) {
            expectEqual("line one\nline 2\n", golden)
        } matching: {
            Self.issue(at: line, saying: "line 2\n", "line two\n", "differ first at line 2")($0)
        }
    }

    @Test func aCheckOnBehalfOfItsCallerPointsAtTheCaller() {
        func expectEven(_ value: Int, sourceLocation: SourceLocation) {
            expect(value.isMultiple(of: 2), "\(value) is odd", sourceLocation: sourceLocation)
        }
        let line = #line + 2
        withKnownIssue(isIntermittent: false) {
            expectEven(3, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1))
        } matching: {
            Self.issue(at: line, saying: "3 is odd")($0)
        }
    }

    @Test func requireUnwrapsOrRecordsAndThrows() throws {
        let present: Int? = 4
        expectEqual(try require(present), 4)
        let absent: Int? = nil
        let line = #line + 3
        var reached = false
        try withKnownIssue(isIntermittent: false) {
            _ = try require(absent, "no value")
            reached = true
        } matching: {
            Self.issue(at: line, saying: "nil", "no value")($0)
        }
        expect(!reached)
    }

    @Test func requireOfAConditionRecordsAndThrows() throws {
        try require(true)
        let line = #line + 3
        var reached = false
        try withKnownIssue(isIntermittent: false) {
            try require(1 > 2, "order")
            reached = true
        } matching: {
            Self.issue(at: line, saying: "order")($0)
        }
        expect(!reached)
    }

    /// Only the failed check is reported, not also the error that ends the test ("Caught error"):
    /// the matcher takes nothing else.
    @Test func aFailedRequirementIsReportedOnce() throws {
        try withKnownIssue(isIntermittent: false) {
            try require(false)
        } matching: { issue in
            if case .expectationFailed = issue.kind { return true }
            return false
        }
    }

    @Test func expectThrowsReturnsTheErrorOfItsType() {
        let error = expect(throws: Failure.self) { try Self.fails() }
        expectEqual(error, Failure(code: 1))
        let none = #line + 2
        withKnownIssue(isIntermittent: false) {
            expect(throws: Failure.self) { 1 }
        } matching: {
            Self.issue(at: none, saying: "Failure", "none was thrown")($0)
        }
        let other = #line + 2
        withKnownIssue(isIntermittent: false) {
            expect(throws: Other.self) { try Self.fails() }
        } matching: {
            Self.issue(at: other, saying: "Other", "Failure(code: 1)")($0)
        }
    }

    @Test func expectThrowsAnEqualError() {
        expect(throws: Failure(code: 1)) { try Self.fails() }
        let line = #line + 2
        withKnownIssue(isIntermittent: false) {
            expect(throws: Failure(code: 2)) { try Self.fails() }
        } matching: {
            Self.issue(at: line, saying: "Failure(code: 2)", "Failure(code: 1)")($0)
        }
    }

    @Test func requireThrowsReturnsTheErrorOrThrows() throws {
        let error = try require(throws: Failure.self) { try Self.fails() }
        expectEqual(error.code, 1)
        let line = #line + 3
        var reached = false
        try withKnownIssue(isIntermittent: false) {
            _ = try require(throws: Failure.self) { 1 }
            reached = true
        } matching: {
            Self.issue(at: line, saying: "none was thrown")($0)
        }
        expect(!reached)
    }

    @Test func expectThrowsMatchingAcceptsOrRecords() {
        expect {
            try Self.fails()
        } throws: { error in
            (error as? Failure)?.code == 1
        }
        let unmatched = #line + 2
        withKnownIssue(isIntermittent: false) {
            expect {
                try Self.fails()
            } throws: { _ in
                false
            }
        } matching: {
            Self.issue(at: unmatched, saying: "did not match", "Failure(code: 1)")($0)
        }
        let none = #line + 2
        withKnownIssue(isIntermittent: false) {
            expect {
                1
            } throws: { _ in
                true
            }
        } matching: {
            Self.issue(at: none, saying: "none was thrown")($0)
        }
    }
}
