/// Reads the files a user names, turning each way that can fail into an `InputError`.
enum FileReader {
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
