/// Reads a spec file from disk: text, then JSON, then the spec model.
public enum SpecLoader {
    /// The spec file `vipgen generate` and `vipgen scene` look for when none is named.
    public static let defaultFileName = "vipgen.json"

    /// A spec and where it came from; relative paths in it are relative to `directory`.
    public struct Loaded: Sendable {
        public let spec: Spec
        public let path: String
        public var directory: String { Paths.parentDirectory(of: path).isEmpty ? "." : Paths.parentDirectory(of: path) }
    }

    public static func load(_ path: String) throws -> Loaded {
        let text = try FileReader.readText(path)
        let json = try JSONParser.parse(text, file: path)
        return Loaded(spec: try SpecReader.read(json, file: path), path: path)
    }

    /// The named config, or `./vipgen.json` when it exists, or nothing.
    public static func loadConfig(explicit: String?) throws -> Loaded? {
        if let explicit { return try load(explicit) }
        guard POSIX.existence(of: defaultFileName) == .file else { return nil }
        return try load(defaultFileName)
    }
}
