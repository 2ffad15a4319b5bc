// expect: iOS 17+
// UIViewController.traitOverrides is iOS 17.
import UIKit

@MainActor
func darken(_ viewController: UIViewController) {
    _ = viewController.traitOverrides
}
