import Foundation
import UIKit
import XCTest

/// View controllers from a storyboard: built through `init?(coder:)`, and they know their storyboard.
@MainActor
final class StoryboardTests: XCTestCase {
    final class FormViewController: UIViewController {
        private(set) var decoded = false

        required init?(coder: NSCoder) {
            decoded = true
            super.init(coder: coder)
        }
    }

    /// UIStoryboard.instantiateViewController(identifier:creator:) — Apple Developer Documentation: "If
    /// you don't provide a creator block, the storyboard calls the init(coder:) method of your view
    /// controller." UIViewController.storyboard: "The storyboard from which the view controller
    /// originated."
    func testAStoryboardSceneIsDecodedAndKnowsItsStoryboard() async {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)

        let form: FormViewController = storyboard.instantiateViewController(identifier: "FormViewController")

        XCTAssertTrue(form.decoded)
        XCTAssertIdentical(form.storyboard, storyboard)
        XCTAssertNil(UIViewController().storyboard)
    }

    /// UIStoryboard.instantiateViewController(identifier:creator:) — Apple Developer Documentation: the
    /// creator block receives the coder and returns the view controller, so it can pass other arguments.
    func testACreatorBuildsTheScene() async {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var coders = 0

        let form = storyboard.instantiateViewController(identifier: "FormViewController") { coder in
            coders += 1
            return FormViewController(coder: coder)
        }

        XCTAssertEqual(coders, 1)
        XCTAssertIdentical(form.storyboard, storyboard)
    }
}
