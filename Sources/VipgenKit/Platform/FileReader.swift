import SwiftScanning

/// Reads the files a user names, turning each way that can fail into an error that names the file.
enum FileReader {
    /// The largest input file vipgen reads: far beyond any spec or template (a spec of 100,000 scenes
    /// is about 10 MB), and small enough that an endless stream like `/dev/zero` is stopped early.
    static let maximumSize = 64 << 20
    /// The largest Swift file vipgen reads as Swift (`lint`, `add`, evolving): scanning one takes
    /// about 20 to 30 times its size (its tokens, twice, and its declarations; an 8 MiB file peaks at
    /// 160 MB in `lint` and 225 MB in `add`), so this bound keeps a run within a quarter of a
    /// gigabyte. Hand-written Swift files are far smaller; a larger one is refused by name.
    static let maximumSwiftSize = 8 << 20

    /// Reads a whole UTF-8 text file, naming the path in the error. Only a regular file is read: a
    /// pipe or a device at a project's path is refused without waiting for it (see `POSIX.readFileOrFailure`).
    /// - Parameter streams: also read a pipe or a device, for a path the person names (`vipgen render`).
    /// - Parameter limit: the largest size read (`maximumSwiftSize` for Swift).
    static func readText(_ path: String, streams: Bool = false, limit: Int = maximumSize) throws -> String {
        switch POSIX.readFileOrFailure(path, limit: limit, streams: streams) {
        case .success(let bytes): return try text(bytes, name: path, limit: limit)
        case .failure(let failure):
            if let kind = failure.kind { throw InputError.notRegularFile(path, kind: kind) }
            throw failure.isMissing ? InputError.missing(path) : InputError.unreadable(path)
        }
    }

    /// `bytes`, read from `name`, as text: within the size limit and valid UTF-8.
    static func text(_ bytes: [UInt8], name: String, limit: Int = maximumSize) throws -> String {
        guard bytes.count <= limit else { throw InputError.tooLarge(name, limit: limit) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw TextEncodingError(file: name, bytes: bytes)
    }

    /// Checks that `path` is a folder, naming it when it is not.
    static func requireDirectory(_ path: String) throws {
        switch POSIX.existence(of: path) {
        case .directory: return
        case .missing: throw InputError.missing(path)
        case .file, .other: throw InputError.notAFolder(path)
        }
    }
}

/// A file that is not UTF-8 text, with the place of its first invalid byte.
struct TextEncodingError: Error, Equatable, CustomStringConvertible {
    let file: String
    let location: SourceLocation
    /// The first byte that is not part of a valid UTF-8 sequence.
    let byte: UInt8

    init(file: String, bytes: [UInt8]) {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8.ForwardParser()
        var offset = 0
        scan: while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput, .error: break scan
            }
        }
        self.file = file
        location = SourceLocation.scanning(bytes, to: offset)
        byte = offset < bytes.count ? bytes[offset] : 0
    }

    var message: String {
        "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)): '\(file)' must be UTF-8 text"
    }

    var description: String { "\(file):\(location): error: \(message)" }
}
