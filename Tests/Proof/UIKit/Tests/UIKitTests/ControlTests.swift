import Foundation
import UIKit
import XCTest

/// Controls and the actions they send: how a test taps a button on iOS 15.
@MainActor
final class ControlTests: XCTestCase {
    /// UIControl.sendActions(for:) — Apple Developer Documentation: "UIControl implements this method to
    /// dispatch all associated action methods"; UIButton.init(type:primaryAction:) (iOS 14) adds the
    /// primary action for .primaryActionTriggered.
    func testSendingAnEventPerformsTheActionsAddedForIt() async {
        var taps: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in taps.append("save") })
        button.addAction(UIAction { _ in taps.append("down") }, for: .touchDown)

        button.sendActions(for: .primaryActionTriggered)

        XCTAssertEqual(taps, ["save"])
        XCTAssertEqual(button.currentTitle, "Save")
    }

    /// UIAction.sender — Apple Developer Documentation (iOS 14): the control that sent the action, while
    /// its handler runs.
    func testTheActionSeesTheControlAsItsSender() async {
        var sender: Any?
        let control = UIControl(frame: .zero, primaryAction: UIAction { sender = $0.sender })

        control.sendActions(for: .primaryActionTriggered)

        XCTAssertIdentical((sender as? UIControl), control)
    }

    /// UITableView.indexPathForSelectedRow — Apple Developer Documentation: the selected row, nil once
    /// deselected.
    func testATableViewKeepsItsSelection() async {
        let tableView = UITableView(frame: .zero, style: .plain)
        let row = IndexPath(row: 2, section: 0)

        tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        XCTAssertEqual(tableView.indexPathForSelectedRow, row)

        tableView.deselectRow(at: row, animated: false)
        XCTAssertNil(tableView.indexPathForSelectedRow)
    }

    /// UIActivityIndicatorView — Apple Developer Documentation: hidesWhenStopped is true by default, and
    /// "the control is hidden when the animation is stopped"; isAnimating says whether it spins.
    func testAnActivityIndicatorShowsOnlyWhileItAnimates() async {
        let indicator = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(indicator.isHidden)

        indicator.startAnimating()
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertFalse(indicator.isHidden)

        indicator.stopAnimating()
        XCTAssertFalse(indicator.isAnimating)
        XCTAssertTrue(indicator.isHidden)
    }

    /// UIView.center and UIView.bounds — Apple Developer Documentation: the center is the frame's
    /// middle in the superview's coordinates, and setting it keeps the size; bounds is the frame's size
    /// at the origin, in the view's own coordinates.
    func testAViewIsPlacedByItsCenterInItsSuperviewsBounds() async {
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

        spinner.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)

        XCTAssertEqual(container.bounds, CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(spinner.frame, CGRect(x: 140, y: 90, width: 20, height: 20))
    }
}
