/// A template that cannot be parsed or rendered, with the place to fix it.
package struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tag that opens an element a closing tag must match.
    package enum Opener: Equatable, Sendable {
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{<name}}`
        case parent
        /// `{{$name}}`
        case block
    }

    /// What went wrong.
    package enum Kind: Equatable, Sendable {
        /// An opening delimiter with no closing delimiter after it (`{{name` and nothing more).
        case unclosedTag
        /// An element that the template ends inside, named with the tag that opened it.
        case unclosedSection(String, opener: Opener)
        /// A closing tag whose name is not the one of the innermost open element.
        case mismatchedClosingTag(expected: String, found: String, opener: Opener)
        /// A closing tag with no open element at all.
        case unexpectedClosingTag(String)
        /// A tag without a name, such as `{{}}` or `{{#}}`.
        case emptyTag
        /// A tag whose name cannot be a name: whitespace inside it, or an empty dotted part (`a..b`).
        case malformedTag(String)
        /// A set-delimiter tag that is not `{{=open close=}}` with two delimiters free of whitespace and `=`.
        case badDelimiters(String)
        /// A partial or parent the template source does not have (an error in strict mode and for
        /// `MustacheLibrary.template(named:)`; otherwise it renders as empty).
        case partialNotFound(String)
        /// A name found nowhere in the context stack, in strict mode.
        case unknownVariable(String)
        /// Partials, parents or block arguments expanding inside each other past
        /// `RenderOptions.maxPartialDepth`: endless recursion, such as an inheritance cycle.
        case recursionTooDeep(String)
        /// A render that has done more section passes and expansions than `RenderOptions.maxSteps`,
        /// which only runaway recursion does.
        case stepLimitExceeded(String)
    }

    /// What went wrong.
    let kind: Kind
    /// The template's name as its source gave it, e.g. `Templates/header.mustache`.
    package let template: String
    /// 1-based line of the offending tag; 0 when the error is not about a place in the template.
    package let line: Int
    /// 1-based column in Unicode scalars; 0 when the error is not about a place in the template.
    package let column: Int

    /// An error at a known line and column.
    package init(_ kind: Kind, template: String, line: Int, column: Int) {
        self.kind = kind
        self.template = template
        self.line = line
        self.column = column
    }

    /// An error at byte `offset` of `source`; the line and column are worked out only now, since
    /// errors are rare and tokens carry offsets alone.
    init(_ kind: Kind, template: String, source: String, offset: Int) {
        let (line, column) = Self.lineAndColumn(of: offset, in: source)
        self.init(kind, template: template, line: line, column: column)
    }

    /// The message without the location, e.g. `unknown variable 'nmae'`.
    package var message: String {
        switch kind {
        case .unclosedTag:
            return "unclosed tag: the closing delimiter is missing"
        case .unclosedSection(let name, let opener):
            return "\(Self.tag(opener, name)) is never closed: add {{/\(name)}}"
        case .mismatchedClosingTag(let expected, let found, let opener):
            return
                "closing tag {{/\(found)}} does not match the open \(Self.noun(opener)) \(Self.tag(opener, expected))"
        case .unexpectedClosingTag(let name):
            return "closing tag {{/\(name)}} has no open section to close"
        case .emptyTag:
            return "empty tag: a name is required"
        case .malformedTag(let detail):
            return "malformed tag: \(detail)"
        case .badDelimiters(let detail):
            return "bad set-delimiter tag: \(detail)"
        case .partialNotFound(let name):
            return "template '\(name)' not found"
        case .unknownVariable(let name):
            return "unknown variable '\(name)' (strict mode: no context has it)"
        case .recursionTooDeep(let name):
            return "'\(name)' nests too deeply: endless recursion through partials, parents or blocks?"
        case .stepLimitExceeded(let name):
            return "rendering stopped at '\(name)' after too many section passes and expansions: runaway recursion?"
        }
    }

    /// `Templates/x.mustache:3:7: error: ...`, as compilers print it; no `line:column` when there is none.
    package var description: String {
        let place = line > 0 ? "\(template):\(line):\(column)" : template
        return "\(place): error: \(message)"
    }

    private static func tag(_ opener: Opener, _ name: String) -> String {
        switch opener {
        case .section: return "{{#\(name)}}"
        case .invertedSection: return "{{^\(name)}}"
        case .parent: return "{{<\(name)}}"
        case .block: return "{{$\(name)}}"
        }
    }

    private static func noun(_ opener: Opener) -> String {
        switch opener {
        case .section: return "section"
        case .invertedSection: return "inverted section"
        case .parent: return "parent"
        case .block: return "block"
        }
    }

    /// 1-based line and column (in Unicode scalars) of a UTF-8 byte offset.
    static func lineAndColumn(of offset: Int, in source: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        for byte in source.utf8 {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the scalar already counted.
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
