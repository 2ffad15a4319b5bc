import Expectations
import Seeded
import Testing
@testable import Mustache

/// Random and mutated templates must either render or throw `MustacheError`: never crash, hang or
/// throw anything else.
@Suite struct FuzzTests: MustacheTestCase {
    static let fragments = [
        "{{", "}}", "{{{", "}}}", "{", "}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{#list}}", "{{/list}}",
        "{{>p}}", "{{> rec}}", "{{>frame}}", "{{>twice}}", "{{>bad}}", "{{>missing}}", "{{<p}}", "{{/p}}",
        "{{<frame}}", "{{/frame}}", "{{<cycle}}", "{{/cycle}}", "{{$b}}", "{{$c}}", "{{/c}}", "{{=<% %>=}}",
        "<%a%>", "<%#a%>", "<%/a%>", "<%={{ }}=%>", "{{=", "=}}", "{{= | | =}}", "|a|", "{{!", "{{! note }}",
        "{{a}}", "{{{a}}}", "{{&a}}", "{{.}}", "{{a.b}}", "{{.a}}", "{{#.}}", "{{/.}}", "{{a..b}}", "{{}}",
        "{{#}}", "{{a b}}", "\n", "\r\n", "\r", "  ", "\t", "text", "x", "é", "😀👍🏽", "=", ".", "#", "/",
    ]

    static let seeds = [
        "Hello {{a}}!\n{{#list}}\n  - {{.}}\n{{/list}}\n",
        "{{#a}}\n  {{> p}}\n{{/a}}\n{{^b}}none{{/b}}\r\n",
        "{{<frame}}\n{{$b}}\n    body {{a.b}}\n{{/b}}\n{{/frame}}\n",
        "{{=<% %>=}}\n<%#list%><%.%><%/list%>\n<%={{ }}=%>{{{a}}}",
        "  {{> rec}}\n{{! comment }}\n{{$c}}default{{/c}}",
        "struct {{a}} {\n    {{#list}}\n    let x{{.}} = {{&a}}\n    {{/list}}\n}\n",
    ]

    static let partials = [
        "p": "[{{a}}{{$b}}pb{{/b}}]\n",
        "rec": "{{#list}}<{{> rec}}>{{/list}}",
        "frame": "begin\n  {{$b}}\n  {{/b}}\nend\n",
        "cycle": "{{<cycle}}{{$b}}x{{/b}}{{/cycle}}",
        "twice": "{{> twice}}{{> twice}}",
        "bad": "{{#a}}",
    ]

    static func randomTemplate(_ random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<(1 + random.below(24)) { text += random.pick(fragments) }
        return text
    }

    /// A template built from balanced elements, so most of these get past the parser.
    static func structured(_ random: inout SplitMix64, depth: Int = 0) -> String {
        var text = ""
        for _ in 0..<(1 + random.below(4)) {
            let name = random.pick(["a", "b", "c", "list", ".", "a.b", ".a"])
            let indent = random.pick(["", "  ", "\t"])
            let newline = random.pick(["\n", "\r\n", ""])
            let body = depth < 3 ? structured(&random, depth: depth + 1) : "x"
            switch random.below(depth < 3 ? 10 : 5) {
            case 0: text += random.pick(["text ", "é😀", "{ }", " = "]) + newline
            case 1:
                let (open, close) = random.pick([("", ""), ("{", "}"), ("&", "")])
                text += "\(indent){{\(open)\(name)\(close)}}\(newline)"
            case 2: text += "\(indent){{> \(random.pick(["p", "rec", "frame", "missing"]))}}\(newline)"
            case 3: text += "\(indent){{! note }}\(newline)"
            case 4: text += "\(indent){{=<% %>=}}\(newline)<%\(name)%><%={{ }}=%>\(newline)"
            case 5, 6:
                let sigil = random.pick(["#", "^"])
                text += "\(indent){{\(sigil)\(name)}}\(newline)\(body)\(indent){{/\(name)}}\(newline)"
            case 7:
                let block = random.pick(["b", "c"])
                text += "\(indent){{$\(block)}}\(newline)\(body){{/\(block)}}\(newline)"
            default:
                let parent = random.pick(["p", "frame", "cycle", "missing"])
                text += "\(indent){{<\(parent)}}\(newline){{$b}}\(newline)\(body){{/b}}\(newline)\(indent){{/\(parent)}}\(newline)"
            }
        }
        return text
    }

    static func mutated(_ random: inout SplitMix64) -> String {
        var characters = Array(random.pick(seeds))
        for _ in 0..<(1 + random.below(4)) {
            guard !characters.isEmpty else { break }
            let start = random.below(characters.count)
            let end = min(characters.count, start + 1 + random.below(8))
            switch random.below(4) {
            case 0:
                characters.removeSubrange(start..<end)
            case 1:
                characters.insert(contentsOf: characters[start..<end], at: random.below(characters.count))
            case 2:
                let other = random.below(characters.count)
                characters.swapAt(start, other)
            default:
                characters.insert(contentsOf: random.pick(fragments), at: start)
            }
        }
        return String(characters)
    }

    static func randomValue(_ random: inout SplitMix64, depth: Int = 0) -> MustacheValue {
        switch random.below(depth >= 3 ? 6 : 8) {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return .int(random.below(200) - 100)
        case 3: return .double(Double(random.below(1000)) / 8)
        case 4: return .string(random.pick(["", "x", "<&>", "line\nbreak", "é😀"]))
        case 5: return .string("{{a}}")
        case 6:
            return .array((0..<random.below(3)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var members: MustacheObject = [:]
            for key in ["a", "b", "c", "list"] where random.below(2) == 0 {
                members[key] = randomValue(&random, depth: depth + 1)
            }
            return .object(members)
        }
    }

    @Test func randomAndMutatedTemplatesRenderOrFailCleanly() throws {
        var random = SplitMix64(seed: 0x5EED_CAFE)
        let libraries = (0..<8).map { variant in
            MustacheLibrary(
                source: DictionaryTemplateSource(Self.partials),
                options: RenderOptions(
                    escape: variant & 1 == 0 ? .none : .html, strict: variant & 2 != 0,
                    indentBlankLines: variant & 4 == 0, maxSteps: 1_000))
        }
        var rendered = 0
        var failed = 0
        for index in 0..<6_000 {
            let source: String
            switch index % 3 {
            case 0: source = Self.randomTemplate(&random)
            case 1: source = Self.mutated(&random)
            default: source = Self.structured(&random)
            }
            let context = Self.randomValue(&random)
            let library = random.pick(libraries)
            do {
                let template = try MustacheTemplate(source: source, name: "fuzz")
                let first = try library.render(template, context)
                if index % 16 == 0 {
                    expectEqual(try library.render(template, context), first, "not deterministic: \(source.debugDescription)")
                }
                rendered += 1
            } catch let error as MustacheError {
                expect(error.line >= 0 && error.column >= 0)
                expect(!error.description.isEmpty)
                failed += 1
            } catch {
                Issue.record("\(source.debugDescription) threw \(error)")
            }
        }
        // Both outcomes must be common, or the generator has stopped exploring.
        expect(rendered > 800, "\(rendered) rendered, \(failed) failed")
        expect(failed > 1_500, "\(rendered) rendered, \(failed) failed")
    }

    @Test func everyPrefixOfAValidTemplateParsesOrFailsCleanly() {
        for seed in Self.seeds {
            let characters = Array(seed)
            for length in 0...characters.count {
                do {
                    _ = try MustacheTemplate(source: String(characters[..<length]), name: "prefix")
                } catch is MustacheError {
                } catch {
                    Issue.record("prefix \(length) of \(seed.debugDescription) threw \(error)")
                }
            }
        }
    }
}
