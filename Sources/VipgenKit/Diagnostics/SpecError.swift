import SwiftScanning

/// A value that is not acceptable, with a message that names the value and says what to do.
///
/// Thrown by the validators (`SwiftNames`, `SwiftType`, `Field.parse`), which
/// the spec reader and the command line share; the reader adds the key path and the location.
struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}

/// One problem in a spec: where it is, and what is wrong with it.
struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec file, or nil when the values came from the command line.
    var file: String?
    /// The offending value (or key, for an unknown key), or nil when not from a file.
    var location: SourceLocation?
    /// Where in the spec, like `scenes[1].fields[0]`; empty when the values came from flags.
    var keyPath: String
    var message: String

    init(file: String? = nil, location: SourceLocation? = nil, keyPath: String = "", message: String) {
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    /// `vipgen.json:12:7: error: scenes[0].fields[1]: message` in a file; without a file only
    /// `scenes[0].fields[1]: message`, or the message alone, so a command-line caller can frame it.
    var description: String {
        let body = keyPath.isEmpty ? message : "\(keyPath): \(message)"
        guard let file else { return body }
        guard let location else { return "\(file): error: \(body)" }
        return "\(file):\(location.line):\(location.column): error: \(body)"
    }
}

/// Every problem found in a spec, in file order: the reader reports them all at once.
struct SpecErrors: Error, Equatable, Sendable, CustomStringConvertible {
    var errors: [SpecError]

    init(_ errors: [SpecError]) {
        self.errors = errors
    }

    /// One problem per line, like a compiler.
    var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
