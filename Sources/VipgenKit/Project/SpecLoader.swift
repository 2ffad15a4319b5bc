/// Reads a spec file from disk: text, then JSON, then the spec model.
enum SpecLoader {
    /// The spec file `vipgen generate` and `vipgen scene` look for when none is named.
    static let defaultFileName = "vipgen.json"

    /// A spec and where it came from; relative paths in it are relative to `directory`.
    struct Loaded: Sendable {
        let spec: Spec
        let path: String
        var directory: String {
            Paths.parentDirectory(of: path).isEmpty ? "." : Paths.parentDirectory(of: path)
        }
    }

    static func load(_ path: String) throws -> Loaded {
        let text = try FileReader.readText(path)
        let json = try JSONParser.parse(text, file: path)
        return Loaded(spec: try SpecReader.read(json, file: path), path: path)
    }

    /// The named config, or the nearest `vipgen.json` (`nearest()`), or nothing.
    static func loadConfig(explicit: String?) throws -> Loaded? {
        if let explicit { return try load(explicit) }
        return try nearest().map(load)
    }

    /// `vipgen.json` in the working directory or the closest folder above it that has one, as git
    /// finds its repository, so a run from a project's subfolder writes where the project's spec says.
    /// The path is relative (`../../vipgen.json`): what vipgen prints stays relative to where it runs.
    static func nearest() -> String? {
        // One step up per folder of the working directory's absolute path, up to the root.
        let depth = POSIX.currentDirectory()?.split(separator: "/").count ?? 0
        var path = defaultFileName
        for _ in 0...depth {
            // A pipe or a device there is found too, to be refused by name rather than passed over.
            switch POSIX.existence(of: path) {
            case .file, .other: return path
            case .missing, .directory: break
            }
            path = "../" + path
        }
        return nil
    }
}
