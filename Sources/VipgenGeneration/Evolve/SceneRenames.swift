import SwiftScanning
import VipgenManifest
import VipgenModel

/// The names a scene written by hand gives the flavor's types: `ContactListController` for
/// `ContactListViewController`, `OtpInteractorInterface` for `OtpBusinessLogic`, found as `vipgen lint`
/// finds them (`SceneCheck`). `add` renders the scene as vipgen names it, then writes the new
/// declarations with the scene's own names, so they land in the scene's own types.
enum SceneRenames {
    /// The flavor's name → the scene's name, for each type the scene names otherwise.
    static func of(
        _ scene: SceneSpec, placed: [(file: FlavorFile, path: String)], project: ResolvedProject, disk: SceneDisk
    ) throws -> [String: String] {
        let flavor = scene.flavor?.name ?? project.flavor.name
        var files: [SceneCode.File] = []
        for (file, path) in placed where file.destination == .sources {
            guard let source = try? disk.source(path)?.get() else { continue }
            files.append(
                SceneCode.File(path: path, template: file.template, role: file.role, isTest: false, source: source))
        }
        guard !files.isEmpty else { return [:] }
        let blueprint = try SceneBlueprint.learn(flavor: flavor, project: project, worker: scene.worker)
        let check = SceneCheck(
            scene: scene.name, code: SceneCode(files: files), blueprint: blueprint, spec: nil, otherTests: TestIndex())
        return check.aliases.merging(check.protocolAliases) { first, _ in first }
    }

    /// `text` with every whole identifier of `renames` replaced.
    static func apply(_ renames: [String: String], to text: String) -> String {
        guard !renames.isEmpty else { return text }
        var result = ""
        var word = ""
        func flush() {
            result += renames[word] ?? word
            word = ""
        }
        for character in text {
            if character == "_" || character.isLetter || character.isNumber {
                word.append(character)
            } else {
                if !word.isEmpty { flush() }
                result.append(character)
            }
        }
        if !word.isEmpty { flush() }
        return result
    }
}
