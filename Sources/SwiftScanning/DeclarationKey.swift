/// What identifies a declaration among its siblings, whatever its body, formatting or comments:
/// its kind, its name and, for functions, initializers and subscripts, its argument labels.
/// `func fetch(request:)` and `func fetch(_:)` are two declarations; so are `func f` and `var f`.
package struct DeclarationKey: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        /// A type, or a type alias or associated type: either declares the name as a type.
        case type
        /// An extension, told apart by what it adds conformance to (sorted).
        case `extension`(conformances: [String])
        case function
        case initializer
        case deinitializer
        case `subscript`
        /// `var` or `let`: one name, whichever keyword.
        case property
        case enumCase
        case `import`
    }

    var kind: Kind
    /// The name without argument labels: `fetch`, `init`, `memes`, `A.B` for an extension of it.
    var name: String
    /// The argument labels (`_` for none) of a function, initializer or subscript with a parameter
    /// clause; nil for everything else.
    var labels: [String]?

    init(_ kind: Kind, _ name: String, labels: [String]? = nil) {
        self.kind = kind
        self.name = name
        self.labels = labels
    }

    /// `name(a:b:)` for a declaration with labels, else the name.
    var signature: String {
        labels.map { name + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? name
    }

    /// How Swift people write the key: `type A`, `extension A: P, Q`, `func f(a:)`, `init(a:)`,
    /// `deinit`, `subscript(_:)`, `var a`, `case a`, `import A`.
    package var description: String {
        switch kind {
        case .type: return "type \(name)"
        case .extension(let conformances):
            return "extension \(name)" + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))
        case .function: return "func \(signature)"
        case .initializer, .deinitializer, .subscript: return signature
        case .property: return "var \(name)"
        case .enumCase: return "case \(name)"
        case .import: return "import \(name)"
        }
    }
}

/// A declaration's key with the path of the type it is a member of (`A.B` for a member of `B`
/// nested in `A`, extensions filed under the type they extend; empty at the top level).
package struct PathKey: Hashable, Sendable, CustomStringConvertible {
    var path: String
    package var key: DeclarationKey

    package init(path: String, key: DeclarationKey) {
        self.path = path
        self.key = key
    }

    /// `A.B/func c(d:)`.
    package var description: String { path + "/" + key.description }
}
