import Foundation

/// An alert to present: keeps its title, message, style and actions.
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    private var style = Style.alert
    private var actionList: [UIAlertAction] = []

    open var message: String?
    open var preferredStyle: UIAlertController.Style { style }
    open var actions: [UIAlertAction] { actionList }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        style = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) {
        actionList.append(action)
    }
}

/// A button of an alert: keeps its title and style. As in UIKit, nothing public runs its handler.
@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    private var titleValue: String?
    private var styleValue = Style.default

    open var title: String? { titleValue }
    open var style: UIAlertAction.Style { styleValue }
    open var isEnabled = true

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        titleValue = title
        styleValue = style
    }
}
