import VipgenGeneration
import VipgenModel

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
            target testing that app, so generated files are added to the project.
            """,
        examples: ["vipgen init", "vipgen init App/vipgen.json"]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let path = input[file] ?? SpecLoader.defaultFileName
        let xcode = ProjectDiscovery.choose(in: Paths.parentDirectory(of: Paths.normalize(path)))
        let output = OutputFile(path: Paths.normalize(path), contents: Spec.starterSpecJSON(xcode: xcode))
        let plan = try FileWriter.plan([output])
        let overwrite = input[force]
        // A spec is the user's own file even when it still matches the starter: never replace it silently.
        if !overwrite, plan.entries.contains(where: { $0.status != .new }) {
            throw CommandRefusal(
                "'\(output.path)' exists; nothing was written. Edit it and run '\(next(path))', or use --force to "
                    + "replace it with the starter spec (what it says now is lost).", status: .cannotCreate)
        }
        _ = try FileWriter.write([output], force: overwrite)
        if !input[OutputOptions.quiet] {
            console.out("wrote \(output.path); edit it, then run '\(next(path))'\n")
            if let xcode {
                let target = xcode.target.map { "target '\($0)'" } ?? "no app target"
                let tests = xcode.testTarget.map { "test target '\($0)'" } ?? "no unit-test target"
                console.out("found \(xcode.path): files go into it, sources in \(target), tests in \(tests)\n")
            }
        }
        return .success
    }

    private static func next(_ path: String) -> String {
        path == SpecLoader.defaultFileName ? "vipgen generate" : "vipgen generate \(path)"
    }
}
