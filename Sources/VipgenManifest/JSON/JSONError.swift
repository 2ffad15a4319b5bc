/// Malformed JSON: where, and what was expected instead of what was found.
///
/// Prints like a compiler diagnostic:
/// `data.json:3:14: error: expected ',' or '}' after object member, found '"'`.
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    package let file: String
    let location: SourceLocation
    package let message: String

    init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    package var line: Int { location.line }
    /// Counted in Unicode scalars from 1 (see `SourceLocation`).
    package var column: Int { location.column }

    package var description: String {
        "\(file):\(location.line):\(location.column): error: \(message)"
    }
}
