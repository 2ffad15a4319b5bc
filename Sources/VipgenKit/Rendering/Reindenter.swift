/// Re-indents text written with four-space indentation to the project's unit.
enum Reindenter {
    /// How every template is written, whatever the project's own indentation.
    static let templateIndentation = Indentation.spaces(4)

    static func reindent(_ text: String, to indentation: Indentation) -> String {
        if indentation == templateIndentation { return text }
        let unit = indentation.unit
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result += "\n" }
            let spaces = line.prefix { $0 == " " }.count
            result += String(repeating: unit, count: spaces / 4)
            result += String(repeating: " ", count: spaces % 4)
            result += line.dropFirst(spaces)
        }
        return result
    }
}
