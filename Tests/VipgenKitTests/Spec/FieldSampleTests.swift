import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// The values route tests write into a data store field and look for in the destination's.
@Suite("Field samples")
struct FieldSampleTests {
    @Test(arguments: [
        ("String", "\"title\""), ("Swift.String", "\"title\""), ("Bool", "true"), ("Int", "1"), ("Double", "1"),
        ("[Int]", "[1]"), ("Set<String>", "[\"title\"]"), ("Array<Bool>", "[true]"),
        ("[String: Int]", "[\"title\": 1]"),
        ("Dictionary<Int, [String]>", "[1: [\"title\"]]"), ("(String)", "\"title\""),
    ])
    func aStandardTypeGetsAComparedValueOtherThanItsEmptyOne(type: String, literal: String) {
        expectEqual(SwiftType.sample(ofFieldType: type, named: "title"), FieldSample(literal: literal, isCompared: true))
    }

    @Test(arguments: [("[Meme]?", "[]"), ("String?", "\"\""), ("Optional<Int>", "0"), ("[String: Meme]?", "[:]")])
    func anOptionalGetsItsWrappedTypesEmptyValueCheckedNotNil(type: String, literal: String) {
        expectEqual(SwiftType.sample(ofFieldType: type, named: "title"), FieldSample(literal: literal, isCompared: false))
    }

    @Test(arguments: ["Meme?", "[Meme]", "(Int, String)", "(() -> Void)?", "Foundation.Date", "Set<Meme>", "Int128"])
    func typesVipgenCannotWriteAValueOfGetNone(type: String) {
        expect(SwiftType.sample(ofFieldType: type, named: "title") == nil)
    }
}
