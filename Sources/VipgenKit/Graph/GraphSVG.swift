/// The scene graph as a self-contained SVG image, laid out here with no tool of anyone else's: the
/// scenes in columns by route depth (the scenes no route reaches first, then each scene one column
/// right of the shallowest scene routing to it), each column ordered by where the scenes routing to
/// its scenes are, then by name; a box per scene, an arrow per route with its label (a curve to a later
/// column; to the same column or back to an earlier one, lines through the gaps between the columns
/// and below every box, so no arrow crosses a box), and a legend of the marks and route kinds used.
/// Integer coordinates only, so the same graph gives the same bytes everywhere.
enum GraphSVG {
    /// A character's width in the monospaced font, in tenths of a pixel (12 px text).
    static let characterWidth = 75
    static let lineHeight = 16
    static let padding = 10
    static let columnGap = 140
    static let rowGap = 30
    static let margin = 20

    struct Box {
        var x: Int
        var y: Int
        let width: Int
        let height: Int
        let lines: [String]

        /// The right edge of the box's column: its widest box's.
        var columnRight = 0

        var midY: Int { y + height / 2 }
        var right: Int { x + width }
    }

    static func text(_ graph: SceneGraph) -> String {
        let boxes = layout(graph)
        var right = margin
        var bottom = margin
        for box in boxes.values {
            right = max(right, box.right)
            bottom = max(bottom, box.y + box.height)
        }
        // Routes back to an earlier column run below every box, in the gaps between the columns.
        let below = bottom + 16
        let backwards = graph.routes.contains { route in
            guard let from = boxes[route.from], let to = boxes[route.to] else { return false }
            return to.x < from.x
        }
        bottom += backwards ? 16 + 8 * 3 + 20 : 0
        let legend = legendLines(graph)
        let legendTop = bottom + 30
        let width = max(right, widthOf(legend.map(\.text).max { $0.count < $1.count } ?? "") + 40) + margin
        let height = legendTop + legend.count * lineHeight + margin + 10

        var out: [String] = []
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" "
                + "font-size=\"12\">")
        out.append("<title>\(GraphFormat.signature)</title>")
        out.append("<defs>")
        out.append(
            "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
                + "orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#333\"/></marker>")
        out.append("</defs>")
        out.append("<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>")
        var lane = 0
        for route in graph.routes {
            guard let from = boxes[route.from], let to = boxes[route.to] else { continue }
            let path: String
            let labelX: Int
            let labelY: Int
            if route.from == route.to {
                // A route to its own scene: a loop off the box's right side.
                let x = from.right
                path =
                    "M \(x) \(from.y + 12) C \(x + 40) \(from.y - 10), \(x + 40) \(from.y + from.height + 10), "
                    + "\(x) \(from.y + from.height - 12)"
                labelX = x + 44
                labelY = from.midY + 4
            } else if to.x > from.x {
                let startX = from.right
                let endX = to.x
                let middle = (startX + endX) / 2
                path = "M \(startX) \(from.midY) C \(middle) \(from.midY), \(middle) \(to.midY), \(endX) \(to.midY)"
                labelX = middle
                labelY = (from.midY + to.midY) / 2 - 4
            } else if to.x == from.x {
                // To a scene of the same column: out of the right side, along the column's edge, back in.
                lane += 1
                let side = from.columnRight + 12 + 6 * (lane % 3)
                path =
                    "M \(from.right) \(from.midY) L \(side) \(from.midY) L \(side) \(to.midY) L \(to.right) \(to.midY)"
                labelX = side + 4
                labelY = (from.midY + to.midY) / 2
            } else {
                // Back to an earlier column: down the gap after the source's column, along below every box,
                // up the gap before the destination's.
                lane += 1
                let offset = 6 * (lane % 3)
                let low = below + 8 * (lane % 4)
                let out = from.columnRight + 16 + offset
                let back = to.x - 16 - offset
                path =
                    "M \(from.right) \(from.midY) L \(out) \(from.midY) L \(out) \(low) L \(back) \(low) "
                    + "L \(back) \(to.midY) L \(to.x) \(to.midY)"
                labelX = (out + back) / 2
                labelY = low - 3
            }
            let anchor = to.x == from.x && route.from != route.to ? "start" : "middle"
            let style: String
            switch route.kind {
            case .push, .swiftUIPush: style = ""
            case .present, .swiftUISheet: style = " stroke-width=\"2.5\""
            case .segue, .other: style = " stroke-dasharray=\"6 4\""
            }
            let colour = route.marks.contains(.missing) ? "#cc0000" : "#333333"
            out.append(
                "<g class=\"route\" id=\"\(escaped("route-" + route.from + "-" + route.to))\" "
                    + "data-from=\"\(escaped(route.from))\" data-to=\"\(escaped(route.to))\" "
                    + "data-kind=\"\(route.kind.rawValue)\" data-fields=\"\(escaped(route.fields.joined(separator: " ")))\">"
            )
            out.append(
                "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\"\(style) marker-end=\"url(#arrow)\"/>")
            out.append(
                "<text x=\"\(labelX)\" y=\"\(labelY)\" text-anchor=\"\(anchor)\" font-size=\"10\" fill=\"\(colour)\">"
                    + "\(escaped(GraphLabels.route(route)))</text>")
            out.append("</g>")
        }
        for scene in graph.scenes {
            guard let box = boxes[scene.name] else { continue }
            out.append(
                "<g class=\"scene\" id=\"\(escaped("scene-" + scene.name))\" data-name=\"\(escaped(scene.name))\" "
                    + "data-marks=\"\(scene.marks.map(\.rawValue).joined(separator: " "))\">")
            out.append(rectangle(box, mark: scene.drawnMark))
            for (index, line) in box.lines.enumerated() {
                let weight = index == 0 ? " font-weight=\"bold\"" : " fill=\"#555555\""
                out.append(
                    "<text x=\"\(box.x + padding)\" y=\"\(box.y + padding + 12 + index * lineHeight)\"\(weight)>"
                        + "\(escaped(line))</text>")
            }
            out.append("</g>")
        }
        out.append("<g class=\"legend\">")
        out.append("<text x=\"\(margin)\" y=\"\(legendTop)\" font-weight=\"bold\">Legend</text>")
        for (index, line) in legend.enumerated() {
            let y = legendTop + (index + 1) * lineHeight
            out.append(
                "<text x=\"\(margin)\" y=\"\(y)\" data-\(line.kind)=\"\(line.key)\">\(escaped(line.text))</text>")
        }
        out.append("</g>")
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Where each scene's box is: a column per route depth, scenes down each column.
    static func layout(_ graph: SceneGraph) -> [String: Box] {
        let depths = graph.depths()
        var columns: [[SceneGraph.Scene]] = []
        for scene in graph.scenes {
            let depth = depths[scene.name] ?? 0
            while columns.count <= depth { columns.append([]) }
            columns[depth].append(scene)
        }
        var sources: [String: [String]] = [:]
        for route in graph.routes where route.from != route.to { sources[route.to, default: []].append(route.from) }
        var row: [String: Int] = [:]
        var boxes: [String: Box] = [:]
        // Room on the left for the routes back into the first column.
        var x = margin + 20
        for var column in columns {
            // Each scene near the scenes routing to it: by their rows' average, then by name.
            let key = { (scene: SceneGraph.Scene) -> Int in
                let rows = (sources[scene.name] ?? []).compactMap { row[$0] }
                return rows.isEmpty ? Int.max : rows.reduce(0, +) * 1000 / rows.count
            }
            let keys = Dictionary(uniqueKeysWithValues: column.map { ($0.name, key($0)) })
            column.sort { (keys[$0.name]!, $0.name) < (keys[$1.name]!, $1.name) }
            var y = margin
            var columnWidth = 0
            var placed: [String] = []
            for (index, scene) in column.enumerated() {
                var lines = [scene.name, GraphLabels.flavor(scene)]
                let useCases = GraphLabels.useCases(scene)
                if !useCases.isEmpty { lines.append(useCases) }
                let width = (lines.map { widthOf($0) }.max() ?? 0) + 2 * padding
                let height = lines.count * lineHeight + 2 * padding
                boxes[scene.name] = Box(x: x, y: y, width: width, height: height, lines: lines)
                row[scene.name] = index
                placed.append(scene.name)
                y += height + rowGap
                columnWidth = max(columnWidth, width)
            }
            for name in placed { boxes[name]?.columnRight = x + columnWidth }
            x += columnWidth + columnGap
        }
        return boxes
    }

    /// A box's outline: bold for a scene no route reaches, dashed red for a missing one, dotted grey
    /// for one not written.
    private static func rectangle(_ box: Box, mark: SceneGraph.Mark?) -> String {
        var style = "fill=\"#f7f9fc\" stroke=\"#333333\""
        switch mark {
        case .unreached: style = "fill=\"#eef4ff\" stroke=\"#1f4e99\" stroke-width=\"3\""
        case .missing: style = "fill=\"#fff5f5\" stroke=\"#cc0000\" stroke-dasharray=\"6 4\""
        case .unwritten: style = "fill=\"#f4f4f4\" stroke=\"#888888\" stroke-dasharray=\"2 3\""
        case nil: break
        }
        return "<rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" height=\"\(box.height)\" rx=\"6\" \(style)/>"
    }

    /// The legend: each mark used, then each route kind used, in words.
    private static func legendLines(_ graph: SceneGraph) -> [(kind: String, key: String, text: String)] {
        var lines: [(String, String, String)] = []
        for mark in graph.usedMarks {
            let outline: String
            switch mark {
            case .unreached: outline = "bold blue box"
            case .missing: outline = "dashed red box"
            case .unwritten: outline = "dotted grey box"
            }
            lines.append(("mark", mark.rawValue, "\(outline): \(GraphLabels.legend(mark))"))
        }
        for kind in graph.usedKinds {
            let stroke: String
            switch kind {
            case .push, .swiftUIPush: stroke = "thin arrow"
            case .present, .swiftUISheet: stroke = "thick arrow"
            case .segue, .other: stroke = "dashed arrow"
            }
            lines.append(("kind", kind.rawValue, "\(stroke) \(kind.rawValue): \(kind.meaning)"))
        }
        return lines
    }

    /// The width of a line of 12 px monospaced text, in whole pixels.
    static func widthOf(_ text: String) -> Int { (text.count * characterWidth + 9) / 10 }

    /// Text for an attribute or an element: XML's five special characters as entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
