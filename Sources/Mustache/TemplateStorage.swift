/// The compiled form, shared by every copy of a template.
///
/// Nodes sit in one flat array: an element's body is the run of nodes after it up to its `end`.
/// A flat array needs no recursion to build or to free, so no template can exhaust the stack there.
/// They are kept as steps that hold no reference (text is a range of `text`, a name an index into
/// `names`): stepping through nodes that held arrays and strings retained and released each one,
/// a fifth of what rendering cost. Partials, parents and blocks, which are few, keep their node.
final class TemplateStorage: Sendable {
    let name: String
    /// Kept only to turn an error's byte offset into a line and column.
    let source: String
    let steps: [RenderStep]
    /// The bytes of every text node, one after the other.
    let text: [UInt8]
    /// The names variables and sections look up, each once.
    let names: [MustacheName]
    /// The partial, parent and block nodes, which `.element` steps point into.
    let elements: [MustacheNode]

    init(
        name: String, source: String, steps: [RenderStep], text: [UInt8], names: [MustacheName],
        elements: [MustacheNode]
    ) {
        self.name = name
        self.source = source
        self.steps = steps
        self.text = text
        self.names = names
        self.elements = elements
    }

    /// The storage of parsed nodes.
    convenience init(name: String, source: String, nodes: [MustacheNode]) {
        var steps: [RenderStep] = []
        steps.reserveCapacity(nodes.count)
        var text: [UInt8] = []
        var names: [MustacheName] = []
        var nameIndex: [String: Int] = [:]
        var elements: [MustacheNode] = []
        func index(of name: MustacheName) -> Int {
            if let index = nameIndex[name.text] { return index }
            names.append(name)
            nameIndex[name.text] = names.count - 1
            return names.count - 1
        }
        for node in nodes {
            switch node {
            case .text(let chunk):
                let start = text.count
                text += chunk.bytes
                steps.append(.text(start: start, end: text.count, hasNewline: chunk.hasNewline))
            case .variable(let variable):
                steps.append(
                    .variable(name: index(of: variable.name), escaped: variable.escaped, offset: variable.offset))
            case .section(let section):
                steps.append(
                    .section(
                        name: index(of: section.name), inverted: section.inverted, end: section.end,
                        standalone: section.standalone, offset: section.offset))
            case .partial, .parent, .block:
                steps.append(.element(elements.count))
                elements.append(node)
            }
        }
        self.init(name: name, source: source, steps: steps, text: text, names: names, elements: elements)
    }

    func error(_ kind: MustacheError.Kind, at offset: Int) -> MustacheError {
        MustacheError(kind, template: name, source: source, offset: offset)
    }
}

/// A node as rendering reads it (see `TemplateStorage`).
package enum RenderStep: Equatable, Sendable {
    case text(start: Int, end: Int, hasNewline: Bool)
    case variable(name: Int, escaped: Bool, offset: Int)
    case section(name: Int, inverted: Bool, end: Int, standalone: Bool, offset: Int)
    /// A partial, parent or block: `elements[index]` says what to do.
    case element(Int)
}
