import Expectations
import Testing
@testable import Mustache

@Suite struct CommentTests: MustacheTestCase {
    @Test func commentsDisappear() throws {
        expectEqual(try render("let a{{! the name }} = 1"), "let a = 1")
    }

    @Test func commentsMaySpanLinesAndHoldTagLikeText() throws {
        expectEqual(try render("a{{!\n  {{#not a section\n  {{name\n}}b\n"), "ab\n")
        // The first closing delimiter ends the comment, whatever came before it.
        expectEqual(try render("{{! a {{b}} c }}"), " c }}")
    }

    @Test func inlineCommentsKeepTheWhitespaceAroundThem() throws {
        expectEqual(try render("x {{! c }} y"), "x  y")
        expectEqual(try render("  code {{! c }}\n"), "  code \n")
    }

    @Test(arguments: ["\n", "\r\n"])
    func standaloneCommentLinesDisappear(newline: String) throws {
        let template = "import UIKit\(newline)  {{! vipgen: imports }}  \(newline)final class A {}\(newline)"
        expectEqual(try render(template), "import UIKit\(newline)final class A {}\(newline)")
    }

    @Test func multilineStandaloneCommentsDisappear() throws {
        expectEqual(try render("begin\n  {{!\n    notes\n  }}\nend\n"), "begin\nend\n")
    }

    @Test func standaloneCommentsAtTheEdgesOfTheTemplate() throws {
        expectEqual(try render("  {{! first }}\nbody"), "body")
        expectEqual(try render("body\n  {{! last }}"), "body\n")
        expectEqual(try render("{{! only }}"), "")
    }

    @Test func anEmptyCommentIsFine() throws {
        expectEqual(try render("a{{!}}b"), "ab")
    }
}
