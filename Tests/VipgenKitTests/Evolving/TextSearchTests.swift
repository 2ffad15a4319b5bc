import Expectations
import Testing

@testable import VipgenKit

@Suite struct TextSearchTests {
    @Test func findsTheFirstOccurrenceAtOrAfterAnOffset() {
        let text = "é let a = UIStoryboard(name: \"Main\")\nUIStoryboard(name: \"Other\")"
        let first = TextSearch.offset(of: "UIStoryboard(name: \"", in: text)
        expectEqual(first, 11, "a UTF-8 offset: é is two bytes")
        expectEqual(TextSearch.offset(of: "UIStoryboard(name: \"", in: text, from: 12), 38)
        expectEqual(TextSearch.offset(of: "\")", in: text, from: text.utf8.count - 2), text.utf8.count - 2)
        expect(TextSearch.offset(of: "UIStoryboard(name: 'M", in: text) == nil)
        expect(TextSearch.offset(of: "a", in: "") == nil)
        expect(TextSearch.offset(of: "", in: "abc") == nil)
        expect(TextSearch.offset(of: "abcd", in: "abc") == nil)
        expect(TextSearch.offset(of: "x", in: "abc", from: 4) == nil)
        expectEqual(TextSearch.slice(text, 31, 35), "Main")
    }
}
