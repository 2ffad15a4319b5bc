/// What `vipgen init` takes from a generator's manifest beside the spec: the app target (its product
/// module name is the scenes' module), and the folders its sources and the unit-test target's come
/// from, where scenes and their tests then go (in `Scenes/` inside each).
struct GeneratedProjectChoice: Equatable, Sendable {
    var manifest: String
    var generator: String
    var target: String
    /// The app's product module name when the manifest sets one.
    var module: String?
    var testTarget: String?
    var sources: String
    var tests: String?
    /// What the person should check in the spec `init` writes.
    var note: String?

    /// The choice for `folder`'s manifest; nil without one. A manifest vipgen cannot read is `problem`.
    static func choose(in folder: String) -> (choice: GeneratedProjectChoice?, problem: String?) {
        guard let (generator, path) = GeneratorManifest.locate(in: [folder.isEmpty ? "." : folder]) else {
            return (nil, nil)
        }
        let manifest: GeneratorManifest
        do {
            manifest = try GeneratorManifest.read(generator, path: path)
        } catch let error as ManifestReadError {
            return (nil, error.description)
        } catch {
            return (nil, "\(error)")
        }
        guard let app = manifest.app,
            let root = main(of: app).map(Self.folder(of:))
        else {
            return (nil, "\(path) has no application target with sources")
        }
        let tests =
            manifest.targets.first { $0.kind == .unitTests && $0.targetDependencies.contains(app.name) }
            ?? manifest.targets.first { $0.kind == .unitTests && $0.name == app.name + "Tests" }
            ?? manifest.targets.first { $0.kind == .unitTests }
        let base = Paths.parentDirectory(of: path)
        let relative = { (target: ManifestTarget, inside: String) -> String in
            // A target of a workspace's project: its folder from the spec's.
            let projectFolder = Paths.parentDirectory(of: target.manifest)
            let fromSpec =
                projectFolder == base
                ? inside : Paths.join(String(projectFolder.dropFirst(base.isEmpty ? 0 : base.count + 1)), inside)
            return Paths.join(fromSpec, "Scenes")
        }
        return (
            GeneratedProjectChoice(
                manifest: path, generator: generator.rawValue, target: app.name,
                module: app.moduleName ?? (app.nameIsCode ? ProjectDefaults.module : nil),
                testTarget: tests?.name,
                sources: relative(app, root),
                tests: tests.flatMap { target in main(of: target).map { relative(target, Self.folder(of: $0)) } },
                note: app.nameIsCode && app.moduleName == nil
                    ? "the app target's name is code ('\(app.name)'), so 'module' is '\(ProjectDefaults.module)': "
                        + "set it to the target's product module name if that is another" : nil),
            nil
        )
    }

    /// The target's own folder: the source named like it (a template's shared folders may come first),
    /// else its first.
    private static func main(of target: ManifestTarget) -> ManifestSource? {
        target.sources.first { Paths.fileName(of: folder(of: $0)) == target.name } ?? target.sources.first
    }

    /// The folder a source names: a glob's part before its first wildcard.
    private static func folder(of source: ManifestSource) -> String {
        let parts = Paths.normalize(source.pattern).split(separator: "/").prefix {
            !$0.contains("*") && !$0.contains("?")
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
