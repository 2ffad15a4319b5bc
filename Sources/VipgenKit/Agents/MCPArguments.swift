/// A JSON object an agent sent, read by key: a message, its parameters, a tool's arguments.
struct MCPArguments {
    let members: [JSONMember]

    init(_ members: [JSONMember]) { self.members = members }

    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func string(_ key: String) -> String? { value(key)?.stringValue }

    func bool(_ key: String) -> Bool { value(key)?.boolValue ?? false }

    /// A list of strings; a lone string counts as a list of one.
    func strings(_ key: String) -> [String] {
        guard let value = value(key) else { return [] }
        if let single = value.stringValue { return [single] }
        return value.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// The message's id, as it was sent (a number or a string); nil for a notification.
    var id: JSONOutput? {
        guard let value = value("id") else { return nil }
        if let text = value.stringValue { return .string(text) }
        if let number = value.numberValue?.intValue { return .int(number) }
        return nil
    }
}
