extension BundledTemplates {
    /// The bundled flavor `name`'s manifest, read from its text as a team's `flavor.json` is read. The
    /// tests read every bundled manifest, so this never fails in a released vipgen.
    static func manifest(named name: String) -> FlavorManifest? {
        guard let text = manifests[name] else { return nil }
        do {
            return try FlavorManifest.read(text: text, file: "bundled/\(name)/flavor.json")
        } catch {
            preconditionFailure("the bundled manifest 'bundled/\(name)/flavor.json' does not read: \(error)")
        }
    }
}
