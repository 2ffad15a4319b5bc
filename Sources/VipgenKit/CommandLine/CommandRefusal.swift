/// A command that refuses for a reason of its own, with the exit status that reason calls for
/// (`init` over a spec that exists: 73), in words that say what to do instead.
struct CommandRefusal: Error, Equatable, CustomStringConvertible {
    let message: String
    let status: ExitCode

    init(_ message: String, status: ExitCode) {
        self.message = message
        self.status = status
    }

    var description: String { message }
}
