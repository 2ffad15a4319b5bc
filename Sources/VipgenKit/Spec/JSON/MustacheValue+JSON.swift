import Mustache

extension MustacheValue {
    /// The render context for a JSON document: integers stay integers so `85` renders as `85`.
    init(json: JSONValue) {
        switch json.kind {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let number):
            if number.isInteger, let int = number.intValue {
                self = .int(int)
            } else {
                self = .double(number.doubleValue ?? 0)
            }
        case .string(let value): self = .string(value)
        case .array(let items): self = .array(items.map(MustacheValue.init(json:)))
        case .object(let members):
            var object = MustacheObject()
            for member in members { object[member.key] = MustacheValue(json: member.value) }
            self = .object(object)
        }
    }
}
