import Expectations
import Seeded
import Testing

@testable import Mustache

@Suite struct ContextStackTests {
    /// Deep stacks answer from each name's last lookup; that this keeps deep nesting linear is
    /// measured by `make bench` ("deep nesting"), which renders 10,000 and 100,000 levels.
    @Test func deepNestingFindsTheNameAtEveryLevel() throws {
        let depth = 100_000
        var stack = ContextStack(root: .object(["a": .bool(true)]))
        let name = try require(MustacheName("a"))
        for _ in 0..<depth {
            expectEqual(stack.resolve(name), .bool(true))
            stack.push(.bool(true))
        }
    }

    @Test func deepNestingOverObjectsWithoutTheNameFindsItAtTheRoot() throws {
        let depth = 100_000
        var stack = ContextStack(root: .object(["a": .int(1)]))
        let name = try require(MustacheName("a"))
        let missing = try require(MustacheName("zz"))
        for _ in 0..<depth {
            expectEqual(stack.resolve(name), .int(1))
            expect(stack.resolve(missing) == nil)
            stack.push(.object(["x": .int(0)]))
        }
    }

    /// The cache never changes an answer: random pushes, pops and lookups against a plain search.
    @Test(arguments: 1...20)
    func answersMatchAPlainSearch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let keys = ["a", "b", "c", "d"]
        let names = try keys.map { try require(MustacheName($0)) }
        var stack = ContextStack(root: .object(["a": .int(-1)]))
        var plain: [MustacheValue] = [.object(["a": .int(-1)])]
        for step in 0..<4_000 {
            switch random.below(10) {
            case 0...3 where plain.count < 60:
                var members: MustacheObject = [:]
                for key in keys where random.below(6) == 0 { members[key] = .int(step) }
                let value: MustacheValue = random.below(3) == 0 ? .bool(true) : .object(members)
                stack.push(value)
                plain.append(value)
            case 4...5 where plain.count > 1:
                stack.pop()
                plain.removeLast()
            default:
                let index = random.below(keys.count)
                let expected = plain.reversed().lazy.compactMap { value -> MustacheValue? in
                    if case .object(let members) = value { return members[keys[index]] }
                    return nil
                }.first
                expectEqual(stack.resolve(names[index]), expected, "seed \(seed), step \(step)")
            }
        }
    }
}
