@testable import SwiftScanning
@testable import VipgenKit

/// A console that keeps what is written, so the command tree can be run in-process.
final class RecordingConsole: Console {
    private(set) var output = ""
    private(set) var errors = ""
    private let input: [UInt8]

    init(input: String = "") { self.input = Array(input.utf8) }

    func out(_ text: String) { output += text }
    func err(_ text: String) { errors += text }
    func readStandardInput() -> [UInt8] { input }
    var errorIsTerminal: Bool { false }
}

/// What running `vipgen` in-process did.
struct InProcessRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs `arguments` through `VipgenCLI.run`, the code path the binary takes.
    init(_ arguments: [String]) {
        let console = RecordingConsole()
        status = VipgenCLI.run(arguments: arguments, console: console)
        stdout = console.output
        stderr = console.errors
    }
}
