import Foundation
import UIKit
import XCTest

/// Pushes and pops. An animated transition ends on a later turn of the main queue, so nothing can
/// rely on its result right after the call; a transition without animation is done when the call
/// returns.
@MainActor
final class NavigationTests: XCTestCase {
    /// UINavigationController.pushViewController(_:animated:) — Apple Developer Documentation: "If the
    /// animated parameter is true, the view is animated into position".
    func testAnAnimatedPushEndsOnALaterMainQueueTurn() async {
        let root = UIViewController()
        let pushed = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)

        navigationController.pushViewController(pushed, animated: true)

        XCTAssertIdentical(navigationController.topViewController, root)
        await nextMainQueueTurn()
        XCTAssertEqual(navigationController.viewControllers, [root, pushed])
        XCTAssertIdentical(pushed.navigationController, navigationController)
    }

    /// UINavigationController.pushViewController(_:animated:) — Apple Developer Documentation: "Specify
    /// false if you do not want the transition to be animated."
    func testAPushWithoutAnimationIsDoneAtOnce() async {
        let root = UIViewController()
        let pushed = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)

        navigationController.pushViewController(pushed, animated: false)

        XCTAssertIdentical(navigationController.topViewController, pushed)
    }

    /// UIViewController.show(_:sender:) — Apple Developer Documentation: a navigation controller's
    /// implementation pushes the view controller (animated).
    func testShowInANavigationControllerIsAnAnimatedPush() async {
        let root = UIViewController()
        let shown = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)

        root.show(shown, sender: nil)

        XCTAssertIdentical(navigationController.topViewController, root)
        await nextMainQueueTurn()
        XCTAssertIdentical(navigationController.topViewController, shown)
    }

    /// UINavigationController.popViewController(animated:) — Apple Developer Documentation: returns "the
    /// view controller that was popped from the stack"; the animation ends later.
    func testAnAnimatedPopReturnsTheTopAndEndsLater() async {
        let root = UIViewController()
        let top = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.pushViewController(top, animated: false)

        let popped = navigationController.popViewController(animated: true)

        XCTAssertIdentical(popped, top)
        XCTAssertIdentical(navigationController.topViewController, top)
        await nextMainQueueTurn()
        XCTAssertEqual(navigationController.viewControllers, [root])
        XCTAssertNil(top.navigationController)
    }

    /// UINavigationController.popViewController(animated:) — Apple Developer Documentation: the root view
    /// controller cannot be popped ("nil if vc is the root").
    func testTheRootIsNeverPopped() async {
        let root = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)

        XCTAssertNil(navigationController.popViewController(animated: false))
        XCTAssertEqual(navigationController.viewControllers, [root])
    }

    /// UINavigationController.setViewControllers(_:animated:) — Apple Developer Documentation: "If
    /// animated is true, … simulates a push or pop"; without animation the stack is replaced at once.
    func testReplacingTheStackFollowsTheAnimationFlag() async {
        let first = UIViewController()
        let second = UIViewController()
        let navigationController = UINavigationController(rootViewController: first)

        navigationController.setViewControllers([second], animated: true)
        XCTAssertEqual(navigationController.viewControllers, [first])
        await nextMainQueueTurn()
        XCTAssertEqual(navigationController.viewControllers, [second])
        XCTAssertNil(first.navigationController)

        navigationController.setViewControllers([first, second], animated: false)
        XCTAssertEqual(navigationController.viewControllers, [first, second])
    }
}
