/// A position in a text file, as editors and compilers show it.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the line, so a
/// tab, an `é` or an emoji each count as one column (an emoji made of several scalars, such as a
/// flag, counts as several). `offset` is the 0-based UTF-8 byte offset from the start of the text.
package struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`, as it follows the file name in a diagnostic.
    package var description: String { "\(line):\(column)" }

    /// The location of byte `offset` in `bytes`, found by scanning from the start: for errors only.
    package static func scanning(_ bytes: [UInt8], to offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        let end = min(offset, bytes.count)
        // A byte order mark is not part of the first line, as the parser skips it.
        var index = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column, offset: offset)
    }
}
