/// A second, independent reader of old-style property lists for the tests, written from the format
/// (as CoreFoundation reads it) rather than from vipgen's parser, so the checker does not share its
/// mistakes: values only, no offsets.
indirect enum OldStylePlist: Equatable {
    case string(String)
    case array([OldStylePlist])
    case dictionary([String: OldStylePlist])

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var string: String? { if case .string(let text) = self { return text } else { return nil } }
    var array: [OldStylePlist]? { if case .array(let items) = self { return items } else { return nil } }
    var dictionary: [String: OldStylePlist]? {
        if case .dictionary(let items) = self { return items } else { return nil }
    }

    static func parse(_ text: String) throws -> OldStylePlist {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        let value = try reader.value()
        reader.skip()
        guard reader.index == reader.scalars.count else { throw Failure(description: "text after the end") }
        return value
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func skip() {
            while index < scalars.count {
                if scalars[index].properties.isWhitespace {
                    index += 1
                } else if peek("/*") {
                    index += 2
                    while index < scalars.count && !peek("*/") { index += 1 }
                    index += 2
                } else if peek("//") {
                    while index < scalars.count && scalars[index] != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        func peek(_ text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            return index + wanted.count <= scalars.count && Array(scalars[index..<(index + wanted.count)]) == wanted
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws {
            skip()
            guard index < scalars.count, scalars[index] == scalar else {
                throw Failure(description: "expected '\(scalar)' at scalar \(index)")
            }
            index += 1
        }

        mutating func value() throws -> OldStylePlist {
            skip()
            guard index < scalars.count else { throw Failure(description: "unexpected end") }
            switch scalars[index] {
            case "{":
                index += 1
                var items: [String: OldStylePlist] = [:]
                while true {
                    skip()
                    if index < scalars.count, scalars[index] == "}" {
                        index += 1
                        return .dictionary(items)
                    }
                    guard case .string(let key) = try value() else {
                        throw Failure(description: "a key must be a string")
                    }
                    try expect("=")
                    let item = try value()
                    try expect(";")
                    guard items[key] == nil else { throw Failure(description: "key '\(key)' twice") }
                    items[key] = item
                }
            case "(":
                index += 1
                var items: [OldStylePlist] = []
                while true {
                    skip()
                    if index < scalars.count, scalars[index] == ")" {
                        index += 1
                        return .array(items)
                    }
                    items.append(try value())
                    skip()
                    if index < scalars.count, scalars[index] == "," { index += 1 }
                }
            case "\"":
                index += 1
                var text = ""
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\" {
                        index += 1
                        switch scalars[index] {
                        case "n": text += "\n"
                        case "t": text += "\t"
                        default: text.unicodeScalars.append(scalars[index])
                        }
                    } else {
                        text.unicodeScalars.append(scalars[index])
                    }
                    index += 1
                }
                index += 1
                return .string(text)
            default:
                var text = ""
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                        || "_$+/:.-".unicodeScalars.contains(scalars[index])
                {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard !text.isEmpty else { throw Failure(description: "unexpected '\(scalars[index])' at \(index)") }
                return .string(text)
            }
        }
    }
}
