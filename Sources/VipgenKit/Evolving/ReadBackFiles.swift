import SwiftScanning

/// A scene's files as reading it back needs them: the flavor's files, each with its path, and where
/// the flavor declares what (`FlavorLayout`, learned from its probe scene), read as Swift.
struct ReadBackFiles {
    /// The scene's name.
    let scene: String
    let files: [(file: FlavorFile, path: String)]
    let reading: FlavorLayout
    let disk: DiskSnapshot

    /// The file that declares `place`, read as Swift; nil when it is not there or does not scan.
    func source(_ place: FlavorLayout.Place?) -> SwiftSource? {
        guard let place, let path = files.first(where: { $0.file.template == place.template })?.path else {
            return nil
        }
        return try? disk.source(path)?.get()
    }

    /// The declaration of the type at `place` in `source`, not its extensions.
    func type(_ place: FlavorLayout.Place?, in source: SwiftSource?) -> SwiftDeclaration? {
        guard let place else { return nil }
        return source.flatMap { DeclarationIndex(source: $0).primaries(of: place.type.name(scene: scene)).first }
    }
}
