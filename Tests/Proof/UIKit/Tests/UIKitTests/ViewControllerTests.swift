import Foundation
import UIKit
import XCTest

/// A view controller's view, children and responder answers.
@MainActor
final class ViewControllerTests: XCTestCase {
    final class CountingViewController: UIViewController {
        private(set) var loads = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
        }
    }

    /// UIViewController.loadViewIfNeeded() — Apple Developer Documentation: "Loads the view controller's
    /// view if it has not yet been loaded"; viewDidLoad() follows loadView() once.
    func testTheViewLoadsOnceWhenFirstNeeded() async {
        let viewController = CountingViewController()
        XCTAssertFalse(viewController.isViewLoaded)

        viewController.loadViewIfNeeded()
        _ = viewController.view
        viewController.loadViewIfNeeded()

        XCTAssertEqual(viewController.loads, 1)
        XCTAssertNotNil(viewController.viewIfLoaded)
    }

    /// UIViewController.init(nibName:bundle:) — Apple Developer Documentation: keeps the nib's name and
    /// bundle (`nibName`, `nibBundle`); `init()` passes nil for both.
    func testInitKeepsTheNibNameAndBundle() async {
        XCTAssertNil(UIViewController().nibName)
        let named = UIViewController(nibName: "Form", bundle: Bundle.main)
        XCTAssertEqual(named.nibName, "Form")
        XCTAssertIdentical(named.nibBundle, Bundle.main)
    }

    /// UIViewController.addChild(_:) and removeFromParent() — Apple Developer Documentation: a child
    /// added to one parent is first removed from its current parent.
    func testChildrenHaveOneParent() async {
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()

        first.addChild(child)
        XCTAssertEqual(first.children, [child])
        XCTAssertIdentical(child.parent, first)

        second.addChild(child)
        XCTAssertTrue(first.children.isEmpty)
        XCTAssertIdentical(child.parent, second)

        child.removeFromParent()
        XCTAssertTrue(second.children.isEmpty)
        XCTAssertNil(child.parent)
    }

    /// UIResponder.becomeFirstResponder() — Apple Developer Documentation: returns false when
    /// canBecomeFirstResponder is false, UIResponder's default.
    func testAPlainViewControllerDoesNotBecomeFirstResponder() async {
        let viewController = UIViewController()

        XCTAssertFalse(viewController.canBecomeFirstResponder)
        XCTAssertFalse(viewController.becomeFirstResponder())
        XCTAssertNil(viewController.next)
    }

    /// UIViewController.setEditing(_:animated:) — Apple Developer Documentation: updates isEditing.
    func testEditingFollowsSetEditing() async {
        let viewController = UIViewController()

        viewController.setEditing(true, animated: false)

        XCTAssertTrue(viewController.isEditing)
    }
}
