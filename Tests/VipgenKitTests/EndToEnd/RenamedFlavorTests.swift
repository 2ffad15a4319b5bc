import Expectations
import Foundation
import Testing

/// A team's own flavor is only data: `clean-swift` copied into a templates folder as the flavor `team`,
/// with every file, type, property and method prefix renamed (`PanelContainer` for `ViewController`,
/// `Dispatcher` for `Interactor`, `steerTo` for `routeTo`, `handOverTo` for `passDataTo`…), behaves as
/// `clean-swift` does: `scene`, `generate`, `add use-case|route|field` and the checks of names write and
/// say the same, byte for byte once the names are renamed back. Whatever vipgen knows of a flavor's
/// files, types and methods it must learn from the flavor, never from a list of `clean-swift`'s names.
@Suite struct RenamedFlavorTests {
    /// Names renamed wherever they appear. Each new name is as long as the old one, so the line fitter
    /// joins the same lines, and none is in anything `clean-swift` writes, so renaming back is exact.
    static let words: [(String, String)] = [
        ("RoutingLogic", "ExitPlanning"), ("DataPassing", "HandoffKind"), ("BusinessLogic", "ActionsWanted"),
        ("DisplayLogic", "ShowsContent"), ("PresentationLogic", "FormattingOfReply"), ("DataStore", "Warehouse"),
        ("Interactor", "Dispatcher"), ("Presenter", "Formatter"), ("Router", "Mapper"), ("Worker", "Runner"),
        ("Models", "Shapes"), ("Segues", "Hopped"), ("passDataTo", "handOverTo"), ("navigateTo", "transferTo"),
        ("routeTo", "steerTo"), ("Setup", "Mount"),
    ]
    /// Names renamed where they are a whole identifier: the scene's properties and its setup method.
    static let identifiers: [(String, String)] = [
        ("interactor", "dispatcher"), ("presenter", "formatter"), ("router", "mapper"), ("worker", "runner"),
        ("dataStore", "warehouse"), ("viewController", "panelContainer"), ("setup", "mount"),
    ]
    /// `ViewController` where it starts a name (`{{scene}}ViewController`, the template
    /// `ViewControllerTests`), not inside UIKit's (`UIViewController`, `presentedViewController`) or a
    /// context flag (`isViewController`).
    static let viewController = ("ViewController", "PanelContainer")

    static func renamed(_ text: String) -> String {
        var text = text
        for (old, new) in words { text = text.replacingOccurrences(of: old, with: new) }
        for (old, new) in identifiers {
            text = text.replacingOccurrences(
                of: "(?<![A-Za-z0-9_])\(old)(?![A-Za-z0-9_])", with: new, options: .regularExpression)
        }
        return text.replacingOccurrences(
            of: "(?<![A-Za-z])\(viewController.0)", with: viewController.1, options: .regularExpression)
    }

    /// What the team flavor wrote or said, in `clean-swift`'s names.
    static func renamedBack(_ text: String) -> String {
        var text = text.replacingOccurrences(of: viewController.1, with: viewController.0)
        for (old, new) in identifiers { text = text.replacingOccurrences(of: new, with: old) }
        for (old, new) in words.reversed() { text = text.replacingOccurrences(of: new, with: old) }
        return text.replacingOccurrences(of: "'team'", with: "'clean-swift'")
            .replacingOccurrences(of: "\"team\"", with: "\"clean-swift\"")
    }

    /// Writes the team flavor into `directory`/Templates/team: clean-swift's manifest and templates,
    /// renamed (a file's role is what it plays, not a name, so it stays).
    static func writeTeamFlavor(in directory: TemporaryDirectory) throws {
        let source = Repository.root.appendingPathComponent("Templates/clean-swift")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
            var renamedText = renamed(text)
            if name == "flavor.json" {
                for (old, new) in identifiers {
                    renamedText = renamedText.replacingOccurrences(
                        of: "\"role\": \"\(new)\"", with: "\"role\": \"\(old)\"")
                }
            }
            let file = name == "flavor.json" ? name : renamed(String(name.dropLast(".mustache".count))) + ".mustache"
            try directory.write("Templates/team/" + file, renamedText)
        }
    }

    /// One run of each flavor in folders of their own, with the same templates folder: the team's
    /// output renamed back must be the clean-swift one's.
    final class Pair {
        let clean: TemporaryDirectory
        let team: TemporaryDirectory

        init() throws {
            clean = try TemporaryDirectory()
            team = try TemporaryDirectory()
            try RenamedFlavorTests.writeTeamFlavor(in: clean)
            try RenamedFlavorTests.writeTeamFlavor(in: team)
        }

        /// Writes `text` into both folders, with `FLAVOR` standing for the flavor's name.
        func write(_ path: String, _ text: String) throws {
            try clean.write(path, text.replacingOccurrences(of: "FLAVOR", with: "clean-swift"))
            try team.write(path, text.replacingOccurrences(of: "FLAVOR", with: "team"))
        }

        /// Runs `arguments` (`FLAVOR` standing for the flavor's name) in both folders, the team's with
        /// the names in `renaming` renamed (or as `teamNames` says), and expects the same exit status,
        /// output and files.
        @discardableResult
        func run(_ arguments: [String], renaming: Set<String> = [], as teamNames: [String: String] = [:]) throws
            -> RunResult
        {
            let cleanRun = try VipgenProcess.run(
                arguments.map { $0.replacingOccurrences(of: "FLAVOR", with: "clean-swift") }, in: clean.url)
            let teamRun = try VipgenProcess.run(
                arguments.map {
                    let argument = $0.replacingOccurrences(of: "FLAVOR", with: "team")
                    if let name = teamNames[argument] { return name }
                    return renaming.contains(argument) ? RenamedFlavorTests.renamed(argument) : argument
                },
                in: team.url)
            let label = arguments.joined(separator: " ")
            expectEqual(teamRun.status, cleanRun.status, "\(label): clean-swift \(cleanRun)\nteam \(teamRun)")
            expectEqual(RenamedFlavorTests.renamedBack(teamRun.stdout), cleanRun.stdout, "\(label): standard output")
            expectEqual(RenamedFlavorTests.renamedBack(teamRun.stderr), cleanRun.stderr, "\(label): standard error")
            try expectSameFiles(label)
            return cleanRun
        }

        func expectSameFiles(_ label: String) throws {
            let outside = { (path: String) in !path.hasPrefix("Templates/") }
            let cleanFiles = clean.files().filter(outside)
            let teamFiles = Dictionary(
                uniqueKeysWithValues: team.files().filter(outside).map { (RenamedFlavorTests.renamedBack($0), $0) })
            expectEqual(teamFiles.keys.sorted(), cleanFiles, "\(label): different files")
            for cleanFile in cleanFiles {
                guard let teamFile = teamFiles[cleanFile] else { continue }
                expectEqual(
                    try RenamedFlavorTests.renamedBack(team.read(teamFile)), try clean.read(cleanFile),
                    "\(label): \(teamFile) is not \(cleanFile) renamed")
            }
        }
    }

    @Test func theRenamingLeavesNothingOfCleanSwiftsNames() throws {
        let pair = try Pair()
        let written = try pair.run([
            "scene", "ListMemes", "--use-case", "FetchMemes", "--field", "memes:[Meme]?", "--route", "ShowMeme",
            "--templates", "Templates", "--flavor", "FLAVOR",
        ])
        expectEqual(written.status, 0, "\(written)")
        let team = pair.team.files().filter { !$0.hasPrefix("Templates/") }
        expectEqual(team.count, 11)
        for file in team {
            let text = try pair.team.read(file)
            for (old, _) in Self.words + [Self.viewController] {
                expect(!text.contains("ListMemes" + old) && !text.contains("routeToShowMeme"), "\(file): \(old)")
            }
        }
    }

    /// A storyboard scene's Storyboard ID, and its route's destination's, is the type the flavor's view
    /// file declares (`ListMemesPanelContainer`), as Interface Builder is set up for that class.
    @Test func theStoryboardIDIsTheFlavorsViewType() throws {
        let pair = try Pair()
        let spec = """
            {
              "project": {"module": "App", "templates": "Templates", "flavor": "FLAVOR", "storyboard": "Main"},
              "scenes": [{"name": "ListMemes", "routes": ["ShowMeme"]}, {"name": "ShowMeme"}]
            }

            """
        try pair.write("vipgen.json", spec)
        let generated = try pair.run(["generate"])
        expectEqual(generated.status, 0, "\(generated)")
        let tests = try pair.team.read("Tests/Scenes/ListMemes/ListMemesPanelContainerTests.swift")
        expect(tests.contains("instantiateViewController(identifier: \"ListMemesPanelContainer\")"))
        expect(tests.contains("hasScene(\"ShowMemePanelContainer\", in: \"Main\")"))
        let router = try pair.team.read("Scenes/ListMemes/ListMemesMapper.swift")
        expect(router.contains("instantiateViewController(identifier: \"ShowMemePanelContainer\")"))
        for file in pair.team.files() where !file.hasPrefix("Templates/") {
            let text = try pair.team.read(file)
            expect(!text.contains("ListMemesViewController") && !text.contains("ShowMemeViewController"), "\(file)")
        }
    }

    /// A scene written by `vipgen scene`, evolved by `add` with the flavor read back from its files.
    @Test(arguments: [[String](), ["--worker", "sync", "--storyboard", "Main"], ["--testing", "swift-testing"]])
    func addReadsTheSceneBackWhereTheFlavorDeclaresIt(flags: [String]) throws {
        let pair = try Pair()
        let templates = ["--templates", "Templates"]
        try pair.run(
            [
                "scene", "ListMemes", "--use-case", "FetchMemes", "--field", "memes:[Meme]?", "--route", "ShowMeme",
                "--base", "UITableViewController", "--flavor", "FLAVOR",
            ] + flags + templates)
        try pair.run(["add", "use-case", "ListMemes", "DeleteMeme"] + templates)
        try pair.run(["add", "route", "ListMemes", "AddMeme"] + templates)
        try pair.run(["add", "field", "ListMemes", "isFavorite:Bool"] + templates)
        let again = try pair.run(["add", "use-case", "ListMemes", "DeleteMeme", "FetchMemes"] + templates)
        expectEqual(again.status, 0, "\(again)")
    }

    /// The project's own flavor is the team's: scenes no spec lists are read back in it.
    @Test func addReadsTheSceneBackInTheProjectsFlavor() throws {
        let pair = try Pair()
        try pair.write(
            "vipgen.json",
            #"{"project": {"module": "App", "templates": "Templates", "flavor": "FLAVOR"}, "scenes": []}"#)
        try pair.run([
            "scene", "Orders", "--use-case", "Load", "--field", "count:Int", "--route", "Detail", "--worker", "sync",
            "--base", "UICollectionViewController", "--storyboard", "Main",
        ])
        try pair.run(["add", "use-case", "Orders", "Refresh"])
        try pair.run(["add", "route", "Orders", "Settings"])
        try pair.run(["add", "field", "Orders", "title:String?"])
    }

    /// A spec's scenes: generated, then evolved. Data passing is a person's code: once both scenes
    /// declare a field, the route's data-passing method is only suggested the line that passes it.
    @Test func generateAndDataPassing() throws {
        let pair = try Pair()
        let spec = """
            {
              "project": {"module": "App", "templates": "Templates", "flavor": "FLAVOR"},
              "scenes": [
                {"name": "ListMemes", "useCases": ["FetchMemes"], "fields": ["memes: [Meme]?"], "routes": ["ShowMeme"]},
                {"name": "ShowMeme", "useCases": ["LoadMeme"], "fields": ["title: String?"], "routes": []}
              ]
            }

            """
        try pair.write("vipgen.json", spec)
        let generated = try pair.run(["generate"])
        expectEqual(generated.status, 0, "\(generated)")
        let added = try pair.run(["add", "field", "ShowMeme", "memes:[Meme]?"])
        expectEqual(added.status, 0, "\(added)")
        expect(added.stdout.contains("passDataToShowMeme"), "\(added)")
        expect(try !pair.clean.read("Scenes/ListMemes/ListMemesRouter.swift").contains("destination.memes"))
        try pair.write(
            "vipgen.json",
            try pair.clean.read("vipgen.json").replacingOccurrences(of: "clean-swift", with: "FLAVOR")
                .replacingOccurrences(of: #"["FetchMemes"]"#, with: #"["FetchMemes", "ShareMeme"]"#))
        try pair.run(["generate"])
        try pair.run(["generate", "--dry-run"])
    }

    /// Names the flavor's own members take are refused as `clean-swift` refuses its own: a use case
    /// `Dispatcher` in the team flavor as `Interactor` in `clean-swift` (the view controller's property),
    /// `Mount` as `Setup` (its method), a field `mapper` as `router`. What `clean-swift` alone
    /// declares is no longer taken in the team's (`Interactor`, `router`), and the reverse.
    @Test(arguments: [
        ["--use-case", "Interactor"], ["--use-case", "Setup"], ["--use-case", "Router"], ["--field", "router:Int"],
        ["--field", "dataStore:Int"], ["--field", "presenter:Int"], ["--field", "viewController:Int"],
        ["--use-case", "Load", "--use-case", "Setup", "--field", "worker:Int", "--route", "Detail"],
    ])
    func theFlavorsOwnNamesAreRefused(flags: [String]) throws {
        let pair = try Pair()
        let renamed = Set([
            "Interactor", "Setup", "Router", "router:Int", "dataStore:Int", "presenter:Int",
            "viewController:Int", "worker:Int",
        ])
        let refused = try pair.run(
            ["scene", "ListMemes", "--flavor", "FLAVOR", "--templates", "Templates"] + flags, renaming: renamed)
        expectEqual(refused.status, 64, "\(refused)")
        // clean-swift's names mean nothing to the team's flavor: its scene takes them.
        let team = try VipgenProcess.run(
            ["scene", "ListMemes", "--flavor", "team", "--templates", "Templates"] + flags, in: pair.team.url)
        expectEqual(team.status, 0, "\(team)")
    }

    /// The same in a spec, each where it is written; and a name refused by what the flavor declares
    /// meets the same refusal in `add`.
    @Test func theFlavorsOwnNamesAreRefusedInASpecAndInAdd() throws {
        let pair = try Pair()
        let spec = """
            {
              "project": {"module": "App", "templates": "Templates", "flavor": "FLAVOR"},
              "scenes": [
                {"name": "ListMemes", "useCases": ["Fetch", "NAME1"], "fields": ["NAME2: Int"], "routes": ["Detail"]}
              ]
            }

            """
        try pair.clean.write(
            "vipgen.json",
            spec.replacingOccurrences(of: "FLAVOR", with: "clean-swift").replacingOccurrences(
                of: "NAME1", with: "Setup"
            )
            .replacingOccurrences(of: "NAME2", with: "router"))
        try pair.team.write(
            "vipgen.json",
            spec.replacingOccurrences(of: "FLAVOR", with: "team").replacingOccurrences(of: "NAME1", with: "Mount")
                .replacingOccurrences(of: "NAME2", with: "mapper"))
        let refused = try pair.run(["generate"])
        expectEqual(refused.status, 65, "\(refused)")
        expect(refused.stderr.contains("vipgen.json:4:"), "\(refused)")
        try pair.write(
            "vipgen.json",
            #"{"project": {"module": "App", "templates": "Templates", "flavor": "FLAVOR"}, "scenes": []}"#)
        try pair.run(["scene", "ListMemes", "--use-case", "Fetch"])
        let added = try pair.run(["add", "use-case", "ListMemes", "Setup"], renaming: ["Setup"])
        expectEqual(added.status, 64, "\(added)")
        let field = try pair.run(["add", "field", "ListMemes", "router:Int"], renaming: ["router:Int"])
        expectEqual(field.status, 64, "\(field)")
    }

    /// A scene's name that repeats what the flavor adds to it.
    @Test func aNameEndingInTheViewControllersSuffixIsRefused() throws {
        let pair = try Pair()
        let refused = try pair.run(
            ["scene", "LoginViewController", "--flavor", "FLAVOR", "--templates", "Templates"],
            as: ["LoginViewController": "LoginPanelContainer"])
        expectEqual(refused.status, 64, "\(refused)")
        expect(refused.stderr.contains("did you mean 'Login'?"), "\(refused)")
    }

    /// Two routes equal in lowerCamelCase: the refusal names no flavor's member.
    @Test func routesEqualInLowerCamelCaseAreRefused() throws {
        let pair = try Pair()
        let refused = try pair.run([
            "scene", "ListMemes", "--flavor", "FLAVOR", "--templates", "Templates", "--route", "URLList", "--route",
            "UrlList",
        ])
        expectEqual(refused.status, 64, "\(refused)")
        expect(!refused.stderr.contains("Segues"), "\(refused)")
    }
}
