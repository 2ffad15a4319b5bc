import SwiftScanning

/// Scenes an app has already under a name vipgen would refuse for a new one because the type it
/// becomes hides another (`List`, SwiftUI's): the app's scene `List` keeps its models in a type of its
/// own (`enum ListModel`), and vipgen only adds to its files, so the spec describing it is valid.
enum ExistingScenes {
    /// Whether `name` would hide a type and the app beside the spec at `specFile` declares its
    /// interactor (`ListInteractor`). The folders are walked only for a name that would be
    /// refused otherwise, which is rare.
    static func hides(_ name: String, specFile: String?) -> Bool {
        guard let specFile, ShadowedNames.refusal(name, role: .scene) != nil else { return false }
        let folder = Paths.parentDirectory(of: Paths.normalize(specFile))
        return declaresInteractor(of: name, under: folder.isEmpty ? "." : folder, depth: 0)
    }

    /// Folders an app's own code is never in: dependencies and build products.
    private static let notTheApp: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "vendor"]

    private static func declaresInteractor(of name: String, under directory: String, depth: Int) -> Bool {
        guard depth < 12 else { return false }
        let fileName = name + "Interactor.swift"
        for entry in POSIX.listDirectory(directory).sorted() where !entry.hasPrefix(".") && !notTheApp.contains(entry) {
            let path = directory == "." ? entry : Paths.join(directory, entry)
            switch POSIX.entry(at: path) {
            case .directory:
                if declaresInteractor(of: name, under: path, depth: depth + 1) { return true }
            case .file where entry == fileName:
                guard let text = try? FileReader.readText(path), let source = try? SwiftSource(text) else { continue }
                if source.declarations.contains(where: { $0.kind == .type && $0.name == name + "Interactor" }) {
                    return true
                }
            default: continue
            }
        }
        return false
    }
}
