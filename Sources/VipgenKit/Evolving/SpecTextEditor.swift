import SwiftScanning

/// Adds items to a scene's entry in a spec file by editing its text, so everything else keeps its
/// formatting: the parser's positions say where each value starts and ends, and the new values are written in
/// the style of their neighbours (on one line, or one per line with the same indentation).
enum SpecTextEditor {
    /// `text` with `items` appended to the lists of `scene`'s entry (each kind's `specKey`), or nil
    /// when the spec has no such scene. A kind's defaults the scene has (`scene` lists none of the
    /// kind: the default use case) are written along when the entry gets the kind's list.
    static func adding(_ items: SceneItems, to scene: SceneSpec, in text: String, file: String) throws -> String? {
        let bytes = Array(text.utf8)
        let root = try JSONParser.parse(utf8: bytes, file: file)
        guard let entry = root["scenes"]?.arrayValue?.first(where: { $0["name"]?.stringValue == scene.name }),
            let members = entry.objectMembers
        else { return nil }
        let lineBreak = LineBreakStyle.dominant(in: bytes)
        var edits: [TextEdit] = []
        let lists = ItemKinds.all.map { kind in
            let values = items[kind].map(\.text)
            return (key: kind.specKey, values: values, whenAbsent: kind.effectiveTexts(of: scene) + values)
        }
        var missingMembers: [(key: String, values: [String])] = []
        for list in lists where !list.values.isEmpty {
            if let array = entry[list.key], let elements = array.arrayValue {
                // An empty list means what an absent one does: `"useCases": []` is the default use case,
                // which the scene's files have, so it is written along.
                let values = elements.isEmpty ? list.whenAbsent : list.values
                edits.append(appending(values, to: array, in: bytes, lineBreak: lineBreak, order: edits.count))
            } else {
                missingMembers.append((list.key, list.whenAbsent))
            }
        }
        if !missingMembers.isEmpty, let last = members.last {
            // New keys go after the entry's last member, on a line of their own when members are.
            let lastEnd = last.value.endOffset
            let multiLine = bytes[entry.location.offset..<last.keyLocation.offset].contains(UInt8(ascii: "\n"))
            let indentation = multiLine ? indentationOfLine(at: last.keyLocation.offset, in: bytes) : ""
            var insertion = ""
            for member in missingMembers {
                insertion += (multiLine ? "," + lineBreak + indentation : ", ") + JSONText.quoted(member.key) + ": "
                insertion += "[" + member.values.map(JSONText.quoted).joined(separator: ", ") + "]"
            }
            edits.append(TextEdit(offset: lastEnd, length: 0, text: insertion, order: edits.count))
        } else if !missingMembers.isEmpty {
            // `{}`: the entry has nothing yet but its braces (it cannot: it has a name). Kept for safety.
            return nil
        }
        return TextEdit.apply(edits, to: bytes)
    }

    private static func appending(
        _ values: [String], to array: JSONValue, in bytes: [UInt8], lineBreak: String, order: Int
    )
        -> TextEdit
    {
        let quoted = values.map(JSONText.quoted)
        let elements = array.arrayValue ?? []
        guard let last = elements.last, let first = elements.first else {
            let close = array.endOffset - 1
            return TextEdit(
                offset: array.location.offset + 1, length: close - array.location.offset - 1,
                text: quoted.joined(separator: ", "), order: order)
        }
        let lastEnd = last.endOffset
        let multiLine = bytes[array.location.offset..<first.location.offset].contains(UInt8(ascii: "\n"))
        let separator = multiLine ? "," + lineBreak + indentationOfLine(at: last.location.offset, in: bytes) : ", "
        return TextEdit(offset: lastEnd, length: 0, text: quoted.map { separator + $0 }.joined(), order: order)
    }

    private static func indentationOfLine(at offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < offset, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension SpecTextEditor {
    /// `text` with an entry for `scene` appended to its `"scenes"` list, in the style of the entry
    /// before it (one member a line at its indentation, or one line), or a `"scenes"` list holding it
    /// after the spec's last key when it has none; nil when the spec lists the scene already (or its
    /// `"scenes"` is not a list, which reading it reports). Nothing else in the text changes.
    static func addingScene(_ scene: SceneSpec, in text: String, file: String) throws -> String? {
        let bytes = Array(text.utf8)
        let root = try JSONParser.parse(utf8: bytes, file: file)
        let lineBreak = LineBreakStyle.dominant(in: bytes)
        let members = entryMembers(of: scene)
        guard let scenes = root["scenes"] else {
            guard let last = root.objectMembers?.last else { return nil }
            let multiLine = bytes[root.location.offset..<last.keyLocation.offset].contains(UInt8(ascii: "\n"))
            let indentation = multiLine ? indentationOfLine(at: last.keyLocation.offset, in: bytes) : ""
            let entry = "{ " + members.joined(separator: ", ") + " }"
            let list =
                multiLine
                ? "[" + lineBreak + indentation + indentation + entry + lineBreak + indentation + "]"
                : "[" + entry + "]"
            let insertion = (multiLine ? "," + lineBreak + indentation : ", ") + JSONText.quoted("scenes") + ": " + list
            return TextEdit.apply(
                [TextEdit(offset: last.value.endOffset, length: 0, text: insertion, order: 0)], to: bytes)
        }
        guard let entries = scenes.arrayValue, !entries.contains(where: { $0["name"]?.stringValue == scene.name })
        else { return nil }
        guard let last = entries.last else {
            // `"scenes": []`: the entry on a line of its own, one level in from the line of `"scenes"`.
            let outer = indentationOfLine(at: scenes.location.offset, in: bytes)
            let unit =
                outer.isEmpty ? "  " : outer.hasPrefix("\t") ? "\t" : String(repeating: " ", count: min(outer.count, 4))
            let entry = "{ " + members.joined(separator: ", ") + " }"
            let close = scenes.endOffset - 1
            return TextEdit.apply(
                [
                    TextEdit(
                        offset: scenes.location.offset + 1, length: close - scenes.location.offset - 1,
                        text: lineBreak + outer + unit + entry + lineBreak + outer, order: 0)
                ], to: bytes)
        }
        let entryIndentation = indentationOfLine(at: last.location.offset, in: bytes)
        let entry: String
        if let lastMember = last.objectMembers?.last,
            bytes[last.location.offset..<lastMember.keyLocation.offset].contains(UInt8(ascii: "\n"))
        {
            let memberIndentation = indentationOfLine(at: lastMember.keyLocation.offset, in: bytes)
            entry =
                "{" + lineBreak + members.map { memberIndentation + $0 }.joined(separator: "," + lineBreak)
                + lineBreak + entryIndentation + "}"
        } else {
            entry = "{ " + members.joined(separator: ", ") + " }"
        }
        let multiLine = bytes[scenes.location.offset..<last.location.offset].contains(UInt8(ascii: "\n"))
        let separator = multiLine ? "," + lineBreak + entryIndentation : ", "
        return TextEdit.apply(
            [TextEdit(offset: last.endOffset, length: 0, text: separator + entry, order: 0)], to: bytes)
    }

    /// `"name": "X"`, the items the scene has and the settings it sets, as the spec writes them.
    private static func entryMembers(of scene: SceneSpec) -> [String] {
        var members = [JSONText.quoted("name") + ": " + JSONText.quoted(scene.name)]
        for kind in ItemKinds.inSpecOrder {
            let texts = kind.texts(of: scene)
            guard !texts.isEmpty else { continue }
            members.append(
                JSONText.quoted(kind.specKey) + ": [" + texts.map(JSONText.quoted).joined(separator: ", ") + "]")
        }
        for setting in Settings.all where setting.isSceneSetting {
            // A default the scene was given implicitly (`UIViewController`) is left out, as `init` writes none.
            guard let value = setting.shownValue(in: scene), value != setting.shownDefault else { continue }
            members.append(JSONText.quoted(setting.key) + ": " + value)
        }
        return members
    }
}

extension SpecTextEditor {
    /// `text` with `scene`'s entry setting `key` to `json` (a JSON value as written): the value of the
    /// member when the entry has one (only that value's text changes), else a new member after the
    /// entry's last, in the style of the members (a line of its own, or the same line); nil when the spec
    /// has no such scene. Nothing else in the text changes.
    static func setting(_ key: String, to json: String, ofScene scene: String, in text: String, file: String) throws
        -> String?
    {
        let bytes = Array(text.utf8)
        let root = try JSONParser.parse(utf8: bytes, file: file)
        guard let entry = root["scenes"]?.arrayValue?.first(where: { $0["name"]?.stringValue == scene }),
            let members = entry.objectMembers, let last = members.last
        else { return nil }
        if let value = entry[key] {
            let length = value.endOffset - value.location.offset
            return TextEdit.apply(
                [TextEdit(offset: value.location.offset, length: length, text: json, order: 0)], to: bytes)
        }
        let lineBreak = LineBreakStyle.dominant(in: bytes)
        let multiLine = bytes[entry.location.offset..<last.keyLocation.offset].contains(UInt8(ascii: "\n"))
        let indentation = multiLine ? indentationOfLine(at: last.keyLocation.offset, in: bytes) : ""
        let insertion = (multiLine ? "," + lineBreak + indentation : ", ") + JSONText.quoted(key) + ": " + json
        return TextEdit.apply([TextEdit(offset: last.value.endOffset, length: 0, text: insertion, order: 0)], to: bytes)
    }
}
