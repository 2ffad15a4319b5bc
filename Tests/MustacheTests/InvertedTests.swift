import Testing
@testable import Mustache

@Suite struct InvertedTests: MustacheTestCase {
    @Test(arguments: [MustacheValue.bool(false), .null, .array([])])
    func falseyValuesRenderTheBody(value: MustacheValue) throws {
        #expect(try render("<{{^flag}}shown{{/flag}}>", ["flag": value]) == "<shown>")
    }

    @Test func aMissingNameRendersTheBody() throws {
        #expect(try render("<{{^missing}}shown{{/missing}}>") == "<shown>")
    }

    @Test(arguments: [MustacheValue.bool(true), .array([1]), .object([:]), .string(""), .int(0)])
    func truthyValuesSkipTheBody(value: MustacheValue) throws {
        #expect(try render("<{{^flag}}hidden{{/flag}}>", ["flag": value]) == "<>")
    }

    @Test func theBodyRendersOnceAndPushesNothing() throws {
        #expect(try render("{{^list}}[{{.}}]{{/list}}", ["list": []]) == "[]")
        #expect(try render("{{^off}}{{name}}{{/off}}", ["off": false, "name": "root"]) == "root")
    }

    @Test func invertedAndNormalSectionsPairUp() throws {
        let template = "{{#author}}Created by {{author}}{{/author}}{{^author}}Created{{/author}}."
        #expect(try render(template, ["author": nil]) == "Created.")
        #expect(try render(template, ["author": "Jane"]) == "Created by Jane.")
    }

    @Test func dottedNamesOpenInvertedSections() throws {
        #expect(try render("<{{^a.b}}no{{/a.b}}>", ["a": ["b": true]]) == "<>")
        #expect(try render("<{{^a.b}}no{{/a.b}}>", ["a": ["b": false]]) == "<no>")
        #expect(try render("<{{^a.b.c}}no{{/a.b.c}}>", ["a": [:]]) == "<no>")
    }

    @Test func nestedInvertedSections() throws {
        #expect(try render("| A {{^f}}B {{^f}}C{{/f}} D{{/f}} E |", ["f": false]) == "| A B C D E |")
        #expect(try render("| A {{^f}}B {{^f}}C{{/f}} D{{/f}} E |", ["f": true]) == "| A  E |")
    }
}
