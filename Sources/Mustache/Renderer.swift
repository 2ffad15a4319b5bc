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

    /// Holds no reference (the list and the indentation to restore wait in `lists` and
    /// `savedIndentations`), so reading and updating it at every pass retains nothing.
    private enum Exit {
        case nothing
        case popContext
        /// A section over a list (the last of `lists`): pop this item, then push the next one and
        /// render the body again. `node` is the section's, for the step limit's error.
        case iterate(next: Int, node: Int)
        /// A partial, parent or argument: restore the indentation (the last of `savedIndentations`)
        /// and leave the expansion.
        case leaveExpansion(popsOverrides: Bool)
    }

    private let options: RenderOptions
    private let library: MustacheLibrary?
    private var stack: ContextStack
    private var frames: [Frame] = []
    private var lists: [[MustacheValue]] = []
    private var savedIndentations: [[UInt8]] = []
    /// Freed when `render` returns: a renderer renders once.
    private var output: OutputBuffer
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
        output = OutputBuffer(capacity: 4096)
    }

    /// Renders into one string.
    mutating func render(_ template: MustacheTemplate) throws -> String {
        defer { output.deallocate() }
        try run(template)
        return output.string(upTo: output.count)
    }

    /// Renders in pieces of about `flushSize` bytes, each handed to `sink` as soon as it is full, so
    /// output of any size needs no more memory than one piece. Pieces end between characters.
    mutating func render(_ template: MustacheTemplate, into sink: @escaping (String) throws -> Void) throws {
        self.sink = sink
        defer { output.deallocate() }
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
        try sink(output.string(upTo: end))
        output.removeFirst(end)
    }

    private mutating func run(_ template: MustacheTemplate) throws {
        frames.reserveCapacity(32)
        push(template.storage, 0..<template.storage.steps.count, exit: .nothing)
        frames: while let last = frames.indices.last {
            // The run of the top frame is rendered in this inner loop until an element pushes a
            // frame; only then is the position written back.
            let template = frames[last].template
            let steps = template.steps
            var index = frames[last].index
            let end = frames[last].end
            while index < end {
                switch steps[index] {
                case .text(let start, let stop, let hasNewline):
                    index += 1
                    write(template.text, start..<stop, hasNewline: hasNewline)
                    if output.count >= Self.flushSize, sink != nil { try flush(all: false) }
                case .variable(let name, let escaped, let offset):
                    index += 1
                    try interpolate(template.names[name], escaped: escaped, at: offset, in: template)
                    if output.count >= Self.flushSize, sink != nil { try flush(all: false) }
                case .section(let name, let inverted, let sectionEnd, let standalone, let offset):
                    frames[last].index = max(sectionEnd, index + 1)
                    if try startSection(
                        template.names[name], inverted: inverted, standalone: standalone, at: offset, node: index,
                        body: (index + 1)..<sectionEnd, in: template)
                    {
                        continue frames
                    }
                    index = frames[last].index
                case .element(let element):
                    switch template.elements[element] {
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
                    case .text, .variable, .section:
                        preconditionFailure("a text, variable or section node compiled to an element step")
                    }
                }
            }
            frames[last].index = index
            try finishFrame(last)
            if output.count >= Self.flushSize, sink != nil { try flush(all: false) }
        }
    }

    private mutating func push(_ template: TemplateStorage, _ range: Range<Int>, exit: Exit) {
        let end = min(range.upperBound, template.steps.count)
        frames.append(Frame(template: template, start: range.lowerBound, index: range.lowerBound, end: end, exit: exit))
    }

    private mutating func finishFrame(_ last: Int) throws {
        switch frames[last].exit {
        case .nothing:
            frames.removeLast()
        case .popContext:
            stack.pop()
            frames.removeLast()
        case .iterate(let next, let node):
            stack.pop()
            guard next < lists[lists.count - 1].count else {
                lists.removeLast()
                frames.removeLast()
                return
            }
            try step(node: node, in: frames[last].template)
            stack.push(lists[lists.count - 1][next])
            frames[last].index = frames[last].start
            frames[last].exit = .iterate(next: next + 1, node: node)
        case .leaveExpansion(let popsOverrides):
            indentation = savedIndentations.removeLast()
            depth -= 1
            if popsOverrides { overrides.removeLast() }
            frames.removeLast()
        }
    }

    // MARK: Elements

    private mutating func interpolate(
        _ name: MustacheName, escaped: Bool, at offset: Int, in template: TemplateStorage
    ) throws {
        guard let value = stack.resolve(name) else {
            if options.strict { throw template.error(.unknownVariable(name.text), at: offset) }
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
        if escaped && options.escape == .html {
            appendEscaped(text)
        } else {
            // Through a buffer: appending `utf8` itself walks the string's indices generically.
            var text = text
            text.withUTF8 { output.append($0) }
        }
    }

    /// Whether a frame was pushed for the body.
    private mutating func startSection(
        _ name: MustacheName, inverted: Bool, standalone: Bool, at offset: Int, node: Int, body: Range<Int>,
        in template: TemplateStorage
    ) throws -> Bool {
        let found = stack.resolve(name)
        if found == nil && options.strict { throw template.error(.unknownVariable(name.text), at: offset) }
        if !standalone { touchLine() }
        let value = found ?? .null
        if inverted {
            guard !value.isTruthy else { return false }
            push(template, body, exit: .nothing)
            return true
        }
        guard value.isTruthy else { return false }
        try step(node: node, in: template)
        if case .array(let items) = value, let first = items.first {
            stack.push(first)
            lists.append(items)
            push(template, body, exit: .iterate(next: 1, node: node))
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
        savedIndentations.append(indentation)
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
        push(source, argumentBody, exit: .leaveExpansion(popsOverrides: false))
    }

    private mutating func expand(
        _ target: TemplateStorage, named name: String, indentation extra: [UInt8]?, at offset: Int,
        in template: TemplateStorage, popsOverrides: Bool = false
    ) throws {
        try enter(name, at: offset, in: template)
        savedIndentations.append(indentation)
        if let extra {
            indentation += extra
            atLineStart = true
        } else {
            touchLine()
        }
        push(target, 0..<target.steps.count, exit: .leaveExpansion(popsOverrides: popsOverrides))
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
        steps += 1
        if steps > options.maxSteps { throw template.error(.stepLimitExceeded(name), at: offset) }
    }

    /// Depth limits stop deep recursion; this stops wide recursion (a partial that includes itself
    /// twice doubles its work at every level without getting deeper than the limit). Sections
    /// count as steps too: `node` is the section's.
    private mutating func step(node: Int, in template: TemplateStorage) throws {
        steps += 1
        guard steps > options.maxSteps else { return }
        guard case .section(let name, _, _, _, let offset) = template.steps[node] else {
            preconditionFailure("a step counts a section")
        }
        throw template.error(.stepLimitExceeded(template.names[name].text), at: offset)
    }

    /// The spec indents every line of an indented template, even one whose tags render nothing;
    /// tags call this so such a line still gets its indentation.
    private mutating func touchLine() {
        if options.indentBlankLines { startLine() }
    }

    private mutating func startLine() {
        guard atLineStart else { return }
        atLineStart = false
        if !indentation.isEmpty { output.append(indentation) }
    }

    private mutating func write(_ text: [UInt8], _ range: Range<Int>, hasNewline: Bool) {
        if indentation.isEmpty {
            text.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
            return
        }
        if !hasNewline {
            startLine()
            text.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
            return
        }
        text.withUnsafeBufferPointer { writeLines(of: $0, range) }
    }

    /// Text with line breaks under an indentation: each line that begins gets it first.
    private mutating func writeLines(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let hasNewline = end < range.upperBound
            if atLineStart {
                let isBlank = hasNewline && (end == start || (end == start + 1 && bytes[start] == UInt8(ascii: "\r")))
                if options.indentBlankLines || !isBlank { output.append(indentation) }
                atLineStart = false
            }
            let lineEnd = hasNewline ? end + 1 : end
            output.append(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
            if hasNewline { atLineStart = true }
            start = lineEnd
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append($0) }
    }

    private mutating func appendEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\""): append("&quot;")
            case UInt8(ascii: "'"): append("&#39;")
            default: output.append(byte)
            }
        }
    }
}
