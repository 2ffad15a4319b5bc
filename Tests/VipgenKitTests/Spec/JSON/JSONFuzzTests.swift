import Expectations
import Seeded
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Data to write as JSON, and to compare a parse against.
indirect enum JSONFuzzTree {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONFuzzTree])
    case object([(String, JSONFuzzTree)])

    func matches(_ value: JSONValue) -> Bool {
        switch (self, value.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b.literal
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.key && $0.1.matches($1.value) }
        default: return false
        }
    }
}

/// Writes random documents with random whitespace and escapes.
struct JSONFuzzWriter {
    var random: SplitMix64

    mutating func tree(depth: Int) -> JSONFuzzTree {
        let choice = Int.random(in: 0..<(depth > 4 ? 4 : 6), using: &random)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(number())
        case 3: return .string(string())
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in tree(depth: depth + 1) })
        default:
            var keys = Set<String>()
            var members: [(String, JSONFuzzTree)] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let key = string()
                if keys.insert(key).inserted { members.append((key, tree(depth: depth + 1))) }
            }
            return .object(members)
        }
    }

    mutating func number() -> String {
        var text = Bool.random(using: &random) ? "-" : ""
        text += Bool.random(using: &random) ? "0" : String(Int.random(in: 1...999_999, using: &random))
        if Bool.random(using: &random) { text += "." + String(Int.random(in: 0...9999, using: &random)) }
        if Int.random(in: 0..<4, using: &random) == 0 {
            text += ["e", "E"].randomElement(using: &random)! + ["", "+", "-"].randomElement(using: &random)!
            text += String(Int.random(in: 0...300, using: &random))
        }
        return text
    }

    mutating func string() -> String {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "é", "ß", "€", "😀", "𝄞", "\u{FEFF}",
            "\u{7F}", ":", ",", "{", "]",
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            scalars.append(pool.randomElement(using: &random)!)
        }
        return String(scalars)
    }

    mutating func whitespace() -> String {
        let pool = ["", "", "", " ", "\n", "\t", "\r\n", "  ", "\r"]
        return pool.randomElement(using: &random)!
    }

    mutating func write(_ tree: JSONFuzzTree) -> String {
        switch tree {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let literal): return literal
        case .string(let text): return quote(text)
        case .array(let elements):
            return "[" + whitespace() + elements.map { write($0) + whitespace() }.joined(separator: "," + whitespace())
                + "]"
        case .object(let members):
            let written = members.map { key, value in
                quote(key) + whitespace() + ":" + whitespace() + write(value) + whitespace()
            }
            return "{" + whitespace() + written.joined(separator: "," + whitespace()) + "}"
        }
    }

    mutating func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            let escapeAnyway = Int.random(in: 0..<5, using: &random) == 0
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += escapeAnyway ? "\\u000a" : "\\n"
            case "\t": result += "\\t"
            case "/" where escapeAnyway: result += "\\/"
            default:
                if scalar.value < 0x20 || escapeAnyway {
                    for unit in String(scalar).utf16 {
                        result += "\\u" + JSONText.hex4(UInt32(unit))
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

@Suite("JSON parser: fuzzing")
struct JSONFuzzTests {
    @Test func randomDocumentsRoundTrip() throws {
        var writer = JSONFuzzWriter(random: SplitMix64(seed: 0x5EED))
        for _ in 0..<2000 {
            let tree = writer.tree(depth: 0)
            let text = writer.whitespace() + writer.write(tree) + writer.whitespace()
            let value = try JSONParser.parse(text, file: "fuzz.json")
            expect(tree.matches(value), "\(text.debugDescription)")
        }
    }

    @Test func mutatedDocumentsNeverCrashAndReportPlausiblePositions() {
        var writer = JSONFuzzWriter(random: SplitMix64(seed: 42))
        var random = SplitMix64(seed: 7)
        let pieces: [String] = [
            "{", "}", "[", "]", "\"", "\\", ",", ":", "-", "0", "1", ".", "e", "+", "t", "n", " ", "\n", "\\u",
            "\\uD83D", "é", "\u{1}", "/",
        ]
        var failures = 0
        for _ in 0..<4000 {
            var scalars = Array(writer.write(writer.tree(depth: 0)).unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0...scalars.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < scalars.count:
                    scalars.remove(at: position)
                case 1 where position < scalars.count:
                    scalars[position] = pieces.randomElement(using: &random)!.unicodeScalars.first!
                default:
                    scalars.insert(contentsOf: pieces.randomElement(using: &random)!.unicodeScalars, at: position)
                }
            }
            let text = String(String.UnicodeScalarView(scalars))
            do {
                _ = try JSONParser.parse(text, file: "fuzz.json")
            } catch {
                failures += 1
                let lines = text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
                expect(error.line >= 1 && error.line <= lines, "\(text.debugDescription): \(error)")
                expect(error.column >= 1 && error.column <= scalars.count + 1, "\(text.debugDescription): \(error)")
                expect(error.location.offset <= text.utf8.count)
                expectEqual(
                    error.location, SourceLocation.scanning(Array(text.utf8), to: error.location.offset),
                    "\(text.debugDescription): \(error)")
                expect(!error.message.isEmpty)
            }
        }
        expect(failures > 1000)
    }

    @Test func randomBytesNeverCrash() {
        var random = SplitMix64(seed: 99)
        let alphabet = Array("{}[]\",:-0123456789.eE+ \n\ttruefalsnl\\u".utf8) + [0xC3, 0xA9, 0xFF, 0x00, 0x80]
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)!
            }
            do {
                _ = try JSONParser.parse(utf8: bytes, file: "bytes.json")
            } catch {
                expect(error.line >= 1 && error.column >= 1)
                expect(error.location.offset <= bytes.count)
            }
        }
    }
}
