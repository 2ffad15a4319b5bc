/// The test library generated tests are written for.
enum TestingLibrary: String, CaseIterable, Equatable, Sendable {
    /// `XCTestCase` subclasses with `XCTAssert…`.
    case xctest = "xctest"
    /// Swift Testing: `@Suite` types with `@Test` functions and `#expect`.
    case swiftTesting = "swift-testing"

    /// Reads a command-line or spec value, naming the choices when it is not one of them.
    static func parse(_ text: String) throws(InvalidValue) -> TestingLibrary {
        if let library = TestingLibrary(rawValue: text) { return library }
        let choices = allCases.map(\.rawValue)
        let hint = Suggestion.didYouMean(text, among: choices)
        throw InvalidValue(
            "unknown testing library '\(JSONText.displayed(text))'; use \(choices.map { "'\($0)'" }.joined(separator: " or "))\(hint)"
        )
    }
}
