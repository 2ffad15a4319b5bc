import XcodeProject

/// Whether a run's files are in the right targets of a generated project: its sources in a source of
/// the app target, its tests in the unit-test target's, a scene in a local package linked by the app.
/// What is already so is said; what is not comes with the exact lines to add to the manifest, which
/// vipgen does not edit (a person owns it).
enum GeneratedProjectCheck {
    static func check(
        _ located: (GeneratorManifest.Generator, String), paths: [String], project: ResolvedProject,
        linking: [LinkedProduct] = []
    ) -> RunReport.GeneratedProject? {
        let (generator, manifestPath) = located
        let sourcesFolder = AbsolutePath.of(project[Settings.sources])
        let testsFolder = AbsolutePath.of(project[Settings.tests])
        var sources: [String] = []
        var tests: [String] = []
        var products: [(product: String, package: String)] = []
        // A package the run writes is not on disk yet.
        let written = Set(
            paths.filter { Paths.fileName(of: $0) == "Package.swift" }.map {
                Paths.parentDirectory(of: AbsolutePath.of($0))
            })
        for path in paths where path.hasSuffix(".swift") {
            let absolute = AbsolutePath.of(path)
            if let product = packageProduct(of: absolute, written: written) {
                if !products.contains(where: { $0 == product }) { products.append(product) }
                continue
            }
            let inTests = AbsolutePath.contains(testsFolder, absolute)
            let inSources = AbsolutePath.contains(sourcesFolder, absolute)
            if inTests && (!inSources || testsFolder.count >= sourcesFolder.count) {
                tests.append(absolute)
            } else if inSources {
                sources.append(absolute)
            }
        }
        // Products the app's own scenes import (their routes into a package).
        for linked in linking where !products.contains(where: { $0.product == linked.product }) {
            products.append((linked.product, AbsolutePath.of(linked.package)))
        }
        guard !sources.isEmpty || !tests.isEmpty || !products.isEmpty else { return nil }
        var report = RunReport.GeneratedProject(
            manifest: manifestPath, generator: generator.rawValue, command: generator.command)
        let manifest: GeneratorManifest
        do {
            manifest = try GeneratorManifest.read(generator, path: manifestPath)
        } catch let error as ManifestReadError {
            report.problem =
                "\(error.description); vipgen cannot tell which targets compile the new files: check by hand that "
                + "the app target's sources hold '\(shown(sourcesFolder))' and the unit-test target's '\(shown(testsFolder))'"
            return report
        } catch {
            report.problem = "\(error)"
            return report
        }
        let app = manifest.targets.first { $0.name == project[Settings.target] } ?? manifest.app
        let named = project[Settings.testTarget]
        let testTarget =
            manifest.targets.first { $0.name == named }
            ?? manifest.targets.first { $0.kind == .unitTests && $0.targetDependencies.contains(app?.name ?? "") }
            ?? manifest.targets.first { $0.kind == .unitTests && $0.name == (app?.name ?? "") + "Tests" }
            ?? manifest.targets.first { $0.kind == .unitTests }
        guard let app else {
            report.problem =
                "\(manifestPath) has no application target, so vipgen cannot tell where the scene's sources go"
            return report
        }
        if let first = manifest.unread.first {
            let same = manifest.unread.allSatisfy { $0.message == first.message }
            let places = manifest.unread.map { same ? "\($0.file):\($0.location)" : $0.description }
            report.notes.append(
                "the targets of the projects vipgen cannot read are not checked: " + places.joined(separator: ", ")
                    + (same ? " (\(first.message))" : ""))
        }
        place(sources, in: app, folder: sourcesFolder, into: &report)
        if let testTarget {
            place(tests, in: testTarget, folder: testsFolder, into: &report)
        } else if !tests.isEmpty {
            report.notes.append(
                "\(manifestPath) has no unit-test target: the scene's tests are compiled by none; add one "
                    + (generator == .xcodeGen ? "(type: bundle.unit-test)" : "(product: .unitTests)"))
        }
        for (product, package) in products {
            if app.products.contains(product) {
                report.covered.append("target '\(app.name)' links '\(product)' (the package in '\(shown(package))')")
            } else {
                for addition in app.addProduct(product, path(of: package, from: app.folder)) {
                    report.additions.append(
                        RunReport.GeneratedProject.Addition(
                            reason:
                                "target '\(app.name)' does not link '\(product)' (the package in '\(shown(package))')",
                            place: addition.place, lines: addition.lines))
                }
            }
        }
        return report
    }

    /// Says which source of `target` feeds each file's folder, or the lines that add `folder` to it.
    private static func place(
        _ files: [String], in target: ManifestTarget, folder: String, into report: inout RunReport.GeneratedProject
    ) {
        var said: Set<String> = []
        var missing: [String] = []
        for file in files {
            let scene = Paths.parentDirectory(of: file)
            guard said.insert(scene).inserted || missing.contains(scene) else { continue }
            if let source = target.source(of: file) {
                report.covered.append(
                    "'\(shown(scene))' is in target '\(target.name)' (its source '\(source.pattern)' at "
                        + "\(target.manifest):\(source.location))")
            } else if !missing.contains(scene) {
                missing.append(scene)
            }
        }
        guard !missing.isEmpty else { return }
        let reason =
            missing.map { "'\(shown($0))'" }.joined(separator: ", ")
            + " \(missing.count == 1 ? "is" : "are") in no source of target '\(target.name)'"
        guard let relative = AbsolutePath.relative(folder, to: target.folder) else {
            report.notes.append("\(reason), and '\(shown(folder))' is outside \(target.manifest)'s folder")
            return
        }
        let addition = target.addSource(relative.isEmpty ? "." : relative)
        report.additions.append(
            RunReport.GeneratedProject.Addition(reason: reason, place: addition.place, lines: addition.lines))
    }

    /// The product and package a file belongs to when it is in `<package>/Sources/<Product>/` of a folder
    /// holding a `Package.swift`.
    private static func packageProduct(of path: String, written: Set<String>) -> (product: String, package: String)? {
        let parts = path.split(separator: "/")
        guard let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count else { return nil }
        let package = "/" + parts[..<index].joined(separator: "/")
        guard written.contains(package) || POSIX.existence(of: Paths.join(package, "Package.swift")) == .file else {
            return nil
        }
        return (String(parts[index + 1]), package)
    }

    /// The absolute `path` from the absolute folder `base`, with `..` where it is outside.
    private static func path(of path: String, from base: String) -> String {
        let to = path.split(separator: "/")
        let from = base.split(separator: "/")
        let common = zip(to, from).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - common) + to.dropFirst(common).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// An absolute path as messages show it: from the working folder when inside it.
    private static func shown(_ path: String) -> String {
        AbsolutePath.relative(path, to: AbsolutePath.of(".")).map { $0.isEmpty ? "." : $0 } ?? path
    }
}
