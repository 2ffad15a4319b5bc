/// The formats `vipgen graph` writes a scene graph in.
enum GraphFormat: String, CaseIterable, Sendable {
    /// A Mermaid flowchart, which GitHub renders in a README, an issue or a pull request.
    case mermaid
    /// Graphviz's DOT.
    case dot
    /// A self-contained SVG image, laid out by vipgen (`GraphSVG`).
    case svg
    /// vipgen's versioned JSON report (docs/json-output.md), with the scenes and routes as data.
    case json

    /// Whether a file's start is a graph `vipgen graph` wrote, in any format: what it may replace.
    static func isGraph(_ start: String) -> Bool {
        start.contains(signature) || start.contains("\"command\": \"graph\"")
    }

    /// Every drawn format names its writer near its start: a Mermaid or DOT comment, the SVG's title.
    static let signature = "Scenes and routes (vipgen graph)"

    /// The text of `graph` in this format; ends with a line break.
    func render(_ graph: SceneGraph) -> String {
        switch self {
        case .mermaid: return GraphMermaid.text(graph)
        case .dot: return GraphDOT.text(graph)
        case .svg: return GraphSVG.text(graph)
        case .json: return GraphJSON.report(graph, command: "graph").text() + "\n"
        }
    }
}

/// What a scene's box and a route's arrow say, the same in every drawn format.
enum GraphLabels {
    /// The scene's second line: its flavor (`missing` or `not read` without one).
    static func flavor(_ scene: SceneGraph.Scene) -> String {
        if let flavor = scene.flavor { return flavor }
        return scene.has(.missing) ? "missing" : "not read"
    }

    /// The scene's third line: its use cases, or nothing.
    static func useCases(_ scene: SceneGraph.Scene) -> String {
        scene.useCases.joined(separator: ", ")
    }

    /// The route's label: its kind, and the fields it passes.
    static func route(_ route: SceneGraph.Route) -> String {
        route.fields.isEmpty ? route.kind.rawValue : route.kind.rawValue + ": " + route.fields.joined(separator: ", ")
    }

    /// The legend's words for a mark.
    static func legend(_ mark: SceneGraph.Mark) -> String { mark.rawValue + ": " + mark.meaning }
}

/// The scene graph as a Mermaid flowchart: a box per scene (name, flavor, use cases), an arrow per
/// route labelled with its kind and the fields it passes, marked scenes styled by their class, and a
/// legend of the marks used.
enum GraphMermaid {
    static func text(_ graph: SceneGraph) -> String {
        var lines = ["flowchart LR", "    %% \(GraphFormat.signature)"]
        for scene in graph.scenes {
            var label = scene.name + "<br/>" + escaped(GraphLabels.flavor(scene))
            let useCases = GraphLabels.useCases(scene)
            if !useCases.isEmpty { label += "<br/>" + escaped(useCases) }
            var line = "    \(id(scene.name))[\"\(label)\"]"
            if let mark = scene.drawnMark { line += ":::" + mark.rawValue }
            lines.append(line)
        }
        for route in graph.routes {
            lines.append(
                "    \(id(route.from)) \(arrow(route.kind))|\"\(escaped(GraphLabels.route(route)))\"| \(id(route.to))")
        }
        let marks = graph.usedMarks
        if !marks.isEmpty {
            lines.append("    subgraph legend [\"Legend\"]")
            for mark in marks {
                lines.append(
                    "        legend_\(mark.rawValue)[\"\(escaped(GraphLabels.legend(mark)))\"]:::\(mark.rawValue)")
            }
            lines.append("    end")
        }
        for mark in marks {
            switch mark {
            case .unreached: lines.append("    classDef unreached stroke-width:3px")
            case .missing: lines.append("    classDef missing stroke:#c00,stroke-dasharray:5 5,color:#c00")
            case .unwritten: lines.append("    classDef unwritten stroke-dasharray:2 2,color:#666")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node's id: the scene's name, which is a Swift identifier, kept clear of Mermaid's keywords.
    static func id(_ name: String) -> String { "scene_" + name }

    /// Pushes are plain arrows, presentations thick ones, segues dotted; SwiftUI's the same by kind.
    static func arrow(_ kind: SceneGraph.RouteKind) -> String {
        switch kind {
        case .push, .swiftUIPush: return "-->"
        case .present, .swiftUISheet: return "==>"
        case .segue, .other: return "-.->"
        }
    }

    /// Text inside a quoted label: Mermaid reads `"` and `<`/`>` as its own, so they are entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// The scene graph in Graphviz's DOT: the same boxes and arrows as the Mermaid flowchart, and a legend
/// cluster of the marks used.
enum GraphDOT {
    static func text(_ graph: SceneGraph) -> String {
        var lines = [
            "// \(GraphFormat.signature)", "digraph scenes {", "    rankdir=LR;",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for scene in graph.scenes {
            var label = scene.name + "\\n" + escaped(GraphLabels.flavor(scene))
            let useCases = GraphLabels.useCases(scene)
            if !useCases.isEmpty { label += "\\n" + escaped(useCases) }
            lines.append("    \(quoted(scene.name)) [label=\"\(label)\"\(attributes(scene.drawnMark))];")
        }
        for route in graph.routes {
            var attributes = "label=\"\(escaped(GraphLabels.route(route)))\""
            switch route.kind {
            case .present, .swiftUISheet: attributes += ", style=bold"
            case .segue, .other: attributes += ", style=dashed"
            case .push, .swiftUIPush: break
            }
            if route.marks.contains(.missing) { attributes += ", color=\"#cc0000\"" }
            lines.append("    \(quoted(route.from)) -> \(quoted(route.to)) [\(attributes)];")
        }
        let marks = graph.usedMarks
        if !marks.isEmpty {
            lines.append("    subgraph cluster_legend {")
            lines.append("        label=\"Legend\";")
            for mark in marks {
                lines.append(
                    "        \"legend_\(mark.rawValue)\" [label=\"\(escaped(GraphLabels.legend(mark)))\""
                        + "\(attributes(mark))];")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The node's style for its first mark.
    private static func attributes(_ mark: SceneGraph.Mark?) -> String {
        switch mark {
        case .unreached: return ", penwidth=3"
        case .missing: return ", style=\"rounded,dashed\", color=\"#cc0000\", fontcolor=\"#cc0000\""
        case .unwritten: return ", style=\"rounded,dotted\", fontcolor=\"#666666\""
        case nil: return ""
        }
    }

    static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}

/// The scene graph as vipgen's JSON report: the header every report has, then the scenes, the routes,
/// and the legend of every mark and route kind.
enum GraphJSON {
    static func report(_ graph: SceneGraph, command: String) -> JSONOutput {
        var members = RunJSON.header(command: command, exitCode: .success)
        members.append(
            (
                "scenes",
                .array(
                    graph.scenes.map { scene in
                        .object([
                            ("name", .string(scene.name)), ("flavor", scene.flavor.map(JSONOutput.string) ?? .null),
                            ("useCases", .strings(scene.useCases)), ("marks", .strings(scene.marks.map(\.rawValue))),
                        ])
                    })
            ))
        members.append(
            (
                "routes",
                .array(
                    graph.routes.map { route in
                        .object([
                            ("from", .string(route.from)), ("to", .string(route.to)),
                            ("kind", .string(route.kind.rawValue)), ("fields", .strings(route.fields)),
                            ("marks", .strings(route.marks.map(\.rawValue))),
                        ])
                    })
            ))
        members.append(
            (
                "legend",
                .object([
                    ("marks", .object(SceneGraph.Mark.allCases.map { ($0.rawValue, .string($0.meaning)) })),
                    ("kinds", .object(SceneGraph.RouteKind.allCases.map { ($0.rawValue, .string($0.meaning)) })),
                ])
            ))
        return .object(members)
    }
}
