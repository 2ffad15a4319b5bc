/// What a run's scenes in packages need of their packages' manifests: each scene a library target (its
/// routes to other features and `packageDependencies` as its dependencies), a test target and a
/// product; refused before anything is written when the manifest cannot be edited for sure or the
/// routes would make the targets depend on each other in a circle.
enum PackagePlan {
    /// The manifests to write or edit for `scenes`, each once; none when every manifest has them.
    /// - Parameter all: every scene of the spec, for the routes' destinations and the cycle check.
    static func manifests(for scenes: [SceneSpec], all: [SceneSpec], project: ResolvedProject) throws -> [OutputFile] {
        let index = SpecIndex(all)
        let dependencies = (project.settings.packageDependencies ?? []).map(PackageDependency.init)
        var byFolder: [(folder: String, features: [FeatureTarget])] = []
        for scene in scenes {
            guard let folder = project.packageFolder(of: scene) else { continue }
            try checkCycles(from: scene, index: index, project: project)
            let feature = FeatureTarget(
                name: scene.name,
                dependencies: featureRoutes(of: scene, index: index, project: project).map { "\"\($0)\"" }
                    + dependencies.map(\.targetDependency))
            if let place = byFolder.firstIndex(where: { $0.folder == folder }) {
                byFolder[place].features.append(feature)
            } else {
                byFolder.append((folder, [feature]))
            }
        }
        return try byFolder.compactMap { folder, features in
            let path = Paths.join(folder, "Package.swift")
            guard POSIX.existence(of: path) != .missing else {
                return OutputFile(
                    path: path,
                    contents: PackageManifest.new(folder: folder, features: features, dependencies: dependencies),
                    intent: .create)
            }
            let text = try FileReader.readText(path)
            let edited: String
            do {
                edited = try PackageManifest.adding(features, dependencies: dependencies, to: text, path: path)
            } catch let refusal as PackageManifestRefusal {
                throw CommandRefusal(refusal.message, status: .cannotCreate)
            }
            return edited == text ? nil : OutputFile(path: path, contents: edited, intent: .edit)
        }
    }

    /// The manifests, as an evolving run's files: created, or updated by inserting lines.
    static func evolved(_ manifests: [OutputFile]) throws -> [EvolvedFile] {
        try manifests.map { file in
            let original = file.intent == .create ? nil : try FileReader.readText(file.path)
            return EvolvedFile(
                path: file.path, status: original == nil ? .created : .updated, original: original,
                contents: file.contents)
        }
    }

    /// The scenes `scene` routes to that are targets of a package: each a dependency of its target, which
    /// its router imports.
    static func featureRoutes(of scene: SceneSpec, index: SpecIndex, project: ResolvedProject) -> [String] {
        var seen: Set<String> = []
        return scene.routes.filter { route in
            route != scene.name && project.packageFolder(of: index[route]) != nil
                && project.packageFolder(of: scene) != nil && seen.insert(route).inserted
        }
    }

    /// The scenes `scene` routes to that are targets of a package, which its router and tests import: an
    /// app scene's too (the app links the feature's product).
    static func importedRoutes(of scene: SceneSpec, index: SpecIndex, project: ResolvedProject) -> [String] {
        var seen: Set<String> = []
        return scene.routes.filter { route in
            route != scene.name && project.packageFolder(of: index[route]) != nil && seen.insert(route).inserted
        }
    }

    /// The package products app scenes among `scenes` import (their routes to scenes of a package): the
    /// app target must link each, which vipgen does not do in the Xcode project but says how.
    static func appProducts(for scenes: [SceneSpec], all: [SceneSpec], project: ResolvedProject) -> [LinkedProduct] {
        let index = SpecIndex(all)
        var products: [LinkedProduct] = []
        for scene in scenes where project.packageFolder(of: scene) == nil {
            for route in importedRoutes(of: scene, index: index, project: project) {
                guard let folder = project.packageFolder(of: index[route]) else { continue }
                if let known = products.firstIndex(where: { $0.product == route }) {
                    products[known].importedBy.append(scene.name)
                } else {
                    products.append(LinkedProduct(product: route, package: folder, importedBy: [scene.name]))
                }
            }
        }
        return products
    }

    /// Refuses routes that would make `scene`'s target depend on itself through other features.
    private static func checkCycles(from scene: SceneSpec, index: SpecIndex, project: ResolvedProject) throws {
        var path: [String] = [scene.name]
        var done: Set<String> = []
        func visit(_ name: String) throws {
            let current = index[name] ?? (name == scene.name ? scene : SceneSpec(name: name))
            let node = name == scene.name ? scene : current
            for next in featureRoutes(of: node, index: index, project: project) {
                if next == scene.name {
                    let cycle = (path + [next]).joined(separator: " -> ")
                    throw CommandRefusal(
                        "routes would make the package targets depend on each other in a circle: \(cycle); "
                            + "SwiftPM refuses a cycle, so nothing was written. The usual way out: route through a protocol "
                            + "the app implements (the app, which links every feature, makes the destination), or move "
                            + "what both features need into a shared interface module in 'packageDependencies'.",
                        status: .cannotCreate)
                }
                guard !done.contains(next), !path.contains(next) else { continue }
                path.append(next)
                try visit(next)
                path.removeLast()
                done.insert(next)
            }
        }
        try visit(scene.name)
    }
}

/// A package's product that app scenes import, so the app target must link it.
struct LinkedProduct: Equatable, Sendable {
    var product: String
    /// The package's folder, as the settings give it.
    var package: String
    var importedBy: [String]
}
