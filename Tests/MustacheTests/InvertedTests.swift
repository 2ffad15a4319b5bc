import Expectations
import Testing
@testable import Mustache

@Suite struct InvertedTests: MustacheTestCase {
    @Test(arguments: [MustacheValue.bool(false), .null, .array([])])
    func falseyValuesRenderTheBody(value: MustacheValue) throws {
        expectEqual(try render("<{{^flag}}shown{{/flag}}>", ["flag": value]), "<shown>")
    }

    @Test func aMissingNameRendersTheBody() throws {
        expectEqual(try render("<{{^missing}}shown{{/missing}}>"), "<shown>")
    }

    @Test(arguments: [MustacheValue.bool(true), .array([1]), .object([:]), .string(""), .int(0)])
    func truthyValuesSkipTheBody(value: MustacheValue) throws {
        expectEqual(try render("<{{^flag}}hidden{{/flag}}>", ["flag": value]), "<>")
    }

    @Test func theBodyRendersOnceAndPushesNothing() throws {
        expectEqual(try render("{{^list}}[{{.}}]{{/list}}", ["list": []]), "[]")
        expectEqual(try render("{{^off}}{{name}}{{/off}}", ["off": false, "name": "root"]), "root")
    }

    @Test func invertedAndNormalSectionsPairUp() throws {
        let template = "{{#author}}Created by {{author}}{{/author}}{{^author}}Created{{/author}}."
        expectEqual(try render(template, ["author": nil]), "Created.")
        expectEqual(try render(template, ["author": "Jane"]), "Created by Jane.")
    }

    @Test func dottedNamesOpenInvertedSections() throws {
        expectEqual(try render("<{{^a.b}}no{{/a.b}}>", ["a": ["b": true]]), "<>")
        expectEqual(try render("<{{^a.b}}no{{/a.b}}>", ["a": ["b": false]]), "<no>")
        expectEqual(try render("<{{^a.b.c}}no{{/a.b.c}}>", ["a": [:]]), "<no>")
    }

    @Test func nestedInvertedSections() throws {
        expectEqual(try render("| A {{^f}}B {{^f}}C{{/f}} D{{/f}} E |", ["f": false]), "| A B C D E |")
        expectEqual(try render("| A {{^f}}B {{^f}}C{{/f}} D{{/f}} E |", ["f": true]), "| A  E |")
    }
}
