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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            if index == 0 && skipFirstLine { continue }
            let line = lines[index]
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                lines[index] = ""
                continue
            }
            let leading = String(line.prefix { $0 == " " || $0 == "\t" })
            let rest = line.dropFirst(leading.count)
            guard leading.hasPrefix(fromBase) else {
                lines[index] = toBase + rest
                continue
            }
            var relative = Substring(leading.dropFirst(fromBase.count))
            var levels = 0
            while !from.unit.isEmpty, relative.hasPrefix(from.unit) {
                relative = relative.dropFirst(from.unit.count)
                levels += 1
            }
            lines[index] = toBase + String(repeating: unit, count: levels) + relative + rest
        }
        return lines.joined(separator: "\n")
    }
}
