import Foundation
import Testing

/// Help, version and the templates command, run as the built binary.
@Suite struct MiscCommandTests {
    @Test func versionAndHelp() throws {
        let directory = try TemporaryDirectory()
        let version = try VipgenProcess.run(["--version"], in: directory.url)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("vipgen "))
        for command in ["scene", "generate", "init", "render", "templates"] {
            let help = try VipgenProcess.run(["help", command], in: directory.url)
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: vipgen \(command)"))
            #expect(help.stdout.contains("EXAMPLES:"))
            let flag = try VipgenProcess.run([command, "--help"], in: directory.url)
            #expect(flag.stdout == help.stdout)
        }
        let scene = try VipgenProcess.run(["help", "scene"], in: directory.url)
        #expect(scene.stdout.contains("--use-case <NAME>"))
        #expect(scene.stdout.contains("'Load'"), "the default use case is documented")
        let unknown = try VipgenProcess.run(["scenes"], in: directory.url)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown command 'scenes'; did you mean 'scene'?"))
    }

    @Test func templatesListShowExport() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Overrides/Worker.mustache", "// mine\n")
        try directory.write("Overrides/footer.mustache", "// footer\n")
        let list = try VipgenProcess.run(["templates", "list", "--templates", "Overrides"], in: directory.url)
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("ViewController         bundled\n"))
        #expect(list.stdout.contains("Worker                 override  Overrides/Worker.mustache\n"))
        #expect(list.stdout.contains("footer                 extra     Overrides/footer.mustache\n"))
        let show = try VipgenProcess.run(["templates", "show", "Router"], in: directory.url)
        #expect(show.stdout.contains("RoutingLogic"))
        let missing = try VipgenProcess.run(["templates", "show", "Rooter"], in: directory.url)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("did you mean 'Router'?"))
        let exported = try VipgenProcess.run(["templates", "export", "Exported"], in: directory.url)
        #expect(exported.status == 0, "\(exported)")
        #expect(try directory.read("Exported/Router.mustache") == show.stdout)
    }
}
