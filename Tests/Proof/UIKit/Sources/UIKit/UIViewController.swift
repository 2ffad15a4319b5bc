import Foundation

/// Manages a view: loads it lazily and once (`loadView()`, then `viewDidLoad()`), and presents, dismisses
/// and shows other view controllers. It presents only while its view is in a window, as UIKit does; a
/// transition without animation is done (and its completion run) when the call returns, an animated one
/// ends, and runs its completion, on a later turn of the main queue.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private lazy var ownNavigationItem = UINavigationItem()
    private weak var parentValue: UIViewController?
    private var presentedValue: UIViewController?
    private weak var presentingValue: UIViewController?
    private var isTransitioning = false

    private var childList: [UIViewController] = []
    private var editing = false
    private lazy var ownEditButtonItem = UIBarButtonItem(systemItem: .edit)
    private lazy var ownTabBarItem = UITabBarItem()

    open var title: String?

    open private(set) var nibName: String?

    open private(set) var nibBundle: Bundle?

    /// The storyboard this view controller came from; set by the storyboard that instantiates it.
    open internal(set) var storyboard: UIStoryboard?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
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

    @available(*, deprecated, message: "Deprecated in iOS 6: views are no longer unloaded")
    open func viewWillUnload() {}

    @available(*, deprecated, message: "Deprecated in iOS 6: views are no longer unloaded")
    open func viewDidUnload() {}

    // MARK: - Layout

    open func viewWillLayoutSubviews() {}

    open func viewDidLayoutSubviews() {}

    open func viewSafeAreaInsetsDidChange() {}

    open func viewLayoutMarginsDidChange() {}

    open func updateViewConstraints() {}

    open func didReceiveMemoryWarning() {}

    @available(*, deprecated, message: "Deprecated in iOS 7: use edgesForExtendedLayout")
    open var wantsFullScreenLayout = false

    open var edgesForExtendedLayout = UIRectEdge.all

    open var extendedLayoutIncludesOpaqueBars = false

    @available(*, deprecated, message: "Deprecated in iOS 11: use UIScrollView.contentInsetAdjustmentBehavior")
    open var automaticallyAdjustsScrollViewInsets = true

    open var preferredContentSize = CGSize.zero

    @available(*, deprecated, message: "Deprecated in iOS 7: use preferredContentSize")
    open var contentSizeForViewInPopover = CGSize.zero

    @available(*, deprecated, message: "Deprecated in iOS 11: use view.safeAreaLayoutGuide")
    open var topLayoutGuide: any UILayoutSupport { NoLayoutSupport() }

    @available(*, deprecated, message: "Deprecated in iOS 11: use view.safeAreaLayoutGuide")
    open var bottomLayoutGuide: any UILayoutSupport { NoLayoutSupport() }

    open var additionalSafeAreaInsets = UIEdgeInsets.zero

    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { .zero }

    open var viewRespectsSystemMinimumLayoutMargins = true

    // MARK: - Status bar, home indicator, orientation, appearance, pointer

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    open var prefersStatusBarHidden: Bool { false }

    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    open var childForStatusBarStyle: UIViewController? { nil }

    open var childForStatusBarHidden: UIViewController? { nil }

    open func setNeedsStatusBarAppearanceUpdate() {}

    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    open var prefersHomeIndicatorAutoHidden: Bool { false }

    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    open var prefersPointerLocked: Bool { false }

    open var childViewControllerForPointerLock: UIViewController? { nil }

    open func setNeedsUpdateOfPrefersPointerLocked() {}

    @available(*, deprecated, message: "iOS 26+: vipgen's output promises iOS 15")
    open var prefersInterfaceOrientationLocked: Bool { false }

    @available(*, deprecated, message: "iOS 26+: vipgen's output promises iOS 15")
    open var childForInterfaceOrientationLock: UIViewController? { nil }

    @available(*, deprecated, message: "iOS 26+: vipgen's output promises iOS 15")
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}

    open var shouldAutorotate: Bool { true }

    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    @available(*, deprecated, message: "Deprecated in iOS 8: use the window scene's interfaceOrientation")
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    @available(*, deprecated, message: "iOS 16+: vipgen's output promises iOS 15")
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    @available(*, deprecated, message: "Deprecated in iOS 8: use viewWillTransition(to:with:)")
    open func rotatingHeaderView() -> UIView? { nil }

    @available(*, deprecated, message: "Deprecated in iOS 8: use viewWillTransition(to:with:)")
    open func rotatingFooterView() -> UIView? { nil }

    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    // MARK: - Traits

    open var traitCollection: UITraitCollection { UITraitCollection() }

    @available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
    open var traitOverrides: UITraitOverrides {
        get { UITraitOverrides() }
        set {}
    }

    @available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
    open func updateTraitsIfNeeded() {}

    // MARK: - Properties (iOS 26)

    @available(*, deprecated, message: "iOS 26+: vipgen's output promises iOS 15")
    open func updateProperties() {}

    @available(*, deprecated, message: "iOS 26+: vipgen's output promises iOS 15")
    open func setNeedsUpdateProperties() {}

    @available(*, deprecated, message: "iOS 26+: vipgen's output promises iOS 15")
    open func updatePropertiesIfNeeded() {}

    // MARK: - Content unavailable configuration (iOS 17)

    @available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }

    @available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState()
    }

    @available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
    open func setNeedsUpdateContentUnavailableConfiguration() {}

    // MARK: - State restoration, extensions, previewing, activity tracking

    open var restorationIdentifier: String?

    open var restorationClass: (any UIViewControllerRestoration.Type)?

    open func applicationFinishedRestoringState() {}

    open var extensionContext: NSExtensionContext? { nil }

    @available(*, deprecated, message: "Deprecated in iOS 13: use context menus")
    open var previewActionItems: [any UIPreviewActionItem] { [] }

    @available(*, deprecated, message: "iOS 16+: vipgen's output promises iOS 15")
    open var interactionActivityTrackingBaseName: String! {
        get { nil }
        set {}
    }

    // MARK: - Containment and navigation

    open var parent: UIViewController? { parentValue }

    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    open var navigationItem: UINavigationItem { ownNavigationItem }

    func setParent(_ parent: UIViewController?) {
        parentValue = parent
    }

    /// The view controllers added with `addChild(_:)`, in the order they were added.
    open var children: [UIViewController] { childList }

    /// Adds a child, first removing it from any parent it has, as UIKit does.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childList.append(childController)
        childController.setParent(self)
    }

    /// Removes this view controller from its parent's children.
    open func removeFromParent() {
        guard let parentValue else { return }
        parentValue.childList.removeAll { $0 === self }
        setParent(nil)
    }

    open func willMove(toParent parent: UIViewController?) {}

    open func didMove(toParent parent: UIViewController?) {}

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // Methods in UIViewController.h (`- (BOOL)shouldAutomaticallyForwardRotationMethods`), not properties.
    @available(*, deprecated, message: "Deprecated in iOS 8: use shouldAutomaticallyForwardAppearanceMethods")
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }

    @available(*, deprecated, message: "Deprecated in iOS 6: use shouldAutomaticallyForwardAppearanceMethods")
    open func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool { true }

    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}

    open func endAppearanceTransition() {}

    open var hidesBottomBarWhenPushed = false

    open var toolbarItems: [UIBarButtonItem]?

    open var tabBarItem: UITabBarItem! {
        get { ownTabBarItem }
        set { ownTabBarItem = newValue }
    }

    open var tabBarController: UITabBarController? {
        parent as? UITabBarController ?? parent?.tabBarController
    }

    @available(*, deprecated, message: "iOS 18+: vipgen's output promises iOS 15")
    open var tab: UITab? { nil }

    open var splitViewController: UISplitViewController? {
        parent as? UISplitViewController ?? parent?.splitViewController
    }

    @available(*, deprecated, message: "Deprecated in iOS 8: use UISearchController")
    open var searchDisplayController: UISearchDisplayController? { nil }

    // MARK: - Editing

    open var isEditing: Bool { editing }

    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
    }

    open var editButtonItem: UIBarButtonItem { ownEditButtonItem }

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

    @available(*, deprecated, message: "Deprecated in iOS 6: use presentedViewController")
    open var modalViewController: UIViewController? { presentedValue }

    open var definesPresentationContext = false

    open var providesPresentationContextTransitionStyle = false

    open var restoresFocusAfterTransition = true

    open var isBeingPresented: Bool { false }

    open var isBeingDismissed: Bool { false }

    open var isMovingToParent: Bool { false }

    open var isMovingFromParent: Bool { false }

    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    open var modalPresentationCapturesStatusBarAppearance = false

    open var disablesAutomaticKeyboardDismissal: Bool { false }

    open var isModalInPresentation = false

    @available(*, deprecated, message: "Deprecated in iOS 13: use isModalInPresentation")
    open var isModalInPopover = false

    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    @available(*, deprecated, message: "iOS 18+: vipgen's output promises iOS 15")
    open var preferredTransition: UIViewController.Transition? {
        get { nil }
        set {}
    }

    open var performsActionsWhilePresentingModally: Bool { true }

    /// The controller of the presentation this view controller is in, or nil when it is not presented.
    open var presentationController: UIPresentationController? {
        presentingValue.map { UIPresentationController(presentedViewController: self, presenting: $0) }
    }

    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// iOS 15.
    open var sheetPresentationController: UISheetPresentationController? { nil }

    @available(*, deprecated, message: "iOS 16+: vipgen's output promises iOS 15")
    open var activePresentationController: UIPresentationController? { presentationController }

    /// Presents `viewControllerToPresent` over this view controller, whose view must be in a window: UIKit
    /// logs "Attempt to present … whose view is not in the window hierarchy" and does nothing otherwise,
    /// and refuses too while this controller presents another or a transition is under way. As in UIKit,
    /// `presentedViewController` and `presentingViewController` are set at once, animated or not (a
    /// second `present` right after the first is "already presenting"); the presented view controller's
    /// view goes into the window, and `completion` runs, when the transition ends.
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        guard let window = viewIfLoaded?.window else {
            warn("Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy.")
            return
        }
        guard presentedValue == nil, !isTransitioning else {
            warn("Attempt to present \(viewControllerToPresent) on \(self) which is already presenting.")
            return
        }
        presentedValue = viewControllerToPresent
        viewControllerToPresent.presentingValue = self
        transition(animated: flag, completion: completion) {
            window.addSubview(viewControllerToPresent.view)
        }
    }

    /// Dismisses what this controller presents or, when it presents nothing, asks the controller that
    /// presented it to dismiss it, as UIKit does.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presenter = presentedValue == nil ? presentingValue : self, let presented = presenter.presentedValue
        else {
            completion?()
            return
        }
        presenter.transition(animated: flag, completion: completion) {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentingValue = nil
            presenter.presentedValue = nil
        }
    }

    /// Makes `change` now, or when the animation ends, then runs `completion`.
    private func transition(
        animated: Bool, completion: (() -> Void)?, _ change: @escaping @MainActor @Sendable () -> Void
    ) {
        guard animated else {
            change()
            completion?()
            return
        }
        isTransitioning = true
        nonisolated(unsafe) let completion = completion
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.isTransitioning = false
                change()
                completion?()
            }
        }
    }

    /// What UIKit logs to the console.
    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("UIKit stand-in: \(message)\n".utf8))
    }
}

// MARK: - UIFocusEnvironment

extension UIViewController: UIFocusEnvironment {
    public var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    public var parentFocusEnvironment: (any UIFocusEnvironment)? { parent }

    public var focusItemContainer: (any UIFocusItemContainer)? { nil }

    /// iOS 15.
    public var focusGroupIdentifier: String? { nil }

    @available(*, deprecated, message: "Deprecated in iOS 10: use preferredFocusEnvironments")
    public var preferredFocusedView: UIView? { nil }

    public func setNeedsFocusUpdate() {}

    public func updateFocusIfNeeded() {}
}

/// A layout guide with no extent, for the deprecated `topLayoutGuide` and `bottomLayoutGuide`.
private final class NoLayoutSupport: NSObject, UILayoutSupport {
    var length: CGFloat { 0 }
}
