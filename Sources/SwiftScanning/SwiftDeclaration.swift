/// A declaration the scanner found: a type, an extension, a member, or an `#if` block holding some.
///
/// A declaration is identified by its `keys`, never by its body: `func fetch(request:)` is the same
/// declaration whatever its body, formatting or comments say.
package struct SwiftDeclaration: Sendable {
    package enum Kind: Sendable, Equatable {
        /// `class`, `struct`, `enum`, `protocol`, `actor`: their members are parsed too.
        case type
        /// `extension Name: Conformances`, members parsed too.
        case `extension`
        case function
        case initializer
        case deinitializer
        case `subscript`
        /// `var` or `let`.
        case property
        /// `case a, b(Int)` inside an enum.
        case enumCase
        /// `typealias` or `associatedtype`.
        case typeAlias
        case `import`
        /// `#if … #endif` at declaration level; `members` are the declarations of every branch.
        case conditional
        /// Anything else at declaration level (top-level code, `#warning`, a macro): never matched.
        case other
    }

    package var kind: Kind
    /// The introducing keyword as written: `class`, `func`, `var`, `#if`.
    package var keyword: String
    /// The name: `ListMemesInteractor`, `fetch(request:)`, `memes`, `init(worker:)`; for an
    /// extension, the extended type (`A.B`).
    package var name: String
    /// What identifies it among its siblings: `type Name`, `func name(label:)`, `var name`, one
    /// `case name` per enum case element. Empty for `other` and `conditional`.
    package var keys: [DeclarationKey]
    /// The protocols and superclass after the `:` of a type or extension, as written (`A.B`), without
    /// attributes such as `@unchecked`.
    package var conformances: [String] = []
    /// The offset of the first byte (the first attribute or modifier, doc comments excluded).
    package var start: Int
    /// The offset just after the last byte.
    package var end: Int
    /// The offsets of the body's `{` and `}`, when it has a body.
    package var bodyOpen: Int?
    package var bodyClose: Int?
    /// The indices of the code tokens strictly inside the body's braces.
    package var bodyTokens: Range<Int>?
    /// The indices of the code tokens from the first attribute to the body (or the end): what a
    /// caller of the declaration depends on.
    package var headerTokens: Range<Int>
    /// Members of a type, extension or `#if` block, in order.
    package var members: [SwiftDeclaration] = []

    /// The name as a caller writes it, without argument labels: `fetch` for `fetch(request:)`.
    package var baseName: String {
        guard let parenthesis = name.firstIndex(of: "(") else { return name }
        return String(name[..<parenthesis])
    }

    /// How a message names it: `class ListMemesInteractor`, `func fetch(request:)`, `extension A: P`.
    package var displayName: String {
        switch kind {
        case .extension:
            return conformances.isEmpty
                ? "extension \(name)" : "extension \(name): \(conformances.joined(separator: ", "))"
        case .initializer, .deinitializer, .subscript: return name
        case .enumCase: return "case \(name)"
        default: return "\(keyword) \(name)"
        }
    }

    /// The display name with a nested type's full path: `class A.B` for `B` inside `A`.
    package func displayName(in path: String) -> String {
        guard kind == .type, !path.isEmpty else { return displayName }
        return "\(keyword) \(path).\(name)"
    }

    /// Whether a type or extension: something whose members the merger looks into.
    package var isContainer: Bool { kind == .type || kind == .extension }
}
