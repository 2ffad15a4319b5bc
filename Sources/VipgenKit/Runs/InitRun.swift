/// `vipgen init`: a spec for the folder's project: a starter spec, or, in an app with scenes already,
/// one that describes them, so `lint` and `add` read the app as it is. Never replaces a spec unless
/// asked (a spec is the person's own file even when it still matches the starter).
enum InitRun {
    struct Request {
        /// The spec file to write; `vipgen.json` by default.
        var path = SpecLoader.defaultFileName
        var force = false
    }

    struct Report {
        /// The spec written.
        var path: String
        /// Whether it replaced a spec (`--force`).
        var replaced: Bool
        /// The app's scenes the spec describes, when it has some.
        var existing: ExistingApp.Description?
        /// The Xcode project found beside the spec, which scenes' files go into.
        var xcode: XcodeProjectChoice?
        /// The XcodeGen or Tuist manifest found beside the spec, which the folders come from.
        var generated: GeneratedProjectChoice?
        /// Why that manifest could not be read, at its place.
        var generatedProblem: String?
    }

    static func run(_ request: Request) throws -> Report {
        let folder = Paths.parentDirectory(of: Paths.normalize(request.path))
        var xcode = ProjectDiscovery.choose(in: folder)
        let (generated, problem) = GeneratedProjectChoice.choose(in: folder)
        if let generated, xcode?.target == nil {
            xcode?.target = generated.target
            xcode?.testTarget = generated.testTarget
        }
        let module =
            generated.map { $0.module ?? productModuleName($0.target) } ?? xcode?.target.map(productModuleName)
            ?? ProjectDefaults.module
        let project = ResolvedProject(
            module: module, sourcesDirectory: ProjectDefaults.sources, testsDirectory: ProjectDefaults.tests)
        let existing = try ExistingApp.describe(folder, project: project)
        let relative = { (path: String) -> String in
            guard !folder.isEmpty, path.hasPrefix(folder + "/") else { return path }
            return String(path.dropFirst(folder.count + 1))
        }
        let contents =
            existing.map {
                Spec.existingAppSpecJSON(
                    module: module, sources: relative($0.sources), tests: $0.tests.map(relative), xcode: xcode,
                    scenes: $0.scenes)
            }
            ?? Spec.starterSpecJSON(
                module: module, xcode: xcode, package: package(in: folder, xcode: xcode),
                sources: generated?.sources, tests: generated?.tests)
        let output = OutputFile(path: Paths.normalize(request.path), contents: contents)
        let plan = try FileWriter.plan([output])
        if !request.force, plan.entries.contains(where: { $0.status != .new }) {
            throw CommandRefusal(
                "'\(output.path)' exists; nothing was written. Edit it and run '\(next(request.path))'.",
                status: .cannotCreate)
        }
        _ = try FileWriter.write([output], force: request.force)
        return Report(
            path: output.path, replaced: !plan.entries.allSatisfy { $0.status == .new }, existing: existing,
            xcode: xcode, generated: generated, generatedProblem: problem)
    }

    /// `"."` when the folder holds a `Package.swift` and no Xcode project: the scenes become its targets.
    /// Not beside a Tuist or XcodeGen manifest, read or not: there the `Package.swift` is the one Tuist
    /// resolves external dependencies from, and the app's sources are the manifest's.
    static func package(in folder: String, xcode: XcodeProjectChoice?) -> String? {
        guard xcode == nil, GeneratorManifest.locate(in: [folder.isEmpty ? "." : folder]) == nil,
            POSIX.existence(of: Paths.join(folder, "Package.swift")) == .file
        else { return nil }
        return "."
    }

    /// A target's product module name as Xcode derives it by default: its name with each character
    /// that cannot be in a Swift identifier made `_`, and `_` before a leading digit.
    static func productModuleName(_ target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name.isEmpty ? ProjectDefaults.module : name
    }

    /// The command that generates from the spec at `path`.
    static func next(_ path: String) -> String {
        path == SpecLoader.defaultFileName ? "vipgen generate" : "vipgen generate \(path)"
    }
}
