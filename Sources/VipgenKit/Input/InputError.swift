/// Problems with files vipgen reads.
public enum InputError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist.
    case missing(String)
    /// The file exists but cannot be read.
    case unreadable(String)
    /// The file is not UTF-8 text.
    case notText(String)
    /// No spec was named and the default one does not exist.
    case missingSpec(String)

    public var description: String {
        switch self {
        case .missing(let path): return "no such file: '\(path)'"
        case .unreadable(let path): return "cannot read '\(path)'"
        case .notText(let path): return "'\(path)' is not UTF-8 text"
        case .missingSpec(let path):
            return "no spec file '\(path)' here; run 'vipgen init' to write a starter spec, or name one"
        }
    }
}
