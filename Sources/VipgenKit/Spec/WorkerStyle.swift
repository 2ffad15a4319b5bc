/// How a scene's worker does its work, and so how the interactor calls it.
enum WorkerStyle: String, CaseIterable, Equatable, Sendable {
    /// `async throws` worker methods; the interactor runs each request in a task of its own, cancels
    /// the one a newer request of the same use case supersedes, and presents a failure when the worker
    /// throws.
    case async = "async"
    /// Worker methods that return the response at once and cannot fail; the interactor presents it
    /// before the request returns.
    case sync = "sync"

    /// Reads a command-line or spec value, naming the choices when it is not one of them.
    static func parse(_ text: String) throws(InvalidValue) -> WorkerStyle {
        if let style = WorkerStyle(rawValue: text) { return style }
        let choices = allCases.map(\.rawValue)
        let hint = Suggestion.didYouMean(text, among: choices)
        throw InvalidValue(
            "unknown worker '\(JSONText.displayed(text))'; use \(choices.map { "'\($0)'" }.joined(separator: " or "))\(hint)"
        )
    }
}
