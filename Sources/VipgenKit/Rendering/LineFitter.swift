import SwiftScanning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
/// Cost: `memchr` finds each line's end; only lines ending in `(`, `=` or `:` are read further, and
/// a group is joined straight into one output buffer, the text between groups copied as blocks: no
/// allocation per line or group. A file in which nothing joins is handed back as it was given.
struct LineFitter: Sendable {
    /// The longest line a join may make: swift-format's `lineLength` the generated code is held to.
    var limit: Int
    /// Columns a leading tab counts for (swift-format's `tabWidth` default).
    var tabWidth: Int

    init(limit: Int = 120, tabWidth: Int = 8) {
        self.limit = limit
        self.tabWidth = tabWidth
    }

    /// `text` with every group that fits joined onto one line.
    func fit(_ text: String) -> String { fitted(text).text }

    /// `text` with every group that fits joined onto one line, and the lines still over `limit`.
    func fitted(_ text: String) -> Fitted {
        var text = text
        let (joined, longLines) = text.withUTF8 { bytes -> (String?, LongLines?) in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return (nil, nil) }
            var pass = FittingPass(base: base, count: bytes.count, limit: limit, tabWidth: tabWidth)
            defer { pass.deallocate() }
            return (pass.run(), pass.longLines)
        }
        return Fitted(text: joined ?? text, longLines: longLines)
    }

    struct Fitted: Sendable {
        var text: String
        /// The lines of `text` still longer than the limit (a name too long for the templates' layout
        /// to wrap within it); nil when there are none.
        var longLines: LongLines?
    }

    /// Lines over the limit: how many, and where the first one is.
    struct LongLines: Sendable, Equatable {
        var count: Int
        /// The first one's number, from 1.
        var firstLine: Int
        /// The first one's columns.
        var firstColumns: Int
    }
}

/// One file's fitting. The output buffer is allocated at the first line that may open a group; up to
/// then (and whenever nothing joins) the input is the output.
private struct FittingPass {
    let base: UnsafePointer<UInt8>
    let count: Int
    let limit: Int
    let tabWidth: Int
    /// The output: never longer than the input, since a join puts at most one space where it removes
    /// a line break and the indentation after it.
    private var out: UnsafeMutablePointer<UInt8>?
    private var written = 0
    /// The input before this offset is in `out` already.
    private var copied = 0
    private var joinedAny = false
    /// The output's lines so far, counting a joined group as the one line it becomes.
    private var outputLines = 0
    private(set) var longLines: LineFitter.LongLines?

    init(base: UnsafePointer<UInt8>, count: Int, limit: Int, tabWidth: Int) {
        self.base = base
        self.count = count
        self.limit = limit
        self.tabWidth = tabWidth
    }

    func deallocate() { out?.deallocate() }

    /// The fitted text, or nil when nothing joined.
    mutating func run() -> String? {
        let tracksLiterals = mayOpenLiteral()
        var literal = Literal.none
        var start = 0
        while start < count {
            let end = lineEnd(from: start)
            outputLines += 1
            // The last line has no line break: a group's opening line always has one.
            guard end < count else {
                measure(start, end)
                break
            }
            if literal == .none, end > start, LineScan.mayOpenGroup(base[end - 1]), let last = joinGroup(start, end) {
                start = last + 1
                continue
            }
            measure(start, end)
            if tracksLiterals { literal = literal.after(base, start, end) }
            start = end + 1
        }
        guard joinedAny, let out else { return nil }
        flush(upTo: count)
        return String(decoding: UnsafeBufferPointer(start: out, count: written), as: UTF8.self)
    }

    /// Joins the group the line `start..<end` opens into the output; the end of its last line, or nil
    /// (and nothing written) when it does not join.
    private mutating func joinGroup(_ start: Int, _ end: Int) -> Int? {
        if out == nil { out = .allocate(capacity: count) }
        flush(upTo: start)
        let mark = written
        guard let last = join(start, end, before: count, nested: false) else {
            written = mark
            return nil
        }
        // The group's last line keeps its line break: it goes with the text after it.
        copied = last
        joinedAny = true
        return last
    }

    /// Notes the line `start..<end`, which is output as it is, when it is longer than the limit. A
    /// joined line never is; a line of no more bytes than the limit is not either unless a leading
    /// tab counts for more than its byte.
    private mutating func measure(_ start: Int, _ end: Int) {
        guard end - start > limit || (end > start && base[start] == UInt8(ascii: "\t")) else { return }
        let indentation = indentation(start, end)
        var isASCII = true
        for index in (start + indentation)..<end where base[index] >= 0x80 {
            isASCII = false
            break
        }
        let rest =
            isASCII
            ? end - start - indentation
            : String(
                decoding: UnsafeBufferPointer(start: base + start + indentation, count: end - start - indentation),
                as: UTF8.self
            ).count
        let columns = columns(ofIndentation: start, indentation) + rest
        guard columns > limit else { return }
        if var longLines {
            longLines.count += 1
            self.longLines = longLines
        } else {
            longLines = LineFitter.LongLines(count: 1, firstLine: outputLines, firstColumns: columns)
        }
    }

    /// Whether the text holds a `*` (of `/*`) or a `"""`: otherwise no line needs literal tracking.
    private func mayOpenLiteral() -> Bool {
        if memchr(base, Int32(UInt8(ascii: "*")), count) != nil { return true }
        var from = 0
        while from < count, let found = memchr(base + from, Int32(UInt8(ascii: "\"")), count - from) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if at + 2 < count, base[at + 1] == UInt8(ascii: "\""), base[at + 2] == UInt8(ascii: "\"") { return true }
            from = at + 1
        }
        return false
    }

    /// Where the line starting at `start` ends: its `\n`, or the end of the text.
    private func lineEnd(from start: Int) -> Int {
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start) else { return count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The spaces and tabs the line `start..<end` starts with.
    private func indentation(_ start: Int, _ end: Int) -> Int {
        var index = start
        // Eight bytes at a time while they are all spaces: templates indent with spaces.
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
            let different = word ^ 0x2020_2020_2020_2020
            if different != 0 {
                index += different.trailingZeroBitCount / 8
                break
            }
            index += 8
        }
        while index < end, base[index] == UInt8(ascii: " ") || base[index] == UInt8(ascii: "\t") { index += 1 }
        return index - start
    }

    /// Columns the indentation `start..<start + length` takes.
    private func columns(ofIndentation start: Int, _ length: Int) -> Int {
        var columns = 0
        for index in start..<(start + length) { columns += base[index] == UInt8(ascii: "\t") ? tabWidth : 1 }
        return columns
    }

    private mutating func flush(upTo offset: Int) {
        write(copied, offset)
        copied = offset
    }

    private mutating func write(_ from: Int, _ to: Int) {
        guard let out, to > from else { return }
        precondition(written + to - from <= count, "a join never makes its text longer")
        (out + written).initialize(from: base + from, count: to - from)
        written += to - from
    }

    private mutating func write(_ byte: UInt8) {
        guard let out else { return }
        precondition(written < count, "a join never makes its text longer")
        out[written] = byte
        written += 1
    }

    /// Joins the group the line `start..<end` opens, using lines that start before `bound`, into the
    /// output (without the opening line's indentation when `nested`: it joins a group around it);
    /// the end of the group's last line, or nil when it does not join (the output past where it
    /// started is then garbage for the caller to drop).
    private mutating func join(_ start: Int, _ end: Int, before bound: Int, nested: Bool) -> Int? {
        let indentation = indentation(start, end)
        guard let opening = Opening(base, start, start + indentation, end) else { return nil }
        // The continuation lines: the deeper ones after the opening line, up to a blank line.
        var lastLineEnd = end
        var following: (start: Int, end: Int)?
        var next = end + 1
        while next < bound {
            let nextEnd = lineEnd(from: next)
            let nextIndentation = self.indentation(next, nextEnd)
            // A blank line ends the group and closes nothing.
            if nextIndentation == nextEnd - next { break }
            if nextIndentation > indentation {
                lastLineEnd = nextEnd
                next = nextEnd + 1
                continue
            }
            if nextIndentation == indentation { following = (next + indentation, nextEnd) }
            break
        }
        guard lastLineEnd > end else { return nil }
        // The line that closes the group, if it has one of its own; without one, the last continuation
        // line closes the group's `(` itself (the requirement form).
        var closer: LineScan?
        var closesItself = false
        switch opening.shape {
        case .parenthesis:
            if let following, following.end > following.start, base[following.start] == UInt8(ascii: ")"),
                case let scan = LineScan(base, following.start, following.end), scan.isSafe
            {
                closer = scan
            } else {
                closesItself = true
            }
        case .conformances:
            guard let following, following.end - following.start == 1, base[following.start] == UInt8(ascii: "{")
            else { return nil }
        case .assignment:
            break
        }

        if !nested { write(start, start + indentation) }
        let contentStart = written
        write(start + indentation, end)
        if opening.shape != .parenthesis { write(UInt8(ascii: " ")) }
        var isASCII = opening.scan.isASCII
        // Innermost first: a continuation line that opens a group of its own is joined before this one.
        var pieces = 0
        var line = end + 1
        while line <= lastLineEnd {
            let lineEnd = lineEnd(from: line)
            if pieces > 0 { write(UInt8(ascii: " ")) }
            let pieceStart = written
            var pieceEnd = lineEnd
            if LineScan.mayOpenGroup(base[lineEnd - 1]),
                let nestedEnd = join(line, lineEnd, before: lastLineEnd + 1, nested: true)
            {
                pieceEnd = nestedEnd
            } else {
                written = pieceStart
                write(line + self.indentation(line, lineEnd), lineEnd)
            }
            guard let out,
                let scan = Self.piece(
                    UnsafePointer(out), pieceStart, written, last: pieceEnd == lastLineEnd, closesItself: closesItself)
            else { return nil }
            isASCII = isASCII && scan.isASCII
            pieces += 1
            line = pieceEnd + 1
        }
        if opening.shape == .assignment, pieces != 1 { return nil }
        var last = lastLineEnd
        if let closer, let following {
            write(following.start, following.end)
            isASCII = isASCII && closer.isASCII
            last = following.end
        }
        if opening.shape == .conformances, let following {
            write(UInt8(ascii: " "))
            write(UInt8(ascii: "{"))
            last = following.end
        }
        guard columns(ofIndentation: start, indentation) + width(from: contentStart, isASCII: isASCII) <= limit
        else { return nil }
        return last
    }

    /// Columns the output from `start` on takes: its bytes when they are ASCII, else its characters.
    private func width(from start: Int, isASCII: Bool) -> Int {
        guard !isASCII, let out else { return written - start }
        return String(decoding: UnsafeBufferPointer(start: out + start, count: written - start), as: UTF8.self).count
    }

    /// The scan of one continuation line as joined (`from..<to` of `bytes`), or nil when a person
    /// would not write it there: a line of a list must be safe to join, balanced and end in `,` unless
    /// it is the last, which must not; a last line that closes the group itself ends in its `)` and
    /// is balanced before it.
    private static func piece(
        _ bytes: UnsafePointer<UInt8>, _ from: Int, _ to: Int, last: Bool, closesItself: Bool
    ) -> LineScan? {
        guard to > from else { return nil }
        let lastByte = bytes[to - 1]
        guard (lastByte == UInt8(ascii: ",")) != last else { return nil }
        var scanned = to
        if last && closesItself {
            guard lastByte == UInt8(ascii: ")") else { return nil }
            scanned -= 1
        }
        let scan = LineScan(bytes, from, scanned)
        guard scan.isSafe, scan.balance == 0, scan.lowest >= 0 else { return nil }
        return scan
    }
}
