import Observation
import SwiftUI
import XCTest

@testable import SwiftUI

/// What SwiftUI does when it shows a view, which no public API exposes: the work a view starts on
/// appearing, and where its navigation destinations push.
@MainActor
final class AppearanceTests: XCTestCase {
    @MainActor
    final class Counter {
        var loads = 0
    }

    struct LoadingView: View {
        let counter: Counter

        var body: some View {
            Text("Memes")
                .task {
                    counter.loads += 1
                }
        }
    }

    /// task(priority:_:) — Apple Developer Documentation: "Adds an asynchronous task to perform before
    /// this view appears", with "a lifetime that matches that of the modified view": SwiftUI cancels it
    /// after the view disappears, and starts it again when the view appears again (after a pop, or on a
    /// tab switch), so work started there runs once per appearance, not once per view.
    func testATaskRunsAgainEachTimeTheViewAppears() async {
        let counter = Counter()
        let view = LoadingView(counter: counter)

        for task in appear(view) { await task.value }
        for task in appear(view) { await task.value }

        XCTAssertEqual(counter.loads, 2)
    }

    enum Route: Hashable {
        case detail
    }

    @MainActor
    @Observable
    final class Routes {
        var pushed: Route? = .detail
    }

    struct Pushing: ViewModifier {
        @Bindable var routes: Routes

        func body(content: Content) -> some View {
            content.navigationDestination(item: $routes.pushed) { _ in Text("Detail") }
        }
    }

    struct ListView: View {
        let routes: Routes

        var body: some View {
            Text("List").modifier(Pushing(routes: routes))
        }
    }

    /// navigationDestination(item:destination:) — Apple Developer Documentation: it associates a
    /// destination with a binding "that can be used to push the view onto a NavigationStack"; a view
    /// shown inside a `NavigationStack` (here, the root of a hosting controller) pushes it.
    func testANavigationDestinationInsideANavigationStackPushes() async {
        let root = NavigationStack { ListView(routes: Routes()) }

        XCTAssertEqual(pushedView(showing: root) as? Text, Text("Detail"))
    }

    /// navigationDestination(item:destination:) — outside a `NavigationStack` (or `NavigationSplitView`)
    /// there is no stack to push onto: the same view, shown as a hosting controller's root with no stack
    /// around it, pushes nothing, whatever its binding holds.
    func testANavigationDestinationOutsideANavigationStackPushesNothing() async {
        let root = ListView(routes: Routes())

        XCTAssertNil(pushedView(showing: root))
    }
}
