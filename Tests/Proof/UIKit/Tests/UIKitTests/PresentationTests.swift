import Foundation
import UIKit
import XCTest

/// Presenting and dismissing: only from a view controller whose view is in a window, and an animated
/// one ends, and runs its completion, on a later turn of the main queue.
@MainActor
final class PresentationTests: XCTestCase {
    /// A window showing `root`, as an app's scene delegate sets one up.
    private func makeWindow(showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: .zero)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// UIViewController.present(_:animated:completion:) — Apple Developer Documentation: "The completion
    /// handler is called after the viewDidAppear(_:) method is called on the presented view controller."
    /// The presented view controller is the presenter's `presentedViewController` from the call on: a
    /// second presentation at once is refused as "already presenting".
    func testAnAnimatedPresentationEndsAndCompletesLater() async {
        let root = UIViewController()
        let window = makeWindow(showing: root)
        let presented = UIViewController()
        var completed = false

        root.present(presented, animated: true) { completed = true }

        XCTAssertFalse(completed)
        XCTAssertIdentical(root.presentedViewController, presented)
        XCTAssertIdentical(presented.presentingViewController, root)
        XCTAssertNil(presented.viewIfLoaded?.window)
        await nextMainQueueTurn()
        XCTAssertTrue(completed)
        XCTAssertIdentical(root.presentedViewController, presented)
        XCTAssertIdentical(presented.viewIfLoaded?.window, window)
    }

    /// UIViewController.present(_:animated:completion:) — Apple Developer Documentation: "Pass false to
    /// not animate the transition."
    func testAPresentationWithoutAnimationIsDoneAtOnce() async {
        let root = UIViewController()
        let window = makeWindow(showing: root)
        let presented = UIViewController()
        var completed = false

        root.present(presented, animated: false) { completed = true }

        XCTAssertTrue(completed)
        XCTAssertIdentical(root.presentedViewController, presented)
        XCTAssertTrue(window.isKeyWindow)
    }

    /// UIViewController.present(_:animated:completion:): UIKit presents nothing from a view controller
    /// whose view is not in a window, and logs "Attempt to present … whose view is not in the window
    /// hierarchy."
    func testPresentingFromOutsideAWindowDoesNothing() async {
        let outside = UIViewController()
        let presented = UIViewController()
        var completed = false

        outside.present(presented, animated: true) { completed = true }
        await nextMainQueueTurn()
        outside.present(presented, animated: false) { completed = true }

        XCTAssertFalse(completed)
        XCTAssertNil(outside.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
    }

    /// UIViewController.present(_:animated:completion:): a view controller presents one at a time; UIKit
    /// logs "Attempt to present … which is already presenting" and does nothing.
    func testASecondPresentationIsRefused() async {
        let root = UIViewController()
        let window = makeWindow(showing: root)
        let first = UIViewController()
        let second = UIViewController()

        root.present(first, animated: true)
        root.present(second, animated: false)
        await nextMainQueueTurn()

        XCTAssertIdentical(root.presentedViewController, first)
        XCTAssertNil(second.presentingViewController)
        XCTAssertIdentical(window.rootViewController, root)
    }

    /// UIViewController.dismiss(animated:completion:) — Apple Developer Documentation: "The presenting
    /// view controller is responsible for dismissing the view controller it presented. If you call this
    /// method on the presented view controller itself, UIKit asks the presenting view controller to
    /// handle the dismissal."
    func testAnAnimatedDismissalEndsAndCompletesLater() async {
        let root = UIViewController()
        let window = makeWindow(showing: root)
        let presented = UIViewController()
        root.present(presented, animated: false)
        var completed = false

        presented.dismiss(animated: true) { completed = true }

        XCTAssertFalse(completed)
        XCTAssertIdentical(root.presentedViewController, presented)
        await nextMainQueueTurn()
        XCTAssertTrue(completed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertNil(presented.viewIfLoaded?.window)
        XCTAssertIdentical(root.view.window, window)
    }

    /// UIViewController.show(_:sender:) — Apple Developer Documentation: outside a navigation controller
    /// the default implementation presents the view controller modally (animated).
    func testShowOutsideANavigationControllerPresents() async {
        let root = UIViewController()
        let window = makeWindow(showing: root)
        let shown = UIViewController()

        root.show(shown, sender: nil)
        await nextMainQueueTurn()

        XCTAssertIdentical(root.presentedViewController, shown)
        XCTAssertIdentical(window.rootViewController, root)
    }
}
