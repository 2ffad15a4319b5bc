import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite("JSON parser: values and locations")
struct JSONParserTests {
    @Test func parsesTheSpecExampleWithOrderedMembersAndLocations() throws {
        let text = """
            {
              "project": { "module": "CleanMeme", "indentation": 4 },
              "scenes": [
                { "name": "ListMemes", "fields": ["memes: [Meme]?"] }
              ]
            }
            """
        let value = try JSONParser.parse(text, file: "vipgen.json")
        expectEqual(value.location, SourceLocation(line: 1, column: 1, offset: 0))
        let members = try require(value.objectMembers)
        expectEqual(members.map(\.key), ["project", "scenes"])
        expectEqual(members[0].keyLocation.line, 2)
        expectEqual(members[0].keyLocation.column, 3)
        expectEqual(members[0].value.location.description, "2:14")
        let module = try require(value["project"]?["module"])
        expectEqual(module.stringValue, "CleanMeme")
        expectEqual(module.location.description, "2:26")
        let indentation = try require(value["project"]?["indentation"]?.numberValue)
        expectEqual(indentation.intValue, 4)
        let scene = try require(value["scenes"]?.arrayValue?.first)
        expectEqual(scene.location.description, "4:5")
        expectEqual(scene["fields"]?.arrayValue?.first?.stringValue, "memes: [Meme]?")
        expectEqual(scene["fields"]?.arrayValue?.first?.location.description, "4:39")
    }

    @Test func everyValueKnowsWhereItEnds() throws {
        let text = #"{ "a": [1, -2.5e3, "x\"]y", {"b": null}, []], "c": true , "d":{} }"#
        let bytes = Array(text.utf8)
        func source(_ value: JSONValue) -> String {
            String(decoding: bytes[value.location.offset..<value.endOffset], as: UTF8.self)
        }
        let root = try JSONParser.parse(text, file: "spec.json")
        expectEqual(source(root), text)
        let array = try require(root["a"]?.arrayValue)
        expectEqual(array.map(source), ["1", "-2.5e3", #""x\"]y""#, #"{"b": null}"#, "[]"])
        expectEqual(source(try require(root["a"])), #"[1, -2.5e3, "x\"]y", {"b": null}, []]"#)
        expectEqual(source(try require(array[3]["b"])), "null")
        expectEqual(source(try require(root["c"])), "true")
        expectEqual(source(try require(root["d"])), "{}")
    }

    @Test(arguments: [
        ("null", JSONValue.Kind.null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("\"text\"", .string("text")),
        ("  42  ", .number(JSONNumber(literal: "42"))),
        ("[]", .array([])),
        ("{}", .object([])),
    ])
    func acceptsAnyTopLevelValue(text: String, kind: JSONValue.Kind) throws {
        let value = try JSONParser.parse(text, file: "t.json")
        expectEqual(value.kind, kind)
    }

    @Test func keepsIntegersAndDoublesApart() throws {
        let value = try JSONParser.parse("[85, 1.21, -0, 1E+2, 2e-3, -7, 12345678901234567890, 1e400]", file: "t.json")
        let numbers = try require(value.arrayValue).compactMap(\.numberValue)
        expectEqual(numbers.map(\.literal), ["85", "1.21", "-0", "1E+2", "2e-3", "-7", "12345678901234567890", "1e400"])
        expectEqual(numbers.map(\.isInteger), [true, false, true, false, false, true, true, false])
        expectEqual(numbers[0].intValue, 85)
        expect(numbers[1].intValue == nil)
        expectEqual(numbers[1].doubleValue, 1.21)
        expectEqual(numbers[2].intValue, 0)
        expect(numbers[3].intValue == nil)
        expectEqual(numbers[3].doubleValue, 100)
        expectEqual(numbers[4].doubleValue, 0.002)
        expectEqual(numbers[5].intValue, -7)
        expect(numbers[6].intValue == nil)
        expectEqual(numbers[6].doubleValue, 1.2345678901234567e19)
        expect(numbers[7].doubleValue == nil)
        expectEqual(numbers[0].description, "85")
    }

    @Test func decodesEveryEscape() throws {
        let value = try JSONParser.parse(
            #""q\" b\\ s\/ \b\f\n\r\t \u00e9\u00E9 \uD83D\uDE00 \u0000 end""#, file: "t.json")
        expectEqual(value.stringValue, "q\" b\\ s/ \u{8}\u{C}\n\r\t éé 😀 \u{0} end")
    }

    @Test func keepsRawUnicodeAndCountsColumnsInScalars() throws {
        let value = try JSONParser.parse("{\"é😀\": \"naïve\", \"b\": 1}", file: "t.json")
        expectEqual(value["é😀"]?.stringValue, "naïve")
        let members = try require(value.objectMembers)
        // `{"é😀": ` is 7 scalars, so the value starts in column 8.
        expectEqual(members[0].value.location.column, 8)
        expectEqual(members[1].keyLocation.column, 17)
        expectEqual(members[1].keyLocation.offset, 21)
    }

    @Test func countsLinesForLFCRLFAndLoneCR() throws {
        let value = try JSONParser.parse("[1,\n2,\r\n3,\r4,\n\n  5]", file: "t.json")
        let lines = try require(value.arrayValue).map(\.location.description)
        expectEqual(lines, ["1:2", "2:1", "3:1", "4:1", "6:3"])
    }

    @Test func skipsAByteOrderMark() throws {
        let value = try JSONParser.parse("\u{FEFF}{\"a\": 1}", file: "t.json")
        expectEqual(value["a"]?.numberValue?.intValue, 1)
        expectEqual(value.location.description, "1:1")
        let fromBytes = try JSONParser.parse(utf8: [0xEF, 0xBB, 0xBF] + Array("[true]".utf8), file: "t.json")
        expect(fromBytes.arrayValue?.first?.boolValue == true)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(text, file: "t.json")
        var levels = 1
        while let inner = value.arrayValue?.first {
            value = inner
            levels += 1
        }
        expectEqual(levels, depth)
        let objects = String(repeating: "{\"a\":", count: depth) + "0" + String(repeating: "}", count: depth)
        _ = try JSONParser.parse(objects, file: "t.json")
    }

    @Test func parsesUTF8Bytes() throws {
        let value = try JSONParser.parse(utf8: Array("{\"a\": [\"é\"]}".utf8), file: "t.json")
        expectEqual(value["a"]?.arrayValue?.first?.stringValue, "é")
    }

    @Test func describesValuesForMessages() throws {
        let value = try JSONParser.parse(#"[null, true, 4, "tab", [], {}]"#, file: "t.json")
        let elements = try require(value.arrayValue)
        expectEqual(
            elements.map(\.foundDescription), [
                "null", "true", "the number 4", "the string \"tab\"", "an array", "an object",
            ])
        expectEqual(elements.map(\.kindName), ["null", "a boolean", "a number", "a string", "an array", "an object"])
        expect(elements[0].isNull)
        expect(!elements[1].isNull)
    }

    @Test func comparesContentIgnoringLocations() throws {
        let compact = try JSONParser.parse(#"{"a":[1,"x",null,true,{"b":2.5}]}"#, file: "t.json")
        let spaced = try JSONParser.parse(
            "{\n \"a\" : [ 1 , \"x\" , null , true , { \"b\" : 2.5 } ]\n}", file: "t.json")
        expect(compact.hasSameContent(as: spaced))
        expect(compact != spaced)
        let different = try JSONParser.parse(#"{"a":[1,"x",null,false,{"b":2.5}]}"#, file: "t.json")
        expect(!compact.hasSameContent(as: different))
    }

    @Test func isFastEnoughForALargeDocument() throws {
        var text = "{\"scenes\": [\n"
        for index in 0..<2000 {
            if index > 0 { text += ",\n" }
            text += """
                  {"name": "Scene\(index)", "base": "UITableViewController", "useCases": ["FetchItems", "DeleteItem"], \
                "fields": ["items: [Item]", "selected: Item?", "lookup: [String: [Int]]"], "routes": ["Scene\(index + 1)"]}
                """
        }
        text += "\n]}"
        let value = try JSONParser.parse(text, file: "big.json")
        expectEqual(value["scenes"]?.arrayValue?.count, 2000)
        expectEqual(value["scenes"]?.arrayValue?.last?.location.line, 2001)
    }

    @Test func aSingleLongLineStaysLinear() throws {
        // Columns are counted on from the last location, so a minified document is not quadratic.
        let text = "[" + Array(repeating: "\"é\"", count: 100_000).joined(separator: ",") + "]"
        let value = try JSONParser.parse(text, file: "min.json")
        expectEqual(value.arrayValue?.last?.location.column, 400_000 - 2)
    }
}
