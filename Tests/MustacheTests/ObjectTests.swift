import Expectations
import Testing
@testable import Mustache

@Suite struct ObjectTests {
    /// Past eight members an object looks keys up through its hash table instead of in order: both
    /// must agree with a dictionary, through inserts, replacements and removals.
    @Test(arguments: [1, 8, 9, 40, 300])
    func answersAsADictionaryDoes(size: Int) {
        var object = MustacheObject()
        var dictionary: [String: MustacheValue] = [:]
        for index in 0..<size {
            object["key\(index)"] = .int(index)
            dictionary["key\(index)"] = .int(index)
        }
        for index in stride(from: 0, to: size, by: 3) {
            object["key\(index)"] = .string("replaced")
            dictionary["key\(index)"] = .string("replaced")
        }
        for index in stride(from: 1, to: size, by: 4) {
            object["key\(index)"] = nil
            dictionary["key\(index)"] = nil
        }
        expectEqual(object.count, dictionary.count)
        for index in 0..<(size + 5) {
            expectEqual(object["key\(index)"], dictionary["key\(index)"], "key\(index) of \(size)")
            expectEqual(object[MustacheKey("key\(index)")], dictionary["key\(index)"])
        }
        expectEqual(Set(object.keys), Set(dictionary.keys))
        expectEqual(object, MustacheObject(dictionary))
    }

    @Test func keepsTheOrderKeysWereFirstSetIn() {
        var object: MustacheObject = ["b": 1, "a": 2, "c": 3]
        object["a"] = 4
        expectEqual(object.keys, ["b", "a", "c"])
        expectEqual(object.map(\.key), ["b", "a", "c"])
        expectEqual(object.map(\.value), [1, 4, 3])
    }

    @Test func equalityIgnoresOrder() {
        let forward: MustacheObject = ["a": 1, "b": ["c": true]]
        let backward: MustacheObject = ["b": ["c": true], "a": 1]
        expectEqual(forward, backward)
        expect(forward != ["a": 1, "b": ["c": false]])
        expect(forward != ["a": 1])
        expect(forward != ["a": 1, "d": ["c": true]])
    }

    @Test func aCopyIsUnchangedByChangesToTheOriginal() {
        var original: MustacheObject = ["a": 1]
        let copy = original
        original["a"] = 2
        original["b"] = 3
        expectEqual(copy, ["a": 1])
        expectEqual(original, ["a": 2, "b": 3])
    }

    /// Keys are `String`s, equal when canonically equivalent, as a dictionary's are, though only
    /// ASCII keys are found by their bytes' hash.
    @Test func canonicallyEquivalentKeysAreOneKey() {
        var object: MustacheObject = ["caf\u{E9}": 1, "K": 2]
        for index in 0..<10 { object["filler\(index)"] = .int(index) }
        expectEqual(object["cafe\u{301}"], 1)
        expectEqual(object["\u{212A}"], 2)
        object["\u{212A}"] = 3
        expectEqual(object["K"], 3)
        expectEqual(object.count, 12)

        var kelvin: MustacheObject = ["\u{212A}": 4]
        expectEqual(kelvin["K"], 4)
        expectEqual(kelvin[MustacheKey("K")], 4)
        kelvin["K"] = nil
        expect(kelvin.isEmpty)
        expectEqual(MustacheObject(["caf\u{E9}": 1]), ["cafe\u{301}": 1])
    }
}
