//
//  TestSupport.swift
//  CleanMeme
//
//  Written by hand: what the golden app's tests share.
//  Copyright © CleanMeme. All rights reserved.
//

import UIKit
import XCTest

@testable import CleanMemeApp

/// A meme as the store would give it back.
@MainActor
func makeMeme(id: Int, name: String, url: String) throws -> Meme {
    Meme(id: id, name: name, url: try XCTUnwrap(URL(string: url)))
}

/// A meme ready to store.
@MainActor
func makeDraft(name: String, url: String) throws -> MemeDraft {
    MemeDraft(name: name, url: try XCTUnwrap(URL(string: url)))
}

extension UIBarButtonItem {
    /// Taps the button in the item's custom view: the control sends its primary action event, as a tap
    /// does (`UIControl.sendActions(for:)`, iOS 9; `UIAction.performWithSender(_:target:)` is iOS 16).
    func tap() {
        (customView as? UIControl)?.sendActions(for: .primaryActionTriggered)
    }
}

/// A navigation controller that pushes and pops without animation, so each step of a flow is done when
/// the call returns: an animated push or pop on iOS ends on a later turn of the main run loop.
final class ImmediateNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: false)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        super.popViewController(animated: false)
    }
}

extension UITableViewController {
    /// The cell the table view would show at `row` of the first section.
    func cell(atRow row: Int) -> UITableViewCell {
        tableView(tableView, cellForRowAt: IndexPath(row: row, section: 0))
    }

    /// How many rows the table view shows in its first section.
    var numberOfRows: Int {
        tableView.numberOfRows(inSection: 0)
    }
}
