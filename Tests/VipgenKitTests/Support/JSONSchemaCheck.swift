import Foundation

@testable import SwiftScanning
@testable import VipgenKit

/// Checks a JSON value against a JSON Schema, for the keywords vipgen's schemas use: `type`, `const`,
/// `enum`, `properties`, `required`, `additionalProperties: false`, `items`, `oneOf` and `$ref` into
/// `#/$defs/`. Each violation is a path and what is wrong there.
struct JSONSchemaCheck {
    let root: JSONValue

    init(file: URL) throws {
        root = try JSONParser.parse(String(contentsOf: file, encoding: .utf8), file: file.path)
    }

    /// The violations of `text` (one JSON document); none when it conforms.
    func violations(ofJSON text: String) -> [String] {
        guard let value = try? JSONParser.parse(text, file: "<output>") else {
            return ["not JSON: \(text.prefix(300))"]
        }
        return violations(value, root, at: "$")
    }

    private func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        object.objectMembers?.first { $0.key == key }?.value
    }

    private func violations(_ value: JSONValue, _ schema: JSONValue, at path: String) -> [String] {
        if let reference = member(schema, "$ref")?.stringValue {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let definitions = member(root, "$defs"), let definition = member(definitions, name) else {
                return ["\(path): unknown $ref \(reference)"]
            }
            let rest = (schema.objectMembers ?? []).filter { $0.key != "$ref" }
            return violations(value, definition, at: path) + violations(value, object(rest), at: path)
        }
        var found: [String] = []
        if let choices = member(schema, "oneOf")?.arrayValue {
            let matching = choices.filter { violations(value, $0, at: path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) of oneOf's \(choices.count) schemas") }
        }
        if let type = member(schema, "type") {
            let types = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !types.contains(where: { Self.isType(value, $0) }) { found.append("\(path): not \(types)") }
        }
        if let constant = member(schema, "const"), !value.hasSameContent(as: constant) {
            found.append("\(path): not \(constant.kind)")
        }
        if let cases = member(schema, "enum")?.arrayValue, !cases.contains(where: { value.hasSameContent(as: $0) }) {
            found.append("\(path): \(value.kind) is none of the enum's")
        }
        if let members = value.objectMembers {
            let properties = member(schema, "properties")
            for key in member(schema, "required")?.arrayValue?.compactMap(\.stringValue) ?? []
            where !members.contains(where: { $0.key == key }) {
                found.append("\(path): no '\(key)'")
            }
            for entry in members {
                if let property = properties.flatMap({ member($0, entry.key) }) {
                    found += violations(entry.value, property, at: "\(path).\(entry.key)")
                } else if member(schema, "additionalProperties")?.boolValue == false {
                    found.append("\(path): unexpected '\(entry.key)'")
                }
            }
        }
        if let array = value.arrayValue, let items = member(schema, "items") {
            for (index, item) in array.enumerated() { found += violations(item, items, at: "\(path)[\(index)]") }
        }
        return found
    }

    private func object(_ members: [JSONMember]) -> JSONValue {
        JSONValue(.object(members), at: SourceLocation(line: 1, column: 1))
    }

    private static func isType(_ value: JSONValue, _ type: String) -> Bool {
        switch (value.kind, type) {
        case (.null, "null"), (.bool, "boolean"), (.string, "string"), (.array, "array"), (.object, "object"):
            return true
        case (.number(let number), "integer"): return number.isInteger
        case (.number, "number"): return true
        default: return false
        }
    }
}
