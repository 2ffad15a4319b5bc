// expect: iOS 16+
// UIAction.performWithSender(_:target:) is iOS 16: code promised for iOS 15 must not use it.
import UIKit

@MainActor
func tap(_ item: UIBarButtonItem) {
    item.primaryAction?.performWithSender(nil, target: nil)
}
