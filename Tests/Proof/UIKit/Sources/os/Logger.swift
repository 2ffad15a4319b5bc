// os does not exist on Linux: this stand-in has the part of its unified logging API that generated
// scenes use (Logger, iOS 14), with its signatures, so the same `import os` and the same calls build
// here. It writes nothing: a test never reads the log.

/// Writes messages to the unified logging system under a subsystem and a category (Logger — Apple
/// Developer Documentation).
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// Logs a message at the error level.
    public func error(_ message: OSLogMessage) {}

    /// Logs a message at the default level.
    public func notice(_ message: OSLogMessage) {}

    /// Logs a message at the debug level.
    public func debug(_ message: OSLogMessage) {}
}

/// A log message: a string literal with interpolations, each of which may say how private it is.
/// Interpolating a value the unified logging system cannot format (an `any Error`) does not compile,
/// as on iOS: write `String(describing: error)`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}

    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations a log message takes.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {}

    /// A string, private unless `privacy` says otherwise (OSLogInterpolation — Apple Developer
    /// Documentation: dynamic strings are redacted in the log by default).
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto
    ) {}

    /// An integer, public by default.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, privacy: OSLogPrivacy = .auto
    ) {}
}

/// How a value interpolated into a log message shows in the log.
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String

    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
}
