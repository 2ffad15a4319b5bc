import Expectations
import Foundation
import Testing

/// `vipgen add use-case|route|field` on a scene `vipgen scene` (or `generate`) just wrote, in every
/// bundled flavor, a storyboard scene and Swift Testing tests: the result is byte for byte what
/// `vipgen scene` writes with the item included, whatever templates are bundled (nothing here is
/// hard-coded text), and a second run changes nothing. With `-q` the files still as generated take the
/// newer render without being scanned; without it every file is merged: both paths are checked.
@Suite struct AddEveryFlavorTests {
    static let base = ["--use-case", "FetchMemes", "--field", "memes:[Meme]?", "--route", "ShowMeme"]

    /// A table view controller, in the flavors that have base classes (a SwiftUI scene refuses one).
    static func baseClass(_ scene: [String]) -> [String] {
        scene.contains("swiftui") ? [] : ["--base", "UITableViewController"]
    }

    /// How the scene was written: `vipgen scene` flags the spec does not record, so `add` reads the
    /// flavor, the test library and the worker's style back from the files.
    static let sceneFlags: [[String]] = [
        ["--flavor", "configurator"],
        ["--flavor", "input-output"],
        ["--storyboard", "Main"],
        ["--testing", "swift-testing"],
        ["--flavor", "input-output", "--testing", "swift-testing", "--storyboard", "Main"],
        ["--flavor", "configurator", "--testing", "swift-testing"],
        ["--flavor", "swiftui"],
        ["--flavor", "swiftui", "--testing", "swift-testing"],
        ["--worker", "sync"],
        ["--flavor", "configurator", "--worker", "sync"],
        ["--flavor", "input-output", "--worker", "sync", "--testing", "swift-testing"],
        ["--flavor", "swiftui", "--worker", "sync"],
    ]

    /// Each `add`, with the `vipgen scene` flags that write the scene with its items.
    static let additions: [(add: [String], flags: [String])] = [
        (
            ["use-case", "ListMemes", "DeleteMeme", "RenameMeme"],
            ["--use-case", "DeleteMeme", "--use-case", "RenameMeme"]
        ),
        (["route", "ListMemes", "AddMeme"], ["--route", "AddMeme"]),
        (
            ["field", "ListMemes", "isFavorite:Bool", "title:String?"],
            ["--field", "isFavorite:Bool", "--field", "title:String?"]
        ),
    ]

    /// Each way of writing the scene with each addition, with `-q` on every other one: each way and each
    /// addition meets both paths (quiet and merged) without running every pair twice.
    static let cases: [(scene: [String], add: [String], flags: [String], quiet: Bool)] = sceneFlags.enumerated()
        .flatMap { sceneIndex, scene in
            additions.enumerated().map { additionIndex, addition in
                (scene, addition.add, addition.flags, (sceneIndex + additionIndex).isMultiple(of: 2))
            }
        }

    /// Every Swift file of `evolved` equals the same file of `fresh`.
    private func expectSameSwiftFiles(_ evolved: TemporaryDirectory, _ fresh: TemporaryDirectory, _ label: String)
        throws
    {
        let files = evolved.files().filter { $0.hasSuffix(".swift") }
        expectEqual(files, fresh.files().filter { $0.hasSuffix(".swift") }, "\(label): different files")
        expect(!files.isEmpty, "\(label): no files")
        for file in files {
            expectEqual(try evolved.read(file), try fresh.read(file), "\(label): \(file) differs from a fresh scene")
        }
    }

    @Test(arguments: cases)
    func addOnASceneWrittenWithFlags(scene: [String], add: [String], flags: [String], quiet: Bool) throws {
        let label = (scene + add + (quiet ? ["-q"] : [])).joined(separator: " ")
        let evolved = try TemporaryDirectory()
        let fresh = try TemporaryDirectory()
        let written = try VipgenProcess.run(
            ["scene", "ListMemes"] + Self.base + Self.baseClass(scene) + scene + ["-q"], in: evolved.url)
        expectEqual(written.status, 0, "\(written)")
        let result = try VipgenProcess.run(["add"] + add + (quiet ? ["-q"] : []), in: evolved.url)
        expectEqual(result.status, 0, "\(label)\n\(result)")
        let reference = try VipgenProcess.run(
            ["scene", "ListMemes"] + Self.base + Self.baseClass(scene) + scene + flags + ["-q"], in: fresh.url)
        expectEqual(reference.status, 0, "\(reference)")
        try expectSameSwiftFiles(evolved, fresh, label)

        let again = try VipgenProcess.run(["add"] + add, in: evolved.url)
        expectEqual(again.status, 0, "\(again)")
        expect(!again.stdout.contains("updated "), "\(label), second run:\n\(again)")
        try expectSameSwiftFiles(evolved, fresh, "second " + label)
    }

    /// A SwiftUI scene's first route gives its route enum its first case, its router a `view(for:)` and its
    /// navigation modifier its modifiers: still what `vipgen scene` writes with the routes.
    @Test func aSwiftUISceneGainsItsFirstRoutes() throws {
        let evolved = try TemporaryDirectory()
        let fresh = try TemporaryDirectory()
        let scene = ["scene", "ListMemes", "--use-case", "FetchMemes", "--flavor", "swiftui", "-q"]
        expectEqual(try VipgenProcess.run(scene, in: evolved.url).status, 0)
        let result = try VipgenProcess.run(["add", "route", "ListMemes", "ShowMeme", "AddMeme"], in: evolved.url)
        expectEqual(result.status, 0, "\(result)")
        expect(result.stdout.contains("updated    Scenes/ListMemes/ListMemesRouter.swift"), "\(result)")
        let reference = try VipgenProcess.run(scene + ["--route", "ShowMeme", "--route", "AddMeme"], in: fresh.url)
        expectEqual(reference.status, 0, "\(reference)")
        try expectSameSwiftFiles(evolved, fresh, "add route on a SwiftUI scene without routes")
    }

    /// Project settings the spec records (the test library, the project's storyboard, a flavor) and a
    /// scene's own storyboard, for a scene the spec lists: its entry gains the item, and the files are
    /// what `generate` writes from the edited spec.
    static let projects = [
        #""testing": "swift-testing", "storyboard": "Main""#,
        #""flavor": "input-output", "testing": "swift-testing""#,
        #""flavor": "configurator", "storyboard": "Main""#,
        #""worker": "sync""#,
        #""flavor": "input-output", "worker": "sync""#,
    ]

    static func spec(project: String, listMemes: String) -> String {
        """
        {
          "project": { \(project) },
          "scenes": [
            { "name": "ListMemes", "base": "UITableViewController", \(listMemes) },
            { "name": "ShowMeme", "storyboard": "Detail", "useCases": ["GetMeme"], "fields": ["meme: Meme?"] }
          ]
        }

        """
    }

    @Test(arguments: projects)
    func addOnASceneTheSpecLists(project: String) throws {
        let before = #""useCases": ["FetchMemes"], "fields": ["memes: [Meme]?"], "routes": ["ShowMeme"]"#
        let additions: [(add: [String], entry: String)] = [
            (
                ["use-case", "ListMemes", "DeleteMeme"],
                #""useCases": ["FetchMemes", "DeleteMeme"], "fields": ["memes: [Meme]?"], "routes": ["ShowMeme"]"#
            ),
            (
                ["route", "ListMemes", "AddMeme"],
                #""useCases": ["FetchMemes"], "fields": ["memes: [Meme]?"], "routes": ["ShowMeme", "AddMeme"]"#
            ),
            (
                ["field", "ListMemes", "isFavorite:Bool"],
                #""useCases": ["FetchMemes"], "fields": ["memes: [Meme]?", "isFavorite: Bool"], "routes": ["ShowMeme"]"#
            ),
        ]
        for (add, entry) in additions {
            let label = project + " " + add.joined(separator: " ")
            let evolved = try TemporaryDirectory()
            let fresh = try TemporaryDirectory()
            try evolved.write("vipgen.json", Self.spec(project: project, listMemes: before))
            expectEqual(try VipgenProcess.run(["generate", "-q"], in: evolved.url).status, 0)
            let result = try VipgenProcess.run(["add"] + add, in: evolved.url)
            expectEqual(result.status, 0, "\(label)\n\(result)")
            expectEqual(try evolved.read("vipgen.json"), Self.spec(project: project, listMemes: entry), "\(label)")
            try fresh.write("vipgen.json", Self.spec(project: project, listMemes: entry))
            expectEqual(try VipgenProcess.run(["generate", "-q"], in: fresh.url).status, 0)
            try expectSameSwiftFiles(evolved, fresh, label)

            let again = try VipgenProcess.run(["add"] + add, in: evolved.url)
            expectEqual(again.status, 0, "\(again)")
            expect(!again.stdout.contains("updated "), "\(label), second run:\n\(again)")
        }
    }
}
