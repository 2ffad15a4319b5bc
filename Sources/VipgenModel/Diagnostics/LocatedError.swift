/// An error that points into a file the user wrote.
package protocol LocatedError: Error {
    /// Every problem, each with its file, 1-based line and column, and message.
    var diagnostics: [Diagnostic] { get }
}

/// One problem at one place, printed like a compiler does.
package struct Diagnostic: Equatable, Sendable {
    package let file: String
    package let line: Int
    package let column: Int
    package let message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}
