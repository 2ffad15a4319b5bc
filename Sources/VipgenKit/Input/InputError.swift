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

    /// Reads a whole UTF-8 text file, naming the path in the error.
    static func readText(_ path: String) throws -> String {
        switch POSIX.existence(of: path) {
        case .missing: throw InputError.missing(path)
        case .directory: throw InputError.unreadable(path)
        case .file, .other: break
        }
        guard let bytes = POSIX.readFile(path) else { throw InputError.unreadable(path) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw InputError.notText(path) }
        return text
    }

    /// Checks that `path` is a folder, naming it when it is not.
    static func requireDirectory(_ path: String) throws {
        guard POSIX.existence(of: path) == .directory else { throw InputError.missing(path) }
    }
}
