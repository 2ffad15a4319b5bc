import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The merger on files people wrote: small sources made for each rule.
@Suite struct DeclarationMergerTests {
    private func merge(_ existing: String, before: String, after: String) throws(MergeRefusal) -> FileMerge {
        try DeclarationMerger.merge(path: "File.swift", existing: existing, before: before, after: after)
    }

    private func refusal(_ existing: String, before: String, after: String) -> MergeRefusal? {
        do {
            _ = try merge(existing, before: before, after: after)
            return nil
        } catch {
            return error
        }
    }

    let before = """
        protocol Logic: AnyObject {
            func fetch(request: Int)
        }

        final class Interactor: Logic {
            var presenter: Int?

            func fetch(request: Int) {
                print(request)
            }
        }

        """

    let after = """
        protocol Logic: AnyObject {
            func fetch(request: Int)
            func delete(request: Int)
        }

        final class Interactor: Logic {
            var presenter: Int?

            func fetch(request: Int) {
                print(request)
            }

            func delete(request: Int) {
                print(request)
            }
        }

        """

    @Test func newMembersFollowTheirPredecessorWhateverItsBody() throws {
        let existing = """
            protocol Logic: AnyObject {
                /// Fetches.
                func fetch(request: Int)   // keep
            }

            final class Interactor: Logic {
                var presenter: Int?
                let extra = "}"

                func fetch(request: Int) {
                    // A person's code, with a brace in a string: "}"
                    let text = "}"
                    print(text)
                }

                func helper() {}
            }

            """
        let merged = try merge(existing, before: before, after: after)
        expectEqual(
            merged.text, """
                protocol Logic: AnyObject {
                    /// Fetches.
                    func fetch(request: Int)   // keep
                    func delete(request: Int)
                }

                final class Interactor: Logic {
                    var presenter: Int?
                    let extra = "}"

                    func fetch(request: Int) {
                        // A person's code, with a brace in a string: "}"
                        let text = "}"
                        print(text)
                    }

                    func delete(request: Int) {
                        print(request)
                    }

                    func helper() {}
                }

                """)
        expectEqual(merged.added, ["func delete(request:) in Logic", "func delete(request:) in Interactor"])
        expectEqual(try self.merge(merged.text, before: before, after: after).text, merged.text)
    }

    @Test func takesTheFilesIndentationAndLineBreaks() throws {
        let existing =
            "protocol Logic: AnyObject {\r\n\tfunc fetch(request: Int)\r\n}\r\n\r\nfinal class Interactor: Logic {\r\n\tvar presenter: Int?\r\n\r\n\tfunc fetch(request: Int) {\r\n\t\tprint(request)\r\n\t}\r\n}\r\n"
        let merged = try merge(existing, before: before, after: after)
        expectEqual(
            merged.text,
            "protocol Logic: AnyObject {\r\n\tfunc fetch(request: Int)\r\n\tfunc delete(request: Int)\r\n}\r\n\r\nfinal class Interactor: Logic {\r\n\tvar presenter: Int?\r\n\r\n\tfunc fetch(request: Int) {\r\n\t\tprint(request)\r\n\t}\r\n\r\n\tfunc delete(request: Int) {\r\n\t\tprint(request)\r\n\t}\r\n}\r\n"
        )
    }

    @Test func twoSpaceFiles() throws {
        let existing =
            "protocol Logic: AnyObject {\n  func fetch(request: Int)\n}\n\nfinal class Interactor: Logic {\n  func fetch(request: Int) {\n    print(request)\n  }\n}\n"
        let merged = try merge(existing, before: before, after: after)
        expect(
            merged.text.contains(
                "\n  func fetch(request: Int) {\n    print(request)\n  }\n\n  func delete(request: Int) {\n    print(request)\n  }\n}\n"
            ))
        expectEqual(merged.notFound, ["var presenter in Interactor"])
    }

    @Test func removedDeclarationsAreReportedNotRestored() throws {
        let existing = """
            protocol Logic: AnyObject {
                func fetch(request: Int, page: Int)
            }

            final class Interactor: Logic {
                func fetch(request: Int, page: Int) {}
            }

            """
        let merged = try merge(existing, before: before, after: after)
        expectEqual(
            merged.notFound, [
                "func fetch(request:) in Logic", "var presenter in Interactor", "func fetch(request:) in Interactor",
            ])
        // With no predecessor left, the new members go at the end of their container.
        expect(merged.text.contains("    func fetch(request: Int, page: Int)\n    func delete(request: Int)\n}"))
        expect(
            merged.text.contains(
                "    func fetch(request: Int, page: Int) {}\n\n    func delete(request: Int) {\n        print(request)\n    }\n}"
            ))
    }

    @Test func membersGoWhereTheFileAdoptsTheProtocol() throws {
        let before = "final class View {\n    var a = 1\n}\n\nextension View: Display {\n    func show(a: Int) {}\n}\n"
        let after =
            "final class View {\n    var a = 1\n}\n\nextension View: Display {\n    func show(a: Int) {}\n\n    func show(b: Int) {}\n}\n"
        // The person moved the conformance into the class and the method elsewhere.
        let existing =
            "final class View: Base, Display {\n    var a = 1\n}\n\nextension View {\n    func other() {}\n}\n"
        let merged = try merge(existing, before: before, after: after)
        expectEqual(
            merged.text,
            "final class View: Base, Display {\n    var a = 1\n\n    func show(b: Int) {}\n}\n\nextension View {\n    func other() {}\n}\n"
        )
        // Next to its sibling, wherever the type declares it.
        let split =
            "final class View: Base {\n    var a = 1\n}\n\nextension View: Display {\n}\n\nextension View {\n    func show(a: Int) {}\n}\n"
        expectEqual(
            try merge(split, before: before, after: after).text,
            "final class View: Base {\n    var a = 1\n}\n\nextension View: Display {\n}\n\nextension View {\n    func show(a: Int) {}\n\n    func show(b: Int) {}\n}\n"
        )
    }

    @Test func refusesWhenTheContainerIsGoneOrAmbiguous() {
        let noProtocol = "final class Interactor: Logic {\n    func fetch(request: Int) {}\n}\n"
        expectEqual(
            refusal(noProtocol, before: before, after: after),
            MergeRefusal(
                    path: "File.swift", line: nil,
                    message: "did not find protocol Logic, where func delete(request:) goes"))
        let twoClasses =
            "protocol Logic {\n}\n\nfinal class Interactor {}\n\n#if DEBUG\nfinal class Interactor {}\n#endif\n"
        expectEqual(
            refusal(twoClasses, before: before, after: after),
            MergeRefusal(
                    path: "File.swift", line: 7,
                    message:
                        "2 declarations of Interactor claim its role; vipgen cannot tell where func delete(request:) goes"
                ))
        let unbalanced = "protocol Logic {\n    func fetch(request: Int) {\n}\n"
        expectEqual(refusal(unbalanced, before: before, after: after)?.line, 1)
        let unclosedString = "protocol Logic {\n    let s = \"}\n}\n"
        expect(
            refusal(unclosedString, before: before, after: after)?.message.hasPrefix("a string literal is never closed")
                == true)
    }

    @Test func anEmptyBodyOnOneLineIsOpenedUp() throws {
        let before = "protocol Routing: AnyObject {}\n"
        let after = "protocol Routing: AnyObject {\n    func routeToA(segue: Int?)\n}\n"
        expectEqual(
            try merge("@MainActor\nprotocol Routing: AnyObject {}\n", before: before, after: after).text,
            "@MainActor\nprotocol Routing: AnyObject {\n    func routeToA(segue: Int?)\n}\n")
        // Line breaks and trailing blanks aside, the line must be the one vipgen wrote.
        expectEqual(
            try merge("protocol Routing: AnyObject {} \r\n", before: before, after: after).text,
            "protocol Routing: AnyObject {\r\n    func routeToA(segue: Int?)\r\n} \r\n")
    }

    @Test func anEmptyBodyAPersonWroteOnOneLineRefuses() throws {
        let before = "protocol Routing: AnyObject {}\n"
        let after = "protocol Routing: AnyObject {\n    func routeToA(segue: Int?)\n}\n"
        // A person's line: a conformance added, or the braces written apart.
        for existing in ["protocol Routing: AnyObject, Sendable {}\n", "protocol Routing: AnyObject { }\n"] {
            expectEqual(
                refusal(existing, before: before, after: after),
                MergeRefusal(
                        path: "File.swift", line: 1,
                        column: Array(existing.utf8).firstIndex(of: UInt8(ascii: "{"))! + 1,
                        message:
                            "'protocol Routing' has an empty body '{}' on a line vipgen did not write; vipgen changes no line a person wrote: put '{' and '}' on lines of their own, then run again"
                    ))
        }
    }

    @Test func declarationsInsideIfBlocksArePresentAndAnchorAfterTheBlock() throws {
        let existing = """
            protocol Logic: AnyObject {
            #if DEBUG
                func fetch(request: Int)
            #endif
            }

            final class Interactor: Logic {
                var presenter: Int?
                func fetch(request: Int) {}
            }

            """
        let merged = try merge(existing, before: before, after: after)
        expect(
            merged.text.hasPrefix(
                "protocol Logic: AnyObject {\n#if DEBUG\n    func fetch(request: Int)\n#endif\n    func delete(request: Int)\n}\n"
            ))
    }

    @Test func switchClausesJoinABodyAPersonWrote() throws {
        let before = """
            final class View {
                func prepare(for segue: Segue, sender: Any?) {
                    switch segue.identifier {
                    case "A":
                        router?.routeToA(segue: segue)
                    default:
                        break
                    }
                }
            }

            """
        let after = before.replacingFirst(
            of: "    default:", with: "    case \"B\":\n            router?.routeToB(segue: segue)\n        default:")
        let existing = """
            final class View {
                func prepare(for segue: Segue, sender: Any?) {
                    log("preparing } {")
                    switch segue.identifier {
                    case "A":
                        // The person's own handling.
                        prepareA(segue)
                    default:
                        super.prepare(for: segue, sender: sender)
                    }
                }
            }

            """
        let merged = try merge(existing, before: before, after: after)
        expectEqual(
            merged.text,
            existing.replacingFirst(
                    of: "        default:",
                    with: "        case \"B\":\n            router?.routeToB(segue: segue)\n        default:"))
        expectEqual(merged.added, ["'case \"B\":' in func prepare(for:sender:) in View"])
        let noSwitch =
            "final class View {\n    func prepare(for segue: Segue, sender: Any?) {\n        if segue.identifier == \"A\" {}\n    }\n}\n"
        // No `switch` (the original templates route by selector): the clause is left out, and said.
        let unswitched = try merge(noSwitch, before: before, after: after)
        expectEqual(unswitched.text, noSwitch)
        expectEqual(
            unswitched.suggestions, [
                "func prepare(for:sender:) in View has no 'switch segue.identifier', so 'case \"B\":' was left out; route to it there in the view's own way"
            ])
        let twoSwitches =
            "final class View {\n    func prepare(for segue: Segue, sender: Any?) {\n        switch segue.identifier {\n        default: break\n        }\n        switch segue.identifier {\n        default: break\n        }\n    }\n}\n"
        expect(
            refusal(twoSwitches, before: before, after: after)?.message.contains(
                "2 'switch segue.identifier' statements") == true)
    }

    /// `X?`, `(any X)?`, `Optional<X>` and `X!` are used alike: a person's spelling is vipgen's declaration.
    @Test func equivalentSpellingsOfATypeAreTheSameDeclaration() {
        let spellings = [
            ["weak", "var", "view", ":", "(", "any", "Logic", ")", "?"], ["weak", "var", "view", ":", "Logic", "?"],
            ["weak", "var", "view", ":", "Optional", "<", "Logic", ">"], ["weak", "var", "view", ":", "Logic", "!"],
            ["weak", "var", "view", ":", "Optional", "<", "any", "Logic", ">"],
        ]
        let expected = ["weak", "var", "view", ":", "Logic", "?"]
        for spelling in spellings { expectEqual(DeclarationMerger.sameType(spelling), expected, "\(spelling)") }
        // Another type, or a composition, stays another declaration.
        expect(DeclarationMerger.sameType(["var", "view", ":", "Other", "?"]) != expected)
        expectEqual(
            DeclarationMerger.sameType(["var", "v", ":", "(", "any", "A", "&", "B", ")", "?"]),
            ["var", "v", ":", "(", "A", "&", "B", ")", "?"])
    }

    @Test func untouchedGeneratedBodiesTakeTheNewLinesAndEditedOnesGetASuggestion() throws {
        let before = "final class Tests {\n    func testLoad() {\n        check(a, 1)\n    }\n}\n"
        let after = "final class Tests {\n    func testLoad() {\n        check(a, 1)\n        check(b, 0)\n    }\n}\n"
        expectEqual(try merge(before, before: before, after: after).text, after)
        let edited = "final class Tests {\n    func testLoad() {\n        setUp()\n        check(a, 1)\n    }\n}\n"
        let merged = try merge(edited, before: before, after: after)
        expectEqual(merged.text, edited)
        expectEqual(
            merged.suggestions, [
                "func testLoad() in Tests is yours to edit, so vipgen did not; the spec now implies:\n    check(b, 0)"
            ])
    }

    @Test func dataPassingIsOnlySuggested() throws {
        let before =
            "final class Router {\n    func passDataToB(source: S, destination: inout D) {\n        // TODO: Pass what B needs.\n    }\n}\n"
        let after =
            "final class Router {\n    func passDataToB(source: S, destination: inout D) {\n        destination.flag = source.flag\n    }\n}\n"
        // Without a flavor's data-passing methods, the untouched body takes the new line.
        expectEqual(try merge(before, before: before, after: after).text, after)
        let merged = try DeclarationMerger.merge(
            path: "File.swift", existing: before, before: before, after: after,
            policy: MergePolicy(dataPassing: [NamePattern("passDataTo{R}")], scene: "A"))
        expectEqual(merged.text, before)
        expectEqual(merged.suggestions.count, 1)
        expect(merged.suggestions.first?.hasSuffix("\n    destination.flag = source.flag") == true)
    }

    @Test func newDeclarationsUsingAHelperAPersonChangedAreSuggested() throws {
        let before =
            "final class Tests {\n    private func makeSUT() -> (sut: A, spy: B) {\n        (A(), B())\n    }\n\n    func testA() {\n        let (sut, spy) = makeSUT()\n    }\n}\n"
        let after = before.replacingFirst(
            of: "    }\n}\n", with: "    }\n\n    func testB() {\n        let (sut, spy) = makeSUT()\n    }\n}\n")
        let existing =
            "final class Tests {\n    private func makeSUT() -> (sut: A, spy: B, store: C) {\n        (A(), B(), C())\n    }\n}\n"
        let merged = try merge(existing, before: before, after: after)
        expectEqual(merged.text, existing)
        expect(merged.suggestions.first?.hasPrefix("func testB() in Tests was not added: it uses 'makeSUT'") == true)
    }
}

extension String {
    func replacingFirst(of target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
