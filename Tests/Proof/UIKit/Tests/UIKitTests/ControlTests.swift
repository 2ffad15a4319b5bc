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
}
