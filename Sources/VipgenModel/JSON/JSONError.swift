/// Malformed JSON: where, and what was expected instead of what was found.
///
/// Prints like a compiler diagnostic:
/// `data.json:3:14: error: expected ',' or '}' after object member, found '"'`.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let location: SourceLocation
    public let message: String

    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var line: Int { location.line }
    /// Counted in Unicode scalars from 1 (see `SourceLocation`).
    public var column: Int { location.column }

    public var description: String {
        "\(file):\(location.line):\(location.column): error: \(message)"
    }
}
