import SwiftUI
import UIKit
import XCTest

@testable import SwiftUI

/// What the presentation, navigation and task modifiers keep, and UIHostingController.
@MainActor
final class ModifierTests: XCTestCase {
    enum Route: Hashable, Identifiable {
        case detail
        var id: Self { self }
    }

    /// task(priority:_:) — Apple Developer Documentation: "Adds an asynchronous task to perform before this
    /// view appears", with `.userInitiated` priority by default.
    func testTaskKeepsItsActionAndPriority() async {
        nonisolated(unsafe) var ran = false
        let view = Text("Memes").task { ran = true }
        let modified = view as? ModifiedContent<Text, TaskModifier>

        await modified?.modifier.action()

        XCTAssertEqual(modified?.modifier.priority, .userInitiated)
        XCTAssertTrue(ran)
    }

    /// navigationDestination(item:destination:) — Apple Developer Documentation (iOS 17): the destination
    /// is built for the item while the binding holds one; popping sets it back to nil.
    func testNavigationDestinationBuildsTheViewForTheItem() async {
        var pushed: Route? = .detail
        let item = Binding(read: { pushed }, write: { pushed = $0 })
        let view = Text("List").navigationDestination(item: item) { route in Text("\(route)") }
        let modified = view as? ModifiedContent<Text, NavigationDestinationItem<Route, Text>>

        let destination = modified.flatMap { modifier in
            modifier.modifier.item.wrappedValue.map(modifier.modifier.destination)
        }
        modified?.modifier.item.wrappedValue = nil

        XCTAssertEqual(destination, Text("detail"))
        XCTAssertNil(pushed)
    }

    /// sheet(item:onDismiss:content:) — Apple Developer Documentation: "Presents a sheet using the given
    /// item as a data source for the sheet's content"; the item must be Identifiable.
    func testSheetBuildsItsContentForTheItem() async {
        let view = Text("List").sheet(item: .constant(Route.detail)) { _ in Text("Sheet") }
        let modified = view as? ModifiedContent<Text, SheetItemModifier<Route, Text>>

        XCTAssertEqual(modified.flatMap { $0.modifier.item.wrappedValue.map($0.modifier.content) }, Text("Sheet"))
    }

    /// alert(_:isPresented:presenting:actions:message:) — Apple Developer Documentation: the alert's
    /// actions and message are built from the presented data.
    func testAlertBuildsItsMessageFromTheData() async {
        let view = Text("List").alert("Failed", isPresented: .constant(true), presenting: "No network") { _ in
            Button("OK") {}
        } message: { text in
            Text(text)
        }
        let modified = view as? ModifiedContent<Text, AlertModifier<String, Button<Text>, Text>>

        XCTAssertEqual(modified?.modifier.title, Text("Failed"))
        XCTAssertEqual(modified.flatMap { $0.modifier.data.map($0.modifier.message) }, Text("No network"))
    }

    /// UIHostingController — Apple Developer Documentation: "A UIKit view controller that manages a SwiftUI
    /// view hierarchy"; `rootView` is the view it shows, and setting it replaces it.
    func testAHostingControllerShowsItsRootView() async {
        let hostingController = UIHostingController(rootView: Text("Meme"))
        let viewController: UIViewController = hostingController

        hostingController.rootView = Text("Another meme")

        XCTAssertEqual((viewController as? UIHostingController<Text>)?.rootView, Text("Another meme"))
    }

    /// UIHostingController in a navigation controller — show(_:sender:) pushes it like any view controller.
    func testAHostingControllerIsPushedLikeAnyViewController() async {
        let navigationController = UINavigationController(rootViewController: UIViewController())

        navigationController.pushViewController(UIHostingController(rootView: Text("Meme")), animated: false)

        XCTAssertTrue(navigationController.topViewController is UIHostingController<Text>)
    }
}

/// ViewModifier — Apple Developer Documentation: "A modifier that you apply to a view or another view
/// modifier, producing a different version of the original value"; `modifier(_:)` applies it.
@MainActor
final class ViewModifierTests: XCTestCase {
    struct Titled: ViewModifier {
        let title: String

        func body(content: Content) -> some View {
            content.navigationTitle(title)
        }
    }

    func testModifierWrapsTheViewWithTheModifier() async {
        let view = Text("Memes").modifier(Titled(title: "All memes"))

        XCTAssertEqual(view.content, Text("Memes"))
        XCTAssertEqual(view.modifier.title, "All memes")
    }

    /// refreshable(action:) — Apple Developer Documentation (iOS 15): the refresh indicator shows while
    /// SwiftUI awaits the action, and ends when the action's work does, not when it merely starts.
    func testARefreshEndsWhenTheActionsWorkEnds() async {
        let work = Task { @MainActor in await Task.yield() }
        let ended = LockedFlag()
        let view = Text("Memes").refreshable {
            await work.value
            ended.set()
        }

        await refresh(view)

        XCTAssertTrue(ended.isSet)
    }
}

/// A flag set from a `@Sendable` closure.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
