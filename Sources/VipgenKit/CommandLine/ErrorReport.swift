import SwiftScanning

/// Turns any error vipgen throws into the text for standard error, in the compiler's style.
struct ErrorReport {
    let error: Error

    init(_ error: Error) { self.error = error }

    /// `error: message`, the one way vipgen starts a problem without a place in a file.
    static func errorLine(_ message: String, colour: Bool) -> String {
        colour ? "\u{1B}[1;31merror:\u{1B}[0m \(message)\n" : "error: \(message)\n"
    }

    /// How many located problems are printed; the rest are counted. Like clang's `-ferror-limit`: the
    /// first ones are the ones to fix, and a flood must not take longer to print than to find.
    static let maximumShown = 20
    /// How much of a long source line is shown around the column, about a terminal's width.
    static let sourceWindow = 100

    func render(colour: Bool) -> String {
        let red = colour ? "\u{1B}[1;31m" : ""
        let bold = colour ? "\u{1B}[1m" : ""
        let green = colour ? "\u{1B}[1;32m" : ""
        let reset = colour ? "\u{1B}[0m" : ""
        guard let located = error as? LocatedError, !located.diagnostics.isEmpty else {
            return Self.errorLine("\(error)", colour: colour)
        }
        var text = ""
        var sources: [String: [Substring]] = [:]
        let diagnostics = located.diagnostics
        for diagnostic in diagnostics.prefix(Self.maximumShown) {
            if diagnostic.file.isEmpty {
                text += Self.errorLine(diagnostic.message, colour: colour)
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
            let (shown, caretColumn) = Self.window(of: lines[diagnostic.line - 1], column: diagnostic.column)
            // Keep tabs so the caret lines up under the same characters.
            let lead = shown.unicodeScalars.prefix(max(0, caretColumn - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\(shown)\n\(lead)\(green)^\(reset)\n"
        }
        let hidden = diagnostics.count - Self.maximumShown
        if hidden > 0 {
            text += "\(red)error:\(reset) and \(hidden) more error\(hidden == 1 ? "" : "s"); fix these first\n"
        }
        return text
    }

    /// At most `sourceWindow` columns of `line` around `column` (1-based, in Unicode scalars, as
    /// `SourceLocation` counts), with `…` where it was cut, and the column of the same place in it.
    static func window(of line: Substring, column: Int) -> (text: String, column: Int) {
        let scalars = line.unicodeScalars
        let count = scalars.count
        guard count > sourceWindow else { return (String(line), column) }
        let target = min(max(column - 1, 0), count)
        let start = max(0, min(target - sourceWindow / 2, count - sourceWindow))
        let end = min(count, start + sourceWindow)
        let from = scalars.index(scalars.startIndex, offsetBy: start)
        let to = scalars.index(from, offsetBy: end - start)
        var text = start > 0 ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[from..<to])
        if end < count { text += "…" }
        return (text, target - start + 1 + (start > 0 ? 1 : 0))
    }
}
