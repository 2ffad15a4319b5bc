// expect: Deprecated in iOS 11
// UIKit deprecated automaticallyAdjustsScrollViewInsets in iOS 11: Xcode warns, warnings as errors fail.
import UIKit

@MainActor
func configure(_ viewController: UIViewController) {
    viewController.automaticallyAdjustsScrollViewInsets = false
}
