/// A file's declarations grouped as Swift groups them: a type together with its extensions, so a
/// member counts as present wherever the type declares it (its body or any extension), and members of
/// `#if` blocks count too.
struct DeclarationIndex {
    /// A declaration where it was found.
    struct Located {
        var declaration: SwiftDeclaration
        /// The member of the container that holds it: itself, or the `#if` block it is in.
        var top: SwiftDeclaration
        /// The type or extension it is a member of; nil at the top level.
        var container: SwiftDeclaration?
    }

    let source: SwiftSource

    /// The members of the type at `path` (`A` or `A.B`) across its declaration and extensions, or the
    /// file's top-level declarations for the empty path.
    func members(of path: String) -> [Located] {
        if path.isEmpty { return Self.flatten(source.declarations, container: nil) }
        return containers(of: path).flatMap { Self.flatten($0.members, container: $0) }
    }

    /// Where the type at `path` is declared (`class A`, not its extensions).
    func primaries(of path: String) -> [SwiftDeclaration] {
        let (parent, name) = Self.split(path)
        return members(of: parent).map(\.declaration).filter { $0.kind == .type && $0.name == name }
    }

    func extensions(of path: String) -> [SwiftDeclaration] {
        Self.flatten(source.declarations, container: nil).map(\.declaration)
            .filter { $0.kind == .extension && $0.name == path }
    }

    func containers(of path: String) -> [SwiftDeclaration] { primaries(of: path) + extensions(of: path) }

    /// The member of `path` identified by one of `keys`.
    func find(_ keys: [String], in path: String) -> Located? {
        members(of: path).first { located in located.declaration.keys.contains { keys.contains($0) } }
    }

    /// Every declaration as `path/key` (`A.B/func c(d:)`), extensions filed under the type they extend:
    /// two files declare the same things in the same places when these sets agree.
    static func pathKeys(of source: SwiftSource) -> Set<String> {
        var keys = Set<String>()
        func visit(_ declarations: [SwiftDeclaration], path: String) {
            for located in flatten(declarations, container: nil) {
                let declaration = located.declaration
                for key in declaration.keys { keys.insert(path + "/" + key) }
                switch declaration.kind {
                case .type:
                    visit(declaration.members, path: path.isEmpty ? declaration.name : path + "." + declaration.name)
                case .extension: visit(declaration.members, path: declaration.name)
                default: break
                }
            }
        }
        visit(source.declarations, path: "")
        return keys
    }

    static func flatten(_ declarations: [SwiftDeclaration], container: SwiftDeclaration?) -> [Located] {
        var result: [Located] = []
        for declaration in declarations {
            if declaration.kind == .conditional {
                for inner in flatten(declaration.members, container: container) {
                    result.append(Located(declaration: inner.declaration, top: declaration, container: container))
                }
            } else {
                result.append(Located(declaration: declaration, top: declaration, container: container))
            }
        }
        return result
    }

    /// `A.B.C` → (`A.B`, `C`); `A` → (``, `A`).
    static func split(_ path: String) -> (parent: String, name: String) {
        guard let dot = path.lastIndex(of: ".") else { return ("", path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }
}
