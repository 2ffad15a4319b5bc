import Foundation

@testable import VipgenKit

/// The XcodeGen and Tuist projects in `Tests/GeneratedProjects`: manifests written for these tests in
/// the shapes public projects' manifests have (paths and `path:` lists, local and remote packages,
/// globs, `.paths([…])`, buildable folders, a workspace of projects, a helper-made project, anchors,
/// target templates with an app per environment, target names made in code).
enum GeneratedProjectFixtures {
    static func folder(_ name: String) -> String {
        Repository.root.appendingPathComponent("Tests/GeneratedProjects/\(name)").path
    }

    /// The fixture's folder as the messages show it: from the working folder.
    static func shown(_ name: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let folder = folder(name)
        return folder.hasPrefix(current + "/") ? String(folder.dropFirst(current.count + 1)) : folder
    }

    /// What the manifest in fixture `name` says of a run writing one scene's files: `sources` and `tests`
    /// are folders of the fixture; `products` scenes of its `Features` package.
    static func check(
        _ name: String, sources: String, tests: String, scene: String = "ShowItem", products: [String] = []
    ) -> RunReport.GeneratedProject? {
        let folder = folder(name)
        guard let located = GeneratorManifest.locate(in: [folder]) else { return nil }
        var paths = [
            "\(folder)/\(sources)/\(scene)/\(scene)Interactor.swift", "\(folder)/\(tests)/\(scene)/\(scene)InteractorTests.swift",
        ]
        for product in products {
            paths += ["\(folder)/Features/Package.swift", "\(folder)/Features/Sources/\(product)/\(product)Router.swift"]
        }
        let project = ResolvedProject(
            module: "App", sourcesDirectory: "\(folder)/\(sources)", testsDirectory: "\(folder)/\(tests)")
        return GeneratedProjectCheck.check(located, paths: paths, project: project)
    }
}
