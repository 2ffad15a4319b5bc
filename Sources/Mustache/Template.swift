/// A parsed template: parse once with `init(source:name:)`, then render as often as needed.
package struct MustacheTemplate: Sendable {
    /// The name errors report, e.g. `Templates/header.mustache`.
    package let name: String
    let storage: TemplateStorage

    /// Parses `source`; throws `MustacheError` naming `name` and the line and column of the first problem.
    package init(source: String, name: String) throws {
        storage = try MustacheParser.parse(source: source, name: name)
        self.name = name
    }

    init(storage: TemplateStorage) {
        self.storage = storage
        name = storage.name
    }

    /// Renders without a library: partials and parents are missing (empty, or an error in strict mode).
    package func render(_ context: MustacheValue, options: RenderOptions = RenderOptions()) throws -> String {
        var renderer = MustacheRenderer(context: context, options: options, library: nil)
        return try renderer.render(self)
    }
}

package enum MustacheNode: Equatable, Sendable {
    case text(TextNode)
    case variable(VariableNode)
    case section(SectionNode)
    case partial(PartialNode)
    case parent(ParentNode)
    case block(BlockNode)
}

package struct TextNode: Equatable, Sendable {
    let bytes: [UInt8]
    /// Lets indented rendering skip the line scan for text within one line.
    let hasNewline: Bool
}

package struct VariableNode: Equatable, Sendable {
    let name: MustacheName
    let escaped: Bool
    let offset: Int
}

package struct SectionNode: Equatable, Sendable {
    let name: MustacheName
    let inverted: Bool
    let end: Int
    /// A standalone opening tag left no trace on its line, so it must not trigger indentation.
    let standalone: Bool
    let offset: Int
}

package struct PartialNode: Equatable, Sendable {
    let name: String
    /// The whitespace before a standalone tag, which indents every line of the partial; `nil` inline.
    let indentation: [UInt8]?
    let offset: Int
}

package struct ParentNode: Equatable, Sendable {
    let name: String
    let indentation: [UInt8]?
    /// The blocks directly inside the tag: all that a parent tag's content contributes.
    let arguments: [BlockArgument]
    let end: Int
    let offset: Int
}

struct BlockArgument: Equatable, Sendable {
    let name: String
    let body: Range<Int>
}

package struct BlockNode: Equatable, Sendable {
    /// Where the lines of an overriding argument go, given how the block tag sits on its line.
    package enum Layout: Equatable, Sendable {
        /// The tag has its line to itself: the argument's lines get the indentation of the block's
        /// default content (its "intrinsic indentation").
        case standalone(intrinsic: [UInt8])
        /// Only whitespace precedes the tag: that whitespace is written as text, and the argument's
        /// later lines get it too.
        case indented(leading: [UInt8])
        /// Something else precedes the tag: the argument is written as it is.
        case inline
    }

    let name: String
    let layout: Layout
    let end: Int
    let offset: Int
}

/// A name as a tag spells it, split and hashed at parse time so rendering never splits or hashes
/// strings. A class, so that the node holding it copies as one reference (rendering copies nodes).
final class MustacheName: Equatable, Sendable {
    enum Scope: Equatable, Sendable {
        /// `.`: the top of the context stack itself.
        case implicit
        /// `.a.b`: looked up in the top of the stack only.
        case top
        /// `a.b`: `a` looked up through the whole stack, the rest inside it.
        case stack
    }

    let text: String
    /// `text` as a lookup key: a plain name's only part.
    package let key: MustacheKey
    /// The dotted parts; empty for a name without a dot, whose one part is `key` (so the hundreds
    /// of plain names a run's compiled templates hold cost no array each).
    let parts: [MustacheKey]
    let scope: Scope

    /// `nil` when a dotted part is empty (`a..b`, `a.`).
    init?(_ text: String) {
        self.text = text
        key = MustacheKey(text)
        let dot = UInt8(ascii: ".")
        // Most names have no dot: skip splitting (this runs for every tag of every template parsed).
        guard Self.contains(dot, in: text) else {
            scope = .stack
            parts = []
            return
        }
        if text == "." {
            scope = .implicit
            parts = []
            return
        }
        var body = Substring(text)
        if body.utf8.first == dot {
            scope = .top
            body = body.dropFirst()
        } else {
            scope = .stack
        }
        let parts = body.utf8.split(separator: dot, omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.isEmpty }) else { return nil }
        self.parts = parts.map { MustacheKey(String(Substring($0))) }
    }

    static func == (lhs: MustacheName, rhs: MustacheName) -> Bool {
        lhs.text == rhs.text
    }

    /// Whether `text` is a well-formed name, without building one.
    static func isValid(_ text: String) -> Bool {
        guard contains(UInt8(ascii: "."), in: text) else { return true }
        return MustacheName(text) != nil
    }

    /// A search over the string's contiguous UTF-8 where it has it (native strings and literals
    /// do), which is several times faster than stepping through `utf8`'s indices.
    private static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
    }
}
