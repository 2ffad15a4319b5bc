/// Process exit statuses, from BSD's sysexits so scripts can tell failures apart.
enum ExitCode: Int32, Sendable {
    case success = 0
    /// Anything not covered below.
    case failure = 1
    /// The command line was wrong: unknown option, missing value, bad name.
    case usage = 64
    /// Input data was wrong: malformed JSON, an invalid spec, a template error.
    case dataError = 65
    /// An input file does not exist or cannot be read.
    case noInput = 66
    /// Output could not be created, or would overwrite files without `--force`.
    case cannotCreate = 73

    /// The status a run that failed with `error` exits with.
    init(for error: Error) {
        switch error {
        case is UsageError: self = .usage
        case let refusal as CommandRefusal: self = refusal.status
        case let input as InputError:
            switch input {
            case .notText, .tooLarge: self = .dataError
            default: self = .noInput
            }
        case is OutputError: self = .cannotCreate
        case let xcode as XcodeProjectError: self = xcode.isMissingInput ? .noInput : .dataError
        // A scene `add` was asked to change has not been generated: its sources are missing input.
        case is EvolveError: self = .noInput
        case let refusal as RouteRefusal: self = refusal.isFromFlags ? .usage : .dataError
        case is LocatedError, is XcodeExportError: self = .dataError
        default: self = .failure
        }
    }
}
