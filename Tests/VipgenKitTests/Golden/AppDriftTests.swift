import Expectations
import Foundation
import Testing

/// The hand-completed app keeps every type and protocol requirement vipgen generated for it, in its
/// sources and in its tests (test classes and their spies), so the golden app cannot drift away from
/// what the templates write.
@Suite struct AppDriftTests {
    static let golden = Repository.root.appendingPathComponent("Tests/Proof/CleanMeme")

    @Test(arguments: ["Sources", "Tests"])
    func appKeepsEveryGeneratedDeclaration(in folder: String) throws {
        let generated = try Declarations(folder: Self.golden.appendingPathComponent("Generated/\(folder)"))
        let app = try Declarations(folder: Self.golden.appendingPathComponent("App/\(folder)"))
        expect(!generated.all.isEmpty)
        let missing = generated.all.subtracting(app.all).sorted()
        expect(missing.isEmpty, "App/\(folder) no longer declares: \(missing.joined(separator: ", "))")
    }

    @Test func theScannerFindsNestedTypesAndRequirements() {
        let declarations = Declarations(
            text: """
                @MainActor
                protocol ListMemesBusinessLogic: AnyObject {
                    func fetchMemes(request: ListMemes.FetchMemes.Request)
                    func deleteMeme(
                        request: ListMemes.DeleteMeme.Request,
                        undoable: Bool)
                    var title: String { get }
                }
                enum ListMemes {
                    enum FetchMemes {
                        struct Request {}
                    }
                }
                final class ListMemesInteractor: ListMemesBusinessLogic {
                    func helper() {}
                }
                """)
        expectEqual(
            declarations.all, [
                "protocol ListMemesBusinessLogic", "ListMemesBusinessLogic.fetchMemes(request:)",
                "ListMemesBusinessLogic.deleteMeme(request:undoable:)", "ListMemesBusinessLogic.title",
                "enum ListMemes", "enum ListMemes.FetchMemes",
                "struct ListMemes.FetchMemes.Request", "class ListMemesInteractor",
            ])
    }
}

/// Type declarations (qualified by nesting) and protocol requirements, read from Swift source.
///
/// A line-based reader is enough for code vipgen writes and people complete in the same style.
struct Declarations {
    private(set) var all: Set<String> = []

    init(folder: URL) throws {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            all.formUnion(Declarations(text: try String(contentsOf: url, encoding: .utf8)).all)
        }
    }

    init(text: String) {
        let typePattern =
            /^\s*(?:@\w+\s+)*(?:(?:public|internal|private|fileprivate|final|open)\s+)*(class|struct|enum|protocol)\s+(\w+)/
        let funcPattern = /^\s*func\s+(\w+)\s*\(([^)]*)\)/
        let varPattern = /^\s*var\s+(\w+)\s*:/
        // Each open scope: its qualified name (nil for a scope that is not a type) and whether it is a protocol.
        var scopes: [(name: String?, isProtocol: Bool)] = []
        for code in Self.statements(of: text) {
            var opened: (name: String?, isProtocol: Bool) = (nil, false)
            let enclosing = scopes.last { $0.name != nil }?.name
            if let match = code.firstMatch(of: typePattern) {
                let qualified = [enclosing, String(match.2)].compactMap { $0 }.joined(separator: ".")
                all.insert("\(match.1) \(qualified)")
                opened = (qualified, match.1 == "protocol")
            } else if let owner = scopes.last, owner.isProtocol, let protocolName = owner.name {
                if let match = code.firstMatch(of: funcPattern) {
                    let labels = match.2.split(separator: ",").map { parameter in
                        (parameter.split(separator: ":").first ?? "").split(separator: " ").first.map { "\($0):" } ?? ""
                    }
                    all.insert("\(protocolName).\(match.1)(\(labels.joined()))")
                } else if let match = code.firstMatch(of: varPattern) {
                    all.insert("\(protocolName).\(match.1)")
                }
            }
            for character in code {
                if character == "{" {
                    scopes.append(opened)
                    opened = (nil, false)
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
    }

    /// The text's lines without their `//` comments, a line whose parentheses are still open joined with
    /// the lines that close them: a signature broken one parameter a line reads as one line.
    private static func statements(of text: String) -> [Substring] {
        var statements: [Substring] = []
        var pending: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = withoutComment(line)
            let joined = if let pending { pending + " " + code.drop(while: { $0 == " " }) } else { code }
            let depth = joined.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
            if depth > 0 {
                pending = joined
            } else {
                statements.append(joined)
                pending = nil
            }
        }
        return statements + (pending.map { [$0] } ?? [])
    }

    /// The line up to its `//` comment, if any: a `//` inside a string (`"https://example.com"`) is text.
    private static func withoutComment(_ line: Substring) -> Substring {
        var inString = false
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if character == "\"", previous != "\\" {
                inString.toggle()
            } else if !inString, character == "/", previous == "/" {
                return line[..<line.index(before: index)]
            }
            previous = character
        }
        return line
    }
}
