import Expectations
import Testing
@testable import Mustache

@Suite struct ValueTests: MustacheTestCase {
    @Test func literalsBuildValues() {
        let value: MustacheValue = ["a": [1, 2.5, "s", true, nil], "b": ["c": "\(1 + 1)"]]
        expectEqual(value, .object([
            "a": .array([.int(1), .double(2.5), .string("s"), .bool(true), .null]),
            "b": .object(["c": .string("2")]),
        ]))
    }

    @Test func duplicateKeysInALiteralKeepTheLastValue() {
        let value: MustacheValue = ["a": 1, "a": 2]
        expectEqual(value, .object(["a": 2]))
    }

    @Test func doublesPrintLikeJSON() {
        expectEqual(MustacheValue.text(of: 85), "85")
        expectEqual(MustacheValue.text(of: -85), "-85")
        expectEqual(MustacheValue.text(of: 1.21), "1.21")
        expectEqual(MustacheValue.text(of: 0.1 + 0.2), "0.30000000000000004")
        expectEqual(MustacheValue.text(of: 9_007_199_254_740_991), "9007199254740991")
        expectEqual(MustacheValue.text(of: 1e21), "1e+21")
        expectEqual(MustacheValue.text(of: .infinity), "inf")
    }

    @Test func truthiness() {
        expect(!MustacheValue.null.isTruthy)
        expect(!MustacheValue.bool(false).isTruthy)
        expect(!MustacheValue.array([]).isTruthy)
        expect(MustacheValue.array([.null]).isTruthy)
        expect(MustacheValue.string("").isTruthy)
        expect(MustacheValue.int(0).isTruthy)
        expect(MustacheValue.object([:]).isTruthy)
    }
}
