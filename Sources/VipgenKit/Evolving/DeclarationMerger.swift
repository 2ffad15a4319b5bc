import SwiftScanning

/// Adds to a file a person may have edited the declarations a newer render has and the file lacks.
///
/// Three versions of the file take part: `existing` (on disk), `before` (what vipgen renders without
/// the new items) and `after` (with them). A declaration of `after` that `before` lacks is new: it is
/// inserted unless the file already has it (same container, same name and signature, whatever its
/// body). A declaration both renders have that the file lacks was removed or renamed by a person: it
/// is reported, never re-added. New text is copied from `after` with the blank lines and comments
/// that precede it there, placed after its nearest predecessor that the file has, and re-indented to
/// the file's own unit and line breaks. Nothing a person wrote is changed; where a new declaration
/// cannot be placed for sure, the merge refuses.
struct DeclarationMerger {
    let path: String
    let existing: SwiftSource
    let before: SwiftSource
    let after: SwiftSource
    let index: DeclarationIndex
    let existingStyle: IndentationStyle
    let renderStyle: IndentationStyle
    let lineBreak: String
    let policy: MergePolicy
    var edits: [TextEdit] = []
    var result: FileMerge
    /// Names of members the file declares differently from the render, or not at all: a new
    /// declaration that uses one would not compile as rendered, so it is suggested, not added.
    var avoidedNames: Set<String> = []
    /// For each avoided name, the declaration vipgen generates and the file's own (nil when it has none).
    var avoidedDeclarations: [String: (expected: String, found: SwiftDeclaration?)] = [:]
    /// Methods not added because they use an avoided name, each with that name.
    var heldBack: [(member: String, blocker: String)] = []
    /// The scene's other files: a member one of them declares for the same type is there already.
    var elsewhere: [DeclarationIndex] = []
    /// New methods of a scene written by hand added with an empty body (by where the render has
    /// them), each with the name it would have used: see `stubbable(_:)`.
    var stubs: [Int: String] = [:]

    /// - Parameter parsed: `existing` already read as Swift, when the caller has it.
    static func merge(
        path: String, existing: String, before: String, after: String, policy: MergePolicy = MergePolicy(),
        parsed: Result<SwiftSource, SwiftSourceError>? = nil, elsewhere: [DeclarationIndex] = []
    ) throws(MergeRefusal) -> FileMerge {
        let existingSource: SwiftSource
        do {
            existingSource = try (parsed ?? Result { () throws(SwiftSourceError) in try SwiftSource(existing) }).get()
        } catch {
            throw MergeRefusal(
                path: path, line: error.line, message: "\(error.message); vipgen edits only files it can read for sure")
        }
        let beforeSource: SwiftSource
        let afterSource: SwiftSource
        do {
            // A file still as the older render wrote it is read once, not twice.
            beforeSource = before == existing ? existingSource : try SwiftSource(before)
            afterSource = try SwiftSource(after)
        } catch {
            throw MergeRefusal(
                path: path, line: nil,
                message: "the template renders Swift vipgen cannot read (line \(error.line): \(error.message))")
        }
        let renderStyle = IndentationStyle.detect(in: afterSource, fallback: "    ")
        var merger = DeclarationMerger(
            path: path, existing: existingSource, before: beforeSource, after: afterSource,
            index: DeclarationIndex(source: existingSource),
            existingStyle: IndentationStyle.detect(in: existingSource, fallback: renderStyle.unit),
            renderStyle: renderStyle, lineBreak: LineBreakStyle.dominant(in: existingSource.bytes), policy: policy,
            result: FileMerge(text: existing), elsewhere: elsewhere)
        merger.collectAvoidedNames(
            afterMembers: afterSource.declarations, beforeMembers: beforeSource.declarations, path: "")
        try merger.mergeMembers(
            of: nil, afterMembers: afterSource.declarations, beforeMembers: beforeSource.declarations, path: "")
        // A requirement added while the method meeting it is held back would leave a type that no
        // longer conforms: the file would not compile. Both or neither.
        for (member, blocker) in merger.heldBack {
            guard let requirement = merger.result.added.first(where: { $0.hasPrefix(member + " in ") }) else {
                continue
            }
            // The two declarations side by side, where the file's is: what vipgen expected, what it found.
            let declared = merger.avoidedDeclarations[blocker]
            let found = declared?.found.map { "found '\(Self.header(of: $0, in: merger.existing))'" } ?? "found none"
            let expected = declared.map { "expected '\($0.expected)', " } ?? ""
            throw merger.refusal(
                at: declared?.found?.start,
                "cannot add \(requirement) without its implementation, \(member), which uses '\(blocker)', declared "
                    + "differently in this file than vipgen generates it (\(expected)\(found)); add both by hand, or restore '\(blocker)'"
            )
        }
        if !merger.edits.isEmpty { merger.result.text = TextEdit.apply(merger.edits, to: existingSource.bytes) }
        return merger.result
    }

    // MARK: - Walking the render

    /// Where the next new member of a container goes: after the last member found, in its container.
    struct Anchor {
        var offset: Int
        /// The indentation of the member the insertion follows: new members take it.
        var indentation: String
    }

    mutating func mergeMembers(
        of afterContainer: SwiftDeclaration?, afterMembers: [SwiftDeclaration], beforeMembers: [SwiftDeclaration],
        path: String
    ) throws(MergeRefusal) {
        var anchor: Anchor?
        /// New members before any member the file has: they go before the first one found, or at the end.
        var leading: [(member: SwiftDeclaration, previous: SwiftDeclaration?)] = []
        var previous: SwiftDeclaration?
        for member in afterMembers {
            defer { previous = member }
            guard !member.keys.isEmpty else { continue }
            var beforeMember = beforeMembers.first { $0.keys == member.keys }
            if policy.handWritten, isPrivateHelper(member), beforeMember != nil, locate(member, in: path) == nil,
                usedByNewMember(member, afterMembers: afterMembers, beforeMembers: beforeMembers)
            {
                beforeMember = nil
            }
            if let found = locate(member, in: path) {
                if !leading.isEmpty {
                    try insertBefore(found, leading, afterContainer: afterContainer, next: member)
                    leading = []
                }
                anchor = Anchor(
                    offset: existing.lineEnd(after: found.top.end - 1),
                    indentation: existing.indentation(ofLineAt: found.declaration.start))
                if let container = found.container, let close = container.bodyClose, anchor!.offset > close {
                    throw refusal(
                        at: found.top.start,
                        "'\(found.declaration.displayName)' shares its line with the end of '\(container.displayName)', so nothing can be added after it"
                    )
                }
                if member.isContainer {
                    try mergeMembers(
                        of: member, afterMembers: member.members, beforeMembers: beforeMember?.members ?? [],
                        path: Self.childPath(of: member, in: path))
                } else if let beforeMember {
                    try mergeBody(of: found.declaration, after: member, before: beforeMember, path: path)
                }
            } else if let beforeMember {
                if member.isContainer, let new = Self.firstNewMember(of: member, comparedWith: beforeMember) {
                    // A protocol the scene does without (no `XDataStore` in a scene passing no data):
                    // nothing can call through it, so what it would declare is left out, and said.
                    // Named in code only: the `// MARK: - XDataStore` over a field added before names nothing.
                    if member.keyword == "protocol", path.isEmpty, !existing.codeNames(member.name),
                        !elsewhere.contains(where: { $0.source.codeNames(member.name) })
                    {
                        result.suggestions.append(
                            "\(member.displayName) is not in the scene, so \(new.displayName) was left out of it")
                        continue
                    }
                    if member.kind == .extension {
                        // Missing or ambiguous: the lookup's own refusal says which.
                        _ = try homeContainer(for: member, path: member.name, needing: new)
                    }
                    throw refusal(
                        at: nil, "did not find \(member.displayName(in: path)), where \(new.displayName) goes")
                }
                // Moved by a person into another file of the scene (an extension): there, not removed.
                if !member.isContainer, let other = elsewhere.first(where: { $0.find(member.keys, in: path) != nil }) {
                    result.foundElsewhere.append("\(describe(member, in: path)), in \(other.file)")
                } else {
                    result.notFound.append(describe(member, in: path))
                }
            } else if !member.isContainer, elsewhere.contains(where: { $0.find(member.keys, in: path) != nil }) {
                // Written by a person in another file of the scene (an extension): present, not added twice.
                continue
            } else if let replacement = try replacement(
                for: member, afterMembers: afterMembers, beforeMembers: beforeMembers, path: path)
            {
                edits.append(replacement)
                result.added.append(describe(member, in: path))
            } else if let type = missingType(usedBy: member) {
                // Its requirement, if any, is refused with it: a type the scene lacks is no body's detail.
                if member.kind == .function { heldBack.append((member.displayName, type)) }
                result.suggestions.append(
                    "\(describe(member, in: path)) was left out: it uses '\(type)', which the scene does not declare")
            } else if let blocker = avoidedName(usedBy: member), !stubbable(member) {
                if member.kind == .function { heldBack.append((member.displayName, blocker)) }
                result.suggestions.append(
                    "\(describe(member, in: path)) was not added: it uses '\(blocker)', which this file declares differently or not at all; add it by hand if it still fits"
                )
            } else if let current = anchor {
                insert(member, previous: previous, container: afterContainer, at: current)
                result.added.append(describe(member, in: path))
            } else {
                leading.append((member, previous))
                result.added.append(describe(member, in: path))
            }
        }
        if !leading.isEmpty { try insertAtEnd(leading, afterContainer: afterContainer, path: path) }
    }

    /// The edit putting `member` in place of the declaration it replaces: one the older render has under
    /// the same name with another signature, the only one of that name in each render (the worker's
    /// initialiser gaining a dependency's parameter, its tests' `makeSUT`). It is rewritten only while the
    /// file has it exactly as vipgen wrote it (in the file's indentation), as vipgen opens its own `{}`;
    /// one a person changed refuses the merge, at its place. Nil when `member` replaces nothing the file has.
    mutating func replacement(
        for member: SwiftDeclaration, afterMembers: [SwiftDeclaration], beforeMembers: [SwiftDeclaration],
        path: String
    ) throws(MergeRefusal) -> TextEdit? {
        guard member.kind == .function || member.keyword == "init" else { return nil }
        let name = member.baseName
        let namedBefore = beforeMembers.filter { $0.baseName == name && $0.keyword == member.keyword }
        guard namedBefore.count == 1, let old = namedBefore.first,
            afterMembers.filter({ $0.baseName == name && $0.keyword == member.keyword }).count == 1,
            !afterMembers.contains(where: { $0.keys == old.keys }), let found = locate(old, in: path)
        else { return nil }
        let indentation = existing.indentation(ofLineAt: found.declaration.start)
        let start = existing.lineStart(of: found.declaration.start)
        let end = existing.lineEnd(after: found.declaration.end - 1)
        let expected = adapted(
            before.text(before.lineStart(of: old.start)..<before.lineEnd(after: old.end - 1)),
            renderIndentation: before.indentation(ofLineAt: old.start), indentation: indentation)
        guard existing.text(start..<end) == expected else {
            throw refusal(
                at: found.declaration.start,
                "cannot add \(describe(member, in: path)): it takes the place of \(found.declaration.displayName), which "
                    + "was changed since vipgen wrote it; nothing was written. Give that one the new parameters by hand, "
                    + "as 'vipgen scene' writes them, or set it back as vipgen wrote it")
        }
        let text = adapted(
            after.text(after.lineStart(of: member.start)..<after.lineEnd(after: member.end - 1)),
            renderIndentation: after.indentation(ofLineAt: member.start), indentation: indentation)
        return TextEdit(offset: start, length: end - start, text: text, order: edits.count)
    }

    /// Where the file has `member`: by name and signature, or for an extension, the one declaration of
    /// the type that adopts the same protocols (the class itself or an extension).
    func locate(_ member: SwiftDeclaration, in path: String) -> DeclarationIndex.Located? {
        guard member.kind == .extension else { return index.find(member.keys, in: path) }
        guard let home = try? homeContainer(for: member, path: member.name, needing: member) else { return nil }
        return index.members(of: "").first {
            $0.declaration.start == home.start
        }
            ?? index.members(of: DeclarationIndex.split(member.name).parent).first {
                $0.declaration.start == home.start
            }
    }

    /// A member of `container` (at any depth) that `beforeContainer` lacks.
    static func firstNewMember(of container: SwiftDeclaration, comparedWith beforeContainer: SwiftDeclaration)
        -> SwiftDeclaration?
    {
        for member in container.members where !member.keys.isEmpty {
            guard let beforeMember = beforeContainer.members.first(where: { $0.keys == member.keys }) else {
                return member
            }
            if member.isContainer, let new = firstNewMember(of: member, comparedWith: beforeMember) { return new }
        }
        return nil
    }

    static func childPath(of member: SwiftDeclaration, in path: String) -> String {
        if member.kind == .extension { return member.name }
        return path.isEmpty ? member.name : path + "." + member.name
    }

    func describe(_ member: SwiftDeclaration, in path: String) -> String {
        path.isEmpty ? member.displayName : "\(member.displayName) in \(path)"
    }

    func refusal(at offset: Int?, _ message: String) -> MergeRefusal {
        guard let offset else { return MergeRefusal(path: path, line: nil, message: message) }
        let column = existing.text(existing.lineStart(of: offset)..<offset).unicodeScalars.count + 1
        return MergeRefusal(path: path, line: existing.line(of: offset), column: column, message: message)
    }

    // MARK: - Declarations a new one depends on

    /// Finds the render's members that the file declares with another header, or lacks.
    mutating func collectAvoidedNames(
        afterMembers: [SwiftDeclaration], beforeMembers: [SwiftDeclaration], path: String
    ) {
        for member in afterMembers where !member.keys.isEmpty {
            let found = locate(member, in: path)
            if member.isContainer {
                if found != nil {
                    collectAvoidedNames(
                        afterMembers: member.members,
                        beforeMembers: beforeMembers.first { $0.keys == member.keys }?.members ?? [],
                        path: Self.childPath(of: member, in: path))
                }
                continue
            }
            guard member.kind == .function || member.kind == .property else { continue }
            if let found {
                if Self.signature(after, member.headerTokens)
                    != Self.signature(existing, found.declaration.headerTokens)
                {
                    avoidedNames.insert(member.baseName)
                    avoidedDeclarations[member.baseName] = (Self.header(of: member, in: after), found.declaration)
                }
            } else if beforeMembers.contains(where: { $0.keys == member.keys }) {
                if policy.handWritten && isPrivateHelper(member) { continue }
                avoidedNames.insert(member.baseName)
                avoidedDeclarations[member.baseName] = (Self.header(of: member, in: after), nil)
            }
        }
    }

    /// A declaration's header as written, on one line: `private let worker: any XWorkerLogic`.
    static func header(of declaration: SwiftDeclaration, in source: SwiftSource) -> String {
        let tokens = declaration.headerTokens
        guard let first = tokens.first, let last = tokens.last else { return declaration.displayName }
        let text = source.text(source.code[first].start..<source.code[last].end)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { String($0).trimmingWhitespace() }.joined(separator: " ")
    }

    /// A declaration's header without its access level, `final` and `lazy`: `private let worker` made
    /// `let worker` still declares the same name with the same type, and code using it compiles.
    static func signature(_ source: SwiftSource, _ tokens: Range<Int>) -> [String] {
        let texts = source.codeTexts(tokens)
        let modifiers: Set<String> = [
            "private", "fileprivate", "internal", "package", "public", "open", "final", "lazy",
        ]
        var kept: [String] = []
        var index = 0
        while index < texts.count {
            guard modifiers.contains(texts[index]) else {
                kept.append(texts[index])
                index += 1
                continue
            }
            // `private(set)` goes whole.
            let setter = index + 3 < texts.count && texts[index + 1] == "(" && texts[index + 3] == ")"
            index += setter ? 4 : 1
        }
        return sameType(kept)
    }

    /// A signature with each type in one spelling: `X?`, `(any X)?` and `Optional<X>` are one Swift
    /// type, so a person's `weak var viewController: XDisplayLogic?` is the declaration vipgen writes.
    static func sameType(_ texts: [String]) -> [String] {
        // An implicitly unwrapped `X!` is used as `X?` is: code written for one compiles with the other.
        var words = texts.filter { $0 != "any" }.map { $0 == "!" ? "?" : $0 }
        // `Optional<X>` → `X?`.
        var index = 0
        while index + 3 < words.count {
            if words[index] == "Optional", words[index + 1] == "<", index == 0 || words[index - 1] != "." {
                var depth = 0
                var close = index + 1
                while close < words.count {
                    if words[close] == "<" { depth += 1 }
                    if words[close] == ">" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                if close < words.count {
                    let inner = Array(words[(index + 2)..<close])
                    let wrapped =
                        inner.count == 1 || inner.allSatisfy { $0 != "&" && $0 != "->" } ? inner : ["("] + inner + [")"]
                    words.replaceSubrange(index...close, with: wrapped + ["?"])
                    continue
                }
            }
            index += 1
        }
        // `(X)?` → `X?`: parentheses around one type before `?` or `!`.
        index = 0
        while index < words.count {
            if words[index] == "(" {
                var depth = 0
                var close = index
                var simple = true
                while close < words.count {
                    if words[close] == "(" { depth += 1 }
                    if words[close] == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    if depth == 1 && (words[close] == "," || words[close] == "->" || words[close] == "&") {
                        simple = false
                    }
                    close += 1
                }
                if simple, close > index + 1, close + 1 < words.count,
                    words[close + 1] == "?" || words[close + 1] == "!"
                {
                    words.remove(at: close)
                    words.remove(at: index)
                    continue
                }
            }
            index += 1
        }
        return words
    }

    /// A `private` or `fileprivate` function: a helper of its type, used by nothing outside it.
    func isPrivateHelper(_ member: SwiftDeclaration) -> Bool {
        guard member.kind == .function else { return false }
        let words = after.codeTexts(member.headerTokens)
        return words.contains("private") || words.contains("fileprivate")
    }

    /// Whether a member of `afterMembers` that `beforeMembers` lacks calls `helper`.
    func usedByNewMember(
        _ helper: SwiftDeclaration, afterMembers: [SwiftDeclaration], beforeMembers: [SwiftDeclaration]
    ) -> Bool {
        afterMembers.contains { member in
            guard !beforeMembers.contains(where: { $0.keys == member.keys }) else { return false }
            return after.code.contains { token in
                token.start >= member.start && token.end <= member.end && token.kind == .identifier
                    && after.text(of: token) == helper.baseName
            }
        }
    }

    /// Whether `member`, which uses a name the file declares otherwise, is added with an empty body
    /// (and records it so, with a suggestion): in a scene written by hand, a method returning nothing
    /// (`routeToX(segue:)` where the router holds `weak var viewController: UIViewController?`, or none)
    /// compiles empty, so its protocol's requirement and every caller can still be added. What
    /// vipgen would have written in it, and why it did not, is said: expected declaration and found.
    mutating func stubbable(_ member: SwiftDeclaration) -> Bool {
        guard policy.handWritten, member.kind == .function, member.bodyOpen != nil, member.bodyClose != nil,
            Self.returnsNothing(member, in: after), let blocker = avoidedName(usedBy: member),
            // An override is no requirement of the scene's: an empty one would only hide the inherited one.
            !after.codeTexts(member.headerTokens).contains("override"),
            // Its header must compile too: only its body used the name.
            !headerUses(member, names: [blocker])
        else { return false }
        stubs[member.start] = blocker
        let declared = avoidedDeclarations[blocker]
        let found = declared?.found.map { "found '\(Self.header(of: $0, in: existing))'" } ?? "found none"
        let expected = declared.map { "expected '\($0.expected)', " } ?? ""
        result.suggestions.append(
            "\(member.displayName) was added with an empty body: what vipgen writes in it uses '\(blocker)', "
                + "declared differently in this file (\(expected)\(found)); write its body by hand")
        return true
    }

    /// Whether `member`'s header (not its body) names one of `names`.
    func headerUses(_ member: SwiftDeclaration, names: Set<String>) -> Bool {
        after.codeTexts(member.headerTokens).contains { names.contains($0) }
    }

    /// The first type `member` uses that the scene does not declare (`MergePolicy.missingTypes`).
    func missingType(usedBy member: SwiftDeclaration) -> String? {
        guard !policy.missingTypes.isEmpty else { return nil }
        for token in after.code where token.start >= member.start && token.end <= member.end {
            guard token.kind == .identifier else { continue }
            let name = after.text(of: token)
            if policy.missingTypes.contains(name) { return name }
        }
        return nil
    }

    /// Whether a function's header declares no result (or `Void`, `()`): an empty body compiles.
    static func returnsNothing(_ function: SwiftDeclaration, in source: SwiftSource) -> Bool {
        let texts = source.codeTexts(function.headerTokens)
        var depth = 0
        for (index, text) in texts.enumerated() {
            switch text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "->" where depth == 0:
                let rest = texts[(index + 1)...].filter { $0 != "{" }
                return rest == ["Void"] || rest == ["(", ")"]
            default: break
            }
        }
        return true
    }

    /// The first avoided name `member`'s code uses, if any.
    func avoidedName(usedBy member: SwiftDeclaration) -> String? {
        guard !avoidedNames.isEmpty else { return nil }
        for token in after.code where token.start >= member.start && token.end <= member.end {
            guard token.kind == .identifier else { continue }
            let name = after.text(of: token)
            if avoidedNames.contains(name) && name != member.baseName { return name }
        }
        return nil
    }
}

/// What the merger may and may not do beyond adding declarations.
struct MergePolicy {
    /// Bodies vipgen never edits even when it generated them: it suggests their new lines instead.
    var suggestOnly: (SwiftDeclaration) -> Bool = { _ in false }
    /// The scene was written by hand, not by vipgen: a private helper the render has and the file lacks
    /// was never there (not removed by a person), so a new member that needs it brings it along.
    var handWritten = false
    /// Types the scene's sources are rendered with that the scene written by hand does not declare
    /// (`XDataStore` in a scene whose router passes no data): a new member using one would not
    /// compile, so it is left out, and said.
    var missingTypes: Set<String> = []
    /// Types the run declares in a file it writes new (the models of a scene that had none): not
    /// missing, though no file on disk declares them yet.
    var declaredByRun: Set<String> = []
    /// Types the scene's render uses that the app does not declare, beyond the scene's own: the data
    /// store of a scene a new route leads to, written without one.
    var alsoMissing: Set<String> = []

    init() {}

    /// Data passing is a person's code by design: the methods of scene `scene` that `dataPassing`
    /// names (its flavor's, as its probe scene shows: `passDataTo{R}` in the bundled flavors).
    init(dataPassing: [NamePattern], scene: String) {
        suggestOnly = { member in
            member.kind == .function && dataPassing.contains { $0.matches(member.baseName, scene: scene) }
        }
    }
}
