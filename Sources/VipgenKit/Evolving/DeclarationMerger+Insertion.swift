import SwiftScanning

/// Where new declarations go in the file, and the text they bring from the render.
extension DeclarationMerger {
    /// The render's text for `member`: from the end of the line its previous sibling (or its container's
    /// `{`) ends on, to the end of its own last line, so the blank lines and comments before it come along.
    func renderedChunk(of member: SwiftDeclaration, previous: SwiftDeclaration?, container: SwiftDeclaration?) -> String
    {
        let memberLine = after.lineStart(of: member.start)
        var start = memberLine
        if let previous {
            start = after.lineEnd(after: previous.end - 1)
        } else if let open = container?.bodyOpen {
            start = after.lineEnd(after: open)
        }
        if start > memberLine { start = memberLine }
        var text = after.text(start..<after.lineEnd(after: member.end - 1))
        if let blocker = stubs[member.start], let open = member.bodyOpen, let close = member.bodyClose {
            // Added with an empty body (see `stubbable(_:)`): the header as rendered, a note in the body.
            let indentation = after.indentation(ofLineAt: member.start)
            text =
                after.text(start..<(open + 1)) + "\n" + indentation + renderStyle.unit
                + "// TODO: vipgen left this empty: this file declares '\(blocker)' otherwise than it writes it.\n"
                + indentation + after.text(close..<after.lineEnd(after: member.end - 1))
        }
        if !text.hasSuffix("\n") { text += "\n" }
        return text
    }

    /// `text` from the render, re-indented to sit at `indentation` in the file and given its line breaks.
    func adapted(_ text: String, renderIndentation: String, indentation: String, skipFirstLine: Bool = false) -> String
    {
        let reindented = existingStyle.reindent(
            text, from: renderStyle, fromBase: renderIndentation, toBase: indentation, skipFirstLine: skipFirstLine)
        return lineBreak == "\n" ? reindented : reindented.replacingNewlines(with: lineBreak)
    }

    mutating func addEdit(at offset: Int, replacing length: Int = 0, _ text: String) {
        edits.append(TextEdit(offset: offset, length: length, text: text, order: edits.count))
    }

    mutating func insert(
        _ member: SwiftDeclaration, previous: SwiftDeclaration?, container: SwiftDeclaration?, at anchor: Anchor
    ) {
        let chunk = renderedChunk(of: member, previous: previous, container: container)
        addEdit(
            at: anchor.offset,
            adapted(
                chunk, renderIndentation: after.indentation(ofLineAt: member.start), indentation: anchor.indentation))
    }

    /// New members that precede every member the file has: they go right before `found`, above the
    /// comments attached to it, followed by the blank line the render puts between them.
    mutating func insertBefore(
        _ found: DeclarationIndex.Located, _ members: [(member: SwiftDeclaration, previous: SwiftDeclaration?)],
        afterContainer: SwiftDeclaration?, next: SwiftDeclaration
    ) throws(MergeRefusal) {
        let offset = attachedCommentStart(of: found.top)
        let indentation = existing.indentation(ofLineAt: found.top.start)
        if let container = found.container, let open = container.bodyOpen, offset <= open {
            throw refusal(
                at: found.top.start,
                "'\(found.declaration.displayName)' shares its line with the '{' of '\(container.displayName)'")
        }
        var text = ""
        for (member, previous) in members {
            text += renderedChunk(of: member, previous: previous, container: afterContainer)
        }
        // The render's blank lines between the last new member and the member found.
        if let last = members.last?.member {
            let gap = after.text(after.lineEnd(after: last.end - 1)..<after.lineStart(of: next.start))
            text += String(repeating: "\n", count: gap.prefix { $0 == "\n" }.count)
        }
        let renderIndentation = after.indentation(ofLineAt: members[0].member.start)
        addEdit(at: offset, adapted(text, renderIndentation: renderIndentation, indentation: indentation))
    }

    /// The start of the comment lines directly above `declaration` (no blank line between), or its own line.
    func attachedCommentStart(of declaration: SwiftDeclaration) -> Int {
        var start = existing.lineStart(of: declaration.start)
        while start > 0 {
            let previousLine = existing.lineStart(of: start - 1)
            let line = existing.text(previousLine..<start).trimmingWhitespace()
            guard line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*") else { break }
            start = previousLine
        }
        return start
    }

    /// New members of a container where the file has none of the render's members: at the end of the
    /// container (a `{}` written on one line is opened up), or at the end of the file.
    mutating func insertAtEnd(
        _ members: [(member: SwiftDeclaration, previous: SwiftDeclaration?)], afterContainer: SwiftDeclaration?,
        path: String
    ) throws(MergeRefusal) {
        var text = ""
        for (member, previous) in members {
            text += renderedChunk(of: member, previous: previous, container: afterContainer)
        }
        let renderIndentation = after.indentation(ofLineAt: members[0].member.start)
        guard let afterContainer else {
            var prefix = ""
            if let last = existing.bytes.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") {
                prefix = lineBreak
            }
            addEdit(
                at: existing.bytes.count,
                prefix + adapted(text, renderIndentation: renderIndentation, indentation: ""))
            return
        }
        let home = try homeContainer(for: afterContainer, path: path, needing: members[0].member)
        guard let open = home.bodyOpen, let close = home.bodyClose else { return }
        let homeIndentation = existing.indentation(ofLineAt: home.start)
        let memberIndentation = homeIndentation + existingStyle.unit
        if existing.line(of: open) == existing.line(of: close) {
            let inside = existing.text((open + 1)..<close)
            guard inside.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                throw refusal(
                    at: open,
                    "'\(home.displayName)' is written on one line; vipgen adds members only to bodies on lines of their own"
                )
            }
            // Opening `{}` changes its line: allowed only for a line exactly as vipgen writes it (the
            // older render has it), never for one a person wrote or changed.
            let line = existing.text(existing.lineStart(of: open)..<existing.lineEnd(after: open)).trimmingWhitespace()
            guard Self.lines(of: before).contains(line) else {
                throw refusal(
                    at: open,
                    "'\(home.displayName)' has an empty body '{}' on a line vipgen did not write; vipgen changes no line a person wrote: put '{' and '}' on lines of their own, then run again"
                )
            }
            let body = adapted(text, renderIndentation: renderIndentation, indentation: memberIndentation)
            addEdit(at: open + 1, replacing: close - open - 1, lineBreak + body + homeIndentation)
            return
        }
        let closeLine = existing.lineStart(of: close)
        guard existing.text(closeLine..<close).allSatisfy({ $0 == " " || $0 == "\t" }) else {
            throw refusal(
                at: close,
                "the '}' of '\(home.displayName)' does not start its line; vipgen cannot add members before it")
        }
        addEdit(at: closeLine, adapted(text, renderIndentation: renderIndentation, indentation: memberIndentation))
    }

    /// The lines of `source`, without indentation or line breaks.
    static func lines(of source: SwiftSource) -> Set<String> {
        Set(source.text(0..<source.bytes.count).split(separator: "\n").map { String($0).trimmingWhitespace() })
    }

    /// The declaration in the file that the render's `container` stands for: the type's own
    /// declaration, or for an extension that adopts protocols, where the file adopts them.
    func homeContainer(for container: SwiftDeclaration, path: String, needing member: SwiftDeclaration)
        throws(MergeRefusal)
        -> SwiftDeclaration
    {
        let looking = "where \(member.displayName) goes"
        if container.kind == .type {
            let primaries = index.primaries(of: path)
            if primaries.count == 1 { return primaries[0] }
            if primaries.isEmpty {
                throw refusal(at: nil, "did not find \(container.keyword) \(path), \(looking)")
            }
            throw refusal(
                at: primaries[1].start,
                "\(primaries.count) declarations of \(path) claim its role; vipgen cannot tell \(looking)")
        }
        let adopted = Set(container.conformances)
        let candidates = index.containers(of: path).filter { declaration in
            adopted.isEmpty
                ? declaration.kind == .extension && declaration.conformances.isEmpty
                : !adopted.isDisjoint(with: declaration.conformances)
        }
        if candidates.count == 1 { return candidates[0] }
        let what =
            adopted.isEmpty
            ? "an extension of \(path)"
            : "a declaration of \(path) adopting \(adopted.sorted().joined(separator: ", "))"
        if candidates.isEmpty { throw refusal(at: nil, "did not find \(what), \(looking)") }
        throw refusal(at: candidates[1].start, "found more than one \(what); vipgen cannot tell \(looking)")
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    func replacingNewlines(with lineBreak: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
    }
}
