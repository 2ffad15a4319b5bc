import Testing
@testable import Mustache

@Suite struct CommentTests: MustacheTestCase {
    @Test func commentsDisappear() throws {
        #expect(try render("let a{{! the name }} = 1") == "let a = 1")
    }

    @Test func commentsMaySpanLinesAndHoldTagLikeText() throws {
        #expect(try render("a{{!\n  {{#not a section\n  {{name\n}}b\n") == "ab\n")
        // The first closing delimiter ends the comment, whatever came before it.
        #expect(try render("{{! a {{b}} c }}") == " c }}")
    }

    @Test func inlineCommentsKeepTheWhitespaceAroundThem() throws {
        #expect(try render("x {{! c }} y") == "x  y")
        #expect(try render("  code {{! c }}\n") == "  code \n")
    }

    @Test(arguments: ["\n", "\r\n"])
    func standaloneCommentLinesDisappear(newline: String) throws {
        let template = "import UIKit\(newline)  {{! vipgen: imports }}  \(newline)final class A {}\(newline)"
        #expect(try render(template) == "import UIKit\(newline)final class A {}\(newline)")
    }

    @Test func multilineStandaloneCommentsDisappear() throws {
        #expect(try render("begin\n  {{!\n    notes\n  }}\nend\n") == "begin\nend\n")
    }

    @Test func standaloneCommentsAtTheEdgesOfTheTemplate() throws {
        #expect(try render("  {{! first }}\nbody") == "body")
        #expect(try render("body\n  {{! last }}") == "body\n")
        #expect(try render("{{! only }}") == "")
    }

    @Test func anEmptyCommentIsFine() throws {
        #expect(try render("a{{!}}b") == "ab")
    }
}
