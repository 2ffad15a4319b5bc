import Testing

// vipgen's own tests check with these functions, not with Swift Testing's `#expect` and `#require`
// macros: every macro call is expanded by the TestingMacros plug-in (swift-syntax, in the compiler's
// process) and its expansion type-checked, about 15 ms of CPU a call; a plain function call costs a
// fraction of that. With some 3,250 calls in vipgen's three test modules that was 43 s of CPU of
// every `make test` (building the package and its tests: 169 s as macros, 126 s as functions;
// 2026-12-03). New tests use these too (NoMacroChecksTests sees to it); `@Test` and `@Suite` stay.
// The tests vipgen generates for its users keep `#expect`: that is the product, and it is in
// Templates/, not here.
//
// The caller's place comes from `#fileID`, `#filePath`, `#line` and `#column`, which the compiler
// fills in without a macro (`#_sourceLocation` is one). A helper that checks on behalf of its caller
// passes its own `sourceLocation:` parameter on.
//
// `expect` does not throw: an error thrown while evaluating the condition is recorded as an issue,
// as `#expect` does, so a failed check never ends a test early and callers need no `try` for it.
// `require` throws, as `#require` does.

/// Records an issue, at the caller's line, unless `condition` is true.
public func expect(
    _ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        if try condition() { return }
        Issue.record(described("Expectation failed", comment()), sourceLocation: location)
    } catch {
        Issue.record(error, comment(), sourceLocation: location)
    }
}

/// Records an issue naming both values unless `actual == expected`: what `#expect(a == b)` shows.
public func expectEqual<T: Equatable>(
    _ actual: @autoclosure () throws -> T, _ expected: @autoclosure () throws -> T,
    _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let actual = try actual()
        let expected = try expected()
        if actual == expected { return }
        Issue.record(described(mismatch(actual, expected), comment()), sourceLocation: location)
    } catch {
        Issue.record(error, comment(), sourceLocation: location)
    }
}

/// The unwrapped value; records an issue and throws when it is nil.
public func require<T>(
    _ optional: @autoclosure () throws -> T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws -> T {
    if let value = try optional() { return value }
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    throw failedRequirement(described("Required value was nil", comment()), at: location)
}

/// Records an issue and throws unless `condition` is true.
public func require(
    _ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {
    if try condition() { return }
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    throw failedRequirement(described("Requirement failed", comment()), at: location)
}

/// The error `body` throws, if it is an `E`; otherwise records an issue and returns nil.
@discardableResult
public func expect<E: Error, R>(
    throws errorType: E.Type, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    performing body: () throws -> R
) -> E? {
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    switch thrownError(of: errorType, by: body) {
    case .success(let error): return error
    case .failure(let problem):
        Issue.record(described(problem.message, comment()), sourceLocation: location)
        return nil
    }
}

/// The error `body` throws, which must be an `E`; otherwise records an issue and throws.
@discardableResult
public func require<E: Error, R>(
    throws errorType: E.Type, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    performing body: () throws -> R
) throws -> E {
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    switch thrownError(of: errorType, by: body) {
    case .success(let error): return error
    case .failure(let problem): throw failedRequirement(described(problem.message, comment()), at: location)
    }
}

/// Records an issue, naming both errors, unless `body` throws an error equal to `expected`.
@discardableResult
public func expect<E: Error & Equatable, R>(
    throws expected: E, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    performing body: () throws -> R
) -> E? {
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let message: String
    switch thrownError(of: E.self, by: body) {
    case .success(let error) where error == expected: return error
    case .success(let error):
        message = "Expected error \(String(reflecting: expected)), but \(String(reflecting: error)) was thrown"
    case .failure(let problem): message = "Expected error \(String(reflecting: expected)), but " + problem.outcome
    }
    Issue.record(described(message, comment()), sourceLocation: location)
    return nil
}

/// Records an issue unless `body` throws an error that `matcher` accepts; returns that error.
/// What `#expect { … } throws: { error in … }` checks.
@discardableResult
public func expect<R>(
    _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    performing body: () throws -> R, throws matcher: (any Error) throws -> Bool
) -> (any Error)? {
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let error: any Error
    do {
        _ = try body()
        Issue.record(described("Expected an error, but none was thrown", comment()), sourceLocation: location)
        return nil
    } catch let thrown {
        error = thrown
    }
    do {
        if try matcher(error) { return error }
        Issue.record(
            described("The thrown error did not match: \(String(reflecting: error))", comment()),
            sourceLocation: location)
    } catch let matcherError {
        Issue.record(matcherError, comment(), sourceLocation: location)
    }
    return nil
}

private struct WrongOutcome: Error {
    let message: String
    let outcome: String
}

private func thrownError<E: Error, R>(of errorType: E.Type, by body: () throws -> R) -> Result<E, WrongOutcome> {
    let expected = "Expected an error of type \(errorType)"
    do {
        _ = try body()
        return .failure(WrongOutcome(message: expected + ", but none was thrown", outcome: "none was thrown"))
    } catch let error as E {
        return .success(error)
    } catch {
        let outcome = "\(String(reflecting: error)) was thrown"
        return .failure(WrongOutcome(message: expected + ", but " + outcome, outcome: outcome))
    }
}

private func mismatch<T>(_ actual: T, _ expected: T) -> String {
    // Texts of several lines (generated files against their goldens) are shown as they are, with the
    // first line that differs, rather than escaped onto one line.
    if let actual = actual as? String, let expected = expected as? String,
        actual.contains("\n") || expected.contains("\n")
    {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            actualLines.indices.first { $0 >= expectedLines.count || actualLines[$0] != expectedLines[$0] }
            ?? actualLines.count
        return "Expected texts to be equal; they differ first at line \(first + 1)\n"
            + "actual:\n\(actual)\nexpected:\n\(expected)"
    }
    let actual = String(reflecting: actual)
    let expected = String(reflecting: expected)
    if actual.count + expected.count > 80 {
        return "Expected values to be equal:\nactual:\n\(actual)\nexpected:\n\(expected)"
    }
    return "Expected values to be equal: \(actual) is not \(expected)"
}

private func described(_ message: String, _ comment: Comment?) -> Comment {
    guard let comment else { return Comment(rawValue: message) }
    return Comment(rawValue: message + ": " + comment.rawValue)
}

/// Records `comment` at `location` and returns the error to throw. The error is Swift Testing's own
/// `ExpectationFailedError`, made by `__checkValue`, the function `#require` itself expands to: a
/// test that throws it is not reported a second time ("Caught error"), as any other error would be.
/// `__checkValue` records the issue itself, in place of `Issue.record`.
private func failedRequirement(_ comment: Comment, at location: SourceLocation) -> any Error {
    let result = __checkValue(
        false, expression: .__fromSyntaxNode("require"), comments: [comment], isRequired: true,
        sourceLocation: location)
    if case .failure(let error) = result { return error }
    return RequirementFailed(comment: comment)
}

/// Thrown only if Swift Testing ever stops failing a check of `false`.
private struct RequirementFailed: Error, CustomStringConvertible {
    let comment: Comment
    var description: String { comment.rawValue }
}
