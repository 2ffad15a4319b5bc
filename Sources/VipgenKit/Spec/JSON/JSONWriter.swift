/// JSON that vipgen writes: its reports for agents and scripts. Keys keep the order they are given
/// in, so the same report is the same bytes.
indirect enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.text() == rhs.text() }

    static func strings(_ values: [String]) -> JSONOutput { .array(values.map(JSONOutput.string)) }

    /// Indented by two spaces per level, with a line break at the end; an empty array or object on
    /// one line.
    func text(indent: String = "") -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .string(let value): return JSONText.quoted(value)
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n"
                + members.map { inner + JSONText.quoted($0.0) + ": " + $0.1.text(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// On one line: a message of a line-delimited protocol.
    var compact: String {
        switch self {
        case .null, .bool, .int, .string: return text()
        case .array(let items): return "[" + items.map(\.compact).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONText.quoted($0.0) + ":" + $0.1.compact }.joined(separator: ",") + "}"
        }
    }
}
