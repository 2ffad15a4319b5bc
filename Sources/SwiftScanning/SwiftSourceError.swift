/// Why a Swift file could not be scanned: the merger refuses to edit a file it cannot read for sure.
package struct SwiftSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line the problem is on (for an unclosed construct, the line it opens on).
    package var line: Int
    package var message: String

    init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    package var description: String { "line \(line): \(message)" }
}
