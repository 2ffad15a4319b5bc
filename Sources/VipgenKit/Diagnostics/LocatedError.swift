/// An error that points into a file the user wrote.
protocol LocatedError: Error {
    /// Every problem, each with its file, 1-based line and column, and message.
    var diagnostics: [Diagnostic] { get }
}

/// One problem at one place, printed like a compiler does.
struct Diagnostic: Equatable, Sendable {
    let file: String
    let line: Int
    let column: Int
    let message: String
}
