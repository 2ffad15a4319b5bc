import SwiftScanning

/// How a file indents: the unit of one level, found in the file rather than assumed.
struct IndentationStyle: Equatable {
    /// One level: a tab, or some number of spaces.
    var unit: String

    /// The unit of `source`: the leading whitespace of the first member of its first type with members.
    /// `fallback` when the file has none.
    static func detect(in source: SwiftSource, fallback: String) -> IndentationStyle {
        for declaration in source.declarations where declaration.isContainer {
            guard let member = declaration.members.first(where: { $0.kind != .conditional }) else { continue }
            let memberIndent = source.indentation(ofLineAt: member.start)
            let containerIndent = source.indentation(ofLineAt: declaration.start)
            guard memberIndent.hasPrefix(containerIndent), memberIndent.count > containerIndent.count else { continue }
            return IndentationStyle(unit: String(memberIndent.dropFirst(containerIndent.count)))
        }
        return IndentationStyle(unit: fallback)
    }

    /// Re-expresses `text`, written with `from`'s unit at base indentation `fromBase`, in this unit at
    /// `toBase`. Blank lines stay empty. With `skipFirstLine`, the first line is kept as it is (it
    /// continues a line already in the file).
    func reindent(_ text: String, from: IndentationStyle, fromBase: String, toBase: String, skipFirstLine: Bool = false)
        -> String
    {
        // Bytes, not Characters: only leading spaces and tabs change, and this runs for every
        // declaration a merge inserts.
        let fromUnit = Array(from.unit.utf8)
        let base = Array(fromBase.utf8)
        let target = Array(toBase.utf8)
        let toUnit = Array(unit.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var lineNumber = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                let line = bytes[start..<end]
                if lineNumber == 0 && skipFirstLine {
                    result += line
                } else {
                    let leadingEnd = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? end
                    // Blank lines stay empty.
                    if leadingEnd < end {
                        let leading = bytes[start..<leadingEnd]
                        if leading.starts(with: base) {
                            var relative = leading.dropFirst(base.count)
                            var levels = 0
                            while !fromUnit.isEmpty, relative.starts(with: fromUnit) {
                                relative = relative.dropFirst(fromUnit.count)
                                levels += 1
                            }
                            result += target
                            for _ in 0..<levels { result += toUnit }
                            result += relative
                        } else {
                            result += target
                        }
                        result += bytes[leadingEnd..<end]
                    }
                }
                guard end < bytes.count else { break }
                result.append(UInt8(ascii: "\n"))
                start = end + 1
                lineNumber += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
