import Testing
import UIKit

/// Generated tests written for Swift Testing (`"testing": "swift-testing"`) import Testing and UIKit in
/// one file, which makes the compiler import Swift Testing's cross-import overlay `_Testing_UIKit` too:
/// the stand-in ships one (empty), so that file builds here as it does against Apple's UIKit.
@MainActor
@Test func swiftTestingTestsImportUIKit() {
    let viewController = UIViewController(nibName: "Form", bundle: nil)

    #expect(viewController.nibName == "Form")
    #expect(!viewController.isViewLoaded)
}
