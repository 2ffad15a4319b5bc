/// Joins a wrapped group back onto one line when the joined line fits, the way swift-format's pretty
/// printer keeps a group on one line when it fits and breaks it only when it does not.
///
/// Templates are written in the wrapped layout, the one that stays within the limit for long names
/// (Templates/README.md, "Line length"); this pass gives short names the one-line form a person
/// writes. It knows exactly the shapes the templates wrap, and only those:
///
/// - a line ending in `(` whose continuation lines (deeper, each but the last ending in `,`) are
///   followed by a line at the opening line's indentation starting with `)`:
///   `func f(` / `    a: A,` / `    b: B` / `) -> R {` becomes `func f(a: A, b: B) -> R {`; or whose
///   last continuation line closes the `(` itself: `func f(` / `    a: A)` becomes `func f(a: A)`;
/// - a conformance list: `final class X:` / `    A, B` / `{` becomes `final class X: A, B {`;
/// - an assignment: `var x =` / `    value` becomes `var x = value`.
///
/// Groups nest (a continuation line may itself open one): the innermost join first, then the group
/// around it if that fits too. A group is left as written when any of its lines holds a comment or a
/// string literal that does not end on that line, when a continuation line leaves a bracket open,
/// or when the joined line would be longer than `limit`. Joining only removes line breaks and
/// indentation, so the code means what it meant.
///
/// Columns count as swift-format counts them: characters, a leading tab as `tabWidth` columns.
/// Lines end at `\n`; a line ending in `\r` matches no shape, so CRLF text passes through unchanged
/// (vipgen writes `\n`).
public struct LineFitter: Sendable {
    /// The longest line a join may make: swift-format's `lineLength` the generated code is held to.
    public var limit: Int
    /// Columns a leading tab counts for (swift-format's `tabWidth` default).
    public var tabWidth: Int

    public init(limit: Int = 120, tabWidth: Int = 8) {
        self.limit = limit
        self.tabWidth = tabWidth
    }

    /// `text` with every group that fits joined onto one line.
    public func fit(_ text: String) -> String {
        let bytes = Array(text.utf8)
        // Nothing to join in a file without a line ending in one of the shapes' last bytes.
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var candidate = false
        for index in bytes.indices where bytes[index] == ASCII.newline {
            if index > start, Self.opensGroup(bytes[index - 1]) { candidate = true }
            lines.append(bytes[start..<index])
            start = index + 1
        }
        guard candidate else { return text }
        lines.append(bytes[start...])
        let fitted = fit(lines[...])
        // Every join takes lines away: as many lines as before means nothing was joined.
        if fitted.count == lines.count { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (index, line) in fitted.enumerated() {
            if index > 0 { result.append(ASCII.newline) }
            result.append(contentsOf: line)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func opensGroup(_ byte: UInt8) -> Bool {
        byte == ASCII.openParen || byte == ASCII.equals || byte == ASCII.colon
    }

    private func fit(_ lines: ArraySlice<ArraySlice<UInt8>>) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        result.reserveCapacity(lines.count)
        var index = lines.startIndex
        // Lines inside a multi-line string or a block comment are text, not code: never joined.
        var literal = Literal.none
        while index < lines.endIndex {
            if literal == .none, let (joined, next) = group(at: index, in: lines) {
                result.append(joined)
                index = next
            } else {
                literal = literal.after(lines[index])
                result.append(lines[index])
                index += 1
            }
        }
        return result
    }

    /// What a line leaves open for the next ones. A joined group holds neither (`LineScan` refuses
    /// `"""` and `/*`), so only the lines left as they are move it.
    private enum Literal {
        case none, multilineString, blockComment

        func after(_ line: ArraySlice<UInt8>) -> Literal {
            guard line.contains(ASCII.quote) || line.contains(ASCII.slash) || line.contains(ASCII.star) else {
                return self
            }
            var state = self
            var index = line.startIndex
            while index < line.endIndex {
                let rest = line[index...]
                switch state {
                case .none:
                    if rest.starts(with: "\"\"\"".utf8) {
                        state = .multilineString
                        index += 3
                        continue
                    }
                    if rest.starts(with: "/*".utf8) {
                        state = .blockComment
                        index += 2
                        continue
                    }
                    // The rest of the line is a comment.
                    if rest.starts(with: "//".utf8) { return .none }
                case .multilineString:
                    if rest.starts(with: "\"\"\"".utf8) {
                        state = .none
                        index += 3
                        continue
                    }
                case .blockComment:
                    if rest.starts(with: "*/".utf8) {
                        state = .none
                        index += 2
                        continue
                    }
                }
                index += 1
            }
            return state
        }
    }

    /// The group opened at `index` joined onto one line, and the index of the line after it; nil when
    /// no group opens there or its joined line would not fit.
    private func group(at index: Int, in lines: ArraySlice<ArraySlice<UInt8>>) -> (ArraySlice<UInt8>, Int)? {
        let opener = lines[index]
        guard let last = opener.last, Self.opensGroup(last), let shape = Shape(opening: opener) else { return nil }
        let indentation = Self.indentation(of: opener)
        var end = index + 1
        while end < lines.endIndex, !Self.isBlank(lines[end]), Self.indentation(of: lines[end]) > indentation {
            end += 1
        }
        guard end > index + 1 else { return nil }
        // Innermost first: a continuation line that opens a group of its own is joined before this one.
        let continuation = fit(lines[(index + 1)..<end]).map { $0.dropFirst(Self.indentation(of: $0)) }
        let following =
            end < lines.endIndex && Self.indentation(of: lines[end]) == indentation
            ? lines[end].dropFirst(indentation) : nil

        var joined = Array(opener)
        var next = end
        switch shape {
        case .parenthesis:
            if let closer = following, closer.first == ASCII.closeParen, LineScan(closer).isSafe {
                guard Self.isList(continuation, lastBalance: 0) else { return nil }
                append(continuation, to: &joined)
                joined += closer
                next = end + 1
            } else {
                // The requirement form: the last continuation line closes the parenthesis itself.
                guard continuation.last?.last == ASCII.closeParen, Self.isList(continuation, lastBalance: -1)
                else { return nil }
                append(continuation, to: &joined)
            }
        case .conformances:
            guard let closer = following, closer.elementsEqual([ASCII.openBrace]),
                Self.isList(continuation, lastBalance: 0)
            else { return nil }
            joined.append(ASCII.space)
            append(continuation, to: &joined)
            joined += [ASCII.space, ASCII.openBrace]
            next = end + 1
        case .assignment:
            guard continuation.count == 1, Self.isList(continuation, lastBalance: 0) else { return nil }
            joined.append(ASCII.space)
            joined += continuation[0]
        }
        guard width(of: joined) <= limit else { return nil }
        return (joined[...], next)
    }

    /// Continuation lines joined with one space between them.
    private func append(_ continuation: [ArraySlice<UInt8>], to joined: inout [UInt8]) {
        for (position, line) in continuation.enumerated() {
            if position > 0 { joined.append(ASCII.space) }
            joined += line
        }
    }

    /// Whether `lines` are a list a person writes on one line: each safe to join, each but the last
    /// ending in `,` and balanced, the last balanced to `lastBalance` (-1: it closes the group).
    private static func isList(_ lines: [ArraySlice<UInt8>], lastBalance: Int) -> Bool {
        for (position, line) in lines.enumerated() {
            let scan = LineScan(line)
            guard scan.isSafe, !line.isEmpty else { return false }
            if position < lines.count - 1 {
                guard line.last == ASCII.comma, scan.balance == 0, scan.lowest >= 0 else { return false }
            } else {
                // The only bracket a last line may leave is the group's own `)`, as its last byte.
                guard line.last != ASCII.comma, scan.balance == lastBalance,
                    scan.lowest >= lastBalance, lastBalance == 0 || scan.lowestBeforeLast >= 0
                else { return false }
            }
        }
        return true
    }

    /// Columns `line` takes: a leading tab counts `tabWidth`, every other character one.
    private func width(of line: [UInt8]) -> Int {
        var columns = 0
        var index = 0
        while index < line.count, line[index] == ASCII.tab || line[index] == ASCII.space {
            columns += line[index] == ASCII.tab ? tabWidth : 1
            index += 1
        }
        let rest = line[index...]
        if rest.allSatisfy({ $0 < 0x80 }) { return columns + rest.count }
        return columns + String(decoding: rest, as: UTF8.self).count
    }

    private static func indentation(of line: ArraySlice<UInt8>) -> Int {
        line.prefix { $0 == ASCII.space || $0 == ASCII.tab }.count
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
    }

    /// What a line's last byte opens, when the line is one a group may start with.
    private enum Shape {
        case parenthesis, conformances, assignment

        init?(opening line: ArraySlice<UInt8>) {
            let scan = LineScan(line)
            guard scan.isSafe, let last = line.last else { return nil }
            switch last {
            case ASCII.openParen where scan.balance == 1 && scan.lowest >= 0:
                self = .parenthesis
            case ASCII.colon where scan.balance == 0 && scan.lowest >= 0:
                // `case .x:` and `default:` open a switch case, whose lines are statements.
                let text = line.drop { $0 == ASCII.space || $0 == ASCII.tab }
                if text.starts(with: "case ".utf8) || text.elementsEqual("default:".utf8) { return nil }
                self = .conformances
            case ASCII.equals where scan.balance == 0 && scan.lowest >= 0:
                // ` =`, not the end of `==` or `+=`.
                guard line.count >= 2, line[line.endIndex - 2] == ASCII.space else { return nil }
                self = .assignment
            default:
                return nil
            }
        }
    }
}

/// One line's brackets, outside string literals, and whether it may be joined with its neighbours:
/// no comment (it would swallow what is joined after it) and no string literal left open at its end
/// (a multi-line one, a raw one, or one with an interpolation, which this scan does not follow).
private struct LineScan {
    /// Opened minus closed brackets of every kind.
    private(set) var balance = 0
    /// The lowest `balance` reached.
    private(set) var lowest = 0
    /// The lowest `balance` reached before the last byte.
    private(set) var lowestBeforeLast = 0
    private(set) var isSafe = true

    init(_ line: ArraySlice<UInt8>) {
        var inString = false
        var escaped = false
        var previous: UInt8 = 0
        let start = line.firstIndex { $0 != ASCII.space && $0 != ASCII.tab } ?? line.endIndex
        for index in line.indices {
            let byte = line[index]
            if index == line.endIndex - 1 { lowestBeforeLast = lowest }
            if inString {
                if escaped {
                    // An interpolation holds code (and maybe strings) this scan does not follow.
                    if byte == ASCII.openParen { isSafe = false }
                    escaped = false
                } else if byte == ASCII.backslash {
                    escaped = true
                } else if byte == ASCII.quote {
                    inString = false
                }
            } else {
                switch byte {
                case ASCII.quote: inString = true
                // A raw string (`#"`), or a compiler directive, which must keep its own line.
                case ASCII.hash where Self.isRawStringOrDirective(line[(index + 1)...], atStart: index == start):
                    isSafe = false
                case ASCII.slash where previous == ASCII.slash, ASCII.star where previous == ASCII.slash:
                    isSafe = false
                case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: balance += 1
                case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                    balance -= 1
                    lowest = min(lowest, balance)
                default: break
                }
            }
            previous = byte
            if !isSafe { return }
        }
        // A string still open at the end of the line (`"""` included) spans lines.
        if inString { isSafe = false }
    }

    private static let directives: [String] = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"]

    private static func isRawStringOrDirective(_ rest: ArraySlice<UInt8>, atStart: Bool) -> Bool {
        if rest.first == ASCII.hash || rest.first == ASCII.quote { return true }
        guard atStart else { return false }
        let word = rest.prefix { ASCII.isIdentifierPart($0) }
        return directives.contains { word.elementsEqual($0.utf8) }
    }
}

extension ASCII {
    static let equals = UInt8(ascii: "=")
}
