import SwiftScanning

/// Malformed JSON: where, and what was expected instead of what was found.
///
/// Prints like a compiler diagnostic:
/// `data.json:3:14: error: expected ',' or '}' after object member, found '"'`.
struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    let file: String
    let location: SourceLocation
    let message: String

    init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    var line: Int { location.line }
    /// Counted in Unicode scalars from 1 (see `SourceLocation`).
    var column: Int { location.column }

    var description: String {
        "\(file):\(location.line):\(location.column): error: \(message)"
    }
}
