import SwiftScanning

/// A file's declarations grouped as Swift groups them: a type together with its extensions, so a
/// member counts as present wherever the type declares it (its body or any extension), and members of
/// `#if` blocks count too.
///
/// A merge asks it for every member of the render, so each path's members, and where each key first
/// appears among them, are worked out once and kept (recomputing them per question made merging a
/// 10-file scene quadratic: most of `vipgen add`'s time).
final class DeclarationIndex {
    /// A declaration where it was found.
    struct Located {
        var declaration: SwiftDeclaration
        /// The member of the container that holds it: itself, or the `#if` block it is in.
        var top: SwiftDeclaration
        /// The type or extension it is a member of; nil at the top level.
        var container: SwiftDeclaration?
    }

    let source: SwiftSource
    /// The file it indexes, for messages; empty for the file being merged.
    let file: String
    private var membersByPath: [String: [Located]] = [:]
    /// For each path asked about: each key of its members, with the position of the first member that has it.
    private var firstPositionByPath: [String: [DeclarationKey: Int]] = [:]
    private var primariesByPath: [String: [SwiftDeclaration]] = [:]
    private var extensionsByName: [String: [SwiftDeclaration]]?

    init(source: SwiftSource, file: String = "") {
        self.source = source
        self.file = file
    }

    /// The members of the type at `path` (`A` or `A.B`) across its declaration and extensions, or the
    /// file's top-level declarations for the empty path.
    func members(of path: String) -> [Located] {
        if let known = membersByPath[path] { return known }
        let members =
            path.isEmpty
            ? Self.flatten(source.declarations, container: nil)
            : containers(of: path).flatMap { Self.flatten($0.members, container: $0) }
        membersByPath[path] = members
        return members
    }

    /// Where the type at `path` is declared (`class A`, not its extensions).
    func primaries(of path: String) -> [SwiftDeclaration] {
        if let known = primariesByPath[path] { return known }
        let (parent, name) = Self.split(path)
        let primaries = members(of: parent).map(\.declaration).filter { $0.kind == .type && $0.name == name }
        primariesByPath[path] = primaries
        return primaries
    }

    func extensions(of path: String) -> [SwiftDeclaration] {
        if extensionsByName == nil {
            var byName: [String: [SwiftDeclaration]] = [:]
            for located in members(of: "") where located.declaration.kind == .extension {
                byName[located.declaration.name, default: []].append(located.declaration)
            }
            extensionsByName = byName
        }
        return extensionsByName?[path] ?? []
    }

    func containers(of path: String) -> [SwiftDeclaration] { primaries(of: path) + extensions(of: path) }

    /// The member of `path` identified by one of `keys`: the first, in the file's order, that has any.
    func find(_ keys: [DeclarationKey], in path: String) -> Located? {
        let members = members(of: path)
        let positions: [DeclarationKey: Int]
        if let known = firstPositionByPath[path] {
            positions = known
        } else {
            var first: [DeclarationKey: Int] = [:]
            for (position, located) in members.enumerated() {
                for key in located.declaration.keys where first[key] == nil { first[key] = position }
            }
            firstPositionByPath[path] = first
            positions = first
        }
        return keys.compactMap { positions[$0] }.min().map { members[$0] }
    }

    /// Every declaration with the path of its type (`A.B/func c(d:)`), extensions filed under the type
    /// they extend: two files declare the same things in the same places when these sets agree.
    static func pathKeys(of source: SwiftSource) -> Set<PathKey> {
        var keys = Set<PathKey>()
        func visit(_ declarations: [SwiftDeclaration], path: String) {
            for located in flatten(declarations, container: nil) {
                let declaration = located.declaration
                for key in declaration.keys { keys.insert(PathKey(path: path, key: key)) }
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
