import Expectations
import Testing

@testable import VipgenKit

/// `vipgen lint` on an app people wrote (`Tests/AdoptedApps/Shop`: the original templates' shape,
/// per-role subfolders, `XController`/`XCoordinator`, a folder named with a space, a delegate worker, a
/// SwiftUI scene): every error and warning is a real problem, each convention of its own a note.
@Suite struct AdoptedAppLintTests {
    static let app = AdoptedApp.path("Shop")

    func lint() throws -> [LintDiagnostic] {
        let project = ResolvedProject(settings: ProjectSettings(), baseDirectory: ".")
        return try Linter(project: project, spec: nil).run(paths: [Self.app + "/App", Self.app + "/AppTests"])
            .diagnostics
    }

    @Test func onlyRealProblemsAreErrorsOrWarnings() throws {
        let findings = try lint()
        let problems = findings.filter { $0.severity != .note }.map { finding in
            "\(finding.path.dropFirst(Self.app.count + 1)):\(finding.line):\(finding.column) \(finding.ruleID)"
        }
        expectEqual(
            problems.sorted(), [
                // The view makes and holds its presenter: the cycle no longer runs one way.
                "App/Scenes/Checkout/CheckoutViewController.swift:9:21 one-way-cycle",
                // `worker.delegate = self` through a strong `var delegate`.
                "App/Scenes/Checkout/CheckoutWorker.swift:8:19 worker-back-reference",
                // No test calls the view controller's display method.
                "App/Scenes/ListProducts/ListProductsViewController.swift:5:8 untested-method",
                // The back reference is named `controller`, typed with the controller's own protocol.
                "App/Scenes/Order Details/Presenter/OrderDetailsPresenter.swift:4:9 weak-back-reference",
            ], "\(findings.filter { $0.severity != .note }.map(\.compilerStyle))")
    }

    @Test func everySceneIsFoundWithItsFlavor() throws {
        let findings = try lint()
        let project = ResolvedProject(settings: ProjectSettings(), baseDirectory: ".")
        let result = try Linter(project: project, spec: nil).run(paths: [Self.app + "/App", Self.app + "/AppTests"])
        expectEqual(result.scenes, 4)
        // The SwiftUI scene is judged as one: its missing files are the swiftui flavor's.
        expect(findings.contains { $0.message.contains("'Browse'") && $0.message.contains("swiftui flavor") })
        expect(!findings.contains { $0.message.contains("'Browse'") && $0.message.contains("clean-swift flavor") })
    }

    @Test func conventionsAreNotesEachRuleOfItsOwn() throws {
        let notes = Set(try lint().filter { $0.severity == .note }.map(\.ruleID))
        // No unused-ui-import: the scene that imports UIKit without using it is found `classic`, whose
        // sources all import UIKit, as the original templates' do.
        expectEqual(notes, ["optional-part", "scene-tests"])
        // No use case is made up of a method's name or a helper type (`struct ProductRow`).
        expect(
            !(try lint()).contains {
                $0.message.contains("use case 'ProductRow'") || $0.message.contains("use case 'FetchedProducts'")
            })
    }
}
