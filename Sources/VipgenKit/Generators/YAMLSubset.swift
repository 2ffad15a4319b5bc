import SwiftScanning

/// A value of a YAML file, each part with where it starts, for messages that point at it.
indirect enum YAMLNode: Equatable, Sendable {
    case scalar(String, SourceLocation)
    /// `flow`: written `[a, b]` on one line, rather than one `- item` a line.
    case sequence([YAMLNode], SourceLocation, flow: Bool)
    case mapping([YAMLPair], SourceLocation, flow: Bool)
    /// A `|` or `>` scalar: its lines (indentation past the block's removed), through `lastLine`.
    case block(String, SourceLocation, lastLine: Int)

    var location: SourceLocation {
        switch self {
        case .scalar(_, let location), .sequence(_, let location, _), .mapping(_, let location, _),
            .block(_, let location, _):
            return location
        }
    }

    var string: String? {
        switch self {
        case .scalar(let text, _), .block(let text, _, _): return text
        default: return nil
        }
    }

    var items: [YAMLNode]? {
        if case .sequence(let items, _, _) = self { return items }
        return nil
    }

    var pairs: [YAMLPair]? {
        if case .mapping(let pairs, _, _) = self { return pairs }
        return nil
    }

    subscript(key: String) -> YAMLNode? { pairs?.first { $0.key == key }?.value }

    /// The last line the value spans.
    var lastLine: Int {
        switch self {
        case .scalar(_, let location): return location.line
        case .block(_, _, let lastLine): return lastLine
        case .sequence(let items, let location, _): return items.last?.lastLine ?? location.line
        case .mapping(let pairs, let location, _): return pairs.last?.value.lastLine ?? location.line
        }
    }
}

struct YAMLPair: Equatable, Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: YAMLNode
}

/// What the YAML reader does not follow, at its place.
struct YAMLSubsetError: Error, Equatable, CustomStringConvertible {
    var location: SourceLocation
    var message: String
    var description: String { "\(location): \(message)" }
}

/// The part of YAML project specs are written in: block mappings and sequences by indentation, one-line
/// `[a, b]` and `{key: value}`, plain and quoted scalars, `|` and `>` blocks (build scripts), comments.
/// Anchors, aliases, tags, plain or quoted scalars continued on the next line and the like are refused at their place rather than guessed at: vipgen only reads a spec
/// to say which folders feed which targets, and a wrong guess would say so wrongly.
struct YAMLSubset {
    private struct Line {
        var number: Int
        var indent: Int
        /// The text after the indentation, without a trailing comment or spaces.
        var text: String
    }

    private var lines: [Line] = []
    private var position = 0
    /// The `|` and `>` blocks by the number of the line their `key: |` is on.
    private var blocks: [Int: (text: String, lastLine: Int)] = [:]

    static func parse(_ text: String) throws(YAMLSubsetError) -> YAMLNode {
        var reader = YAMLSubset()
        try reader.split(text)
        guard let first = reader.lines.first else {
            return .mapping([], SourceLocation(line: 1, column: 1), flow: false)
        }
        let node = try reader.block(indent: first.indent)
        if reader.position < reader.lines.count {
            let line = reader.lines[reader.position]
            throw YAMLSubsetError(
                location: SourceLocation(line: line.number, column: line.indent + 1),
                message: "vipgen cannot tell which block this line's indentation puts it in")
        }
        return node
    }

    private mutating func split(_ text: String) throws(YAMLSubsetError) {
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : Substring($0)
        }
        var index = 0
        while index < raw.count {
            let line = raw[index]
            index += 1
            let number = index
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            if rest.first == "\t" {
                throw YAMLSubsetError(
                    location: SourceLocation(line: number, column: indent + 1), message: "a tab indents this line")
            }
            let content = Self.withoutComment(rest)
            if content.isEmpty || (indent == 0 && (content == "---" || content.hasPrefix("%"))) { continue }
            if content == "..." { break }
            lines.append(Line(number: number, indent: indent, text: content))
            guard let parent = Self.blockParentColumn(content, indent: indent) else { continue }
            // The block's lines: blank, or indented past its key; kept as they are (scripts hold any text).
            var body: [Substring] = []
            while index < raw.count {
                let next = raw[index]
                let blank = next.allSatisfy { $0 == " " || $0 == "\t" }
                guard blank || next.prefix(while: { $0 == " " }).count > parent else { break }
                body.append(next)
                index += 1
            }
            while body.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { body.removeLast() }
            let margin =
                body.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
                .map { $0.prefix { $0 == " " }.count }.min() ?? 0
            blocks[number] = (
                body.map { String($0.dropFirst(min(margin, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n"),
                number + body.count
            )
        }
    }

    /// The column of the key (or `-`) a line ending in a block header (`|`, `>-`, `|+2`…) is the value of:
    /// the block's lines are indented past it. Nil when the line opens no block.
    private static func blockParentColumn(_ content: String, indent: Int) -> Int? {
        var text = Substring(content)
        var column = indent
        while text.hasPrefix("- ") {
            let rest = text.dropFirst(2).drop { $0 == " " }
            column += text.count - rest.count
            text = rest
        }
        let value: Substring
        if let (_, after) = keySplit(String(text)) {
            value = Substring(after)
        } else if column > indent {
            // `- |`: the item's column is the dash's.
            column = indent
            value = text
        } else {
            return nil
        }
        guard let first = value.first, first == "|" || first == ">",
            value.dropFirst().allSatisfy({ $0 == "-" || $0 == "+" || $0.isNumber })
        else { return nil }
        return column
    }

    /// `text` without a `#` comment (one at the start or after a space, outside quotes) and trailing spaces.
    private static func withoutComment(_ text: Substring) -> String {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" {
                    quote = character
                }
            } else if character == "#", previous == " " || previous == "\t" {
                end = index
                break
            }
            previous = character
        }
        var kept = text[..<end]
        while kept.last == " " || kept.last == "\t" { kept = kept.dropLast() }
        return String(kept)
    }

    /// The block starting at the current line, whose lines are indented `indent`.
    private mutating func block(indent: Int) throws(YAMLSubsetError) -> YAMLNode {
        let line = lines[position]
        if line.text == "-" || line.text.hasPrefix("- ") { return try sequence(indent: indent) }
        if Self.keySplit(line.text) != nil { return try mapping(indent: indent, column: indent, first: nil) }
        position += 1
        return try Self.scalarOrFlow(line.text, at: SourceLocation(line: line.number, column: indent + 1))
    }

    private mutating func sequence(indent: Int) throws(YAMLSubsetError) -> YAMLNode {
        let start = SourceLocation(line: lines[position].number, column: indent + 1)
        var items: [YAMLNode] = []
        while position < lines.count, lines[position].indent == indent,
            lines[position].text == "-" || lines[position].text.hasPrefix("- ")
        {
            let line = lines[position]
            let rest = line.text.dropFirst(1).drop { $0 == " " }
            let column = indent + 1 + (line.text.count - rest.count)
            if rest.isEmpty {
                position += 1
                items.append(try nested(under: indent, at: SourceLocation(line: line.number, column: column)))
            } else if Self.keySplit(String(rest)) != nil, !rest.hasPrefix("[") && !rest.hasPrefix("{") {
                // `- key: value`: a mapping whose keys line up with this first one.
                items.append(try mapping(indent: column - 1, column: column - 1, first: (line.number, String(rest))))
            } else if let block = blocks[line.number], rest.first == "|" || rest.first == ">" {
                position += 1
                items.append(
                    .block(block.text, SourceLocation(line: line.number, column: column), lastLine: block.lastLine))
            } else {
                position += 1
                items.append(try Self.scalarOrFlow(String(rest), at: SourceLocation(line: line.number, column: column)))
            }
        }
        return .sequence(items, start, flow: false)
    }

    /// A mapping whose keys start at column `column` + 1; `first` is a key already read after a `- `.
    private mutating func mapping(indent: Int, column: Int, first: (number: Int, text: String)?) throws(YAMLSubsetError)
        -> YAMLNode
    {
        var pairs: [YAMLPair] = []
        var pending = first
        let start = SourceLocation(line: first?.number ?? lines[position].number, column: column + 1)
        while true {
            let number: Int
            let text: String
            if let taken = pending {
                (number, text) = taken
                pending = nil
            } else {
                guard position < lines.count, lines[position].indent == indent else { break }
                number = lines[position].number
                text = lines[position].text
                if text == "-" || text.hasPrefix("- ") { break }
            }
            let at = SourceLocation(line: number, column: column + 1)
            guard let (key, value) = Self.keySplit(text) else {
                throw YAMLSubsetError(location: at, message: "expected 'key: value' in this mapping")
            }
            if key == "<<" || key.hasPrefix("? ") {
                throw YAMLSubsetError(
                    location: at, message: "vipgen does not follow YAML merge keys ('<<') or complex keys")
            }
            if pairs.contains(where: { $0.key == key }) {
                throw YAMLSubsetError(location: at, message: "the key '\(key)' is here twice")
            }
            position += 1
            let keyLocation = at
            let node: YAMLNode
            if value.isEmpty {
                node = try nested(under: indent, at: keyLocation, sequenceAtSameIndent: true)
            } else if let block = blocks[number], value.first == "|" || value.first == ">" {
                let valueColumn = column + 1 + (text.count - value.count)
                node = .block(block.text, SourceLocation(line: number, column: valueColumn), lastLine: block.lastLine)
            } else {
                let valueColumn = column + 1 + (text.count - value.count)
                node = try Self.scalarOrFlow(value, at: SourceLocation(line: number, column: valueColumn))
                if position < lines.count, lines[position].indent > indent {
                    throw YAMLSubsetError(
                        location: SourceLocation(line: lines[position].number, column: lines[position].indent + 1),
                        message: "vipgen does not follow a value continued on the next line")
                }
            }
            pairs.append(YAMLPair(key: Self.unquoted(key), keyLocation: keyLocation, value: node))
        }
        return .mapping(pairs, start, flow: false)
    }

    /// The value on the lines after a `key:` or `-`: a deeper block, a sequence at the key's own
    /// indentation (YAML allows `key:` then `- item` under it), or null.
    private mutating func nested(under indent: Int, at location: SourceLocation, sequenceAtSameIndent: Bool = false)
        throws(YAMLSubsetError) -> YAMLNode
    {
        guard position < lines.count else { return .scalar("", location) }
        let next = lines[position]
        if next.indent > indent { return try block(indent: next.indent) }
        if sequenceAtSameIndent, next.indent == indent, next.text == "-" || next.text.hasPrefix("- ") {
            return try sequence(indent: indent)
        }
        return .scalar("", location)
    }

    /// `key` and the text after `key:` when `text` is such a pair (a `:` followed by a space or the end,
    /// outside quotes and brackets).
    private static func keySplit(_ text: String) -> (String, String)? {
        var quote: Character?
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": if index == text.startIndex { quote = character }
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case ":" where depth == 0:
                let after = text.index(after: index)
                if after == text.endIndex || text[after] == " " {
                    let value = text[after...].drop { $0 == " " }
                    return (String(text[..<index]).trimmingSpaces, String(value))
                }
            default: break
            }
        }
        return nil
    }

    /// A scalar, or a one-line `[…]` or `{…}`.
    private static func scalarOrFlow(_ text: String, at location: SourceLocation) throws(YAMLSubsetError) -> YAMLNode {
        var reader = FlowReader(characters: Array(text), location: location)
        let node = try reader.value()
        reader.skipSpaces()
        if reader.index < reader.characters.count {
            throw YAMLSubsetError(location: reader.here, message: "unexpected '\(reader.characters[reader.index])'")
        }
        return node
    }

    static func unquoted(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// One line's flow value, read character by character.
    private struct FlowReader {
        let characters: [Character]
        let location: SourceLocation
        var index = 0

        var here: SourceLocation { SourceLocation(line: location.line, column: location.column + index) }

        mutating func skipSpaces() { while index < characters.count, characters[index] == " " { index += 1 } }

        mutating func value(inFlow: Bool = false) throws(YAMLSubsetError) -> YAMLNode {
            skipSpaces()
            let start = here
            guard index < characters.count else { return .scalar("", start) }
            switch characters[index] {
            case "&", "*":
                throw YAMLSubsetError(
                    location: start, message: "vipgen does not follow YAML anchors and aliases ('&name', '*name')")
            case "!":
                throw YAMLSubsetError(location: start, message: "vipgen does not follow YAML tags ('!tag')")
            case "|", ">":
                throw YAMLSubsetError(
                    location: start, message: "vipgen does not follow multi-line scalars ('|' and '>')")
            case "[":
                index += 1
                var items: [YAMLNode] = []
                skipSpaces()
                if index < characters.count, characters[index] == "]" {
                    index += 1
                    return .sequence([], start, flow: true)
                }
                while true {
                    skipSpaces()
                    let itemStart = here
                    var item = try value(inFlow: true)
                    skipSpaces()
                    // `[key: value]`: an item that is a one-pair mapping.
                    if case .scalar(let key, _) = item, index < characters.count, characters[index] == ":" {
                        index += 1
                        item = .mapping(
                            [YAMLPair(key: key, keyLocation: itemStart, value: try value(inFlow: true))], itemStart,
                            flow: true)
                        skipSpaces()
                    }
                    items.append(item)
                    guard index < characters.count else {
                        throw YAMLSubsetError(
                            location: start, message: "this '[' is not closed on its line, which vipgen does not follow"
                        )
                    }
                    let separator = characters[index]
                    index += 1
                    if separator == "]" { return .sequence(items, start, flow: true) }
                    guard separator == "," else {
                        throw YAMLSubsetError(location: here, message: "expected ',' or ']'")
                    }
                    skipSpaces()
                    if index < characters.count, characters[index] == "]" {
                        index += 1
                        return .sequence(items, start, flow: true)
                    }
                }
            case "{":
                index += 1
                var pairs: [YAMLPair] = []
                while true {
                    skipSpaces()
                    guard index < characters.count else {
                        throw YAMLSubsetError(
                            location: start, message: "this '{' is not closed on its line, which vipgen does not follow"
                        )
                    }
                    if characters[index] == "}" {
                        index += 1
                        return .mapping(pairs, start, flow: true)
                    }
                    let keyLocation = here
                    guard case .scalar(let key, _) = try scalar(stopAt: ":,}") else {
                        throw YAMLSubsetError(location: keyLocation, message: "expected a key")
                    }
                    guard index < characters.count, characters[index] == ":" else {
                        throw YAMLSubsetError(location: here, message: "expected ':' after the key '\(key)'")
                    }
                    index += 1
                    let node = try value(inFlow: true)
                    pairs.append(YAMLPair(key: key, keyLocation: keyLocation, value: node))
                    skipSpaces()
                    if index < characters.count, characters[index] == "," { index += 1 }
                }
            default:
                return try scalar(stopAt: inFlow ? ",]}" : "")
            }
        }

        mutating func scalar(stopAt stops: String) throws(YAMLSubsetError) -> YAMLNode {
            skipSpaces()
            let start = here
            guard index < characters.count else { return .scalar("", start) }
            let first = characters[index]
            if first == "\"" || first == "'" {
                index += 1
                var text = ""
                while index < characters.count {
                    let character = characters[index]
                    index += 1
                    if character == first {
                        if first == "'", index < characters.count, characters[index] == "'" {
                            text.append("'")
                            index += 1
                            continue
                        }
                        return .scalar(text, start)
                    }
                    if first == "\"", character == "\\", index < characters.count {
                        let escaped = characters[index]
                        index += 1
                        switch escaped {
                        case "\"", "\\", "/": text.append(escaped)
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default:
                            throw YAMLSubsetError(
                                location: here, message: "vipgen does not follow the escape '\\\(escaped)'")
                        }
                        continue
                    }
                    text.append(character)
                }
                throw YAMLSubsetError(location: start, message: "this string is not closed on its line")
            }
            var text = ""
            while index < characters.count, !stops.contains(characters[index]) {
                if characters[index] == ":", stops.contains(":") { break }
                // In `[…]`, `: ` ends a key (`[key: value]`); `a:b` stays one scalar.
                if characters[index] == ":", stops.contains("]"),
                    index + 1 == characters.count || " ,]}".contains(characters[index + 1])
                {
                    break
                }
                text.append(characters[index])
                index += 1
            }
            return .scalar(text.trimmingSpaces, start)
        }
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
