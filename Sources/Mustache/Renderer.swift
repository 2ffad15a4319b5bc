/// One render: walks the node arrays of a template and of the partials, parents and arguments it
/// reaches, writing UTF-8 into one buffer that becomes a `String` once at the end.
///
/// The walk keeps its own stack of frames instead of recursing, so neither deep templates nor deep
/// data can overflow the thread's stack (a debug build needs about 1.7 KB of it per nesting level,
/// and a secondary thread on macOS has 512 KB).
struct MustacheRenderer {
    /// A run of nodes being rendered, and what to undo or repeat when it is done.
    private struct Frame {
        let template: TemplateStorage
        let start: Int
        var index: Int
        let end: Int
        var exit: Exit
    }

    private enum Exit {
        case nothing
        case popContext
        /// A section over a list: pop this item, then push the next one and render the body again.
        case iterate(items: [MustacheValue], next: Int, name: String, offset: Int)
        /// A partial, parent or argument: restore the indentation and leave the expansion.
        case leaveExpansion(indentation: [UInt8], popsOverrides: Bool)
    }

    private let options: RenderOptions
    private let library: MustacheLibrary?
    private var stack: ContextStack
    private var frames: [Frame] = []
    private var output: [UInt8] = []
    /// What every line of the template text being rendered is indented by (standalone partials,
    /// parents and blocks add to it).
    private var indentation: [UInt8] = []
    /// Whether the next template output begins a line and so owes `indentation`. Only kept exact
    /// while `indentation` is non-empty; every step that makes it non-empty sets it first.
    private var atLineStart = true
    /// The arguments of the parents being rendered, outermost first: the outermost caller's wins.
    private var overrides: [(template: TemplateStorage, arguments: [BlockArgument])] = []
    private var depth = 0
    private var steps = 0

    init(context: MustacheValue, options: RenderOptions, library: MustacheLibrary?) {
        self.options = options
        self.library = library
        stack = ContextStack(root: context)
    }

    /// Renders into one string.
    mutating func render(_ template: MustacheTemplate) throws -> String {
        try run(template)
        return String(decoding: output, as: UTF8.self)
    }

    /// Renders in pieces of about `flushSize` bytes, each handed to `sink` as soon as it is full, so
    /// output of any size needs no more memory than one piece. Pieces end between characters.
    mutating func render(_ template: MustacheTemplate, into sink: @escaping (String) throws -> Void) throws {
        self.sink = sink
        try run(template)
        try flush(all: true)
    }

    /// How much output is gathered before a sink is given it.
    static let flushSize = 65_536

    private var sink: ((String) throws -> Void)?

    private mutating func flush(all: Bool) throws {
        guard let sink, !output.isEmpty else { return }
        var end = output.count
        if !all {
            // Keep a character whose UTF-8 bytes are not all written yet for the next piece.
            var lead = end - 1
            while lead > 0, end - lead < 4, output[lead] & 0xC0 == 0x80 { lead -= 1 }
            let byte = output[lead]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            if lead + length > end { end = lead }
        }
        try sink(String(decoding: output[..<end], as: UTF8.self))
        output.removeSubrange(..<end)
    }

    private mutating func run(_ template: MustacheTemplate) throws {
        output.reserveCapacity(4096)
        frames.reserveCapacity(32)
        push(template.storage, 0..<template.storage.nodes.count, exit: .nothing)
        frames: while let last = frames.indices.last {
            // The run of the top frame is rendered in this inner loop until an element pushes a
            // frame; only then is the position written back.
            let template = frames[last].template
            let nodes = template.nodes
            var index = frames[last].index
            let end = frames[last].end
            while index < end {
                switch nodes[index] {
                case .text(let chunk):
                    index += 1
                    write(chunk)
                    if output.count >= Self.flushSize, sink != nil { try flush(all: false) }
                case .variable(let variable):
                    index += 1
                    try interpolate(variable, in: template)
                    if output.count >= Self.flushSize, sink != nil { try flush(all: false) }
                case .section(let section):
                    frames[last].index = max(section.end, index + 1)
                    if try startSection(section, body: (index + 1)..<section.end, in: template) { continue frames }
                    index = frames[last].index
                case .partial(let partial):
                    frames[last].index = index + 1
                    if try startPartial(partial, in: template) { continue frames }
                    index += 1
                case .parent(let parent):
                    frames[last].index = max(parent.end, index + 1)
                    if try startParent(parent, in: template) { continue frames }
                    index = frames[last].index
                case .block(let block):
                    frames[last].index = max(block.end, index + 1)
                    try startBlock(block, body: (index + 1)..<block.end, in: template)
                    continue frames
                }
            }
            frames[last].index = index
            try finishFrame(last)
            if output.count >= Self.flushSize, sink != nil { try flush(all: false) }
        }
    }

    private mutating func push(_ template: TemplateStorage, _ range: Range<Int>, exit: Exit) {
        let end = min(range.upperBound, template.nodes.count)
        frames.append(Frame(template: template, start: range.lowerBound, index: range.lowerBound, end: end, exit: exit))
    }

    private mutating func finishFrame(_ last: Int) throws {
        switch frames[last].exit {
        case .nothing:
            frames.removeLast()
        case .popContext:
            stack.pop()
            frames.removeLast()
        case .iterate(let items, let next, let name, let offset):
            stack.pop()
            guard next < items.count else {
                frames.removeLast()
                return
            }
            try step(name, at: offset, in: frames[last].template)
            stack.push(items[next])
            frames[last].index = frames[last].start
            frames[last].exit = .iterate(items: items, next: next + 1, name: name, offset: offset)
        case .leaveExpansion(let saved, let popsOverrides):
            indentation = saved
            depth -= 1
            if popsOverrides { overrides.removeLast() }
            frames.removeLast()
        }
    }

    // MARK: Elements

    private mutating func interpolate(_ variable: VariableNode, in template: TemplateStorage) throws {
        guard let value = stack.resolve(variable.name) else {
            if options.strict { throw template.error(.unknownVariable(variable.name.text), at: variable.offset) }
            touchLine()
            return
        }
        touchLine()
        let text: String
        switch value {
        case .string(let string): text = string
        case .null, .array, .object: return
        default: text = value.interpolatedText
        }
        guard !text.isEmpty else { return }
        startLine()
        if variable.escaped && options.escape == .html {
            appendEscaped(text)
        } else {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Whether a frame was pushed for the body.
    private mutating func startSection(_ section: SectionNode, body: Range<Int>, in template: TemplateStorage) throws
        -> Bool
    {
        let found = stack.resolve(section.name)
        if found == nil && options.strict {
            throw template.error(.unknownVariable(section.name.text), at: section.offset)
        }
        if !section.standalone { touchLine() }
        let value = found ?? .null
        if section.inverted {
            guard !value.isTruthy else { return false }
            push(template, body, exit: .nothing)
            return true
        }
        guard value.isTruthy else { return false }
        try step(section.name.text, at: section.offset, in: template)
        if case .array(let items) = value, let first = items.first {
            stack.push(first)
            push(template, body, exit: .iterate(items: items, next: 1, name: section.name.text, offset: section.offset))
        } else {
            stack.push(value)
            push(template, body, exit: .popContext)
        }
        return true
    }

    private mutating func startPartial(_ partial: PartialNode, in template: TemplateStorage) throws -> Bool {
        guard let target = try lookUp(partial.name, at: partial.offset, in: template) else {
            if partial.indentation == nil { touchLine() }
            return false
        }
        try expand(
            target.storage, named: partial.name, indentation: partial.indentation, at: partial.offset, in: template)
        return true
    }

    private mutating func startParent(_ parent: ParentNode, in template: TemplateStorage) throws -> Bool {
        guard let target = try lookUp(parent.name, at: parent.offset, in: template) else {
            if parent.indentation == nil { touchLine() }
            return false
        }
        overrides.append((template, parent.arguments))
        try expand(
            target.storage, named: parent.name, indentation: parent.indentation, at: parent.offset, in: template,
            popsOverrides: true)
        return true
    }

    private mutating func startBlock(_ block: BlockNode, body: Range<Int>, in template: TemplateStorage) throws {
        guard let (source, argumentBody) = argument(named: block.name) else {
            if case .standalone = block.layout {} else { touchLine() }
            push(template, body, exit: .nothing)
            return
        }
        try enter(block.name, at: block.offset, in: template)
        let saved = indentation
        switch block.layout {
        case .standalone(let intrinsic):
            indentation += intrinsic
            atLineStart = true
        case .indented(let leading):
            // The whitespace itself was written as text just before, so only later lines need it.
            touchLine()
            indentation += leading
        case .inline:
            touchLine()
        }
        push(source, argumentBody, exit: .leaveExpansion(indentation: saved, popsOverrides: false))
    }

    private mutating func expand(
        _ target: TemplateStorage, named name: String, indentation extra: [UInt8]?, at offset: Int,
        in template: TemplateStorage, popsOverrides: Bool = false
    ) throws {
        try enter(name, at: offset, in: template)
        let saved = indentation
        if let extra {
            indentation += extra
            atLineStart = true
        } else {
            touchLine()
        }
        push(target, 0..<target.nodes.count, exit: .leaveExpansion(indentation: saved, popsOverrides: popsOverrides))
    }

    // MARK: Support

    private func lookUp(_ name: String, at offset: Int, in template: TemplateStorage) throws -> MustacheTemplate? {
        if let found = try library?.existingTemplate(named: name) { return found }
        if options.strict { throw template.error(.partialNotFound(name), at: offset) }
        return nil
    }

    private func argument(named name: String) -> (TemplateStorage, Range<Int>)? {
        for frame in overrides {
            for argument in frame.arguments where argument.name == name {
                return (frame.template, argument.body)
            }
        }
        return nil
    }

    /// Partials, parents and arguments that expand inside each other without end are the one way
    /// to recurse forever; the depth limit turns that into an error.
    private mutating func enter(_ name: String, at offset: Int, in template: TemplateStorage) throws {
        depth += 1
        if depth > options.maxPartialDepth { throw template.error(.recursionTooDeep(name), at: offset) }
        try step(name, at: offset, in: template)
    }

    /// Depth limits stop deep recursion; this stops wide recursion (a partial that includes itself
    /// twice doubles its work at every level without getting deeper than the limit).
    private mutating func step(_ name: String, at offset: Int, in template: TemplateStorage) throws {
        steps += 1
        if steps > options.maxSteps { throw template.error(.stepLimitExceeded(name), at: offset) }
    }

    /// The spec indents every line of an indented template, even one whose tags render nothing;
    /// tags call this so such a line still gets its indentation.
    private mutating func touchLine() {
        if options.indentBlankLines { startLine() }
    }

    private mutating func startLine() {
        guard atLineStart else { return }
        atLineStart = false
        if !indentation.isEmpty { output.append(contentsOf: indentation) }
    }

    private mutating func write(_ chunk: TextNode) {
        let bytes = chunk.bytes
        if indentation.isEmpty {
            output.append(contentsOf: bytes)
            return
        }
        if !chunk.hasNewline {
            startLine()
            output.append(contentsOf: bytes)
            return
        }
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let hasNewline = end < bytes.count
            if atLineStart {
                let isBlank = hasNewline && (end == start || (end == start + 1 && bytes[start] == UInt8(ascii: "\r")))
                if options.indentBlankLines || !isBlank { output.append(contentsOf: indentation) }
                atLineStart = false
            }
            let lineEnd = hasNewline ? end + 1 : end
            output.append(contentsOf: bytes[start..<lineEnd])
            if hasNewline { atLineStart = true }
            start = lineEnd
        }
    }

    private mutating func appendEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}
