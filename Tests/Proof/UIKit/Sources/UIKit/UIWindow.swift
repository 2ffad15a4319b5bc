import Foundation

/// The root of a view hierarchy on screen. A view controller is in a window when its view is in this
/// hierarchy: the window's root view controller, the top view controller of a navigation controller that
/// is, and what they present. UIKit presents only from such a view controller.
///
/// Setting `rootViewController` installs its view as the window's content (loading it), as UIKit documents
/// for `UIWindow.rootViewController`. A window starts hidden; `makeKeyAndVisible()` shows it and makes it
/// the key window.
@MainActor
open class UIWindow: UIView {
    private static weak var keyWindowValue: UIWindow?

    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let rootViewController { addSubview(rootViewController.view) }
        }
    }

    open var isKeyWindow: Bool { Self.keyWindowValue === self }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    open func makeKey() {
        Self.keyWindowValue = self
    }

    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open override var window: UIWindow? { self }
}
