import Expectations
import Foundation
import Seeded
import Testing

@testable import VipgenKit

/// Lint reads what a cloned repository holds, in an Xcode build phase or CI: scene files mutated
/// as a half-finished edit leaves them are linted without a crash, every finding placed inside them.
@Suite("Lint: fuzzing")
struct LintFuzzTests {
    @Test func lintReadsMutatedScenesWithoutCrashingAndPlacesEveryFinding() throws {
        let fixture = try LintFixture()
        let files = [
            "ShopViewController.swift", "ShopInteractor.swift", "ShopPresenter.swift", "ShopRouter.swift",
            "ShopWorker.swift", "ShopModels.swift",
        ]
        let originals = try files.map { try fixture.text($0) }
        var random = SplitMix64(seed: 0x11A7)
        let pieces = [
            "{", "}", "\"", "/*", "#if DEBUG\n", "weak ", "var viewController: ShopDisplayLogic?\n",
            "import UIKit\n", "func presentBuy(response: Shop.Buy.Response) {}\n", "\n", "é",
        ]
        var findings = 0
        for _ in 0..<60 {
            let index = random.below(files.count)
            var scalars = Array(originals[index].unicodeScalars)
            for _ in 0..<(1 + random.below(3)) {
                let position = random.below(scalars.count + 1)
                if random.below(2) == 0, position < scalars.count {
                    scalars.removeSubrange(position..<min(scalars.count, position + 1 + random.below(60)))
                } else {
                    scalars.insert(contentsOf: random.pick(pieces).unicodeScalars, at: position)
                }
            }
            let text = String(String.UnicodeScalarView(scalars))
            try fixture.directory.write(fixture.relative(files[index]), text)
            for diagnostic in try fixture.lint() {
                findings += 1
                expect(diagnostic.line >= 1 && diagnostic.column >= 1, "\(diagnostic.compilerStyle)")
                if diagnostic.path.hasSuffix(files[index]) {
                    let lines = text.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
                    expect(diagnostic.line <= lines, "\(diagnostic.compilerStyle)")
                }
            }
            try fixture.directory.write(fixture.relative(files[index]), originals[index])
        }
        expect(findings > 0)
    }
}
