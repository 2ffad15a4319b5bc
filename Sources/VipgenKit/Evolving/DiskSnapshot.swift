import SwiftScanning

/// The files one run of `add` or `generate` reads, each read once: inferring the flavor, reading the
/// scene back, checking what exists and merging all look at the same files, and every read the run
/// makes counts against "no slower than writing the scene fresh".
///
/// What the run writes is computed from these texts, so a file is read exactly once, before anything
/// is written; the transaction then writes only the files whose text changed.
final class DiskSnapshot {
    private var texts: [String: String?] = [:]
    private var sources: [String: Result<SwiftSource, SwiftSourceError>] = [:]

    init() {}

    /// The file's text, or nil when there is none; throws when something other than a file is there,
    /// or it is not UTF-8 text.
    func text(_ path: String) throws -> String? {
        if let known = texts[path] { return known }
        let text = try Self.read(path)
        texts[path] = .some(text)
        return text
    }

    /// The file read as Swift, once however many steps read it (reading the scene back, then merging);
    /// nil when there is no file.
    func source(_ path: String) throws -> Result<SwiftSource, SwiftSourceError>? {
        if let known = sources[path] { return known }
        guard let text = try text(path) else { return nil }
        let source = Result { () throws(SwiftSourceError) in try SwiftSource(text) }
        sources[path] = source
        return source
    }

    private static func read(_ path: String) throws -> String? {
        switch POSIX.readRegularFile(path, limit: FileReader.maximumSwiftSize) {
        case .missing: return nil
        case .notAFile: throw OutputError.notAFile(path)
        case .unreadable: throw InputError.unreadable(path)
        case .bytes(let bytes): return try FileReader.text(bytes, name: path, limit: FileReader.maximumSwiftSize)
        }
    }
}
