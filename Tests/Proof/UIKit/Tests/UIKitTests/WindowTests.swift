import Foundation
import UIKit
import XCTest

/// Which view controllers are in a window: what UIKit checks before it presents.
@MainActor
final class WindowTests: XCTestCase {
    /// UIWindow.rootViewController — Apple Developer Documentation: "Assigning a view controller to this
    /// property … installs the view controller's view as the content view of the window."
    func testTheRootViewControllersViewIsTheWindowsContent() async {
        let window = UIWindow(frame: .zero)
        let root = UIViewController()

        window.rootViewController = root

        XCTAssertTrue(root.isViewLoaded)
        XCTAssertIdentical(root.view.superview, window)
        XCTAssertIdentical(root.view.window, window)
        window.rootViewController = nil
        XCTAssertNil(root.view.window)
    }

    /// UIWindow.makeKeyAndVisible() — Apple Developer Documentation: "Shows the current window and makes it
    /// the key window." A window is hidden until then (UIView.isHidden; windows start hidden).
    func testMakeKeyAndVisibleShowsTheWindowAndMakesItKey() async {
        let first = UIWindow(frame: .zero)
        let second = UIWindow(frame: .zero)
        XCTAssertTrue(first.isHidden)

        first.makeKeyAndVisible()
        XCTAssertFalse(first.isHidden)
        XCTAssertTrue(first.isKeyWindow)

        second.makeKeyAndVisible()
        XCTAssertTrue(second.isKeyWindow)
        XCTAssertFalse(first.isKeyWindow)
    }

    /// UINavigationController — Apple Developer Documentation: the navigation controller's view shows the
    /// top view controller's view; the others are off screen.
    func testOnlyTheTopOfANavigationStackIsInTheWindow() async {
        let root = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: .zero)
        window.rootViewController = navigationController
        XCTAssertIdentical(root.view.window, window)

        let pushed = UIViewController()
        navigationController.pushViewController(pushed, animated: true)
        XCTAssertNil(pushed.viewIfLoaded?.window)
        await nextMainQueueTurn()

        XCTAssertIdentical(pushed.view.window, window)
        XCTAssertNil(root.view.window)
    }
}
