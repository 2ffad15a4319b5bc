import Expectations
import Foundation
import Testing

@testable import VipgenKit

/// `vipgen lint` with no spec on `Tests/AdoptedApps/Journal`: units named like a scene's parts that are
/// another architecture's are not scenes, and steps and routes named their own way are followed.
@Suite struct JournalLintTests {
    static let app = AdoptedApp.path("Journal")

    func lint() throws -> Linter.Result {
        let project = ResolvedProject(settings: ProjectSettings(), baseDirectory: ".")
        return try Linter(project: project, spec: nil).run(paths: [Self.app + "/Journal"])
    }

    @Test func aVIPERModuleAndACellsCycleAreNotScenes() throws {
        let report = try lint()
        // EntryList, Settings, Compose, About, Welcome; not Reminder (its presenter holds the interactor) nor
        // EntryCell (no view controller: it serves a table cell).
        expectEqual(report.scenes, 5, "\(report.diagnostics.map(\.compilerStyle))")
        expect(!report.diagnostics.contains { $0.path.contains("/Modules/") || $0.path.contains("/Views/") })
        let project = ResolvedProject(settings: ProjectSettings(), baseDirectory: ".")
        let names = try Linter(project: project, spec: nil).scenes(under: [Self.app + "/Journal"]).map(\.name)
        expectEqual(names.sorted(), ["About", "Compose", "EntryList", "Settings", "Welcome"])
    }

    @Test func aRequestStepNamedItsOwnWayIsTheUseCases() throws {
        // `loadCredits()` calls `presentCredits(response:)`: use case Credits has its request step.
        let findings = try lint().diagnostics.filter { $0.ruleID == UseCaseMethodsRule.id }
        expect(findings.isEmpty, "\(findings.map(\.compilerStyle))")
    }

    @Test func aRouteNamedForWhatItDoesLeadsToTheSceneItShows() throws {
        // `routeToChangeTheme` shows a `SettingsViewController`: no scene ChangeTheme is missing.
        let findings = try lint().diagnostics.filter { $0.ruleID == RouteDestinationRule.id }
        expect(findings.isEmpty, "\(findings.map(\.compilerStyle))")
    }

    @Test func aRouteToNoSceneIsStillFound() throws {
        let directory = try AdoptedApp.copy("Journal")
        let router = "Journal/Scenes/Compose/ComposeRouter.swift"
        // The route's methods name no scene's view controller or data store.
        try directory.write(
            router,
            try directory.read(router).replacingOccurrences(of: "SettingsViewController", with: "UIViewController"))
        let project = ResolvedProject(settings: ProjectSettings(), baseDirectory: ".")
        let findings = try Linter(project: project, spec: nil).run(paths: [directory.url.path + "/Journal"])
            .diagnostics.filter { $0.ruleID == RouteDestinationRule.id }
        expect(findings.map(\.message).contains { $0.contains("route to 'ChangeTheme' leads to no scene") })
    }

    @Test func aTestNamedAsThePartItTestsIsATest() throws {
        let directory = try AdoptedApp.copy("Journal")
        // Named as the presenter, in the test target: a test by what it imports, not a second presenter.
        try directory.write(
            "JournalTests/Settings/SettingsPresenter.swift",
            """
            import XCTest
            @testable import Journal

            final class SettingsPresenterTests: XCTestCase {
                func testTheThemeIsShown() {
                    let sut = SettingsPresenter()
                    sut.presentPreferences(response: SettingsModels.Preferences.Response(theme: "dark"))
                }
            }

            """)
        // A test of the interactor that calls none of its methods: the scene has tests.
        try directory.write(
            "JournalTests/Settings/SettingsInteractorTests.swift",
            """
            import XCTest
            @testable import Journal

            final class SettingsInteractorTests: XCTestCase {
                func testTheThemeStartsLight() {
                    XCTAssertEqual(SettingsInteractor(presenter: SettingsPresenter()).theme, "light")
                }
            }

            """)
        let project = ResolvedProject(settings: ProjectSettings(), baseDirectory: ".")
        let report = try Linter(project: project, spec: nil).run(paths: [
            directory.url.path + "/Journal", directory.url.path + "/JournalTests",
        ])
        let untested = report.diagnostics.filter { $0.ruleID == UntestedMethodRule.id }.map(\.message)
        expect(!untested.contains { $0.contains("'presentPreferences(response:)'") }, "\(untested)")
        // What no test calls is still found.
        expect(untested.contains { $0.contains("'preferences(request:)'") }, "\(untested)")
        expectEqual(report.scenes, 5)
    }
}
