import Expectations
import Foundation
import Testing

@testable import VipgenKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `vipgen graph` on a generated app with a route of every kind, every mark and every flavor, and on
/// CleanMeme: the same scenes, routes, fields and marks in every format, the SVG read as XML.
@Suite struct GraphTests {
    /// Seven scenes of five flavors: pushes, a presentation of a SwiftUI scene, SwiftUI's push; edited
    /// by hand below into a segue, a sheet and a navigation of the router's own; a route to a scene that
    /// is nowhere, and a scene the spec adds after the code was written.
    static let spec = """
        {
          "project": { "module": "App", "sources": "Sources", "tests": "Tests" },
          "scenes": [
            { "name": "Home", "useCases": ["Load"], "fields": ["user: String?", "receiptID: Int?"],
              "routes": ["Browse", "Receipt", "Settings"] },
            { "name": "Browse", "flavor": "configurator", "useCases": ["FetchItems"], "fields": ["user: String?"],
              "routes": ["Settings", "Checkout"] },
            { "name": "Settings", "flavor": "input-output", "useCases": ["Load"] },
            { "name": "About", "flavor": "classic", "useCases": ["Load"], "routes": ["Settings"] },
            { "name": "Receipt", "flavor": "swiftui", "useCases": ["GetReceipt"], "fields": ["receiptID: Int?"],
              "routes": ["EditReceipt", "Share"] },
            { "name": "EditReceipt", "flavor": "swiftui", "useCases": ["SaveReceipt"], "fields": ["receiptID: Int?"] },
            { "name": "Share", "flavor": "swiftui", "useCases": ["Load"] }
          ]
        }

        """

    /// What the graph of that app is: scene, flavor, use cases, marks.
    static let scenes: [(String, String?, [String], [String])] = [
        ("About", "classic", ["Load"], ["unreached"]),
        ("Archive", "clean-swift", ["Load"], ["unreached", "unwritten"]),
        ("Browse", "configurator", ["FetchItems"], []),
        ("Checkout", nil, [], ["missing"]),
        ("EditReceipt", "swiftui", ["SaveReceipt"], []),
        ("Home", "clean-swift", ["Load"], ["unreached"]),
        ("Receipt", "swiftui", ["GetReceipt"], []),
        ("Settings", "input-output", ["Load"], []),
        ("Share", "swiftui", ["Load"], []),
    ]

    /// Route: from, to, kind, fields, marks.
    static let routes: [(String, String, String, [String], [String])] = [
        ("About", "Settings", "push", [], []),
        ("Browse", "Checkout", "push", [], ["missing"]),
        ("Browse", "Settings", "other", [], []),
        ("Home", "Browse", "push", ["user"], []),
        ("Home", "Receipt", "present", ["receiptID"], []),
        ("Home", "Settings", "segue", [], []),
        ("Receipt", "EditReceipt", "swiftui-push", ["receiptID"], []),
        ("Receipt", "Share", "swiftui-sheet", [], []),
    ]

    /// The app generated, then edited as a person would.
    static func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("vipgen.json", spec)
        expectEqual(InProcessRun(["generate", directory.path + "/vipgen.json", "-q"]).status, 0)
        try edit(
            directory, "Sources/Home/HomeRouter.swift",
            "destination: SettingsViewController) {\n        source.show(destination, sender: nil)",
            "destination: SettingsViewController) {\n        source.performSegue(withIdentifier: \"Settings\", sender: nil)"
        )
        try edit(
            directory, "Sources/Browse/BrowseRouter.swift",
            "destination: SettingsViewController) {\n        source.show(destination, sender: nil)",
            "destination: SettingsViewController) {\n"
                + "        source.splitViewController?.showDetailViewController(destination, sender: nil)")
        try edit(
            directory, "Sources/Receipt/ReceiptRouter.swift", "viewState?.pushedRoute = .share",
            "viewState?.presentedRoute = .share")
        try edit(
            directory, "vipgen.json", #"{ "name": "Share", "flavor": "swiftui", "useCases": ["Load"] }"#,
            #"{ "name": "Share", "flavor": "swiftui", "useCases": ["Load"] }, { "name": "Archive" }"#)
        return directory
    }

    static func edit(_ directory: TemporaryDirectory, _ path: String, _ old: String, _ new: String) throws {
        let text = try directory.read(path)
        expectEqual(text.components(separatedBy: old).count, 2, "\(path): '\(old)' is there once")
        try directory.write(path, text.replacingOccurrences(of: old, with: new))
    }

    static func graph(_ directory: TemporaryDirectory, _ format: String) -> InProcessRun {
        InProcessRun(["graph", "--config", directory.path + "/vipgen.json", "--format", format])
    }

    @Test func everyRouteKindAndMarkAsJSON() throws {
        let directory = try Self.app()
        let run = Self.graph(directory, "json")
        expectEqual(run.status, 0, "\(run.stderr)")
        expectEqual(try JSONSchemaCheck(file: JSONOutputTests.schema).violations(ofJSON: run.stdout), [])
        let report = try require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        expectEqual(report["command"] as? String, "graph")
        let scenes = try require(report["scenes"] as? [[String: Any]])
        expectEqual(scenes.count, Self.scenes.count)
        for (scene, expected) in zip(scenes, Self.scenes) {
            expectEqual(scene["name"] as? String, expected.0)
            expectEqual(scene["flavor"] as? String, expected.1, "\(expected.0)")
            expectEqual(scene["useCases"] as? [String], expected.2, "\(expected.0)")
            expectEqual(scene["marks"] as? [String], expected.3, "\(expected.0)")
        }
        let routes = try require(report["routes"] as? [[String: Any]])
        expectEqual(routes.count, Self.routes.count)
        for (route, expected) in zip(routes, Self.routes) {
            let name = "\(expected.0) -> \(expected.1)"
            expectEqual(route["from"] as? String, expected.0, "\(name)")
            expectEqual(route["to"] as? String, expected.1, "\(name)")
            expectEqual(route["kind"] as? String, expected.2, "\(name)")
            expectEqual(route["fields"] as? [String], expected.3, "\(name)")
            expectEqual(route["marks"] as? [String], expected.4, "\(name)")
        }
        let legend = try require(report["legend"] as? [String: Any])
        expectEqual((legend["kinds"] as? [String: String])?.count, SceneGraph.RouteKind.allCases.count)
        expectEqual((legend["marks"] as? [String: String])?.keys.sorted(), ["missing", "unreached", "unwritten"])
    }

    @Test func everyRouteKindAndMarkAsMermaid() throws {
        let directory = try Self.app()
        let run = Self.graph(directory, "mermaid")
        expectEqual(run.status, 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "flowchart LR")
        let expected = [
            #"    scene_About["About<br/>classic<br/>Load"]:::unreached"#,
            #"    scene_Archive["Archive<br/>clean-swift<br/>Load"]:::unwritten"#,
            #"    scene_Browse["Browse<br/>configurator<br/>FetchItems"]"#,
            #"    scene_Checkout["Checkout<br/>missing"]:::missing"#,
            #"    scene_Home["Home<br/>clean-swift<br/>Load"]:::unreached"#,
            #"    scene_Share["Share<br/>swiftui<br/>Load"]"#,
            #"    scene_About -->|"push"| scene_Settings"#,
            #"    scene_Browse -->|"push"| scene_Checkout"#,
            #"    scene_Browse -.->|"other"| scene_Settings"#,
            #"    scene_Home -->|"push: user"| scene_Browse"#,
            #"    scene_Home ==>|"present: receiptID"| scene_Receipt"#,
            #"    scene_Home -.->|"segue"| scene_Settings"#,
            #"    scene_Receipt -->|"swiftui-push: receiptID"| scene_EditReceipt"#,
            #"    scene_Receipt ==>|"swiftui-sheet"| scene_Share"#,
            #"    subgraph legend ["Legend"]"#,
            #"        legend_unreached["unreached: no route from another scene reaches it (an entry point, or left over)"]:::unreached"#,
            #"        legend_missing["missing: a route leads to it, but it is neither in the code nor in the spec"]:::missing"#,
            #"        legend_unwritten["unwritten: in the spec, but its code is not written yet"]:::unwritten"#,
        ]
        for line in expected { expect(lines.contains(line), "not in the Mermaid graph: \(line)\n\(run.stdout)") }
        expectEqual(lines.filter { $0.hasPrefix("    scene_") && !$0.contains("|") }.count, Self.scenes.count)
        expectEqual(lines.filter { $0.contains("|\"") }.count, Self.routes.count)
        expectEqual(Self.graph(directory, "mermaid").stdout, run.stdout, "the same code, the same bytes")
    }

    @Test func everyRouteKindAndMarkAsDOT() throws {
        let directory = try Self.app()
        let run = Self.graph(directory, "dot")
        expectEqual(run.status, 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        expect(lines.contains("digraph scenes {") && lines.last == "}")
        let expected = [
            #"    "About" [label="About\nclassic\nLoad", penwidth=3];"#,
            ##"    "Archive" [label="Archive\nclean-swift\nLoad", style="rounded,dotted", fontcolor="#666666"];"##,
            ##"    "Checkout" [label="Checkout\nmissing", style="rounded,dashed", color="#cc0000", fontcolor="#cc0000"];"##,
            #"    "Receipt" [label="Receipt\nswiftui\nGetReceipt"];"#,
            #"    "About" -> "Settings" [label="push"];"#,
            ##"    "Browse" -> "Checkout" [label="push", color="#cc0000"];"##,
            #"    "Browse" -> "Settings" [label="other", style=dashed];"#,
            #"    "Home" -> "Browse" [label="push: user"];"#,
            #"    "Home" -> "Receipt" [label="present: receiptID", style=bold];"#,
            #"    "Home" -> "Settings" [label="segue", style=dashed];"#,
            #"    "Receipt" -> "EditReceipt" [label="swiftui-push: receiptID"];"#,
            #"    "Receipt" -> "Share" [label="swiftui-sheet", style=bold];"#,
            "    subgraph cluster_legend {",
        ]
        for line in expected { expect(lines.contains(line), "not in the DOT graph: \(line)\n\(run.stdout)") }
        expectEqual(lines.filter { $0.contains(" -> ") }.count, Self.routes.count)
        expectEqual(lines.filter { $0.hasPrefix("        \"legend_") }.count, 3)
    }

    @Test func everyRouteKindAndMarkAsSVG() throws {
        let directory = try Self.app()
        let run = Self.graph(directory, "svg")
        expectEqual(run.status, 0, "\(run.stderr)")
        let svg = try SVGElements(run.stdout)
        expectEqual(svg.root, "svg")
        expectEqual(svg.scenes.map(\.name), Self.scenes.map(\.0))
        for (scene, expected) in zip(svg.scenes, Self.scenes) {
            expectEqual(scene.marks, expected.3, "\(expected.0)")
            expectEqual(scene.texts.first, expected.0)
            expectEqual(scene.texts.dropFirst().first, (expected.1 ?? "missing"), "\(expected.0)")
            expect(scene.hasBox, "\(expected.0) has its box")
        }
        expectEqual(svg.routes.count, Self.routes.count)
        for (route, expected) in zip(svg.routes, Self.routes) {
            expect(route.from == expected.0 && route.to == expected.1)
            expectEqual(route.kind, expected.2, "\(expected.0) -> \(expected.1)")
            expectEqual(route.fields, expected.3, "\(expected.0) -> \(expected.1)")
            expect(route.hasPath, "\(expected.0) -> \(expected.1) has its arrow")
            let label = expected.3.isEmpty ? expected.2 : expected.2 + ": " + expected.3.joined(separator: ", ")
            expectEqual(route.label, label)
        }
        expectEqual(
            svg.legend.filter { $0.hasPrefix("mark:") }.sorted(), [
                "mark:missing", "mark:unreached", "mark:unwritten",
            ])
        expectEqual(
            svg.legend.filter { $0.hasPrefix("kind:") }.sorted(),
            ["kind:other", "kind:present", "kind:push", "kind:segue", "kind:swiftui-push", "kind:swiftui-sheet"])
        // Layered by depth: the scenes no route reaches in the first column, each route's destination to the right.
        let x = Dictionary(uniqueKeysWithValues: svg.scenes.map { ($0.name, $0.x) })
        expect(x["Home"] == x["About"] && x["Home"] == x["Archive"])
        expect(x["Home"]! < x["Browse"]! && x["Browse"]! < x["Checkout"]!)
        expect(x["Receipt"]! < x["Share"]!)
        expectEqual(svg.crossings, [])
        expect(svg.routes.contains { $0.path.contains(" L ") }, "the app has a route to its own column")
        expectEqual(Self.graph(directory, "svg").stdout, run.stdout, "the same code, the same bytes")
    }

    // MARK: - CleanMeme

    static let cleanMeme = Repository.root.appendingPathComponent("Tests/Proof/CleanMeme").path
    /// CleanMeme's completed app, with the spec's flavors: what the README shows.
    static func cleanMemeGraph(_ format: String) -> InProcessRun {
        InProcessRun([
            "graph", cleanMeme + "/App/Sources", "--config", cleanMeme + "/vipgen.json", "--format", format,
        ])
    }

    @Test func cleanMemeInEveryFormat() throws {
        let json = Self.cleanMemeGraph("json")
        expectEqual(json.status, 0, "\(json.stderr)")
        let report = try require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let scenes = try require(report["scenes"] as? [[String: Any]])
        expectEqual(scenes.map { $0["name"] as? String }, ["AddMeme", "ListMemes", "ShowMeme"])
        expectEqual(scenes.map { $0["flavor"] as? String }, ["clean-swift", "clean-swift", "swiftui"])
        expectEqual(scenes.map { $0["useCases"] as? [String] }, [["AddMeme"], ["FetchMemes"], ["GetMeme"]])
        expect(scenes.allSatisfy { ($0["marks"] as? [String]) == [] }, "a cycle: every scene is reached")
        let routes = try require(report["routes"] as? [[String: Any]])
        expectEqual(
            routes.map { "\($0["from"] as? String ?? "") \($0["to"] as? String ?? "") \($0["kind"] as? String ?? "")" },
            ["AddMeme ListMemes push", "ListMemes AddMeme push", "ListMemes ShowMeme present"])
        expectEqual(routes.map { $0["fields"] as? [String] }, [[], [], ["meme"]])

        let mermaid = Self.cleanMemeGraph("mermaid").stdout
        expect(mermaid.contains("    scene_ListMemes ==>|\"present: meme\"| scene_ShowMeme\n"))
        expect(mermaid.contains("    scene_ShowMeme[\"ShowMeme<br/>swiftui<br/>GetMeme\"]\n"))
        let dot = Self.cleanMemeGraph("dot").stdout
        expect(dot.contains("    \"ListMemes\" -> \"ShowMeme\" [label=\"present: meme\", style=bold];\n"))
        expect(dot.contains("    \"AddMeme\" -> \"ListMemes\" [label=\"push\"];\n"))
        let svg = try SVGElements(Self.cleanMemeGraph("svg").stdout)
        expectEqual(svg.scenes.map(\.name), ["AddMeme", "ListMemes", "ShowMeme"])
        expectEqual(
            svg.routes.map { "\($0.from) \($0.to) \($0.kind) \($0.fields)" }, [
                "AddMeme ListMemes push []", "ListMemes AddMeme push []", "ListMemes ShowMeme present [\"meme\"]",
            ])
        expectEqual(svg.crossings, [])
        expect(svg.routes.first { $0.to == "AddMeme" }?.path.contains(" L ") == true, "drawn back, below the boxes")
    }

    /// The README shows CleanMeme's graph: the block is what `vipgen graph` prints today.
    @Test func theReadmesGraphIsCurrent() throws {
        let readme = try ReadmeTests.readme()
        let blocks = ReadmeTests.blocks(of: readme).filter { $0.info == "mermaid" }
        expectEqual(blocks.count, 1, "README.md shows one Mermaid graph, CleanMeme's")
        let run = Self.cleanMemeGraph("mermaid")
        expectEqual(run.status, 0)
        expectEqual(
            blocks.first?.text, String(run.stdout.dropLast()),
            """
            README.md:\(blocks.first?.line ?? 0): CleanMeme's graph is stale; replace the block with what \
            'vipgen graph Tests/Proof/CleanMeme/App/Sources --config Tests/Proof/CleanMeme/vipgen.json' prints:
            \(run.stdout)
            """)
    }

    // MARK: - The model

    @Test func scenesOnlyACycleReachesAreLaidOutFromTheFirstByName() {
        let graph = SceneGraph(
            scenes: ["B", "A", "C"].map { SceneGraph.Scene(name: $0, flavor: "clean-swift", useCases: [], marks: []) },
            routes: [
                SceneGraph.Route(from: "B", to: "C", kind: .push, fields: [], marks: []),
                SceneGraph.Route(from: "C", to: "B", kind: .push, fields: [], marks: []),
                SceneGraph.Route(from: "A", to: "A", kind: .push, fields: [], marks: []),
            ])
        expectEqual(graph.scenes.map(\.name), ["A", "B", "C"])
        expectEqual(graph.scenes.map(\.marks), [[.unreached], [], []], "a route to itself does not reach a scene")
        expectEqual(graph.depths(), ["A": 0, "B": 0, "C": 1])
        expectEqual(graph.routes.map(\.from), ["A", "B", "C"])
    }

    @Test func textIsEscapedForEachFormat() {
        expectEqual(GraphSVG.escaped("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;")
        expectEqual(GraphDOT.escaped("a\"b\\"), "a\\\"b\\\\")
        expectEqual(GraphMermaid.escaped("[String: <T>]\""), "[String: #lt;T#gt;]#quot;")
    }
}

/// The scenes, routes and legend of an SVG `vipgen graph` drew, read with Foundation's XML parser.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Scene {
        let name: String
        let marks: [String]
        var texts: [String] = []
        var hasBox = false
        var x = 0
        /// The box: x, y, width, height.
        var frame = (0, 0, 0, 0)
    }

    struct Route {
        let from: String
        let to: String
        let kind: String
        let fields: [String]
        var label = ""
        var hasPath = false
        var path = ""
    }

    /// Each route drawn as lines (to its own column, or back) that crosses a scene's box: none should.
    var crossings: [String] {
        var found: [String] = []
        for route in routes where route.path.contains(" L ") {
            let numbers = route.path.split(separator: " ").compactMap { Int($0) }
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
            for (start, end) in zip(points, points.dropFirst()) {
                for scene in scenes {
                    let (left, top, width, height) = scene.frame
                    let crossesX = min(start.0, end.0) < left + width && max(start.0, end.0) > left
                    let crossesY = min(start.1, end.1) < top + height && max(start.1, end.1) > top
                    if crossesX && crossesY { found.append("\(route.from) -> \(route.to) crosses \(scene.name)") }
                }
            }
        }
        return found
    }

    private(set) var root = ""
    private(set) var scenes: [Scene] = []
    private(set) var routes: [Route] = []
    /// `mark:unreached`, `kind:push`: what each line of the legend is about.
    private(set) var legend: [String] = []
    private var group = ""
    private var text: String?

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw CocoaError(.coderReadCorrupt, userInfo: ["reason": "\(parser.parserError.map { "\($0)" } ?? "")"])
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root.isEmpty { root = element }
        switch element {
        case "g":
            group = attributes["class"] ?? ""
            if group == "scene" {
                scenes.append(
                    Scene(
                        name: attributes["data-name"] ?? "",
                        marks: (attributes["data-marks"] ?? "").split(separator: " ").map(String.init)))
            } else if group == "route" {
                routes.append(
                    Route(
                        from: attributes["data-from"] ?? "", to: attributes["data-to"] ?? "",
                        kind: attributes["data-kind"] ?? "",
                        fields: (attributes["data-fields"] ?? "").split(separator: " ").map(String.init)))
            }
        case "rect" where group == "scene":
            scenes[scenes.count - 1].hasBox = true
            scenes[scenes.count - 1].x = Int(attributes["x"] ?? "") ?? -1
            let number = { (key: String) in Int(attributes[key] ?? "") ?? -1 }
            scenes[scenes.count - 1].frame = (number("x"), number("y"), number("width"), number("height"))
        case "path" where group == "route":
            routes[routes.count - 1].hasPath = attributes["d"]?.hasPrefix("M ") == true
            routes[routes.count - 1].path = attributes["d"] ?? ""
        case "text":
            text = ""
            if group == "legend" {
                if let mark = attributes["data-mark"] { legend.append("mark:" + mark) }
                if let kind = attributes["data-kind"] { legend.append("kind:" + kind) }
            }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard element == "text", let text else {
            if element == "g" { group = "" }
            return
        }
        if group == "scene" { scenes[scenes.count - 1].texts.append(text) }
        if group == "route" { routes[routes.count - 1].label = text }
        self.text = nil
    }
}
