import Expectations
import Foundation
import Testing

/// The options every setting gets from its declaration, run as the built binary: they override the
/// spec, and a bad value is a usage error naming it.
@Suite struct SettingFlagTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> RunResult {
        try VipgenProcess.run(arguments, in: directory.url)
    }

    @Test func indentationAndTheHeaderComeFromTheirFlagsOverTheSpec() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json", #"{"project": {"indentation": 2, "header": {"author": "Spec"}}, "scenes": []}"#)
        let result = try run(
            ["scene", "Cart", "--indentation", "tabs", "--author", "Jane", "--organization", "Example Ltd", "-q"],
            in: directory)
        expectEqual(result.status, 0, "\(result)")
        let interactor = try directory.read("Scenes/Cart/CartInteractor.swift")
        expect(interactor.contains("\n\tvar presenter: "), "tabs, as the flag says")
        expect(interactor.contains("Jane") && !interactor.contains("Spec"), "the flag's author")
        expect(interactor.contains("Example Ltd"))
    }

    @Test(arguments: [
        (["--indentation", "9"], "indentation '9': expected a width from 1 to 8 or 'tabs'"),
        (["--line-length", "30"], "line length '30': expected a line length in columns from 40 to 500"),
        (["--base", "UIView"], "unknown base class 'UIView'; use one of UIViewController"),
        (["--worker", "asnyc"], "unknown worker 'asnyc'; use 'async' or 'sync'; did you mean 'async'?"),
    ])
    func aBadValueIsAUsageErrorNamingIt(flags: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let result = try run(["scene", "Cart"] + flags, in: directory)
        expectEqual(result.status, 64, "\(result)")
        expect(result.stderr.contains(message), "\(result)")
        expect(directory.files().isEmpty)
    }

    @Test func lintRulesAreSwitchedOffOrMadeErrorsForOneRun() throws {
        let directory = try TemporaryDirectory()
        // A scene the spec lists without code: a 'spec-scene' warning.
        try directory.write("vipgen.json", #"{"scenes": [{"name": "Cart"}]}"#)
        expectEqual(try run(["scene", "Home", "-q"], in: directory).status, 0)
        let warned = try run(["lint"], in: directory)
        expect(warned.status == 0 && warned.stdout.contains("[spec-scene]"), "\(warned)")
        let failed = try run(["lint", "--severity", "spec-scene=error"], in: directory)
        expect(failed.status == 1 && failed.stdout.contains("error:"), "\(failed)")
        let quiet = try run(["lint", "--disable", "spec-scene"], in: directory)
        expect(quiet.status == 0 && !quiet.stdout.contains("[spec-scene]"), "\(quiet)")
        let typo = try run(["lint", "--disable", "spec-scen"], in: directory)
        expectEqual(typo.status, 64, "\(typo)")
        expect(typo.stderr.contains("no lint rule 'spec-scen'; did you mean 'spec-scene'?"), "\(typo)")
    }
}
