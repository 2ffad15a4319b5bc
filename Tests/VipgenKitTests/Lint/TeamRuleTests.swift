import Expectations
import Foundation
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The team's own rules (`lint.rules` in vipgen.json): each kind found and clean, reported as the
/// built-in rules are in every format, switched off and re-graded as they are, and a bad rule refused
/// at its place in the spec.
@Suite struct TeamRuleTests {
    /// The examples' scene (Shop), its spec carrying `rules` (JSON, the array's elements) in its `lint`
    /// section, beside `lint` (more of that section's members, JSON).
    func fixture(rules: String, lint: String = "") throws -> LintFixture {
        let fixture = try LintFixture()
        let spec = try fixture.text("vipgen.json")
        let section = #""lint": { "rules": [\#(rules)]\#(lint.isEmpty ? "" : ", " + lint) }, "scenes""#
        try fixture.directory.write("vipgen.json", spec.replacingOccurrences(of: #""scenes""#, with: section))
        return fixture
    }

    func lint(_ fixture: LintFixture, _ arguments: [String] = []) -> InProcessRun {
        InProcessRun(["lint", "--config", fixture.directory.path + "/vipgen.json"] + arguments)
    }

    static let noFoundationInPresenter = #"""
        {"id": "presenter-formats-alone", "kind": "forbidden-import", "role": "presenter", "modules": ["Foundation"],
         "severity": "error", "message": "a presenter formats with the app's Formatting module"}
        """#
    static let baseViewController = #"""
        {"id": "base-view-controller", "kind": "required-supertype", "role": "view", "supertype": "BaseScreen",
         "severity": "warning", "message": "every screen is a BaseScreen (analytics, theming)"}
        """#
    static let sendableWorker = #"""
        {"id": "sendable-worker", "kind": "required-supertype", "role": "worker", "supertype": "Sendable",
         "severity": "note", "message": "workers cross actors"}
        """#
    static func workersIn(_ folder: String) -> String {
        #"""
        {"id": "workers-in-services", "kind": "required-folder", "role": ["worker"], "folder": "\#(folder)",
         "severity": "warning", "message": "workers live in the Services folder"}
        """#
    }

    // MARK: - Found and clean, each kind

    @Test func aForbiddenImportIsFoundAtTheModulesName() throws {
        let fixture = try fixture(rules: Self.noFoundationInPresenter)
        let run = lint(fixture)
        expectEqual(run.status, 1, "an error-severity team rule fails the run: \(run)")
        let at = try fixture.location("ShopPresenter.swift", "import ‸Foundation")
        expectEqual(
            run.stdout,
            "\(fixture.directory.path)/Sources/Shop/ShopPresenter.swift:\(at.line):\(at.column): error: the presenter imports Foundation: a presenter formats with the app's Formatting module [presenter-formats-alone]\n",
            "\(run)")
    }

    @Test func aForbiddenImportElsewhereOrNotWrittenIsClean() throws {
        // The interactor may import what the presenter may not; the presenter imports no OSLog.
        let fixture = try fixture(
            rules: Self.noFoundationInPresenter.replacingOccurrences(of: "Foundation", with: "OSLog"))
        try fixture.edit("ShopInteractor.swift", "import Foundation", "import Foundation\nimport OSLog")
        let run = lint(fixture)
        expect(run.status == 0 && run.stdout.isEmpty, "\(run)")
    }

    @Test func aMissingSupertypeIsFoundAtTheTypesName() throws {
        let fixture = try fixture(rules: Self.baseViewController + ", " + Self.sendableWorker)
        let run = lint(fixture)
        expectEqual(run.status, 0, "a warning and a note: \(run)")
        let view = try fixture.location("ShopViewController.swift", "final class ‸ShopViewController")
        let worker = try fixture.location("ShopWorker.swift", "final class ‸ShopWorker")
        expectEqual(
            run.stdout.split(separator: "\n").map { String($0.dropFirst(fixture.directory.path.count)) }, [
                "/Sources/Shop/ShopViewController.swift:\(view.line):\(view.column): warning: 'ShopViewController' (the view) neither inherits from nor conforms to 'BaseScreen': every screen is a BaseScreen (analytics, theming) [base-view-controller]",
                "/Sources/Shop/ShopWorker.swift:\(worker.line):\(worker.column): note: 'ShopWorker' (the worker) neither inherits from nor conforms to 'Sendable': workers cross actors [sendable-worker]",
            ], "\(run)")
    }

    @Test func aSupertypeInAnExtensionOrThroughTheScenesProtocolIsClean() throws {
        let fixture = try fixture(rules: Self.baseViewController + ", " + Self.sendableWorker)
        let controller = try fixture.text("ShopViewController.swift")
        try fixture.directory.write(
            fixture.relative("ShopViewController.swift"),
            controller + "\nprotocol BaseScreen {}\n\nextension ShopViewController: BaseScreen {}\n")
        try fixture.edit("ShopWorker.swift", "protocol ShopWorkerLogic {", "protocol ShopWorkerLogic: Sendable {")
        let run = lint(fixture)
        expect(run.status == 0 && run.stdout.isEmpty, "\(run)")
    }

    @Test func aFileOutsideTheFolderIsFoundAtItsFirstDeclaration() throws {
        let fixture = try fixture(rules: Self.workersIn("Sources/*/Services"))
        let run = lint(fixture)
        expectEqual(run.status, 0, "\(run)")
        let at = try fixture.location("ShopWorker.swift", "protocol ‸ShopWorkerLogic")
        expectEqual(
            run.stdout,
            "\(fixture.directory.path)/Sources/Shop/ShopWorker.swift:\(at.line):\(at.column): warning: the worker's file is in 'Sources/Shop', not in 'Sources/*/Services': workers live in the Services folder [workers-in-services]\n",
            "\(run)")
    }

    @Test func aFileInTheFolderOrInsideOneIsClean() throws {
        for folder in ["Sources/Shop", "Sources", "Sources/*", "**/Shop", "Sources/Sh?p", "./Sources/Shop/"] {
            let fixture = try fixture(rules: Self.workersIn(folder))
            let run = lint(fixture)
            expect(run.status == 0 && run.stdout.isEmpty, "\(folder): \(run)")
        }
        // Moved into the folder, from another working directory: the folder is the project's.
        let fixture = try fixture(rules: Self.workersIn("Sources/*/Services"))
        try FileManager.default.createDirectory(
            atPath: fixture.directory.path + "/Sources/Shop/Services", withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            atPath: fixture.directory.path + "/Sources/Shop/ShopWorker.swift",
            toPath: fixture.directory.path + "/Sources/Shop/Services/ShopWorker.swift")
        let run = try VipgenProcess.run(["lint", "--config", "vipgen.json"], in: fixture.directory.url)
        expect(run.status == 0 && run.stdout.isEmpty, "\(run)")
    }

    @Test func globsMatchAFilesFolderOrOneAboveIt() throws {
        func holds(_ glob: String, _ path: String) throws -> Bool {
            try FolderGlob(glob).holds(path.split(separator: "/"))
        }
        expect(try holds("App/Workers", "App/Workers/A.swift"))
        expect(try holds("App/Workers", "App/Workers/Deep/A.swift"))
        expect(try !holds("App/Workers", "App/WorkersOld/A.swift"))
        expect(try holds("App/*/Logic", "App/Shop/Logic/A.swift"))
        expect(try !holds("App/*/Logic", "App/Shop/More/Logic/A.swift"))
        expect(try holds("App/**/Logic", "App/Shop/More/Logic/A.swift"))
        expect(try holds("App/**/Logic", "App/Logic/A.swift"))
        expect(try holds("**/*Worker.swift", "App/Shop/ShopWorker.swift"))
        expect(try !holds("App", "Other/App/A.swift"))
    }

    // MARK: - As the built-in rules are

    @Test func teamFindingsAreSwitchedOffRegradedSuppressedAndBaselined() throws {
        let rules = Self.noFoundationInPresenter
        let off = lint(try fixture(rules: rules, lint: #""disable": ["presenter-formats-alone"]"#))
        expect(off.status == 0 && off.stdout.isEmpty, "\(off)")
        let note = lint(try fixture(rules: rules, lint: #""severity": {"presenter-formats-alone": "note"}"#))
        expect(note.status == 0 && note.stdout.contains(": note: the presenter imports Foundation"), "\(note)")

        let fixture = try fixture(rules: rules)
        expect(lint(fixture, ["--disable", "presenter-formats-alone"]).stdout.isEmpty)
        let warned = lint(fixture, ["--severity", "presenter-formats-alone=warning"])
        expect(warned.status == 0 && warned.stdout.contains(": warning: "), "\(warned)")
        let typo = lint(fixture, ["--disable", "presenter-formats-alon"])
        expectEqual(typo.status, 64, "\(typo)")
        expect(
            typo.stderr.contains("no lint rule 'presenter-formats-alon'; did you mean 'presenter-formats-alone'?"),
            "\(typo)")

        let baseline = fixture.directory.path + "/baseline.json"
        expectEqual(lint(fixture, ["--write-baseline", baseline]).status, 0)
        let known = lint(fixture, ["--baseline", baseline])
        expect(known.status == 0 && known.stdout.isEmpty, "\(known)")

        try fixture.edit(
            "ShopPresenter.swift", "import Foundation",
            "// vipgen:disable:next presenter-formats-alone\nimport Foundation")
        let suppressed = lint(fixture)
        expect(suppressed.status == 0 && suppressed.stdout.isEmpty, "\(suppressed)")
    }

    @Test func everyFormatCarriesTeamFindings() throws {
        let fixture = try fixture(rules: Self.sendableWorker + ", " + Self.noFoundationInPresenter)
        let at = try fixture.location("ShopPresenter.swift", "import ‸Foundation")

        let json = lint(fixture, ["--format", "json"])
        let object = try require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try require(object["diagnostics"] as? [[String: Any]])
        expectEqual(diagnostics.compactMap { $0["rule"] as? String }.sorted(), ["presenter-formats-alone", "sendable-worker"])

        let github = lint(fixture, ["--format", "github"])
        expect(
            github.stdout.contains(
                "/Sources/Shop/ShopPresenter.swift,line=\(at.line),col=\(at.column),title=vipgen lint%3A presenter-formats-alone::the presenter imports Foundation%3A"
            ) == false, "a message's ':' is not escaped")
        expect(
            github.stdout.contains(
                "/Sources/Shop/ShopPresenter.swift,line=\(at.line),col=\(at.column),title=vipgen lint%3A presenter-formats-alone::the presenter imports Foundation: a presenter formats"
            ), "\(github)")
        expect(github.stdout.contains("::notice file="), "a note is a notice: \(github)")

        let sarif = lint(fixture, ["--format", "sarif"])
        let log = try require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try require((log["runs"] as? [[String: Any]])?.first)
        let driver = try require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try require(driver["rules"] as? [[String: Any]])
        expectEqual(
            rules.compactMap { $0["id"] as? String },
            LintRules.ids + ["sendable-worker", "presenter-formats-alone"])
        let results = try require(run["results"] as? [[String: Any]])
        expectEqual(results.count, 2)
        for result in results {
            let index = try require(result["ruleIndex"] as? Int)
            expectEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        let described = rules.last?["shortDescription"] as? [String: Any]
        expectEqual(
            described?["text"] as? String,
            "The presenter import none of Foundation: a presenter formats with the app's Formatting module")
    }

    // MARK: - A bad rule

    /// Each bad rule, the text that locates it in the spec (`‸` where the error points) and its message.
    static let badRules: [(rule: String, at: String, message: String)] = [
        (
            #"{"id": "a", "kind": "forbidden-import", "role": "presentr", "modules": ["UIKit"], "severity": "error", "message": "m"}"#,
            #""role": ‸"presentr""#,
            "lint.rules[0].role: unknown role 'presentr' (the roles are view, interactor, presenter, router, worker, models, configurator); did you mean 'presenter'?"
        ),
        (
            #"{"id": "a", "kind": "forbiden-import", "role": "presenter", "modules": ["UIKit"], "severity": "error", "message": "m"}"#,
            #""kind": ‸"forbiden-import""#,
            "lint.rules[0].kind: unknown kind of lint rule 'forbiden-import' (the kinds are forbidden-import, required-supertype, required-folder); did you mean 'forbidden-import'?"
        ),
        (
            #"{"id": "a", "kind": "required-supertype", "role": "view", "supertype": "Base", "severity": "fatal", "message": "m"}"#,
            #""severity": ‸"fatal""#, "lint.rules[0].severity: unknown severity 'fatal'; use 'note', 'warning' or 'error'"
        ),
        (
            #"{"id": "a", "kind": "required-folder", "role": "worker", "folder": "App/[A-Z]*", "severity": "note", "message": "m"}"#,
            #""folder": ‸"App/[A-Z]*""#,
            "lint.rules[0].folder: bad folder glob 'App/[A-Z]*': '[' is not supported; use '*', '?' and '**'"
        ),
        (
            #"{"id": "a", "kind": "required-folder", "role": "worker", "folder": "App/Work**", "severity": "note", "message": "m"}"#,
            #""folder": ‸"App/Work**""#,
            "lint.rules[0].folder: bad folder glob 'App/Work**': '**' stands for whole folders; write it alone between slashes, as in \"App/**/Workers\""
        ),
        (
            #"{"id": "a", "kind": "required-folder", "role": "worker", "folder": "../Shared", "severity": "note", "message": "m"}"#,
            #""folder": ‸"../Shared""#,
            "lint.rules[0].folder: bad folder glob '../Shared': '..' leaves the project; give a folder inside it"
        ),
        (
            #"{"id": "a", "kind": "required-folder", "role": "worker", "folder": "App", "severity": "note"}"#,
            #"‸{"id": "a", "kind": "required-folder""#,
            "lint.rules[0]: lint rule 'a' has no 'message': what a finding says: why the rule holds, or what to do"
        ),
        (
            #"{"id": "a", "kind": "required-folder", "role": "worker", "severity": "note", "message": "m"}"#,
            #"‸{"id": "a", "kind": "required-folder""#,
            "lint.rules[0]: 'required-folder' rule 'a' has no 'folder': the folder, relative to the project, such as \"App/Workers\" or \"App/Scenes/*/Logic\""
        ),
        (
            #"{"id": "a", "kind": "required-folder", "role": "worker", "folder": "App", "modules": ["UIKit"], "severity": "note", "message": "m"}"#,
            #"‸"modules""#, "lint.rules[0].modules: 'modules' is for a 'forbidden-import' rule; a 'required-folder' rule takes 'folder'"
        ),
        (
            #"{"id": "ui-import", "kind": "required-folder", "role": "worker", "folder": "App", "severity": "note", "message": "m"}"#,
            #""id": ‸"ui-import""#, "lint.rules[0].id: 'ui-import' is a built-in rule's id; give the team's rule an id of its own"
        ),
        (
            #"{"id": "No Spaces", "kind": "required-folder", "role": "worker", "folder": "App", "severity": "note", "message": "m"}"#,
            #""id": ‸"No Spaces""#,
            "lint.rules[0].id: lint rule id 'No Spaces' is not lowercase words joined by '-', such as \"presenter-without-uikit\""
        ),
        (
            #"{"id": "a", "kind": "required-folder", "role": "worker", "folder": "App", "severity": "note", "message": "m", "mesage": "n"}"#,
            #"‸"mesage""#, "lint.rules[0].mesage: unknown key 'mesage' in a lint rule; did you mean 'message'?"
        ),
    ]

    @Test(arguments: badRules.indices) func aBadRuleIsAnErrorAtItsPlace(index: Int) throws {
        let bad = Self.badRules[index]
        let fixture = try fixture(rules: bad.rule)
        let run = lint(fixture)
        expectEqual(run.status, 65, "\(run)")
        let spec = try fixture.text("vipgen.json")
        let parts = bad.at.components(separatedBy: "‸")
        let range = try require(spec.range(of: parts.joined()))
        let before = spec[..<range.lowerBound] + parts[0]
        let lines = before.components(separatedBy: "\n")
        let place = "vipgen.json:\(lines.count):\(lines[lines.count - 1].unicodeScalars.count + 1): error: "
        expect(run.stderr.contains(place + bad.message), "\(run.stderr)")
        expect(run.stdout.isEmpty)
    }

    @Test func aDuplicateIdAndARuleTheSettingsNameWithoutItAreErrors() throws {
        let rule = Self.workersIn("Sources")
        let fixture = try fixture(rules: rule + ", " + rule, lint: #""disable": ["workers-in-servces"]"#)
        let run = lint(fixture)
        expectEqual(run.status, 65, "\(run)")
        expect(run.stderr.contains("lint.rules[1].id: duplicate lint rule id 'workers-in-services': already declared at"))
        expect(
            run.stderr.contains(
                "lint.disable[0]: no lint rule 'workers-in-servces'; did you mean 'workers-in-services'?"), "\(run)")
    }

    // MARK: - End to end

    @Test func theBuiltBinaryChecksTheTeamsRules() throws {
        let fixture = try fixture(
            rules: Self.noFoundationInPresenter + ", " + Self.workersIn("Sources/*/Services"),
            lint: #""severity": {"workers-in-services": "error"}"#)
        let run = try VipgenProcess.run(["lint"], in: fixture.directory.url)
        expectEqual(run.status, 1, "\(run)")
        let presenter = try fixture.location("ShopPresenter.swift", "import ‸Foundation")
        let worker = try fixture.location("ShopWorker.swift", "protocol ‸ShopWorkerLogic")
        expectEqual(
            run.stdout, """
                Sources/Shop/ShopPresenter.swift:\(presenter.line):\(presenter.column): error: the presenter imports Foundation: a presenter formats with the app's Formatting module [presenter-formats-alone]
                Sources/Shop/ShopWorker.swift:\(worker.line):\(worker.column): error: the worker's file is in 'Sources/Shop', not in 'Sources/*/Services': workers live in the Services folder [workers-in-services]

                """, "\(run)")
        expectEqual(run.stderr, "vipgen lint: 1 scene, 11 files: 2 errors, 0 warnings\n", "\(run)")
        try fixture.directory.write(
            "vipgen.json",
            try fixture.text("vipgen.json").replacingOccurrences(of: #""role": "presenter""#, with: #""role": "presentr""#))
        let bad = try VipgenProcess.run(["lint", "--format", "sarif"], in: fixture.directory.url)
        expectEqual(bad.status, 65, "\(bad)")
        expect(bad.stderr.contains("vipgen.json:"), "\(bad)")
        expect(bad.stderr.contains(": error: lint.rules[0].role: unknown role 'presentr'"), "\(bad)")
    }
}
