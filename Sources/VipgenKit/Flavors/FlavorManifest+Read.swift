extension FlavorManifest {
    /// Parses and checks a manifest's text: no flag or constant may take a key every scene's context
    /// has already. Throws `JSONError` for malformed JSON, else `SpecErrors`.
    static func read(text: String, file: String) throws -> FlavorManifest {
        try read(text: text, file: file, reservedContextKeys: SceneContext.keys)
    }
}
