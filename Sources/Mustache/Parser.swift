/// Turns tokens into the flat node array: matches elements, applies the standalone-line rules and
/// re-bases the indentation of parent arguments. Works in passes over the token array and never
/// recurses, so nesting depth cannot exhaust the stack.
struct MustacheParser {
    private let bytes: [UInt8]
    private let source: String
    private let name: String
    private var tokens: [MustacheToken]
    /// For an opening tag the index of its closing tag and vice versa; -1 elsewhere.
    private var partner: [Int]
    /// The innermost opening tag around each token (an opening and its closing tag share one); -1 at top level.
    private var enclosing: [Int]
    private var standalone: [Bool]
    /// Partials and parents: the whitespace that indents a standalone tag's expansion.
    private var indentation: [[UInt8]?]
    /// Blocks: the intrinsic indentation of a standalone parameter block or of an argument.
    private var intrinsic: [[UInt8]?]
    /// Blocks: the whitespace before a parameter block's tag that does not have its line alone.
    private var leading: [[UInt8]?]
    private var texts: [[UInt8]]
    /// Text tokens: whether the token's first byte starts a line of the source.
    private var startsLine: [Bool]

    static func parse(source: String, name: String) throws(MustacheError) -> TemplateStorage {
        let lexer = MustacheLexer(source: source, templateName: name)
        let (tokens, lexicalError) = lexer.tokenize()
        var parser = MustacheParser(bytes: lexer.sourceBytes, source: source, name: name, tokens: tokens)
        try parser.matchElements(lexicalError: lexicalError)
        parser.applyStandaloneRules()
        parser.extractTexts()
        parser.rebaseArguments()
        let nodes = try parser.buildNodes()
        return TemplateStorage(name: name, source: source, nodes: nodes)
    }

    private init(bytes: [UInt8], source: String, name: String, tokens: [MustacheToken]) {
        self.bytes = bytes
        self.source = source
        self.name = name
        self.tokens = tokens
        let count = tokens.count
        partner = Array(repeating: -1, count: count)
        enclosing = Array(repeating: -1, count: count)
        standalone = Array(repeating: false, count: count)
        indentation = Array(repeating: nil, count: count)
        intrinsic = Array(repeating: nil, count: count)
        leading = Array(repeating: nil, count: count)
        texts = Array(repeating: [], count: count)
        startsLine = Array(repeating: false, count: count)
    }

    // MARK: Passes

    private mutating func matchElements(lexicalError: MustacheError?) throws(MustacheError) {
        var open: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            enclosing[index] = open.last ?? -1
            switch token.kind {
            case .section, .invertedSection, .variable:
                guard MustacheName.isValid(token.name) else {
                    throw error(.malformedTag("'\(token.name)' has an empty part between dots"), at: token.start)
                }
                if token.kind.opensElement { open.append(index) }
            case .parent, .block:
                open.append(index)
            case .close:
                guard let opener = open.last else {
                    throw error(.unexpectedClosingTag(token.name), at: token.start)
                }
                guard tokens[opener].name == token.name else {
                    let kind = MustacheError.Kind.mismatchedClosingTag(
                        expected: tokens[opener].name, found: token.name, opener: Self.opener(tokens[opener].kind))
                    throw error(kind, at: token.start)
                }
                open.removeLast()
                partner[opener] = index
                partner[index] = opener
                enclosing[index] = open.last ?? -1
            case .text, .comment, .partial, .setDelimiters:
                break
            }
        }
        if let lexicalError { throw lexicalError }
        if let opener = open.last {
            let token = tokens[opener]
            throw error(.unclosedSection(token.name, opener: Self.opener(token.kind)), at: token.start)
        }
    }

    private mutating func applyStandaloneRules() {
        for index in tokens.indices where tokens[index].kind.canStandAlone {
            if let before = tokens[index].leading, let after = tokens[index].trailing {
                standalone[index] = true
                trimText(before: index, to: before.lowerBound)
                trimText(after: index, to: after.upperBound)
            }
        }
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .partial:
                if standalone[index], let before = token.leading { indentation[index] = slice(before) }
            case .parent:
                // A parent element also stands alone when its opening tag starts its line and its
                // closing tag ends one, with the arguments in between.
                guard let before = token.leading else { break }
                let close = partner[index]
                if standalone[index] {
                    indentation[index] = slice(before)
                } else if close >= 0, let after = tokens[close].trailing {
                    indentation[index] = slice(before)
                    trimText(before: index, to: before.lowerBound)
                    trimText(after: close, to: after.upperBound)
                }
            case .block:
                if isArgument(index) {
                    // An argument's content starts on the next line when the tag ends its line.
                    if let after = token.trailing {
                        trimText(after: index, to: after.upperBound)
                        intrinsic[index] = indentationOfLine(at: after.upperBound)
                    }
                } else if standalone[index], let after = token.trailing {
                    intrinsic[index] = indentationOfLine(at: after.upperBound)
                } else if let before = token.leading {
                    leading[index] = slice(before)
                }
            default:
                break
            }
        }
    }

    private mutating func extractTexts() {
        for index in tokens.indices where tokens[index].kind == .text {
            let token = tokens[index]
            if token.start < token.end {
                texts[index] = Array(bytes[token.start..<token.end])
            }
            startsLine[index] = token.start == 0 || bytes[token.start - 1] == UInt8(ascii: "\n")
        }
    }

    /// An argument's lines lose its intrinsic indentation, so that where it lands decides how far it
    /// is indented. Outer arguments go first, so inner ones strip what is left relative to them.
    private mutating func rebaseArguments() {
        for index in tokens.indices where tokens[index].kind == .block && isArgument(index) {
            guard let prefix = intrinsic[index], !prefix.isEmpty, partner[index] > index else { continue }
            for inner in (index + 1)..<partner[index] {
                switch tokens[inner].kind {
                case .text:
                    texts[inner] = Self.stripping(prefix, fromLinesOf: texts[inner], startsLine: startsLine[inner])
                case .partial, .parent:
                    indentation[inner] = indentation[inner].map { Self.dropping(prefix, from: $0) }
                case .block:
                    intrinsic[inner] = intrinsic[inner].map { Self.dropping(prefix, from: $0) }
                    leading[inner] = leading[inner].map { Self.dropping(prefix, from: $0) }
                default:
                    break
                }
            }
        }
    }

    private func buildNodes() throws(MustacheError) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        nodes.reserveCapacity(tokens.count)
        // Open elements: the token index and the node index of the placeholder to patch at the close.
        var open: [(token: Int, node: Int)] = []
        var arguments: [Int: [BlockArgument]] = [:]
        var mergeableText: Int?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // Inside a parent only blocks count; anything else, with all it contains, is skipped.
            if let top = open.last, tokens[top.token].kind == .parent, token.kind != .block, token.kind != .close {
                index = token.kind.opensElement && partner[index] > index ? partner[index] + 1 : index + 1
                continue
            }
            switch token.kind {
            case .text:
                let text = texts[index]
                if !text.isEmpty {
                    if let previous = mergeableText, case .text(let chunk) = nodes[previous] {
                        nodes[previous] = .text(Self.chunk(chunk.bytes + text))
                    } else {
                        nodes.append(.text(Self.chunk(text)))
                        mergeableText = nodes.count - 1
                    }
                }
                index += 1
                continue
            case .comment, .setDelimiters:
                index += 1
                continue
            case .variable(let escaped):
                nodes.append(
                    .variable(VariableNode(name: try checkedName(token), escaped: escaped, offset: token.start)))
            case .partial:
                nodes.append(
                    .partial(PartialNode(name: token.name, indentation: indentation[index], offset: token.start)))
            case .section, .invertedSection, .parent, .block:
                if token.kind == .block, let top = open.last, tokens[top.token].kind == .parent {
                    arguments[top.node, default: []].append(BlockArgument(name: token.name, body: 0..<0))
                }
                open.append((index, nodes.count))
                // A placeholder until the closing tag tells where the body ends.
                nodes.append(.text(TextNode(bytes: [], hasNewline: false)))
            case .close:
                guard let element = open.popLast() else { break }
                let opener = tokens[element.token]
                let end = nodes.count
                switch opener.kind {
                case .section, .invertedSection:
                    nodes[element.node] = .section(
                        SectionNode(
                            name: try checkedName(opener), inverted: opener.kind == .invertedSection, end: end,
                            standalone: standalone[element.token], offset: opener.start))
                case .parent:
                    nodes[element.node] = .parent(
                        ParentNode(
                            name: opener.name, indentation: indentation[element.token],
                            arguments: arguments[element.node] ?? [], end: end, offset: opener.start))
                case .block:
                    nodes[element.node] = .block(
                        BlockNode(
                            name: opener.name, layout: layout(ofBlock: element.token), end: end, offset: opener.start))
                    if let top = open.last, tokens[top.token].kind == .parent,
                        var list = arguments[top.node], let last = list.popLast()
                    {
                        list.append(BlockArgument(name: last.name, body: (element.node + 1)..<end))
                        arguments[top.node] = list
                    }
                default:
                    break
                }
            }
            mergeableText = nil
            index += 1
        }
        return nodes
    }

    // MARK: Helpers

    private func isArgument(_ index: Int) -> Bool {
        let outer = enclosing[index]
        return outer >= 0 && tokens[outer].kind == .parent
    }

    private func layout(ofBlock index: Int) -> BlockNode.Layout {
        if isArgument(index) { return .inline }
        if standalone[index] { return .standalone(intrinsic: intrinsic[index] ?? []) }
        if let leading = leading[index] { return .indented(leading: leading) }
        return .inline
    }

    private func checkedName(_ token: MustacheToken) throws(MustacheError) -> MustacheName {
        guard let name = MustacheName(token.name) else {
            throw error(.malformedTag("'\(token.name)' has an empty part between dots"), at: token.start)
        }
        return name
    }

    /// Cuts the whitespace before a standalone tag off the end of the text token in front of it.
    private mutating func trimText(before index: Int, to offset: Int) {
        let previous = index - 1
        guard previous >= 0, tokens[previous].kind == .text, tokens[previous].end == tokens[index].start else { return }
        tokens[previous].end = max(tokens[previous].start, min(tokens[previous].end, offset))
    }

    /// Cuts the whitespace and line ending after a standalone tag off the text token behind it.
    private mutating func trimText(after index: Int, to offset: Int) {
        let next = index + 1
        guard next < tokens.count, tokens[next].kind == .text, tokens[next].start == tokens[index].end else { return }
        tokens[next].start = min(tokens[next].end, max(tokens[next].start, offset))
    }

    private func slice(_ range: Range<Int>) -> [UInt8] {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return [] }
        return Array(bytes[range])
    }

    /// The spaces and tabs that start the line beginning at `offset`.
    private func indentationOfLine(at offset: Int) -> [UInt8] {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        return offset < end ? Array(bytes[offset..<end]) : []
    }

    private static func stripping(_ prefix: [UInt8], fromLinesOf text: [UInt8], startsLine: Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        var atLineStart = startsLine
        while index < text.count {
            if atLineStart, hasPrefix(prefix, in: text, at: index) {
                index += prefix.count
                atLineStart = false
                continue
            }
            let byte = text[index]
            result.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
            index += 1
        }
        return result
    }

    private static func dropping(_ prefix: [UInt8], from indentation: [UInt8]) -> [UInt8] {
        hasPrefix(prefix, in: indentation, at: 0) ? Array(indentation.dropFirst(prefix.count)) : indentation
    }

    private static func hasPrefix(_ prefix: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] {
            return false
        }
        return true
    }

    private static func chunk(_ bytes: [UInt8]) -> TextNode {
        TextNode(bytes: bytes, hasNewline: bytes.contains(UInt8(ascii: "\n")))
    }

    private static func opener(_ kind: MustacheToken.Kind) -> MustacheError.Opener {
        switch kind {
        case .invertedSection: return .invertedSection
        case .parent: return .parent
        case .block: return .block
        default: return .section
        }
    }

    private func error(_ kind: MustacheError.Kind, at offset: Int) -> MustacheError {
        MustacheError(kind, template: name, source: source, offset: offset)
    }
}
