import Foundation

/// A button in a navigation bar: keeps its primary action, so a test taps it with
/// `primaryAction?.performWithSender(nil, target: nil)`. (UIKit's initialiser also takes `menu:`.)
@MainActor
open class UIBarButtonItem: NSObject {
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add
    }

    open var title: String?
    open var isEnabled = true
    open var primaryAction: UIAction?

    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.primaryAction = primaryAction
    }
}
