import Foundation

/// A button in a navigation bar: keeps its primary action (iOS 14) or its custom view. Nothing public
/// runs a bar button item's primary action before iOS 16 (`UIAction.performWithSender(_:target:)`), so a
/// test taps a bar button through a control in its `customView`. (UIKit's initialiser also takes `menu:`.)
@MainActor
open class UIBarButtonItem: NSObject {
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add
    }

    open var title: String?
    open var isEnabled = true
    open var primaryAction: UIAction?
    open var customView: UIView?

    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
