/// Where a command's output goes; tests pass a recording console instead of the process's streams.
protocol Console: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
    /// All of standard input, for `--data -`.
    func readStandardInput() -> [UInt8]
    /// Whether standard error is a terminal, so diagnostics may use colour.
    var errorIsTerminal: Bool { get }
    /// An environment variable (`NO_COLOR`, `TERM`, `COLUMNS`), nil when unset.
    func environment(_ name: String) -> String?
    /// The width of the terminal standard output goes to, nil when it goes elsewhere.
    var terminalColumns: Int? { get }
}

extension Console {
    func environment(_ name: String) -> String? { nil }
    var terminalColumns: Int? { nil }

    /// How wide help is: the terminal's width (`COLUMNS` when set, as a shell sets it for its
    /// commands, else the terminal's own), within what keeps its two columns readable; 100 elsewhere.
    var helpWidth: Int {
        let columns = environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? terminalColumns
        return min(max(columns ?? 100, 60), 160)
    }
}

/// The process's own standard streams, written unbuffered in whole pieces.
final class ProcessConsole: Console {
    init() {}

    func out(_ text: String) { Self.write(text, to: 1) }
    func err(_ text: String) { Self.write(text, to: 2) }

    /// At most one byte more than vipgen reads from any input, so the caller can refuse the rest.
    func readStandardInput() -> [UInt8] { POSIX.readAll(0, limit: FileReader.maximumSize) ?? [] }

    var errorIsTerminal: Bool { POSIX.isTerminal(2) }

    func environment(_ name: String) -> String? { POSIX.environment(name) }

    var terminalColumns: Int? { POSIX.terminalColumns(1) }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        let failure = text.withUTF8 { POSIX.writeAll(fd, UnsafeRawBufferPointer($0)) }
        // A reader that stopped (`vipgen render … | head`) ends the run the way it ends any Unix tool:
        // quietly, by SIGPIPE, even when the parent process left SIGPIPE ignored.
        if failure == POSIX.brokenPipe { POSIX.endByBrokenPipe() }
    }
}
