import Foundation

/// A stack of view controllers, every one of which has this one as its `navigationController`.
///
/// A change without animation is done when the call returns. An animated one (`show(_:sender:)` pushes
/// with animation) ends on a later turn of the main queue, as the transition's animation would: until
/// then `viewControllers` and `topViewController` are what they were, so code and tests cannot rely on
/// an animation having ended. The top view controller's view is this controller's content, so it is in
/// a window when this controller's view is.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    open var viewControllers: [UIViewController] {
        get { stack }
        set {
            let oldTop = stack.last
            for viewController in stack {
                viewController.setParent(nil)
            }
            stack = newValue
            for viewController in stack {
                viewController.setParent(self)
            }
            showTop(replacing: oldTop)
        }
    }

    open var topViewController: UIViewController? { stack.last }

    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// UINavigationController.h: "Initializer that also pushes the root view controller without
    /// animation." The push goes through `pushViewController(_:animated:)`, so a subclass that overrides
    /// it sees the root first, and one that does not call `super` leaves the stack empty.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        super.loadView()
        showTop(replacing: nil)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        transition(animated: animated) { $0 + [viewController] }
    }

    /// Pops the top controller, never the root one, as UIKit does; returns it at once, though an animated
    /// pop ends later.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.last
        transition(animated: animated) { $0.count > 1 ? Array($0.dropLast()) : $0 }
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        transition(animated: animated) { Array($0.prefix(1)) }
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        transition(animated: animated) { _ in viewControllers }
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Applies `change` to the stack now, or when the animation ends.
    private func transition(
        animated: Bool, _ change: @escaping @MainActor ([UIViewController]) -> [UIViewController]
    ) {
        guard animated else {
            viewControllers = change(stack)
            return
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.viewControllers = change(self.stack)
            }
        }
    }

    /// Puts the top view controller's view in this controller's view, once that is loaded.
    private func showTop(replacing oldTop: UIViewController?) {
        guard let container = viewIfLoaded else { return }
        if let oldView = oldTop?.viewIfLoaded, oldView.superview === container, oldTop !== stack.last {
            oldView.removeFromSuperview()
        }
        if let top = stack.last, top.viewIfLoaded?.superview !== container {
            container.addSubview(top.view)
        }
    }
}
