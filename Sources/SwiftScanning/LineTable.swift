/// Where each line of a text starts, to turn byte offsets into 1-based line numbers when reporting.
struct LineTable: Sendable {
    /// The offset of every line's first byte, in order; the first is 0.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == ASCII.newline {
                    starts.append(index)
                } else if byte == ASCII.carriageReturn {
                    if index < buffer.count, buffer[index] == ASCII.newline { index += 1 }
                    starts.append(index)
                }
            }
        }
        self.starts = starts
    }

    /// The 1-based line `offset` is on.
    package func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The offset of the first byte of the line `offset` is on.
    func lineStart(of offset: Int) -> Int { starts[line(of: offset) - 1] }

    /// The offset just after the line break ending the line `offset` is on (or the text's end).
    func nextLineStart(after offset: Int, textLength: Int) -> Int {
        let line = line(of: offset)
        return line < starts.count ? starts[line] : textLength
    }
}
