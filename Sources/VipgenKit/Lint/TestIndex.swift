import SwiftScanning

/// What test files call and which test functions they declare, to tell whether a method is tested.
struct TestIndex {
    private var calls: Set<String> = []
    private var testNames: [String] = []

    var isEmpty: Bool { calls.isEmpty && testNames.isEmpty }

    mutating func add(_ source: SwiftSource) {
        for call in ScannedScene.calls(in: source, tokens: 0..<source.code.count) { calls.insert(call.name) }
        // Test functions only: `func test…` (XCTest) or one marked `@Test`; a spy's `func present…` is
        // the method itself, not a test of it.
        let code = source.code
        var index = 0
        while index + 1 < code.count {
            defer { index += 1 }
            guard source.text(of: code[index]) == "func" else { continue }
            let name = source.text(of: code[index + 1])
            if name.hasPrefix("test") || isMarkedTest(source, before: index) { testNames.append(name.lowercased()) }
        }
    }

    /// Whether `@Test` is among the attributes before the `func` at `index`.
    private func isMarkedTest(_ source: SwiftSource, before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 1, index - cursor < 24 {
            let text = source.text(of: source.code[cursor])
            if text == "func" || text == "}" || text == "{" { return false }
            if text == "Test" && source.text(of: source.code[cursor - 1]) == "@" { return true }
            cursor -= 1
        }
        return false
    }

    func covers(_ method: SwiftDeclaration) -> Bool {
        if calls.contains(method.name) { return true }
        let base = method.baseName.lowercased()
        return testNames.contains { $0.hasPrefix(base) || $0.hasPrefix("test" + base) }
    }
}
