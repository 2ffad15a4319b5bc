import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// One malformed document and the diagnostic it must produce.
struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let position: String
    let message: String

    init(_ text: String, _ position: String, _ message: String) {
        self.text = text
        self.position = position
        self.message = message
    }

    var testDescription: String { text.debugDescription }
}

func jsonParseError(_ text: String) -> JSONError? {
    do {
        _ = try JSONParser.parse(text, file: "t.json")
        return nil
    } catch {
        return error
    }
}

@Suite("JSON parser: errors")
struct JSONParserErrorTests {
    static let documentCases: [JSONErrorCase] = [
        .init("", "1:1", "expected a JSON value, found end of input"),
        .init("  \n  ", "2:3", "expected a JSON value, found end of input"),
        .init("x", "1:1", "expected a JSON value, found 'x' (strings must be in double quotes)"),
        .init(
            "UIViewController", "1:1",
            "expected a JSON value, found 'UIViewController' (strings must be in double quotes)"),
        .init("True", "1:1", "expected a JSON value, found 'True' (JSON's literals are lowercase: 'true')"),
        .init("NULL", "1:1", "expected a JSON value, found 'NULL' (JSON's literals are lowercase: 'null')"),
        .init("tru", "1:1", "expected a JSON value, found 'tru' (did you mean 'true'?)"),
        .init("nul", "1:1", "expected a JSON value, found 'nul' (did you mean 'null'?)"),
        .init("falsey", "1:1", "expected a JSON value, found 'falsey' (strings must be in double quotes)"),
        .init("NaN", "1:1", "expected a JSON value, found 'NaN' (JSON numbers cannot be NaN or infinite)"),
        .init(
            "[Infinity]", "1:2",
            "expected a JSON value or ']', found 'Infinity' (JSON numbers cannot be NaN or infinite)"),
        .init("'a'", "1:1", "expected a JSON value, found \"'\" (JSON strings use double quotes)"),
        .init("// note\n{}", "1:1", "expected a JSON value, found '/' (JSON does not allow comments)"),
        .init("# note", "1:1", "expected a JSON value, found '#' (JSON does not allow comments)"),
        .init("}", "1:1", "expected a JSON value, found '}'"),
        .init("1 2", "1:3", "expected end of input after the top-level value, found '2'"),
        .init("{}\n}", "2:1", "expected end of input after the top-level value, found '}'"),
        .init("null x", "1:6", "expected end of input after the top-level value, found 'x'"),
        .init("[é]", "1:2", "expected a JSON value or ']', found 'é' (U+00E9)"),
        .init("[\u{A0}1]", "1:2", "expected a JSON value or ']', found U+00A0"),
        .init("[\u{7}]", "1:2", "expected a JSON value or ']', found U+0007"),
    ]

    static let objectCases: [JSONErrorCase] = [
        .init("{", "1:2", "expected a string key or '}', found end of input"),
        .init("{a: 1}", "1:2", "expected a string key or '}', found 'a' (keys must be in double quotes)"),
        .init("{'a': 1}", "1:2", "expected a string key or '}', found \"'\" (JSON strings use double quotes)"),
        .init("{1: 1}", "1:2", "expected a string key or '}', found '1' (keys must be in double quotes)"),
        .init(
            "{\"a\": 1,}", "1:9", "expected a string key after ',', found '}' (JSON does not allow a trailing comma)"),
        .init(
            "{\"a\": 1, // c\n}", "1:10", "expected a string key after ',', found '/' (JSON does not allow comments)"),
        .init("{\"a\" 1}", "1:6", "expected ':' after key 'a', found '1'"),
        .init("{\"a\"", "1:5", "expected ':' after key 'a', found end of input"),
        .init("{\"a\":}", "1:6", "expected a value for key 'a', found '}'"),
        .init("{\"a\": 1 \"b\": 2}", "1:9", "expected ',' or '}' after object member, found '\"'"),
        .init("{\"a\": 1", "1:8", "expected ',' or '}' after object member, found end of input"),
        .init("{\"a\": 1]", "1:8", "expected ',' or '}' after object member, found ']'"),
        .init(
            "{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}", "4:3", "expected ',' or '}' after object member, found '\"'"),
        .init("{\"a\": 1, \"a\": 2}", "1:10", "duplicate key 'a' in object: first defined at 1:2"),
        .init(
            "{\n  \"name\": \"A\",\n  \"x\": 0,\n    \"name\": \"B\"\n}", "4:5",
            "duplicate key 'name' in object: first defined at 2:3"),
        .init("{\"é\": 1, \"b\" 2}", "1:14", "expected ':' after key 'b', found '2'"),
        .init("{\"a\\nb\": 1, \"a\\nb\": 2}", "1:13", "duplicate key 'a\\u{A}b' in object: first defined at 1:2"),
    ]

    static let arrayCases: [JSONErrorCase] = [
        .init("[", "1:2", "expected a JSON value or ']', found end of input"),
        .init("[1,]", "1:4", "expected a JSON value after ',', found ']' (JSON does not allow a trailing comma)"),
        .init("[1,", "1:4", "expected a JSON value after ',', found end of input"),
        .init("[,1]", "1:2", "expected a JSON value or ']', found ','"),
        .init("[1 2]", "1:4", "expected ',' or ']' after array element, found '2'"),
        .init("[1", "1:3", "expected ',' or ']' after array element, found end of input"),
        .init("[1}", "1:3", "expected ',' or ']' after array element, found '}'"),
        .init("[\n  1,\n  2\n  3\n]", "4:3", "expected ',' or ']' after array element, found '3'"),
    ]

    static let numberCases: [JSONErrorCase] = [
        .init("01", "1:1", "invalid number '01': leading zeros are not allowed"),
        .init("[-012]", "1:2", "invalid number '-012': leading zeros are not allowed"),
        .init("1.", "1:3", "invalid number: expected a digit after '1.', found end of input"),
        .init("[1.]", "1:4", "invalid number: expected a digit after '1.', found ']'"),
        .init("1.e5", "1:3", "invalid number: expected a digit after '1.', found 'e5'"),
        .init(".5", "1:1", "invalid number '.5': a number must start with a digit (write '0.5')"),
        .init("+1", "1:1", "invalid number '+1': a number cannot start with '+'"),
        .init("+", "1:1", "expected a JSON value, found '+'"),
        .init(".", "1:1", "expected a JSON value, found '.'"),
        .init("-", "1:2", "invalid number: expected a digit after '-', found end of input"),
        .init("-a", "1:2", "invalid number: expected a digit after '-', found 'a'"),
        .init("- 1", "1:2", "invalid number: expected a digit after '-', found ' '"),
        .init("1e", "1:3", "invalid number: expected a digit in the exponent of '1e', found end of input"),
        .init("1E+", "1:4", "invalid number: expected a digit in the exponent of '1E+', found end of input"),
        .init("2.5e-x", "1:6", "invalid number: expected a digit in the exponent of '2.5e-', found 'x'"),
        .init("0x1F", "1:2", "expected end of input after the top-level value, found 'x1F'"),
        .init("1.5.2", "1:4", "expected end of input after the top-level value, found '.'"),
    ]

    static let stringCases: [JSONErrorCase] = [
        .init("\"abc", "1:5", "expected '\"' to close the string that starts at 1:1, found end of input"),
        .init("[\"a\\\"]", "1:7", "expected '\"' to close the string that starts at 1:2, found end of input"),
        .init(
            "\"ab\ncd\"", "1:4",
            "expected '\"' to close the string that starts at 1:1, found a line break (write a line break inside a string as '\\n')"
        ),
        .init(
            "\"ab\\n\r\"", "1:6",
            "expected '\"' to close the string that starts at 1:1, found a line break (write a line break inside a string as '\\n')"
        ),
        .init(
            "\"a\tb\"", "1:3", "invalid character U+0009 in string: control characters must be escaped (write '\\t')"),
        .init(
            "\"\u{1}\"", "1:2",
            "invalid character U+0001 in string: control characters must be escaped (write '\\u0001')"),
        .init(
            "\"\\x\"", "1:3",
            "invalid escape sequence: expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found 'x'"
        ),
        .init(
            "\"\\'\"", "1:3",
            "invalid escape sequence: expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found \"'\""
        ),
        .init("\"\\", "1:3", "expected an escape character after '\\', found end of input"),
        .init("\"\\u12G4\"", "1:6", "invalid unicode escape: expected 4 hexadecimal digits after '\\u', found 'G4'"),
        .init(
            "\"\\u12", "1:6", "invalid unicode escape: expected 4 hexadecimal digits after '\\u', found end of input"),
        .init(
            "\"\\uD83D\"", "1:2",
            "invalid unicode escape '\\uD83D': a high surrogate must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'"
        ),
        .init(
            "\"\\uD83Dx\"", "1:2",
            "invalid unicode escape '\\uD83D': a high surrogate must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'"
        ),
        .init(
            "\"\\uD83D\\u0041\"", "1:2",
            "invalid unicode escape '\\uD83D\\u0041': a high surrogate must be followed by a low surrogate escape '\\uDC00'...'\\uDFFF'"
        ),
        .init(
            "\"\\uD83D\\uZZ\"", "1:10", "invalid unicode escape: expected 4 hexadecimal digits after '\\u', found 'ZZ'"),
        .init("\"\\uDE00\"", "1:2", "invalid unicode escape '\\uDE00': a low surrogate must follow a high surrogate"),
        .init(
            "{\"k\": \"é\\q\"}", "1:10",
            "invalid escape sequence: expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found 'q'"
        ),
    ]

    static let lineCases: [JSONErrorCase] = [
        .init("{\r\n\"a\" 1}", "2:5", "expected ':' after key 'a', found '1'"),
        .init("[\r1 2]", "2:3", "expected ',' or ']' after array element, found '2'"),
        .init("[\n\t1 2]", "2:4", "expected ',' or ']' after array element, found '2'"),
        .init("\u{FEFF}[1 2]", "1:4", "expected ',' or ']' after array element, found '2'"),
        .init("[\"😀😀\" 2]", "1:7", "expected ',' or ']' after array element, found '2'"),
    ]

    @Test(arguments: documentCases + objectCases + arrayCases + numberCases + stringCases + lineCases)
    func reportsWhereAndWhat(_ example: JSONErrorCase) throws {
        let error = try require(jsonParseError(example.text))
        expectEqual(error.message, example.message)
        expectEqual("\(error.line):\(error.column)", example.position)
        expectEqual(error.description, "t.json:\(example.position): error: \(example.message)")
    }

    @Test func refusesNestingBeyondTheLimit() throws {
        let depth = JSONParser.maximumDepth + 1
        let arrays = try require(
            jsonParseError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        expectEqual(arrays.message, "too deeply nested: more than 512 levels of arrays and objects")
        expectEqual(arrays.column, depth)
        let mixed = try require(jsonParseError(String(repeating: "{\"a\":[", count: 300)))
        expectEqual(mixed.message, "too deeply nested: more than 512 levels of arrays and objects")
        expectEqual(mixed.location.offset, 6 * 256)
        // Far deeper input fails the same way instead of exhausting the stack.
        let huge = try require(jsonParseError(String(repeating: "[", count: 1_000_000)))
        expectEqual(huge.column, depth)
    }

    @Test func refusesInvalidUTF8() throws {
        do {
            _ = try JSONParser.parse(utf8: Array("[\n \"a".utf8) + [0xFF] + Array("\"]".utf8), file: "t.json")
            Issue.record("expected an error")
        } catch {
            expectEqual(
                error.description, "t.json:2:4: error: invalid UTF-8 byte 0xFF: JSON text must be encoded as UTF-8")
        }
        do {
            _ = try JSONParser.parse(utf8: [0x22, 0xC3], file: "t.json")
            Issue.record("expected an error")
        } catch {
            expectEqual(error.message, "invalid UTF-8 byte 0xC3: JSON text must be encoded as UTF-8")
            expectEqual(error.location.description, "1:2")
        }
    }

    @Test func errorsAreValuesWithTheirParts() throws {
        let error = try require(jsonParseError("[1,]"))
        expectEqual(
            error,
            JSONError(
                    file: "t.json", location: SourceLocation(line: 1, column: 4, offset: 3), message: error.message))
        expectEqual(error.file, "t.json")
        expectEqual(error.location.offset, 3)
    }
}
