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
/// (vipgen writes `\n`). Lines inside a multi-line string or a block comment are text, never joined.
///
/// Cost: one pass over the bytes to find the lines, then work only at lines ending in `(`, `=` or
/// `:`; a file in which nothing joins is handed back as it was given.
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
        var text = text
        let fitted = text.withUTF8 { bytes in
            var pass = FittingPass(bytes: bytes, limit: limit, tabWidth: tabWidth)
            return pass.run()
        }
        return fitted.map { String(decoding: $0, as: UTF8.self) } ?? text
    }
}

/// One file's fitting: its lines as offsets into its bytes, and the output, built only once a group
/// joins (up to then the input is the output).
private struct FittingPass {
    let bytes: UnsafeBufferPointer<UInt8>
    let limit: Int
    let tabWidth: Int
    /// Where each line starts; line `i` ends before `starts[i + 1] - 1` (its `\n`), the last one at the
    /// end of the text.
    private var starts: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>, limit: Int, tabWidth: Int) {
        self.bytes = bytes
        self.limit = limit
        self.tabWidth = tabWidth
    }

    /// The fitted text, or nil when nothing joined.
    mutating func run() -> [UInt8]? {
        // The lines ending in a group's opening byte, in order: the only ones a group may start at.
        var candidates: [Int] = []
        // Whether a `*` (of `/*`) or a `"""` may start a literal: otherwise no line needs tracking.
        var mayHoldLiterals = false
        starts.reserveCapacity(bytes.count / 32)
        starts.append(0)
        // Eight bytes at a time: only the positions a word's masks point at are looked at one by one.
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
                var newlines = Self.matches(word, Byte.newline)
                while newlines != 0 {
                    let at = index + newlines.trailingZeroBitCount / 8
                    newlines &= newlines - 1
                    guard bytes[at] == Byte.newline else { continue }
                    if at > 0, isOpening(bytes[at - 1]) { candidates.append(starts.count - 1) }
                    starts.append(at + 1)
                }
                if !mayHoldLiterals, Self.matches(word, Byte.star) != 0 || Self.matches(word, Byte.quote) != 0 {
                    mayHoldLiterals = opensLiteral(in: index..<(index + 8))
                }
                index += 8
            }
        }
        for at in index..<bytes.count where bytes[at] == Byte.newline {
            if at > 0, isOpening(bytes[at - 1]) { candidates.append(starts.count - 1) }
            starts.append(at + 1)
        }
        if !mayHoldLiterals { mayHoldLiterals = opensLiteral(in: index..<bytes.count) }
        guard !candidates.isEmpty else { return nil }
        let count = starts.count
        var result: [UInt8] = []
        // The input up to here is already in `result`.
        var copied = 0
        var literal = Literal.none
        // The first line not yet joined into a group.
        var line = 0
        for candidate in candidates where candidate >= line {
            if mayHoldLiterals {
                while line < candidate {
                    literal = literal.after(bytes[starts[line]..<end(of: line)])
                    line += 1
                }
                if literal != .none {
                    literal = literal.after(bytes[starts[line]..<end(of: line)])
                    line += 1
                    continue
                }
            }
            guard let (joined, next) = group(at: candidate, before: count) else { continue }
            if result.isEmpty { result.reserveCapacity(bytes.count) }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<starts[candidate]]))
            result.append(contentsOf: joined)
            // The joined group's last line keeps its line break (if it had one).
            copied = end(of: next - 1)
            line = next
        }
        if copied == 0 { return nil }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return result
    }

    /// The high bit of each byte of `word` that may equal `byte` (exact for the first such byte; a
    /// later one may be a false match, which the caller checks).
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & 0x8080_8080_8080_8080
    }

    /// Whether `range` holds a `*` or starts a `"""`.
    private func opensLiteral(in range: Range<Int>) -> Bool {
        for at in range {
            if bytes[at] == Byte.star { return true }
            if bytes[at] == Byte.quote, at + 2 < bytes.count, bytes[at + 1] == Byte.quote, bytes[at + 2] == Byte.quote {
                return true
            }
        }
        return false
    }

    private func isOpening(_ byte: UInt8) -> Bool {
        byte == Byte.openParen || byte == Byte.equals || byte == Byte.colon
    }

    /// Where line `line`'s text ends (its `\n`, or the end of the text).
    private func end(of line: Int) -> Int {
        line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
    }

    private func text(of line: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        bytes[starts[line]..<end(of: line)]
    }

    private func indentation(of line: Int) -> Int {
        var index = starts[line]
        let end = end(of: line)
        while index < end, bytes[index] == Byte.space || bytes[index] == Byte.tab { index += 1 }
        return index - starts[line]
    }

    private func isBlank(_ line: Int) -> Bool { indentation(of: line) == end(of: line) - starts[line] }

    /// The group opened at `line` (its lines before `bound`) joined onto one line, and the line after
    /// it; nil when no group opens there or its joined line would not fit.
    private func group(at line: Int, before bound: Int) -> ([UInt8], Int)? {
        let opener = text(of: line)
        guard let last = opener.last, isOpening(last), let shape = Shape(opening: opener) else { return nil }
        let indentation = indentation(of: line)
        var end = line + 1
        while end < bound, !isBlank(end), self.indentation(of: end) > indentation { end += 1 }
        guard end > line + 1 else { return nil }
        let following =
            end < bound && self.indentation(of: end) == indentation ? text(of: end).dropFirst(indentation) : nil
        // The line that closes the group, if it has one of its own; without one, the last continuation
        // line closes the group's `(` itself (the requirement form).
        var closer: Slice<UnsafeBufferPointer<UInt8>>?
        var closesItself = false
        switch shape {
        case .parenthesis:
            if let following, following.first == Byte.closeParen,
                LineScan(UnsafeBufferPointer(rebasing: following)).isSafe
            {
                closer = following
            } else {
                closesItself = true
            }
        case .conformances:
            guard let following, following.count == 1, following.first == Byte.openBrace else { return nil }
        case .assignment:
            break
        }

        var joined: [UInt8] = []
        joined.reserveCapacity(limit + 8)
        joined += opener
        if shape != .parenthesis { joined.append(Byte.space) }
        // Innermost first: a continuation line that opens a group of its own is joined before this one.
        var inner = line + 1
        var pieces = 0
        while inner < end {
            let innerIndentation = self.indentation(of: inner)
            var joinedPiece = false
            if let (nested, next) = group(at: inner, before: end) {
                inner = next
                joinedPiece = nested.withUnsafeBufferPointer { nested in
                    Self.append(
                        UnsafeBufferPointer(rebasing: nested[innerIndentation...]), first: pieces == 0,
                        last: inner == end, closesItself: closesItself, to: &joined)
                }
            } else {
                let piece = text(of: inner).dropFirst(innerIndentation)
                inner += 1
                joinedPiece = Self.append(
                    UnsafeBufferPointer(rebasing: piece), first: pieces == 0, last: inner == end,
                    closesItself: closesItself, to: &joined)
            }
            guard joinedPiece else { return nil }
            pieces += 1
        }
        if shape == .assignment, pieces != 1 { return nil }
        var next = end
        if let closer {
            joined += closer
            next = end + 1
        }
        if shape == .conformances {
            joined += [Byte.space, Byte.openBrace]
            next = end + 1
        }
        guard width(of: joined) <= limit else { return nil }
        return (joined, next)
    }

    /// Appends one continuation line (without its indentation) to `joined`, after a space unless it is
    /// the first; false when a person would not write it there: a line of a list must be safe to join,
    /// balanced and end in `,` unless it is the last, which must not; a last line that closes the
    /// group itself ends in its `)` and is balanced before it.
    private static func append(
        _ piece: UnsafeBufferPointer<UInt8>, first: Bool, last: Bool, closesItself: Bool, to joined: inout [UInt8]
    ) -> Bool {
        guard let lastByte = piece.last, (lastByte == Byte.comma) != last else { return false }
        let scanned =
            last && closesItself
            ? (lastByte == Byte.closeParen ? UnsafeBufferPointer(rebasing: piece.dropLast()) : nil) : piece
        guard let scanned else { return false }
        let scan = LineScan(scanned)
        guard scan.isSafe, scan.balance == 0, scan.lowest >= 0 else { return false }
        if !first { joined.append(Byte.space) }
        joined.append(contentsOf: piece)
        return true
    }

    /// Columns `line` takes: a leading tab counts `tabWidth`, every other character one.
    private func width(of line: [UInt8]) -> Int {
        var columns = 0
        var index = 0
        while index < line.count, line[index] == Byte.tab || line[index] == Byte.space {
            columns += line[index] == Byte.tab ? tabWidth : 1
            index += 1
        }
        let rest = line[index...]
        if rest.allSatisfy({ $0 < 0x80 }) { return columns + rest.count }
        return columns + String(decoding: rest, as: UTF8.self).count
    }

    /// What a line's last byte opens, when the line is one a group may start with.
    private enum Shape {
        case parenthesis, conformances, assignment

        init?(opening line: Slice<UnsafeBufferPointer<UInt8>>) {
            guard let last = line.last else { return nil }
            // ` =`, not the end of `==` or `+=`.
            if last == Byte.equals, line.count < 2 || line[line.endIndex - 2] != Byte.space { return nil }
            let scan = LineScan(UnsafeBufferPointer(rebasing: line))
            guard scan.isSafe else { return nil }
            switch last {
            case Byte.openParen where scan.balance == 1 && scan.lowest >= 0:
                self = .parenthesis
            case Byte.colon where scan.balance == 0 && scan.lowest >= 0:
                // `case .x:` and `default:` open a switch case, whose lines are statements.
                let text = line.drop { $0 == Byte.space || $0 == Byte.tab }
                if text.starts(with: "case ".utf8) || text.elementsEqual("default:".utf8) { return nil }
                self = .conformances
            case Byte.equals where scan.balance == 0 && scan.lowest >= 0:
                self = .assignment
            default:
                return nil
            }
        }
    }

    /// What a line leaves open for the next ones. A joined group holds neither (`LineScan` refuses
    /// `"""` and `/*`), so only the lines left as they are move it.
    private enum Literal {
        case none, multilineString, blockComment

        func after(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Literal {
            var state = self
            var index = line.startIndex
            let end = line.endIndex
            while index < end {
                let byte = line[index]
                let next = index + 1 < end ? line[index + 1] : 0
                switch state {
                case .none:
                    if byte == Byte.quote, next == Byte.quote, index + 2 < end, line[index + 2] == Byte.quote {
                        state = .multilineString
                        index += 3
                        continue
                    }
                    if byte == Byte.slash, next == Byte.star {
                        state = .blockComment
                        index += 2
                        continue
                    }
                    // The rest of the line is a comment.
                    if byte == Byte.slash, next == Byte.slash { return .none }
                case .multilineString:
                    if byte == Byte.quote, next == Byte.quote, index + 2 < end, line[index + 2] == Byte.quote {
                        state = .none
                        index += 3
                        continue
                    }
                case .blockComment:
                    if byte == Byte.star, next == Byte.slash {
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
}

/// One line's brackets, outside string literals, and whether it may be joined with its neighbours:
/// no comment (it would swallow what is joined after it) and no string literal left open at its end
/// (a multi-line one, a raw one, or one with an interpolation, which this scan does not follow).
private struct LineScan {
    /// Opened minus closed brackets of every kind.
    private(set) var balance = 0
    /// The lowest `balance` reached.
    private(set) var lowest = 0
    private(set) var isSafe = true

    init(_ line: UnsafeBufferPointer<UInt8>) {
        var inString = false
        var escaped = false
        var previous: UInt8 = 0
        let start = line.firstIndex { $0 != Byte.space && $0 != Byte.tab } ?? line.endIndex
        for index in line.indices {
            let byte = line[index]
            // Most bytes of code are letters, digits and spaces, none of which this scan acts on.
            if !inString, byte == Byte.space || (byte >= 0x30 && byte < 0x5B) || (byte >= 0x5E && byte < 0x7B) {
                previous = byte
                continue
            }
            if inString {
                if escaped {
                    // An interpolation holds code (and maybe strings) this scan does not follow.
                    if byte == Byte.openParen { isSafe = false }
                    escaped = false
                } else if byte == Byte.backslash {
                    escaped = true
                } else if byte == Byte.quote {
                    inString = false
                }
            } else {
                switch byte {
                case Byte.quote: inString = true
                // A raw string (`#"`), or a compiler directive, which must keep its own line.
                case Byte.hash where Self.isRawStringOrDirective(line[(index + 1)...], atStart: index == start):
                    isSafe = false
                case Byte.slash where previous == Byte.slash, Byte.star where previous == Byte.slash:
                    isSafe = false
                case Byte.openParen, Byte.openBracket, Byte.openBrace: balance += 1
                case Byte.closeParen, Byte.closeBracket, Byte.closeBrace:
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

    private static func isRawStringOrDirective(_ rest: Slice<UnsafeBufferPointer<UInt8>>, atStart: Bool) -> Bool {
        if rest.first == Byte.hash || rest.first == Byte.quote { return true }
        guard atStart else { return false }
        let word = rest.prefix { ASCII.isIdentifierPart($0) }
        return directives.contains { word.elementsEqual($0.utf8) }
    }
}

/// The bytes the fitter looks for, as literals: read once per byte of every file, they must cost a
/// compare, not a global's lazy initialisation check.
private enum Byte {
    static var newline: UInt8 { 0x0A }
    static var tab: UInt8 { 0x09 }
    static var space: UInt8 { 0x20 }
    static var quote: UInt8 { 0x22 }
    static var hash: UInt8 { 0x23 }
    static var openParen: UInt8 { 0x28 }
    static var closeParen: UInt8 { 0x29 }
    static var star: UInt8 { 0x2A }
    static var comma: UInt8 { 0x2C }
    static var slash: UInt8 { 0x2F }
    static var colon: UInt8 { 0x3A }
    static var equals: UInt8 { 0x3D }
    static var openBracket: UInt8 { 0x5B }
    static var backslash: UInt8 { 0x5C }
    static var closeBracket: UInt8 { 0x5D }
    static var openBrace: UInt8 { 0x7B }
    static var closeBrace: UInt8 { 0x7D }
}
