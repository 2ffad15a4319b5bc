/// A `switch` statement inside a function body, with its clauses, so a new `case` can be added to a
/// body a person wrote (the segue identifiers of `prepare(for:sender:)`) without touching the rest.
package struct SwiftSwitch: Sendable {
    /// One `case …:` or `default:` clause, from its keyword to its last statement.
    package struct Clause: Sendable {
        /// `case "ShowMeme"` or `default`: the label's tokens, spaced evenly.
        package var key: String
        package var start: Int
        package var end: Int
    }

    /// The switched-on expression's tokens, spaced evenly: `segue.identifier` is `segue . identifier`.
    package var subject: String
    /// The subject as a message shows it: `segue.identifier`.
    package var shownSubject: String
    /// The offsets of the statement's `switch` keyword and of its body's `{` and `}`.
    package var start: Int
    var bodyOpen: Int
    package var bodyClose: Int
    package var clauses: [Clause]
}

extension SwiftSource {
    /// The `switch` statements of `declaration`'s body, outermost first, nested ones included.
    package func switches(in declaration: SwiftDeclaration) -> [SwiftSwitch] {
        guard let body = declaration.bodyTokens else { return [] }
        var found: [SwiftSwitch] = []
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            let token = code[cursor]
            if token.kind == .identifier, text(of: token) == "switch",
                let statement = switchStatement(at: cursor, in: body)
            {
                found.append(statement)
            }
            cursor += 1
        }
        return found
    }

    private func switchStatement(at keyword: Int, in body: Range<Int>) -> SwiftSwitch? {
        // The subject runs to the first `{` outside brackets.
        var cursor = keyword + 1
        var depth = 0
        var subject: [String] = []
        while cursor < body.upperBound {
            let token = code[cursor]
            if depth == 0 && isCode(token, "{") { break }
            depth += nesting(token)
            subject.append(text(of: token))
            cursor += 1
        }
        guard cursor < body.upperBound else { return nil }
        let open = cursor
        var clauses: [SwiftSwitch.Clause] = []
        depth = 0
        cursor += 1
        var lastCode = open
        while cursor < body.upperBound {
            let token = code[cursor]
            if depth == 0 && isCode(token, "}") { break }
            let word = token.kind == .identifier ? text(of: token) : ""
            if depth == 0 && token.startsLine && (word == "case" || word == "default" || isCode(token, "@")) {
                if var previous = clauses.popLast() {
                    previous.end = code[lastCode].end
                    clauses.append(previous)
                }
                var label: [String] = []
                while cursor < body.upperBound {
                    let labelToken = code[cursor]
                    if depth == 0 && isCode(labelToken, ":") { break }
                    depth += nesting(labelToken)
                    label.append(text(of: labelToken))
                    cursor += 1
                }
                let key = label.filter { $0 != "@" && $0 != "unknown" }.joined(separator: " ")
                clauses.append(
                    SwiftSwitch.Clause(key: key, start: token.start, end: code[min(cursor, body.upperBound - 1)].end))
            }
            depth += nesting(code[cursor])
            lastCode = cursor
            cursor += 1
        }
        guard cursor < body.upperBound else { return nil }
        if var previous = clauses.popLast() {
            previous.end = code[lastCode].end
            clauses.append(previous)
        }
        return SwiftSwitch(
            subject: subject.joined(separator: " "), shownSubject: subject.joined(), start: code[keyword].start,
            bodyOpen: code[open].start,
            bodyClose: code[cursor].start, clauses: clauses)
    }

    private func isCode(_ token: SwiftToken, _ character: Character) -> Bool {
        token.kind == .punctuation && token.end - token.start == 1
            && Character(UnicodeScalar(bytes[token.start])) == character
    }

    private func nesting(_ token: SwiftToken) -> Int {
        guard token.kind == .punctuation else { return 0 }
        switch bytes[token.start] {
        case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: return 1
        case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace: return -1
        default: return 0
        }
    }
}
