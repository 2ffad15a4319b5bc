import Foundation
import UIKit
import XCTest

/// Pushes and pops. An animated transition ends on a later turn of the main queue, so nothing can
/// rely on its result right after the call; a transition without animation is done when the call
/// returns.
@MainActor
final class NavigationTests: XCTestCase {
    /// Records every push, then lets UIKit push it.
    final class RecordingNavigationController: UINavigationController {
        private(set) var pushes: [(viewController: UIViewController, animated: Bool)] = []

        override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            pushes.append((viewController, animated))
            super.pushViewController(viewController, animated: animated)
        }
    }

    /// Records every push without pushing: the spy generated tests used to have.
    final class SwallowingNavigationController: UINavigationController {
        private(set) var pushedViewControllers: [UIViewController] = []

        override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            pushedViewControllers.append(viewController)
        }
    }

    /// UINavigationController.h, init(rootViewController:): "Initializer that also pushes the root view
    /// controller without animation." The push is the overridable `pushViewController(_:animated:)`.
    func testTheRootIsPushedWithoutAnimationThroughPushViewController() async {
        let root = UIViewController()

        let navigationController = RecordingNavigationController(rootViewController: root)

        XCTAssertEqual(navigationController.pushes.count, 1)
        XCTAssertIdentical(navigationController.pushes.first?.viewController, root)
        XCTAssertEqual(navigationController.pushes.first?.animated, false)
        XCTAssertEqual(navigationController.viewControllers, [root])
        XCTAssertIdentical(root.navigationController, navigationController)
    }

    /// UINavigationController.h, init(rootViewController:): a push override that does not call `super`
    /// keeps the root out of the stack too, so the root has no navigation controller and its
    /// `show(_:sender:)` presents instead of pushing.
    func testAPushOverrideWithoutSuperKeepsTheRootOut() async {
        let root = UIViewController()

        let navigationController = SwallowingNavigationController(rootViewController: root)
        root.show(UIViewController(), sender: nil)

        XCTAssertEqual(navigationController.pushedViewControllers, [root])
        XCTAssertTrue(navigationController.viewControllers.isEmpty)
        XCTAssertNil(root.navigationController)
    }

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
