import Expectations
import Foundation
import Testing

/// What a new user meets in the first ten minutes (issue 37): hints that never cost code and fix what
/// they report when run as printed, a scene written with `vipgen scene` known to the spec, routes to
/// nowhere caught, errors that keep their place, output to read.
@Suite struct FirstTenMinutesTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> RunResult {
        try VipgenProcess.run(arguments, in: directory.url, environment: ["NO_COLOR": "1"])
    }

    private var path: String {
        VipgenProcess.binary.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    // MARK: - 1. A missing file is written alone, never with --force

    @Test func onlyMissingWritesTheFilesAPersonDeletedAndLeavesTheirCode() throws {
        let directory = try TemporaryDirectory()
        expectEqual(
            try run(["scene", "Login", "--use-case", "Submit", "--field", "names:[String]?", "-q"], in: directory)
                .status, 0)
        let interactor = "Scenes/Login/LoginInteractor.swift"
        let completed = try directory.read(interactor).replacingOccurrences(
            of: "// MARK: - Interactor\n", with: "// MARK: - Interactor\n// Written by a person.\n")
        try directory.write(interactor, completed)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Scenes/Login/LoginWorker.swift"))
        try FileManager.default.removeItem(
            at: directory.url.appendingPathComponent("Tests/Scenes/Login/LoginWorkerTests.swift"))

        // The hint of `add` names the command that writes only what is missing, not --force.
        let added = try run(["add", "use-case", "Login", "Reset"], in: directory)
        expectEqual(added.status, 0, "\(added)")
        expect(
            added.stdout.contains("'vipgen scene Login --only-missing' writes the scene's missing files"), "\(added)")
        expect(!added.stdout.contains("--force"), "\(added)")

        let dryRun = try run(["scene", "Login", "--only-missing", "--dry-run"], in: directory)
        expectEqual(dryRun.status, 0, "\(dryRun)")
        expect(dryRun.stdout.contains("would create             Scenes/Login/LoginWorker.swift"), "\(dryRun)")
        expect(dryRun.stdout.contains("would create             Tests/Scenes/Login/LoginWorkerTests.swift"))
        expect(dryRun.stdout.hasSuffix("dry run: 2 files: 2 new\n"), "\(dryRun)")
        expect(!directory.exists("Scenes/Login/LoginWorker.swift"))

        let real = try run(["scene", "Login", "--only-missing"], in: directory)
        expectEqual(real.status, 0, "\(real)")
        expect(real.stdout.hasSuffix("2 files: 2 new\n"), "\(real)")
        // Written as the scene is now: its three use cases, read back from its files.
        let worker = try directory.read("Scenes/Login/LoginWorker.swift")
        for method in ["func submit(request:", "func reset(request:"] { expect(worker.contains(method), "\(worker)") }
        expect(try directory.read(interactor).contains("// Written by a person."))
        let again = try run(["scene", "Login", "--only-missing"], in: directory)
        expect(again.stdout.hasSuffix("0 files: 0 new\n"), "\(again)")
        // Flags cannot describe a scene that exists; --force contradicts the flag.
        expectEqual(try run(["scene", "Login", "--only-missing", "--use-case", "X"], in: directory).status, 64)
        expectEqual(try run(["scene", "Login", "--only-missing", "--force"], in: directory).status, 64)
    }

    @Test func aDryRunOverAPersonsFilesNamesNoForce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Scenes/AddMeme/AddMemeWorker.swift", "// mine\n")
        let dryRun = try run(["scene", "AddMeme", "--dry-run"], in: directory)
        expectEqual(dryRun.status, 73)
        expect(!dryRun.stdout.contains("--force"), "\(dryRun)")
    }

    // MARK: - 2. Every fix lint prints fixes what it reports

    /// Each finding whose message says "run 'vipgen …'" is fixed by running that, as printed, in a shell:
    /// the finding is gone from the next lint.
    @Test func everyCommandLintPrintsFixesItsFinding() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "vipgen.json",
            """
            {
              "project": { "module": "Notes" },
              "scenes": [
                { "name": "ListNotes", "useCases": ["Load"], "routes": ["ShowNote"] },
                { "name": "ShowNote", "useCases": ["Load"] },
                { "name": "EditNote" }
              ]
            }

            """)
        for scene in ["ListNotes", "ShowNote"] { expectEqual(try run(["scene", scene, "-q"], in: directory).status, 0) }
        // Code the spec does not say, and a spec the code does not say, as a team's scenes drift.
        var spec = try directory.read("vipgen.json")
        spec = spec.replacingOccurrences(
            of: #"{ "name": "ShowNote", "useCases": ["Load"] }"#,
            with: #"{ "name": "ShowNote", "useCases": ["Load", "Share"], "fields": ["tags: [String: [Int]]?"] }"#)
        try directory.write("vipgen.json", spec)
        expectEqual(try run(["generate", "--scene", "ShowNote", "-q"], in: directory).status, 0)
        try directory.write(
            "vipgen.json",
            spec.replacingOccurrences(
                of: #""useCases": ["Load", "Share"], "fields": ["tags: [String: [Int]]?"]"#,
                with: #""useCases": ["Load", "Archive"]"#))
        expectEqual(try run(["scene", "Orphan", "--route", "Ghost", "-q"], in: directory).status, 0)
        try FileManager.default.removeItem(
            at: directory.url.appendingPathComponent("Scenes/ListNotes/ListNotesWorker.swift"))

        var ran: [String] = []
        for _ in 0..<12 {
            let lint = try run(["lint"], in: directory)
            let findings = lint.stdout.split(separator: "\n").map(String.init)
            guard let finding = findings.first(where: { $0.contains("run 'vipgen ") }) else { break }
            let start = try require(finding.range(of: "run '"))
            let command = String(finding[start.upperBound...].prefix { $0 != "'" })
            expect(!ran.contains(command), "run once already, and the finding is still there: \(finding)")
            if ran.contains(command) { break }
            ran.append(command)
            let result = try Shell.run(command, in: directory.url, environment: ["PATH": path, "NO_COLOR": "1"])
            expectEqual(result.status, 0, "\(command)\n\(result)")
            let after = try run(["lint"], in: directory)
            expect(!after.stdout.contains(finding), "'\(command)' left: \(finding)")
        }
        // Each kind of finding had its command run.
        for expected in [
            "vipgen scene ListNotes --only-missing", "vipgen generate --scene EditNote",
            "vipgen generate --scene ShowNote", "vipgen add use-case ShowNote Share",
            #"vipgen add field ShowNote "tags:[String:[Int]]?""#, "vipgen scene Ghost",
        ] {
            expect(ran.contains(expected), "\(ran)")
        }
        let last = try run(["lint"], in: directory)
        expect(last.stdout.isEmpty && last.status == 0, "\(last)")
    }

    // MARK: - 3. A scene written with `vipgen scene` is the spec's

    @Test func sceneRecordsTheSceneInTheSpecSoLintAndGenerateKnowIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", "{\n  \"project\": {\"module\": \"Memes\"},\n  \"scenes\": []\n}\n")
        let first = try run(["scene", "ShowMeme", "--field", "meme:Meme?"], in: directory)
        expectEqual(first.status, 0, "\(first)")
        expect(first.stdout.contains("updated    vipgen.json\n"), "\(first)")
        expect(first.stdout.hasSuffix("12 files: 11 new, 1 updated\n"), "\(first)")
        let listArguments = [
            "scene", "ListMemes", "--base", "UITableViewController", "--use-case", "Load", "--use-case", "DeleteMeme",
            "--route", "ShowMeme", "--flavor", "configurator", "-q",
        ]
        expectEqual(try run(listArguments, in: directory).status, 0)
        expectEqual(
            try directory.read("vipgen.json"), """
                {
                  "project": {"module": "Memes"},
                  "scenes": [
                    { "name": "ShowMeme", "fields": ["meme: Meme?"] },
                    { "name": "ListMemes", "useCases": ["Load", "DeleteMeme"], "routes": ["ShowMeme"], "base": "UITableViewController", "flavor": "configurator" }
                  ]
                }

                """)
        let lint = try run(["lint"], in: directory)
        expect(lint.stdout.isEmpty && lint.status == 0, "\(lint)")
        let generate = try run(["generate"], in: directory)
        expect(generate.stdout.hasSuffix("0 new, 23 unchanged\n"), "\(generate)")
        // A dry run shows the edit and writes nothing; --output writes outside the spec's folders,
        // which an entry cannot say, so the spec is left alone.
        let dryRun = try run(["scene", "AddMeme", "--dry-run"], in: directory)
        expect(dryRun.stdout.contains("would update             vipgen.json"), "\(dryRun)")
        expectEqual(dryRun.status, 0)
        expectEqual(try run(["scene", "Elsewhere", "--output", "Other", "-q"], in: directory).status, 0)
        let spec = try directory.read("vipgen.json")
        expect(!spec.contains("AddMeme") && !spec.contains("Elsewhere"), "\(spec)")
        // A spec with no "scenes" gains the list, after its last key.
        let bare = try TemporaryDirectory()
        try bare.write("vipgen.json", "{\n  \"project\": { \"module\": \"Memes\" }\n}\n")
        expectEqual(try run(["scene", "Home", "--use-case", "Load", "-q"], in: bare).status, 0)
        expectEqual(
            try bare.read("vipgen.json"),
            "{\n  \"project\": { \"module\": \"Memes\" },\n  \"scenes\": [\n    { \"name\": \"Home\", \"useCases\": [\"Load\"] }\n  ]\n}\n"
        )
        expect(try run(["lint"], in: bare).stdout.isEmpty)
    }

    // MARK: - 4. Routes to scenes that do not exist

    @Test func aRouteToNoSceneIsWarnedOfWithDidYouMeanAndLintReportsIt() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["scene", "ShowNote", "-q"], in: directory).status, 0)
        let solo = try run(["scene", "Solo", "--route", "Ghost"], in: directory)
        expectEqual(solo.status, 0, "\(solo)")
        expect(
            solo.stderr.contains(
                "warning: route 'Ghost' of scene 'Solo' leads to no scene: 'Ghost' is neither in the spec nor in Scenes/"
            ),
            "\(solo)")
        expect(solo.stderr.contains("run 'vipgen scene Ghost' to write it"), "\(solo)")
        expectEqual(try run(["scene", "ListNotes", "-q"], in: directory).status, 0)
        let typo = try run(["add", "route", "ListNotes", "ShowNotee"], in: directory)
        expectEqual(typo.status, 0, "\(typo)")
        expect(typo.stderr.contains("did you mean 'ShowNote'?"), "\(typo)")
        let known = try run(["add", "route", "ListNotes", "ShowNote"], in: directory)
        expect(known.stderr.isEmpty, "\(known)")
        let lint = try run(["lint"], in: directory)
        expectEqual(lint.status, 1, "\(lint)")
        expect(
            lint.stdout.contains(
                "Scenes/ListNotes/ListNotesRouter.swift:16:10: error: route to 'ShowNotee' leads to no scene: 'ShowNotee' is neither in the spec nor on disk, so the router does not build; did you mean 'ShowNote'?"
            ), "\(lint)")
        expect(lint.stdout.contains("error: route to 'Ghost' leads to no scene"), "\(lint)")
        expect(!lint.stdout.contains("route to 'ShowNote' leads"), "\(lint)")
        // The spec's routes are checked too, by generate.
        try directory.write("vipgen.json", #"{"scenes": [{"name": "Home", "routes": ["Detial"]}, {"name": "Detail"}]}"#)
        let generate = try run(["generate", "-q"], in: directory)
        expectEqual(generate.status, 0)
        let verbose = try run(["generate", "--scene", "Home"], in: directory)
        expect(verbose.stderr.contains("route 'Detial' of scene 'Home' leads to no scene"), "\(verbose)")
        expect(verbose.stderr.contains("did you mean 'Detail'?"), "\(verbose)")
    }

    // MARK: - 6. Output to read

    @Test func generateNamesWhatChangedAndCountsTheRest() throws {
        let directory = try TemporaryDirectory()
        expectEqual(try run(["init", "-q"], in: directory).status, 0)
        expectEqual(try run(["generate", "-q"], in: directory).status, 0)
        let spec = try directory.read("vipgen.json")
        try directory.write(
            "vipgen.json", spec.replacingOccurrences(of: #""ChangeName"]"#, with: #""ChangeName", "Reset"]"#))
        let changed = try run(["generate"], in: directory)
        expectEqual(changed.status, 0, "\(changed)")
        expect(!changed.stdout.contains("unchanged  "), "\(changed)")
        expect(
            changed.stdout.hasPrefix("updated    Scenes/ShowGreeting/ShowGreetingViewController.swift\n"), "\(changed)")
        expect(changed.stdout.hasSuffix("11 files: 0 new, 9 updated, 2 unchanged\n"), "\(changed)")
        let same = try run(["generate"], in: directory)
        expectEqual(same.stdout, "11 files: 0 new, 11 unchanged\n", "\(same)")
        let verbose = try run(["generate", "--verbose"], in: directory)
        expectEqual(verbose.stdout.components(separatedBy: "unchanged  ").count, 12, "\(verbose)")
        expect(verbose.stdout.hasSuffix("11 files: 0 new, 11 unchanged\n"))
    }

    @Test func lintWithNoSceneSaysWhereItLooked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/README", "")
        let bare = try run(["lint"], in: directory)
        expectEqual(bare.status, 0, "\(bare)")
        expect(
            bare.stderr.contains(
                "vipgen lint: 0 scenes, 0 files: 0 errors, 0 warnings\n  looked in '.' (no vipgen.json here or above)"),
            "\(bare)")
        expect(bare.stderr.contains("'vipgen lint PATH…'"), "\(bare)")
        try directory.write("vipgen.json", #"{"project": {"sources": "App/Scenes"}, "scenes": []}"#)
        let spec = try run(["lint"], in: directory)
        expect(
            spec.stderr.contains(
                "looked in 'App/Scenes' and 'Tests/Scenes' (the sources and tests folders of vipgen.json)"), "\(spec)")
        let given = try run(["lint", "App"], in: directory)
        expect(given.stderr.contains("looked in 'App' for a scene's files"), "\(given)")
    }
}
