/// Scenes an app has already under a name vipgen would refuse for a new one because the type it
/// becomes hides another (`List`, SwiftUI's): the app's scene `List` keeps its models in a type of its
/// own (`enum ListModel`), and vipgen only adds to its files, so the spec describing it is valid.
enum ExistingScenes {
    /// Whether `name` would hide a type and the app beside the spec at `specFile` declares its
    /// interactor (`ListInteractor`). The folders are walked only for a name that would be refused
    /// otherwise, which is rare.
    static func hides(_ name: String, specFile: String?) -> Bool {
        guard let specFile, ShadowedNames.refusal(name, role: .scene) != nil else { return false }
        let folder = Paths.parentDirectory(of: Paths.normalize(specFile))
        return !FileLocator.interactors(of: name, under: folder.isEmpty ? "." : folder).isEmpty
    }
}
