import Foundation
import UIKit
import XCTest

/// Pushes and pops.
@MainActor
final class NavigationTests: XCTestCase, @unchecked Sendable {
    /// UINavigationController.pushViewController(_:animated:) — Apple Developer Documentation: "Specify
    /// false if you do not want the transition to be animated."
    func testAPushWithoutAnimationIsDoneAtOnce() async {
        let root = UIViewController()
        let pushed = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)

        navigationController.pushViewController(pushed, animated: false)

        XCTAssertIdentical(navigationController.topViewController, pushed)
        XCTAssertIdentical(pushed.navigationController, navigationController)
    }

    /// UINavigationController.popViewController(animated:) — Apple Developer Documentation: the root view
    /// controller cannot be popped ("nil if vc is the root").
    func testTheRootIsNeverPopped() async {
        let root = UIViewController()
        let navigationController = UINavigationController(rootViewController: root)

        XCTAssertNil(navigationController.popViewController(animated: false))
        XCTAssertEqual(navigationController.viewControllers, [root])
    }
}
