/// Every protocol method that does something has a test: a test of the scene (or any test of the
/// project) calls it, or is named after it.
enum UntestedMethodRule: LintRule {
    static let id = "untested-method"
    static let severity = LintSeverity.warning
    static let summary = "Every protocol method with code in it has a test that calls it or is named after it."
    static let family = LintFamily.tests
    static let reads = LintReach.sourcesAndTests

    static func check(_ check: LintedScene) {
        var tests = TestIndex()
        for file in check.code.files where file.isTest { tests.add(file.source) }
        // A scene with no test file at all is told so once (`scene-tests`), not once per method.
        guard check.code.files.contains(where: \.isTest) else { return }
        for (shape, name) in check.protocols {
            guard let declared = check.protocolDeclaration(name) else { continue }
            for member in ScannedScene.flattened(declared.declaration.members) where member.kind == .function {
                let implementations = shape.conformers.compactMap { conformer -> ScannedScene.Declared? in
                    check.code.members(of: check.name(conformer)).first {
                        $0.declaration.name == member.name && $0.declaration.kind == .function
                    }
                }
                // An empty method (a generated display method waiting for its views) has nothing to test yet.
                guard implementations.contains(where: { ($0.declaration.bodyTokens?.count ?? 0) > 0 }) else { continue }
                if tests.covers(member) || check.otherTests.covers(member) { continue }
                check.report(
                    self, at: ScannedScene.Declared(file: declared.file, declaration: member),
                    "'\(member.name)' of '\(name)' has no test: no test calls it or is named after it")
            }
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace("sut.presentBuy(response: response)", with: "_ = response", in: "ShopPresenterTests.swift"),
            .replace(
                "func testPresentBuySendsAViewModelToTheViewController",
                with: "func testSendsAViewModelToTheViewController", in: "ShopPresenterTests.swift"),
            .replace("func testPresentBuyFailureSends", with: "func testFailureSends", in: "ShopPresenterTests.swift"),
            at: "ShopPresenter.swift", "    func ‸presentBuy(response: Shop.Buy.Response)\n    func presentBuyFailure("),
        // Named after the method, the test need not call it by name.
        .clean(.replace("sut.presentBuy(response: response)", with: "_ = response", in: "ShopPresenterTests.swift")),
    ]
}
