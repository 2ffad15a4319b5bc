import SwiftScanning

extension TestRules {
    static func check(_ check: SceneCheck) {
        var tests = TestIndex()
        for file in check.code.files where file.isTest { tests.add(file.source) }
        // A scene with no test file at all is told so once (`scene-tests`), not once per method.
        guard check.code.files.contains(where: \.isTest) else { return }
        for (shape, name) in check.protocols {
            guard let declared = check.protocolDeclaration(name) else { continue }
            for member in SceneCode.flattened(declared.declaration.members) where member.kind == .function {
                let implementations = shape.conformers.compactMap { conformer -> SceneCode.Declared? in
                    check.code.members(of: check.name(conformer)).first {
                        $0.declaration.name == member.name && $0.declaration.kind == .function
                    }
                }
                // An empty method (a generated display method waiting for its views) has nothing to test yet.
                guard implementations.contains(where: { ($0.declaration.bodyTokens?.count ?? 0) > 0 }) else { continue }
                if tests.covers(member) || check.otherTests.covers(member) { continue }
                check.report(
                    untested, at: SceneCode.Declared(file: declared.file, declaration: member),
                    "'\(member.name)' of '\(name)' has no test: no test calls it or is named after it")
            }
        }
    }
}

/// What test files call and which test functions they declare, to tell whether a method is tested.
struct TestIndex {
    private var calls: Set<String> = []
    private var testNames: [String] = []

    var isEmpty: Bool { calls.isEmpty && testNames.isEmpty }

    mutating func add(_ source: SwiftSource) {
        for call in SceneCode.calls(in: source, tokens: 0..<source.code.count) { calls.insert(call.name) }
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
