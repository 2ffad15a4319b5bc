import Expectations
import Testing

@testable import SwiftScanning

/// The declaration tree the merger reads: each construct as a small Swift source, adversarial ones too.
@Suite struct SwiftDeclarationParserTests {
    @Test func typesExtensionsAndConformances() throws {
        let source = """
            import UIKit

            @MainActor
            protocol SceneDisplayLogic: AnyObject {
                func display(viewModel: Scene.Load.ViewModel)
                var title: String { get set }
            }

            final class SceneViewController: UIViewController, @unchecked Sendable {
                var interactor: (any SceneBusinessLogic)?
                private(set) var names: [String: [Int]] = [:]

                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }

                required init?(coder: NSCoder) { nil }
            }

            extension SceneViewController: SceneDisplayLogic, Other.Proto {
                func display(viewModel: Scene.Load.ViewModel) {}
            }
            """
        expectEqual(
            try outline(source), [
                "import UIKit",
                "type SceneDisplayLogic: AnyObject",
                "  func display(viewModel:)",
                "  var title",
                "type SceneViewController: UIViewController, Sendable",
                "  var interactor",
                "  var names",
                "  init(nibName:bundle:)",
                "  init(coder:)",
                "extension SceneViewController: SceneDisplayLogic, Other.Proto",
                "  func display(viewModel:)",
            ])
    }

    @Test func nestedTypesAndEnumCases() throws {
        let source = """
            enum Scene {
                enum Load {
                    struct Request {}
                    struct ViewModel {
                        struct Row: Equatable { let name: String }
                        let rows: [Row]
                    }
                }
                case a, b(Int, String), c = 3
                indirect case d(Scene)
            }
            """
        expectEqual(
            try outline(source), [
                "type Scene",
                "  type Load",
                "    type Request",
                "    type ViewModel",
                "      type Row: Equatable",
                "        var name",
                "      var rows",
                "  case a | case b | case c",
                "  case d",
            ])
    }

    @Test func bracesInStringsCommentsAndRawStringsDoNotCount() throws {
        let source = """
            final class A {
                let open = "{"
                let close = "} \\" }"
                // }
                /* } /* { */ } */
                let raw = #"}"#
                let multi = \"\"\"
                    }
                    \"\"\"
                func b() -> String {
                    "\\(c("}"))"
                }
                func d() {}
            }
            """
        expectEqual(
            try outline(source), [
                "type A", "  var open", "  var close", "  var raw", "  var multi", "  func b()", "  func d()",
            ])
    }

    @Test func conditionalBlocksHoldTheirBranchesMembers() throws {
        let source = """
            struct A {
            #if DEBUG
                func debug() { print("}") }
            #elseif TESTING
                func testing() {}
            #else
                func release() {}
            #endif
                func after() {}
            }
            """
        expectEqual(
            try outline(source), [
                "type A", "  #if", "    func debug()", "    func testing()", "    func release()", "  func after()",
            ])
    }

    @Test func functionSignaturesAreNameAndLabels() throws {
        let source = """
            struct A {
                func plain() {}
                func labels(_ a: Int, b: Int, external c: Int) {}
                func generic<T: Equatable, U>(value: T, other: Dictionary<T, U>) -> [T: U] where U: Sendable {}
                func defaulted(a: Int = max(1, 2), closure: (Int, Int) -> Void = { _, _ in }) {}
                static func == (lhs: A, rhs: A) -> Bool { true }
                subscript(index: Int) -> Int { index }
                init?(raw: String) { nil }
                func `default`(when: Int) async throws {}
                func multiLine(
                    first: Int,
                    second: Int
                ) -> Int
                {
                    first
                }
            }
            """
        expectEqual(
            try outline(source), [
                "type A",
                "  func plain()",
                "  func labels(_:b:external:)",
                "  func generic(value:other:)",
                "  func defaulted(a:closure:)",
                "  func ==(lhs:rhs:)",
                "  subscript(index:)",
                "  init(raw:)",
                "  func default(when:)",
                "  func multiLine(first:second:)",
            ])
    }

    @Test func protocolRequirementsEndAtTheirLine() throws {
        let source = """
            protocol P: AnyObject {
                func a(x: Int?)
                func b() -> Int?
                var c: Int? { get }
                @MainActor func d()
                associatedtype Item
            }
            """
        expectEqual(
            try outline(source), [
                "type P: AnyObject", "  func a(x:)", "  func b()", "  var c", "  func d()", "  type Item",
            ])
    }

    @Test func propertiesWithMultiLineInitialValues() throws {
        let source = """
            struct A {
                let total =
                    1 + 2
                let chained = [1, 2]
                    .map { $0 + 1 }
                lazy var made: Int = {
                    3
                }()
                var observed: Int = 0 {
                    didSet { print("}") }
                }
                let optional: Int?
                let next = 1
            }
            """
        expectEqual(
            try outline(source), [
                "type A", "  var total", "  var chained", "  var made", "  var observed", "  var optional",
                "  var next",
            ])
    }

    @Test func declarationRangesStartAtAttributesAndEndAtTheBody() throws {
        let source = "struct A {\n    /// Doc.\n    @MainActor\n    private func b() {\n        c()\n    }\n}\n"
        expectEqual(
            try declarationText(source, key: "func b()"), ["@MainActor\n    private func b() {\n        c()\n    }"])
    }

    @Test func tabsAndCRLF() throws {
        let source = "final class A {\r\n\tvar b = 1\r\n\tfunc c() {\r\n\t\tb += 1\r\n\t}\r\n}\r\n"
        expectEqual(try outline(source), ["type A", "  var b", "  func c()"])
    }

    @Test func genericTypesAndWhereClauses() throws {
        let source = """
            struct Box<T: Equatable>: Equatable where T: Sendable {
                let value: T
            }
            extension Box: Hashable where T: Hashable {}
            extension Array where Element == Int {}
            """
        expectEqual(
            try outline(source), [
                "type Box: Equatable", "  var value", "extension Box: Hashable", "extension Array",
            ])
    }

    @Test func topLevelCodeIsOther() throws {
        expectEqual(try outline("print(1)\nlet x = 2\nf {\n}\n"), ["other", "var x", "other"])
    }

    @Test func unbalancedBracesAndDirectivesAreErrors() {
        // The function's body takes the only `}`: the type is what is left open.
        expectEqual(scanError("struct A {\n    func b() {\n}\n")?.line, 1)
        expectEqual(scanError("struct A {\n}\n}\n"), SwiftSourceError(line: 3, message: "'}' without a matching '{'"))
        expectEqual(
            scanError("struct A {\n#if X\n    func b() {}\n}\n"),
            SwiftSourceError(line: 2, message: "'#if' is never closed by '#endif'"))
        expectEqual(
            scanError("func a() {}\n#endif\n"),
            SwiftSourceError(line: 2, message: "'#endif' without a matching '#if'"))
        expectEqual(
            scanError("struct A {\n    let s = \"}\"\n"),
            SwiftSourceError(line: 1, message: "the '{' of 'struct A' is never closed"))
    }

    /// A declaration is identified by its kind, name and argument labels, not by a string: a method
    /// named like a property, or an initializer with a function's labels, is another declaration.
    @Test func keysAreKindNameAndLabels() throws {
        let source = """
            struct A {
                var load: Int
                func load(request: Int) {}
                func load(_ request: Int) {}
                init(request: Int) {}
                typealias B = Int
            }
            extension A: Q, P {}
            """
        let declarations = try SwiftSource(source).declarations
        let keys = declarations[0].members.flatMap(\.keys)
        expectEqual(
            keys, [
                DeclarationKey(.property, "load"), DeclarationKey(.function, "load", labels: ["request"]),
                DeclarationKey(.function, "load", labels: ["_"]),
                DeclarationKey(.initializer, "init", labels: ["request"]),
                DeclarationKey(.type, "B"),
            ])
        expectEqual(Set(keys).count, keys.count)
        expectEqual(
            keys.map(\.description), ["var load", "func load(request:)", "func load(_:)", "init(request:)", "type B"])
        expectEqual(declarations[1].keys, [DeclarationKey(.extension(conformances: ["P", "Q"]), "A")])
        expectEqual(declarations[1].keys[0].description, "extension A: P, Q")
    }
}
