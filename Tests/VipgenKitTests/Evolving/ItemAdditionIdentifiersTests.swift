import Expectations
import Testing

@testable import VipgenKit

/// The words `add` compares to tell whether an item's members are placed already: an ASCII source is
/// split by its bytes, any other by its characters, and both give the words Swift's letters make.
@Suite struct ItemAdditionIdentifiersTests {
    @Test(arguments: [
        "func routeToCheckout() { note_2 = display(Archive.x) } // a 'comment'\r\n",
        "let café = naïve + ½ + x²; // emoji 👍 and e\u{301}t\u{301}e\u{301}\n",
        "", "   ", "_", "a1 1a __x",
    ])
    func areTheWordsCharactersMake(text: String) {
        let expected = Set(
            text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
        expectEqual(ItemAddition.identifiers(in: [text]), expected)
    }

    @Test func aSourceOfManyLinesGivesEachWordOnce() {
        let words = ItemAddition.identifiers(in: ["var items: [String]\nvar items2 = items", "items"])
        expectEqual(words, ["var", "items", "String", "items2"])
    }
}
