import Expectations
import Foundation
import Testing

/// Help, version and the templates command, run as the built binary.
@Suite struct MiscCommandTests {
    @Test func versionAndHelp() throws {
        let directory = try TemporaryDirectory()
        let version = try VipgenProcess.run(["--version"], in: directory.url)
        expectEqual(version.status, 0)
        expect(version.stdout.hasPrefix("vipgen "))
        for command in ["scene", "generate", "init", "render", "templates"] {
            let help = try VipgenProcess.run(["help", command], in: directory.url)
            expectEqual(help.status, 0)
            expect(help.stdout.contains("USAGE: vipgen \(command)"))
            expect(help.stdout.contains("EXAMPLES:"))
            let flag = try VipgenProcess.run([command, "--help"], in: directory.url)
            expectEqual(flag.stdout, help.stdout)
        }
        let scene = try VipgenProcess.run(["help", "scene"], in: directory.url)
        expect(scene.stdout.contains("--use-case <NAME>"))
        expect(scene.stdout.contains("'Load'"), "the default use case is documented")
        let unknown = try VipgenProcess.run(["scenes"], in: directory.url)
        expectEqual(unknown.status, 64)
        expect(unknown.stderr.contains("unknown command 'scenes'; did you mean 'scene'?"))
    }

    @Test func templatesListShowExport() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Overrides/Worker.mustache", "// mine\n")
        try directory.write("Overrides/footer.mustache", "// footer\n")
        try directory.write("Overrides/input-output/Presenter.mustache", "// mine too\n")
        let list = try VipgenProcess.run(["templates", "list", "--templates", "Overrides"], in: directory.url)
        expectEqual(list.status, 0, "\(list)")
        let blocks = list.stdout.components(separatedBy: "\n\n")
        expectEqual(
            blocks.map { $0.prefix { $0 != ":" } }, [
                "clean-swift (the default)", "classic", "configurator (extends clean-swift)",
                "input-output (extends clean-swift)", "swiftui",
            ])
        expect(
            blocks.allSatisfy {
                $0.contains(
                    "\n  Worker                 sources  {{scene}}Worker.swift                override  Overrides/Worker.mustache\n"
                )
            })
        expect(
            blocks.allSatisfy {
                $0.contains(
                    "\n  footer                 partial                                       extra     Overrides/footer.mustache\n"
                )
            })
        expect(
            blocks[0].contains("\n  ViewController         sources  {{scene}}ViewController.swift        bundled\n"))
        expect(!blocks[0].contains("Configurator"))
        expect(
            blocks[2].contains("\n  Configurator           sources  {{scene}}Configurator.swift          bundled\n"))
        expect(
            blocks[2].contains(
                "\n  Presenter              sources  {{scene}}Presenter.swift             bundled from clean-swift\n"))
        expect(
            blocks[3].contains(
                "\n  Presenter              sources  {{scene}}Presenter.swift             override  Overrides/input-output/Presenter.mustache\n"
            ))
        let show = try VipgenProcess.run(["templates", "show", "Router"], in: directory.url)
        expect(show.stdout.contains("RoutingLogic"))
        let missing = try VipgenProcess.run(["templates", "show", "Rooter"], in: directory.url)
        expectEqual(missing.status, 64)
        expect(missing.stderr.contains("did you mean 'Router'?"))
        let exported = try VipgenProcess.run(["templates", "export", "Exported"], in: directory.url)
        expectEqual(exported.status, 0, "\(exported)")
        expectEqual(try directory.read("Exported/clean-swift/Router.mustache"), show.stdout)
        expect(directory.exists("Exported/header.mustache"), "shared partials go to the top, for every flavor")
        expect(!directory.exists("Exported/configurator"))
    }
}
