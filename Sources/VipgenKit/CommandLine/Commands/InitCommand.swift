/// `vipgen init`: a starter spec to edit.
enum InitCommand: Command {
    static let file = OptionalArgument<String>(
        "FILE", help: "Where to write it. Default: ./\(SpecLoader.defaultFileName).", completion: .file)
    static let force = Flag("--force", help: "Overwrite the file if it exists.")

    static let configuration = CommandConfiguration(
        name: "init",
        summary: "Write a starter spec file to edit, then run 'vipgen generate'.",
        arguments: [file.declaration],
        options: [force.declaration, OutputOptions.quiet.declaration],
        discussion: """
            The starter spec sets every project key and describes one example scene. When exactly one .xcodeproj \
            sits beside it, 'xcodeproj' names it, 'target' its first app target and 'testTarget' the unit-test \
            target testing that app, so generated files are added to the project. In a folder whose app has \
            scenes already, the spec describes them instead: 'sources' and 'tests' where they are, 'module' the \
            app target's product module name, and each scene with its flavor, worker, use cases, routes and fields.
            """,
        examples: ["vipgen init", "vipgen init App/vipgen.json"]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let path = input[file] ?? SpecLoader.defaultFileName
        let folder = Paths.parentDirectory(of: Paths.normalize(path))
        let xcode = ProjectDiscovery.choose(in: folder)
        // An app with scenes already: the spec describes it, so `lint` and `add` read it as it is.
        let module = xcode?.target.map(productModuleName) ?? ProjectDefaults.module
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
            } ?? Spec.starterSpecJSON(xcode: xcode)
        let output = OutputFile(path: Paths.normalize(path), contents: contents)
        let plan = try FileWriter.plan([output])
        let overwrite = input[force]
        // A spec is the user's own file even when it still matches the starter: never replace it silently.
        if !overwrite, plan.entries.contains(where: { $0.status != .new }) {
            throw CommandRefusal(
                "'\(output.path)' exists; nothing was written. Edit it and run '\(next(path))'.",
                status: .cannotCreate)
        }
        _ = try FileWriter.write([output], force: overwrite)
        if !input[OutputOptions.quiet] {
            console.out("wrote \(output.path); edit it, then run '\(next(path))'\n")
            if let existing {
                let names = existing.scenes.map(\.name).joined(separator: ", ")
                console.out(
                    "described \(existing.scenes.count) existing \(existing.scenes.count == 1 ? "scene" : "scenes") "
                        + "(\(names)) in \(existing.sources)\(existing.tests.map { ", tests in \($0)" } ?? ", no tests")\n"
                )
            }
            if let xcode {
                let target = xcode.target.map { "target '\($0)'" } ?? "no app target"
                let tests = xcode.testTarget.map { "test target '\($0)'" } ?? "no unit-test target"
                console.out("found \(xcode.path): files go into it, sources in \(target), tests in \(tests)\n")
                if xcode.testTarget == nil {
                    console.out(
                        "note: \(xcode.path) has no unit-test target, so scene tests have nowhere to go: add one "
                            + "in Xcode (File > New > Target… > Unit Testing Bundle) and name it in 'testTarget'\n")
                }
            }
        }
        return .success
    }

    /// A target's product module name as Xcode derives it by default: its name with each character
    /// that cannot be in a Swift identifier made `_`, and `_` before a leading digit.
    static func productModuleName(_ target: String) -> String {
        var name = String(
            target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name.isEmpty ? ProjectDefaults.module : name
    }

    private static func next(_ path: String) -> String {
        path == SpecLoader.defaultFileName ? "vipgen generate" : "vipgen generate \(path)"
    }
}
