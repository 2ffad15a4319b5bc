import Foundation

/// Manages a view: loads it lazily and once (`loadView()`, then `viewDidLoad()`), and presents, dismisses
/// and shows other view controllers at once (no animation; completions run before the call returns).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private lazy var ownNavigationItem = UINavigationItem()
    private weak var parentValue: UIViewController?
    private var presentedValue: UIViewController?
    private weak var presentingValue: UIViewController?

    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// As in UIKit, `init()` is a convenience initialiser: subclasses that override the designated ones
    /// inherit it.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The view

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var viewIfLoaded: UIView? { loadedView }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    open func viewDidLoad() {}

    open func viewWillAppear(_ animated: Bool) {}

    // MARK: - Containment and navigation

    open var parent: UIViewController? { parentValue }

    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    open var navigationItem: UINavigationItem { ownNavigationItem }

    func setParent(_ parent: UIViewController?) {
        parentValue = parent
    }

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Pushes onto the navigation controller if there is one, as UIKit does; presents otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: - Presentation

    open var presentedViewController: UIViewController? { presentedValue }

    open var presentingViewController: UIViewController? { presentingValue }

    /// Like UIKit, refuses to present while already presenting.
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        guard presentedValue == nil else { return }
        presentedValue = viewControllerToPresent
        viewControllerToPresent.presentingValue = self
        completion?()
    }

    /// Dismisses what this controller presents, or else this controller from its presenter.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedValue {
            presented.presentingValue = nil
            presentedValue = nil
        } else if let presenting = presentingValue {
            presenting.presentedValue = nil
            presentingValue = nil
        }
        completion?()
    }
}
