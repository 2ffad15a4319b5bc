/// `vipgen init`: a starter spec to edit.
enum InitCommand: Command {
    static let file = OptionalArgument<String>(
        "FILE", help: "Where to write it. Default: ./\(SpecLoader.defaultFileName).", completion: .file)
    static let force = Flag("--force", help: "Overwrite the file if it exists.")

    static let configuration = CommandConfiguration(
        name: "init",
        summary: "Write a starter spec file to edit, then run 'vipgen generate'.",
        arguments: [file.declaration],
        options: [force.declaration, OutputOptions.quiet.declaration, OutputOptions.format.declaration],
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
        let request = InitRun.Request(path: path, force: input[force])
        if input.ifDeclared(OutputOptions.format) == .json {
            return ReportPrinter.json("init", console: console) {
                (RunJSON.initReport(try InitRun.run(request)), .success)
            }
        }
        let report = try InitRun.run(request)
        guard !input[OutputOptions.quiet] else { return .success }
        console.out("wrote \(report.path); edit it, then run '\(InitRun.next(path))'\n")
        if let existing = report.existing {
            let names = existing.scenes.map(\.name).joined(separator: ", ")
            console.out(
                "described \(existing.scenes.count) existing \(existing.scenes.count == 1 ? "scene" : "scenes") "
                    + "(\(names)) in \(existing.sources)\(existing.tests.map { ", tests in \($0)" } ?? ", no tests")\n")
        }
        if let generated = report.generated {
            let tests =
                generated.testTarget.map { "tests in '\(generated.tests ?? "")' (target '\($0)')" }
                ?? "no unit-test target"
            console.out(
                "found \(generated.manifest) (\(generated.generator)): scenes in '\(generated.sources)' (target "
                    + "'\(generated.target)'), \(tests)\n")
            if let note = generated.note { console.out("note: \(note)\n") }
        } else if let problem = report.generatedProblem {
            console.out("note: \(problem); the spec has the default folders\n")
        }
        if let xcode = report.xcode {
            let target = xcode.target.map { "target '\($0)'" } ?? "no app target"
            let tests = xcode.testTarget.map { "test target '\($0)'" } ?? "no unit-test target"
            console.out("found \(xcode.path): files go into it, sources in \(target), tests in \(tests)\n")
            if xcode.testTarget == nil {
                console.out(
                    "note: \(xcode.path) has no unit-test target, so scene tests have nowhere to go: add one "
                        + "in Xcode (File > New > Target… > Unit Testing Bundle), name it in 'testTarget' and its folder in 'tests'\n"
                )
            }
        }
        return .success
    }
}
