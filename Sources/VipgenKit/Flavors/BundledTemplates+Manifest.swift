import Mustache

extension BundledTemplates {
    /// The bundled flavor `name`'s manifest, read from its text as a team's `flavor.json` is read, once
    /// a run: lint resolves a scene's flavor for each scene, and reading the manifest every time was
    /// 0.8 M instructions a scene. The tests read every bundled manifest, so this never fails in a
    /// released vipgen.
    static func manifest(named name: String) -> FlavorManifest? {
        if let read = readManifests.withLock({ $0[name] }) { return read }
        guard let text = manifests[name] else { return nil }
        let manifest: FlavorManifest
        do {
            manifest = try FlavorManifest.read(text: text, file: "bundled/\(name)/flavor.json")
        } catch {
            preconditionFailure("the bundled manifest 'bundled/\(name)/flavor.json' does not read: \(error)")
        }
        readManifests.withLock { $0[name] = manifest }
        return manifest
    }

    private static let readManifests = MustacheLock<[String: FlavorManifest]>([:])
}
