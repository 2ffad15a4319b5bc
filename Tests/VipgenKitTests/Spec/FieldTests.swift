import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// A field declaration and what it must read as.
struct FieldExample: Sendable, CustomTestStringConvertible {
    let declaration: String
    let name: String
    let type: String
    let initialValue: String?

    init(_ declaration: String, _ name: String, _ type: String, _ initialValue: String?) {
        self.declaration = declaration
        self.name = name
        self.type = type
        self.initialValue = initialValue
    }

    var testDescription: String { declaration.debugDescription }
}

func fieldRefusal(_ declaration: String) -> String? {
    validationRefusal { () throws(InvalidValue) in _ = try Field.parse(declaration) }
}

@Suite("Fields and their types")
struct FieldTests {
    static let optionals: [FieldExample] = [
        .init("memes: [Meme]?", "memes", "[Meme]?", nil),
        .init("memes:[Meme]?", "memes", "[Meme]?", nil),
        .init("  memes  :  [ Meme ] ?  ", "memes", "[Meme]?", nil),
        .init("meme: Meme?", "meme", "Meme?", nil),
        .init("maybe: Optional<Meme>", "maybe", "Meme?", nil),
        .init("maybe: Swift.Optional<[Int]>", "maybe", "[Int]?", nil),
        .init("maybe: Optional<() -> Void>", "maybe", "(() -> Void)?", nil),
        .init("maybe: [Optional<Int>]", "maybe", "[Int?]", "[]"),
        .init("pair: (Int, String)?", "pair", "(Int, String)?", nil),
        .init("wrapped: (Meme?)", "wrapped", "Meme?", nil),
        .init("wrapped: ((() -> Void))?", "wrapped", "(() -> Void)?", nil),
        .init("meta: (any MemeDelegate).Type?", "meta", "(any MemeDelegate).Type?", nil),
        .init("twice: Int??", "twice", "Int??", nil),
        .init("handler: (() -> Void)?", "handler", "(() -> Void)?", nil),
        .init(
            "handler: (@Sendable (Int)async throws->Void)?", "handler", "(@Sendable (Int) async throws -> Void)?", nil),
        .init(
            "handler: (@MainActor (Int, String) throws(MemeError) -> [Meme])?", "handler",
            "(@MainActor (Int, String) throws(MemeError) -> [Meme])?", nil),
        .init("delegate: (any MemeDelegate)?", "delegate", "(any MemeDelegate)?", nil),
        .init("delegate: (any MemeDelegate & AnyObject)?", "delegate", "(any MemeDelegate & AnyObject)?", nil),
        .init("kind: Meme.Kind?", "kind", "Meme.Kind?", nil),
        .init("meta: Meme.Type?", "meta", "Meme.Type?", nil),
        .init("any: Any?", "any", "Any?", nil),
        .init("website: URL?", "website", "URL?", nil),
        .init("result: Result<[Meme], Error>?", "result", "Result<[Meme], Error>?", nil),
    ]

    static let nonOptionals: [FieldExample] = [
        .init("title: String", "title", "String", "\"\""),
        .init("slice: Substring", "slice", "Substring", "\"\""),
        .init("count: Int", "count", "Int", "0"),
        .init("small: Int8", "small", "Int8", "0"),
        .init("big: UInt64", "big", "UInt64", "0"),
        .init("huge: Int128", "huge", "Int128", "0"),
        .init("ratio: Double", "ratio", "Double", "0"),
        .init("scale: Float", "scale", "Float", "0"),
        .init("width: CGFloat", "width", "CGFloat", "0"),
        .init("price: Decimal", "price", "Decimal", "0"),
        .init("price: Foundation.Decimal", "price", "Foundation.Decimal", "0"),
        .init("delay: TimeInterval", "delay", "TimeInterval", "0"),
        .init("count: Swift.Int", "count", "Swift.Int", "0"),
        .init("enabled: Bool", "enabled", "Bool", "false"),
        .init("items: [Item]", "items", "[Item]", "[]"),
        .init("items: [Item?]", "items", "[Item?]", "[]"),
        .init("items: Array<Item>", "items", "[Item]", "[]"),
        .init("items: Swift.Array<Item>", "items", "[Item]", "[]"),
        .init("items: ContiguousArray<Item>", "items", "ContiguousArray<Item>", "[]"),
        .init("tags: Set<String>", "tags", "Set<String>", "[]"),
        .init("lookup: [String: [Int]]", "lookup", "[String: [Int]]", "[:]"),
        .init("lookup: [String:Int]", "lookup", "[String: Int]", "[:]"),
        .init("values: [String: Any]", "values", "[String: Any]", "[:]"),
        .init("pending: Dictionary<String,Item>", "pending", "[String: Item]", "[:]"),
        .init("pair: (Int, String)", "pair", "(Int, String)", "(0, \"\")"),
        .init("pair: (count: Int, name: String)", "pair", "(count: Int, name: String)", "(count: 0, name: \"\")"),
        .init("mixed: (Meme?, Int)", "mixed", "(Meme?, Int)", "(nil, 0)"),
        .init("nested: ([Int], (Bool, Double))", "nested", "([Int], (Bool, Double))", "([], (false, 0))"),
        .init("wrapped: (Int)", "wrapped", "Int", "0"),
        .init("unit: ()", "unit", "()", "()"),
        .init("unit: Void", "unit", "Void", "()"),
        .init("tabbed:\tInt", "tabbed", "Int", "0"),
        .init("kinds: [Meme.Kind]", "kinds", "[Meme.Kind]", "[]"),
    ]

    @Test(arguments: optionals + nonOptionals)
    func readsFields(_ example: FieldExample) throws {
        let field = try Field.parse(example.declaration)
        expectEqual(field.name, example.name)
        expectEqual(field.type, example.type)
        expectEqual(field.isOptional, (example.initialValue == nil))
        expectEqual(field.initialValue, example.initialValue)
        expectEqual(field.description, "\(example.name): \(example.type)")
    }

    static let refusals: [(String, String)] = [
        ("", "field declaration is empty; write it as 'name: Type', e.g. 'memes: [Meme]?'"),
        ("   ", "field declaration is empty; write it as 'name: Type', e.g. 'memes: [Meme]?'"),
        ("memes", "field 'memes' has no type; write it as 'name: Type', e.g. 'memes: String'"),
        ("Memes", "field 'Memes' has no type; write it as 'name: Type', e.g. 'title: String'"),
        (": Int", "field ': Int' has no name before ':'; write it as 'name: Type'"),
        ("memes:", "field 'memes' has no type after ':'; write it as 'memes: Type'"),
        ("memes: [Meme]\nmore: Int", "field 'memes: [Meme]\\u{A}more: Int' must be on a single line"),
        ("Memes: Int", "field name 'Memes' must start with a lowercase letter (lowerCamelCase); did you mean 'memes'?"),
        ("class: Int", "field name 'class' is a Swift keyword; choose another name"),
        (
            "meme: Meme",
            "field 'meme' has type 'Meme', which has no natural empty value: make it optional ('meme: Meme?') so the data store can start empty"
        ),
        (
            "when: Date",
            "field 'when' has type 'Date', which has no natural empty value: make it optional ('when: Date?') so the data store can start empty"
        ),
        (
            "letter: Character",
            "field 'letter' has type 'Character', which has no natural empty value: make it optional ('letter: Character?') so the data store can start empty"
        ),
        (
            "pair: (Int, Meme)",
            "field 'pair' has type '(Int, Meme)', which has no natural empty value: make it optional ('pair: (Int, Meme)?') so the data store can start empty"
        ),
        (
            "price: Swift.Decimal",
            "field 'price' has type 'Swift.Decimal', which has no natural empty value: make it optional ('price: Swift.Decimal?') so the data store can start empty"
        ),
        (
            "items: Array<Int, Int>",
            "field 'items' has type 'Array<Int, Int>', which has no natural empty value: make it optional ('items: Array<Int, Int>?') so the data store can start empty"
        ),
        (
            "handler: () -> Void",
            "field 'handler' has type '() -> Void', which has no natural empty value: make it optional ('handler: (() -> Void)?') so the data store can start empty"
        ),
        (
            "handler: () -> Void?",
            "field 'handler' has type '() -> Void?', which has no natural empty value: make it optional ('handler: (() -> Void?)?') so the data store can start empty"
        ),
        (
            "delegate: any MemeDelegate",
            "field 'delegate' has type 'any MemeDelegate', which has no natural empty value: make it optional ('delegate: (any MemeDelegate)?') so the data store can start empty"
        ),
        (
            "both: A & B",
            "field 'both' has type 'A & B', which has no natural empty value: make it optional ('both: (A & B)?') so the data store can start empty"
        ),
        (
            "meta: Meme.Type",
            "field 'meta' has type 'Meme.Type', which has no natural empty value: make it optional ('meta: Meme.Type?') so the data store can start empty"
        ),
        (
            "meme: Meme!",
            "field 'meme': implicitly unwrapped optionals are not supported: write 'Meme?' instead of 'Meme!'"
        ),
        (
            "memes: [Meme!]",
            "field 'memes': implicitly unwrapped optionals are not supported: write '[Meme?]' instead of '[Meme!]'"
        ),
        (
            "view: some View",
            "field 'view': invalid type 'some View': 'some' types cannot be data store fields, which are protocol requirements; use a concrete type or 'any'"
        ),
        (
            "delegate: any MemeDelegate?",
            "field 'delegate': invalid type 'any MemeDelegate?': an optional 'any' type must be written '(any MemeDelegate)?'"
        ),
        (
            "memes: [Meme",
            "field 'memes': invalid type '[Meme': expected ']' to close the array type (or ':' for a dictionary), found the end of the type"
        ),
        ("memes: Meme]", "field 'memes': invalid type 'Meme]': expected the end of the type, found ']'"),
        (
            "lookup: [String: Int",
            "field 'lookup': invalid type '[String: Int': expected ']' to close the dictionary type, found the end of the type"
        ),
        (
            "pair: (Int, String",
            "field 'pair': invalid type '(Int, String': expected ',' or ')' in the tuple type, found the end of the type"
        ),
        (
            "list: Array<Int",
            "field 'list': invalid type 'Array<Int': expected ',' or '>' to close the generic arguments of 'Array', found the end of the type"
        ),
        ("list: Array<>", "field 'list': invalid type 'Array<>': expected a type, found '>'"),
        ("list: []", "field 'list': invalid type '[]': expected a type, found ']'"),
        ("x: Int String", "field 'x': invalid type 'Int String': expected the end of the type, found 'String'"),
        ("x: Int%", "field 'x': invalid type 'Int%': unexpected '%'"),
        ("x: 3", "field 'x': invalid type '3': unexpected '3'"),
        ("x: Café?", "field 'x': invalid type 'Café?': unexpected 'é' (U+00E9) (type names must be ASCII)"),
        ("x: `Type`?", "field 'x': invalid type '`Type`?': unexpected '`' (backquoted names are not supported)"),
        ("x: class", "field 'x': invalid type 'class': 'class' is a Swift keyword, not a type"),
        ("x: Self?", "field 'x': invalid type 'Self?': 'Self' is a Swift keyword, not a type"),
        ("x: some", "field 'x': invalid type 'some': 'some' is a Swift keyword, not a type"),
        (
            "x: Meme.",
            "field 'x': invalid type 'Meme.': expected 'Type' or 'Protocol' after '.', found the end of the type"
        ),
        ("x: [Int]]", "field 'x': invalid type '[Int]]': expected the end of the type, found ']'"),
        (
            "x: Int -> Void",
            "field 'x': invalid type 'Int -> Void': a function type's parameters must be in parentheses: write '(Int) -> …'"
        ),
        ("x: (() async)?", "field 'x': invalid type '(() async)?': expected '->' and a result type, found ')'"),
        (
            "x: (() rethrows -> Void)?",
            "field 'x': invalid type '(() rethrows -> Void)?': 'rethrows' applies to functions, not function types; use 'throws'"
        ),
        (
            "x: (@escaping () -> Void)?",
            "field 'x': invalid type '(@escaping () -> Void)?': '@escaping' applies to parameters only; a closure stored in a field escapes already, so write e.g. '(() -> Void)?'"
        ),
        (
            "x: (@objc () -> Void)?",
            "field 'x': invalid type '(@objc () -> Void)?': unsupported attribute '@objc'; only '@Sendable' and '@MainActor' are allowed"
        ),
        (
            "x: @Sendable Int?",
            "field 'x': invalid type '@Sendable Int?': attribute '@Sendable' applies to function types only"
        ),
        ("x: @ Int", "field 'x': invalid type '@ Int': expected an attribute name after '@'"),
        (
            "x: ((a: Int, b: Int) -> Void)?",
            "field 'x': invalid type '((a: Int, b: Int) -> Void)?': function types cannot have argument labels ('a:'); remove it"
        ),
        (
            "x: (a: Int)",
            "field 'x': invalid type '(a: Int)': a single-element tuple cannot have a label ('a:'); remove it"
        ),
        (
            "x: (class: Int, b: Int)",
            "field 'x': invalid type '(class: Int, b: Int)': 'class' is a Swift keyword, not a tuple label"
        ),
        ("x: Int -", "field 'x': invalid type 'Int -': unexpected '-'"),
        (
            "x: (() throws(E -> Void)?",
            "field 'x': invalid type '(() throws(E -> Void)?': a function type's parameters must be in parentheses: write '(E) -> …'"
        ),
        (
            "x: " + String(repeating: "[", count: 70) + "Int" + String(repeating: "]", count: 70),
            "field 'x': invalid type '" + String(repeating: "[", count: 60) + "…': nested too deeply"
        ),
    ]

    @Test(arguments: refusals)
    func refusesFields(_ declaration: String, _ message: String) {
        expectEqual(fieldRefusal(declaration), message)
    }

    @Test func typesReportTheirOptionalSpelling() throws {
        expectEqual(try SwiftType.parse("Meme").optionalSpelling, "Meme?")
        expectEqual(try SwiftType.parse("() -> Void").optionalSpelling, "(() -> Void)?")
        expectEqual(try SwiftType.parse("any P & Q").optionalSpelling, "(any P & Q)?")
        expectEqual(try SwiftType.parse("[ String : Int ]").description, "[String: Int]")
        expectEqual(try SwiftType.parse("(() -> Void)").optionalSpelling, "(() -> Void)?")
        let optional = try SwiftType.parse("Meme?")
        expect(optional.isOptional && optional.emptyValue == nil)
    }

    @Test(arguments: [
        ("", "type is empty"),
        ("Int\n", "type 'Int\\u{A}' must be on a single line"),
    ])
    func refusesTypes(_ text: String, _ message: String) {
        expectEqual(validationRefusal { () throws(InvalidValue) in _ = try SwiftType.parse(text) }, message)
    }
}
