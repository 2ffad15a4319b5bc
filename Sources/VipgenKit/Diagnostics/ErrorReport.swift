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

/// Turns any error vipgen throws into the text for standard error and the exit status.
struct ErrorReport {
    let error: Error

    init(_ error: Error) { self.error = error }

    var exitCode: ExitCode {
        switch error {
        case is UsageError: return .usage
        case let input as InputError:
            if case .notText = input { return .dataError }
            return .noInput
        case is OutputError: return .cannotCreate
        case is LocatedError: return .dataError
        default: return .failure
        }
    }

    func render(colour: Bool) -> String {
        let red = colour ? "\u{1B}[1;31m" : ""
        let bold = colour ? "\u{1B}[1m" : ""
        let green = colour ? "\u{1B}[1;32m" : ""
        let reset = colour ? "\u{1B}[0m" : ""
        guard let located = error as? LocatedError, !located.diagnostics.isEmpty else {
            return "\(red)error:\(reset) \(error)\n"
        }
        var text = ""
        var sources: [String: [Substring]] = [:]
        for diagnostic in located.diagnostics {
            if diagnostic.file.isEmpty {
                text += "\(red)error:\(reset) \(diagnostic.message)\n"
                continue
            }
            let place = diagnostic.line > 0 ? "\(diagnostic.line):\(diagnostic.column):" : ""
            text += "\(bold)\(diagnostic.file):\(place)\(reset) \(red)error:\(reset) \(diagnostic.message)\n"
            if sources[diagnostic.file] == nil {
                sources[diagnostic.file] =
                    (try? FileReader.readText(diagnostic.file))
                    // `\r\n` is one Character in Swift, so split on any line break, not on "\n".
                    .map { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) } ?? []
            }
            let lines = sources[diagnostic.file] ?? []
            guard diagnostic.line >= 1, diagnostic.line <= lines.count else { continue }
            let line = lines[diagnostic.line - 1]
            // Keep tabs so the caret lines up under the same characters.
            let lead = line.prefix(max(0, diagnostic.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\(line)\n\(lead)\(green)^\(reset)\n"
        }
        return text
    }
}
