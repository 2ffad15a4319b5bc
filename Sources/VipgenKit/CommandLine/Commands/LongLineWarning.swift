/// One warning on standard error, after the files are written, when generated lines are longer than
/// the project's `lineLength`: the code builds, but `swift format lint` flags those lines. Not an
/// error (the exit status stays 0), and `-q` leaves it out with the rest of a successful run's output.
enum LongLineWarning {
    static func report(_ tally: LongLineTally, lineLength: Int, flags: OutputEmitter.Flags, console: Console) {
        guard !flags.quiet, let (path, lines) = tally.first else { return }
        var message =
            "warning: \(path):\(lines.firstLine): line is \(lines.firstColumns) columns, longer than lineLength \(lineLength)"
        if tally.lineCount > 1 {
            message += " (\(tally.lineCount) lines in \(tally.fileCount) file\(tally.fileCount == 1 ? "" : "s"))"
        }
        message +=
            "; shorter names (the templates fit up to 32 characters in 120 columns) or a larger lineLength avoid it"
        console.err(message + "\n")
    }
}
