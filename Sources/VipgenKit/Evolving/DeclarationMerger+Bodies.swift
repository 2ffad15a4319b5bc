import SwiftScanning

/// Bodies whose generated text changes with the new items: replaced while nobody touched them, given new
/// `case` clauses when they switch, and otherwise left alone with a suggestion.
extension DeclarationMerger {
    mutating func mergeBody(
        of existingDeclaration: SwiftDeclaration, after member: SwiftDeclaration, before beforeMember: SwiftDeclaration,
        path: String
    ) throws(MergeRefusal) {
        guard let afterOpen = member.bodyOpen, let afterClose = member.bodyClose,
            let beforeOpen = beforeMember.bodyOpen, let beforeClose = beforeMember.bodyClose,
            let open = existingDeclaration.bodyOpen, let close = existingDeclaration.bodyClose
        else { return }
        let afterBody = after.tokenTexts(in: afterOpen..<(afterClose + 1))
        let beforeBody = before.tokenTexts(in: beforeOpen..<(beforeClose + 1))
        guard afterBody != beforeBody else { return }
        let name = describe(member, in: path)
        if policy.suggestOnly(member) {
            suggestLines(of: member, before: beforeMember, existing: existingDeclaration, in: name)
            return
        }
        if existing.tokenTexts(in: open..<(close + 1)) == beforeBody {
            // Still exactly as vipgen wrote it: the new body replaces it.
            let text = after.text(afterOpen..<(afterClose + 1))
            addEdit(
                at: open, replacing: close + 1 - open,
                adapted(
                    text, renderIndentation: after.indentation(ofLineAt: member.start),
                    indentation: existing.indentation(ofLineAt: existingDeclaration.start), skipFirstLine: true))
            result.added.append("the new lines of \(name)")
            return
        }
        if try !mergeSwitches(of: existingDeclaration, after: member, before: beforeMember, name: name) {
            suggestLines(of: member, before: beforeMember, existing: existingDeclaration, in: name)
        }
    }

    /// Adds the render's new `case` clauses to the file's `switch` on the same subject. Returns whether
    /// the render's change was new clauses.
    mutating func mergeSwitches(
        of existingDeclaration: SwiftDeclaration, after member: SwiftDeclaration, before beforeMember: SwiftDeclaration,
        name: String
    ) throws(MergeRefusal) -> Bool {
        let beforeSwitches = before.switches(in: beforeMember)
        let existingSwitches = existing.switches(in: existingDeclaration)
        var foundNewClauses = false
        for afterSwitch in after.switches(in: member) {
            let beforeKeys = Set(beforeSwitches.first { $0.subject == afterSwitch.subject }?.clauses.map(\.key) ?? [])
            let newClauses = afterSwitch.clauses.filter { !beforeKeys.contains($0.key) }
            guard !newClauses.isEmpty else { continue }
            foundNewClauses = true
            let matching = existingSwitches.filter { $0.subject == afterSwitch.subject }
            let shown = "switch \(afterSwitch.shownSubject)"
            let what = newClauses.map { "'\($0.key):'" }.joined(separator: ", ")
            if matching.isEmpty {
                // Routed another way (the original templates find `routeTo…WithSegue:` by its name): the
                // clause has nowhere to go and nothing is missing without it. Left out, and said.
                result.suggestions.append(
                    "\(name) has no '\(shown)', so \(what) was left out; route to it there in the view's own way")
                continue
            }
            guard matching.count == 1 else {
                throw refusal(
                    at: existingDeclaration.start,
                    matching.isEmpty
                        ? "\(name) has no '\(shown)', where \(what) goes"
                        : "\(name) has \(matching.count) '\(shown)' statements; vipgen cannot tell where \(what) goes")
            }
            insertClauses(newClauses, of: afterSwitch, into: matching[0], name: name)
        }
        return foundNewClauses
    }

    private mutating func insertClauses(
        _ newClauses: [SwiftSwitch.Clause], of afterSwitch: SwiftSwitch, into target: SwiftSwitch, name: String
    ) {
        let existingKeys = Set(target.clauses.map(\.key))
        for clause in newClauses where !existingKeys.contains(clause.key) {
            guard let position = afterSwitch.clauses.firstIndex(where: { $0.key == clause.key }) else { continue }
            // After the nearest earlier clause the file has, else before the nearest later one.
            var offset: Int?
            var indentation = existing.indentation(ofLineAt: target.start)
            for earlier in afterSwitch.clauses[..<position].reversed() {
                if let match = target.clauses.first(where: { $0.key == earlier.key }) {
                    offset = existing.lineEnd(after: match.end - 1)
                    indentation = existing.indentation(ofLineAt: match.start)
                    break
                }
            }
            if offset == nil {
                for later in afterSwitch.clauses[(position + 1)...] {
                    if let match = target.clauses.first(where: { $0.key == later.key }) {
                        offset = existing.lineStart(of: match.start)
                        indentation = existing.indentation(ofLineAt: match.start)
                        break
                    }
                }
            }
            let text = after.text(after.lineStart(of: clause.start)..<after.lineEnd(after: clause.end - 1))
            addEdit(
                at: offset ?? existing.lineStart(of: target.bodyClose),
                adapted(text, renderIndentation: after.indentation(ofLineAt: clause.start), indentation: indentation))
            result.added.append("'\(clause.key):' in \(name)")
        }
    }

    /// Lists the lines the render adds to a body, when vipgen leaves that body to its author.
    mutating func suggestLines(
        of member: SwiftDeclaration, before beforeMember: SwiftDeclaration,
        existing existingDeclaration: SwiftDeclaration,
        in name: String
    ) {
        func lines(_ source: SwiftSource, _ declaration: SwiftDeclaration) -> [String] {
            guard let open = declaration.bodyOpen, let close = declaration.bodyClose else { return [] }
            return source.text((open + 1)..<close).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
                .map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        }
        var previous = lines(before, beforeMember)
        let present = Set(lines(existing, existingDeclaration))
        var new: [String] = []
        for line in lines(after, member) {
            if let position = previous.firstIndex(of: line) {
                previous.remove(at: position)
            } else if !present.contains(line) {
                new.append(line)
            }
        }
        guard !new.isEmpty else { return }
        result.suggestions.append(
            "\(name) is yours to edit, so vipgen did not; the spec now implies:\n"
                + new.map { "    " + $0 }.joined(separator: "\n"))
    }
}
