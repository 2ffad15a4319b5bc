import Foundation

/// A stack of view controllers: push, pop and `show(_:sender:)` change `viewControllers` at once (no
/// animation), and every controller on the stack has this one as its `navigationController`.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    open var viewControllers: [UIViewController] {
        get { stack }
        set {
            for viewController in stack {
                viewController.setParent(nil)
            }
            stack = newValue
            for viewController in stack {
                viewController.setParent(self)
            }
        }
    }

    open var topViewController: UIViewController? { stack.last }

    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller, never the root one, as UIKit does.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        popped.setParent(nil)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        viewControllers = Array(stack.prefix(1))
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }
}
