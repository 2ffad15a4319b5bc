import SwiftScanning

/// `add use-case` on a scene written with no models file (its request, response and view model
/// types nowhere): the models are a file of vipgen's own, written new beside the interactor, so the
/// use case has types to name. The person's files still only gain declarations.
struct NewModelsFile {
    /// The file written new.
    var file: EvolvedFile
    /// Where the flavor puts the models, where the run found none.
    var renderedPath: String
    /// The types it declares: the other files' new members may use them.
    var types: Set<String>

    /// The models file to write, or nil when the scene has one, or when writing one could clash with
    /// a type of the same name elsewhere in the app (a `struct Profile` beside the scene `Profile`).
    /// - Parameters:
    ///   - rendered: the scene's files as the flavor renders them with only the use cases asked for
    ///     (not those the spec lists that the scene never wrote), in `placed`'s order, with the scene's
    ///     own names in.
    ///   - missing: the rendered types no file in the scene's folders declares.
    ///   - app: the folder of the app's sources, where no other file may declare the models' types.
    static func plan(
        evolution: Evolution, placed: [(file: FlavorFile, path: String)], rendered: [OutputFile],
        missing: Set<String>, app: String
    ) -> NewModelsFile? {
        guard rendered.count == placed.count,
            let models = placed.firstIndex(where: { $0.file.role == .models && $0.file.destination == .sources }),
            evolution.files.contains(where: {
                $0.path == placed[models].path && $0.status == .absent && $0.wouldGain
            }),
            let source = try? SwiftSource(rendered[models].contents)
        else { return nil }
        let types = Set(source.declarations.filter { $0.kind == .type || $0.kind == .typeAlias }.map(\.name))
        // Beside the interactor, which takes its requests (else the view); never over a file.
        let home = [VIPRole.interactor, .view].lazy.compactMap { role in
            placed.first {
                $0.file.role == role && $0.file.destination == .sources && POSIX.existence(of: $0.path) == .file
            }?.path
        }.first
        guard !types.isEmpty, types.isSubset(of: missing), let home else { return nil }
        let folder = Paths.parentDirectory(of: home)
        let path = (folder.isEmpty ? "" : folder + "/") + String(Paths.fileName(of: placed[models].path))
        guard POSIX.existence(of: path) == .missing, !AppTypes.declares(types, under: app) else { return nil }
        var file = EvolvedFile(path: path, status: .created, original: nil, contents: rendered[models].contents)
        file.added = source.declarations.filter { $0.kind == .type }.map(\.displayName)
        file.suggestions = [
            "the scene had no models file, so its use cases' request, response and view model types are in this new one"
        ]
        return NewModelsFile(file: file, renderedPath: placed[models].path, types: types)
    }

    /// `evolution` with the models file written new in place of the one not there.
    func place(in evolution: inout Evolution) {
        evolution.files.removeAll { $0.path == renderedPath && $0.status == .absent }
        evolution.files.append(file)
    }
}

/// The app's own types, for a file vipgen writes new: one declaring a type the app has would not compile.
enum AppTypes {
    /// Whether a Swift file under `folder` (not hidden, not in a dependency manager's folder) declares one
    /// of `names` at its top level.
    static func declares(_ names: Set<String>, under folder: String) -> Bool {
        var folders = [folder]
        while let current = folders.popLast() {
            for name in POSIX.listDirectory(current)
            where !name.hasPrefix(".") && !FileLocator.notTheApp.contains(name) {
                let path = current == "." ? name : current + "/" + name
                switch POSIX.existence(of: path) {
                case .directory:
                    folders.append(path)
                case .file where name.hasSuffix(".swift"):
                    guard let bytes = POSIX.readFile(path) else { continue }
                    let text = String(decoding: bytes, as: UTF8.self)
                    // Read as Swift only where a name is written at all.
                    guard names.contains(where: { TextSearch.offset(of: $0, in: text) != nil }),
                        let source = try? SwiftSource(text)
                    else { continue }
                    if source.declarations.contains(where: {
                        ($0.kind == .type || $0.kind == .typeAlias) && names.contains($0.name)
                    }) {
                        return true
                    }
                default:
                    continue
                }
            }
        }
        return false
    }
}
