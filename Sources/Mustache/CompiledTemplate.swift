/// Templates written out as Swift: a build step that bundles templates into a binary can store each
/// one already parsed, so the binary never parses its own templates at start-up.
///
/// `swiftCompiledArguments(indentation:)` writes a template's steps as Swift, and
/// `init(compiledName:source:text:names:steps:elements:)` takes them back. Names and structure were
/// checked when the template was parsed at build time; rebuilding only splits dotted names again.
extension MustacheTemplate {
    /// The template `swiftCompiledArguments` described: its steps as they render, with no node to
    /// convert at run time. `text` is every text node's bytes in order.
    package init(
        compiledName name: String, source: String, text: StaticString, names: [String], steps: [RenderStep],
        elements: [MustacheNode]
    ) {
        self.init(
            compiledName: name, source: source, bytes: text.withUTF8Buffer { Array($0) }, names: names, steps: steps,
            elements: elements)
    }

    /// As above, for text that is not valid UTF-8 on its own (a custom delimiter may split a character).
    package init(
        compiledName name: String, source: String, bytes: [UInt8], names: [String], steps: [RenderStep],
        elements: [MustacheNode]
    ) {
        self.init(
            storage: TemplateStorage(
                name: name, source: source, steps: steps, text: bytes, names: names.map(MustacheName.compiled),
                elements: elements))
    }

    /// The arguments after `source:` of `init(compiledName:source:text:names:steps:elements:)` that
    /// rebuild this template, lines after the first starting with `indentation`; each step's index
    /// ends its line as a comment, because sections refer to the index their body ends at.
    package func swiftCompiledArguments(indentation: String) -> String {
        let decoded = String(decoding: storage.text, as: UTF8.self)
        let text =
            decoded.utf8.elementsEqual(storage.text)
            ? "text: \(String(reflecting: decoded))" : "bytes: \(storage.text)"
        let names = storage.names.map { String(reflecting: $0.text) }.joined(separator: ", ")
        let steps = storage.steps.enumerated().map { "\(indentation)    \($1.swiftExpression), // \($0)\n" }.joined()
        let elements = storage.elements.map { "\(indentation)    \($0.swiftExpression),\n" }.joined()
        return "\(text),\n\(indentation)names: [\(names)],\n"
            + "\(indentation)steps: [\n\(steps)\(indentation)],\n"
            + "\(indentation)elements: [\n\(elements)\(indentation)]"
    }
}

extension RenderStep {
    var swiftExpression: String {
        switch self {
        case .text(let start, let end, let hasNewline):
            return ".text(start: \(start), end: \(end), hasNewline: \(hasNewline))"
        case .variable(let name, let escaped, let offset):
            return ".variable(name: \(name), escaped: \(escaped), offset: \(offset))"
        case .section(let name, let inverted, let end, let standalone, let offset):
            return ".section(name: \(name), inverted: \(inverted), end: \(end), standalone: \(standalone), "
                + "offset: \(offset))"
        case .element(let index):
            return ".element(\(index))"
        }
    }
}

extension MustacheNode {
    package static func partial(named name: String, indentation: [UInt8]?, at offset: Int) -> MustacheNode {
        .partial(PartialNode(name: name, indentation: indentation, offset: offset))
    }

    package static func parent(
        named name: String, indentation: [UInt8]?, arguments: [(String, Range<Int>)], end: Int, at offset: Int
    ) -> MustacheNode {
        let arguments = arguments.map { BlockArgument(name: $0.0, body: $0.1) }
        return .parent(ParentNode(name: name, indentation: indentation, arguments: arguments, end: end, offset: offset))
    }

    package static func block(named name: String, layout: BlockNode.Layout, end: Int, at offset: Int) -> MustacheNode {
        .block(BlockNode(name: name, layout: layout, end: end, offset: offset))
    }

    /// An element as Swift: only partials, parents and blocks are elements (see `TemplateStorage`).
    var swiftExpression: String {
        switch self {
        case .text, .variable, .section:
            preconditionFailure("text, variables and sections are steps, not elements")
        case .partial(let partial):
            return ".partial(named: \(literal(partial.name)), indentation: \(bytes(partial.indentation)), "
                + "at: \(partial.offset))"
        case .parent(let parent):
            let arguments = parent.arguments.map {
                "(\(literal($0.name)), \($0.body.lowerBound)..<\($0.body.upperBound))"
            }
            return ".parent(named: \(literal(parent.name)), indentation: \(bytes(parent.indentation)), "
                + "arguments: [\(arguments.joined(separator: ", "))], end: \(parent.end), at: \(parent.offset))"
        case .block(let block):
            let layout: String
            switch block.layout {
            case .standalone(let intrinsic): layout = ".standalone(intrinsic: \(intrinsic))"
            case .indented(let leading): layout = ".indented(leading: \(leading))"
            case .inline: layout = ".inline"
            }
            return ".block(named: \(literal(block.name)), layout: \(layout), end: \(block.end), at: \(block.offset))"
        }
    }

    private func literal(_ text: String) -> String { String(reflecting: text) }

    private func bytes(_ bytes: [UInt8]?) -> String { bytes.map { "\($0)" } ?? "nil" }
}

extension MustacheName {
    /// A name that was checked when its template was parsed.
    static func compiled(_ text: String) -> MustacheName {
        guard let name = MustacheName(text) else {
            preconditionFailure("a compiled template holds the bad name '\(text)'")
        }
        return name
    }
}
