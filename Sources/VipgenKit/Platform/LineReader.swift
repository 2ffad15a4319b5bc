/// Reads a stream a line at a time as it arrives (a protocol spoken over standard input), without
/// waiting for its end.
final class LineReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var ended = false
    /// A line longer than this is cut here: nothing a peer sends may take unbounded memory.
    let maximumLength: Int

    init(fd: Int32, maximumLength: Int = 64 * 1024 * 1024) {
        self.fd = fd
        self.maximumLength = maximumLength
    }

    /// The next line, without its line break; nil at the end of the stream.
    func next() -> [UInt8]? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return line
            }
            if buffer.count > maximumLength {
                defer { buffer.removeAll() }
                return buffer
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return buffer
            }
            guard let chunk = POSIX.readSome(fd, upTo: 65_536), !chunk.isEmpty else {
                ended = true
                continue
            }
            buffer += chunk
        }
    }
}
