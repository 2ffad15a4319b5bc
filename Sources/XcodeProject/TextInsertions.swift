import SwiftScanning

/// Text to insert into a file at byte offsets: the only way vipgen changes a project file, so
/// every byte already there stays, in order.
struct TextInsertions {
    private var items: [(offset: Int, sequence: Int, text: String)] = []

    var isEmpty: Bool { items.isEmpty }

    /// Inserts `text` at `offset`; texts at the same offset keep the order they were inserted in.
    mutating func insert(_ text: String, at offset: Int) {
        items.append((offset, items.count, text))
    }

    /// `bytes` with every insertion made, each line break inserted written as the file mostly writes
    /// them (`\r\n` in a project saved with Windows line breaks), so the file keeps one style.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        let lineBreak = LineBreakStyle.dominant(in: bytes)
        var sorted = items.sorted { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }
        if lineBreak != "\n" {
            for index in sorted.indices {
                var text: [UInt8] = []
                for byte in sorted[index].text.utf8 {
                    if byte == UInt8(ascii: "\n") { text += lineBreak.utf8 } else { text.append(byte) }
                }
                sorted[index].text = String(decoding: text, as: UTF8.self)
            }
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for item in sorted {
            result.append(contentsOf: bytes[copied..<item.offset])
            result.append(contentsOf: item.text.utf8)
            copied = item.offset
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }
}
