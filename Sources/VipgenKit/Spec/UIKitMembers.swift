/// The instance members a generated view controller inherits from UIKit: the one list vipgen checks
/// use case names against, and the one list the UIKit stand-in of the compile proofs must declare (a test
/// reads the stand-in's sources to make sure it does).
///
/// Source: the iOS 26 SDK's headers, as Swift imports them:
/// - `UIKit/UIViewController.h`, with the `UIViewController` categories of `UINavigationController.h`,
///   `UITabBarController.h`, `UISplitViewController.h`, `UIPresentationController.h`,
///   `UIPopoverPresentationController.h`, `UISheetPresentationController.h`,
///   `UIViewControllerTransitioning.h`, `UIViewControllerTransitionCoordinator.h`, `UIStateRestoration.h` and
///   `UIContentUnavailableConfiguration.h`,
///   and the protocols it adopts (`UITraitEnvironment`, `UIContentContainer`, `UIFocusEnvironment`);
/// - `UIKit/UITableViewController.h` and `UIKit/UICollectionViewController.h`;
/// - `UIKit/UIResponder.h` (with `UIPasteConfigurationSupporting` and `UIActivityItemsConfiguration.h`);
/// - `objc/NSObject.h` (the `NSObject` class and `NSObjectProtocol`), Foundation's `NSObject` categories
///   (`NSObject.h`, `NSKeyedArchiver.h`, `NSKeyValueObserving.h`) and Swift's `Hashable` conformance,
///   and UIKit's `NSObject` categories in `UINibLoading.h` and `UIAccessibility*.h`.
///
/// Only instance properties and methods without arguments are listed, because that is what a use case's
/// request method, `func <useCase>()`, can clash with: an inherited `x()` makes Swift demand `override`
/// (or find two candidates where the view calls it), and an inherited property `x` leaves two members
/// that read `x`. A method with arguments cannot clash with it: Swift tells `x()` from `x(_:)` or
/// `x(animated:)` by their labels. Class members (`NSObject.load()`) cannot either. Deprecated members
/// are listed (they are still declared); the iOS 17 accessibility block properties
/// (`accessibilityLabelBlock`…) are not, as no request method would be named like them.
enum UIKitMembers {
    /// What one class (or its categories) declares.
    struct Declarer: Sendable {
        let className: String
        let properties: Set<String>
        /// Methods without arguments, by their base name: `viewDidLoad` for `viewDidLoad()`.
        let methods: Set<String>
    }

    /// What a generated member named `name` meets in UIKit.
    struct Collision: Equatable, Sendable {
        let className: String
        let isProperty: Bool

        /// `UIViewController's method 'updateProperties()'`, `UIResponder's property 'next'`.
        func describe(_ name: String) -> String {
            isProperty ? "\(className)'s property '\(name)'" : "\(className)'s method '\(name)()'"
        }
    }

    static let nsObject = Declarer(
        className: "NSObject",
        properties: [
            // NSObjectProtocol and Swift's Hashable conformance
            "hash", "superclass", "description", "debugDescription", "hashValue",
            // Foundation's categories: coding, archiving, key-value observing, discardable content
            "classForCoder", "classForKeyedArchiver", "observationInfo", "autoContentAccessingProxy",
            // UIKit's accessibility categories (UIAccessibility.h, UIAccessibilityContainer.h, …)
            "isAccessibilityElement", "accessibilityLabel", "accessibilityAttributedLabel", "accessibilityHint",
            "accessibilityAttributedHint", "accessibilityValue", "accessibilityAttributedValue", "accessibilityTraits",
            "accessibilityFrame", "accessibilityPath", "accessibilityActivationPoint", "accessibilityLanguage",
            "accessibilityElementsHidden", "accessibilityViewIsModal", "shouldGroupAccessibilityChildren",
            "accessibilityNavigationStyle", "accessibilityRespondsToUserInteraction", "accessibilityUserInputLabels",
            "accessibilityAttributedUserInputLabels", "accessibilityHeaderElements", "accessibilityTextualContext",
            "accessibilityDirectTouchOptions", "accessibilityElements", "automationElements",
            "accessibilityContainerType", "accessibilityCustomActions", "accessibilityCustomRotors",
            "accessibilityDragSourceDescriptors", "accessibilityDropPointDescriptors",
            // iOS 18
            "accessibilityExpandedStatus",
        ],
        methods: [
            // NSObjectProtocol; retain, release, autorelease, retainCount and zone are unavailable
            // under ARC but still declared
            "isProxy", "retain", "release", "autorelease", "retainCount", "zone",
            // the NSObject class
            "copy", "mutableCopy", "finalize",
            // UIKit's NSObject categories: nib loading and accessibility
            "awakeFromNib", "prepareForInterfaceBuilder", "accessibilityElementDidBecomeFocused",
            "accessibilityElementDidLoseFocus", "accessibilityElementIsFocused",
            "accessibilityAssistiveTechnologyFocusedIdentifiers", "accessibilityActivate", "accessibilityIncrement",
            "accessibilityDecrement", "accessibilityPerformEscape", "accessibilityPerformMagicTap",
            "accessibilityElementCount",
        ]
    )

    static let uiResponder = Declarer(
        className: "UIResponder",
        properties: [
            "next", "canBecomeFirstResponder", "canResignFirstResponder", "isFirstResponder", "undoManager",
            "editingInteractionConfiguration", "keyCommands", "inputView", "inputAccessoryView",
            "inputAssistantItem", "inputViewController", "inputAccessoryViewController", "textInputMode",
            "textInputContextIdentifier", "userActivity", "pasteConfiguration", "activityItemsConfiguration",
        ],
        methods: ["becomeFirstResponder", "resignFirstResponder", "reloadInputViews"]
    )

    static let uiViewController = Declarer(
        className: "UIViewController",
        properties: [
            // the view and its loading
            "view", "viewIfLoaded", "isViewLoaded", "nibName", "nibBundle", "storyboard", "title",
            // containment
            "parent", "children", "shouldAutomaticallyForwardAppearanceMethods",
            // presentation
            "modalViewController", "presentedViewController", "presentingViewController", "definesPresentationContext",
            "providesPresentationContextTransitionStyle", "restoresFocusAfterTransition", "isBeingPresented",
            "isBeingDismissed", "isMovingToParent", "isMovingFromParent", "modalTransitionStyle",
            "modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance",
            "disablesAutomaticKeyboardDismissal", "isModalInPresentation", "isModalInPopover", "transitioningDelegate",
            "preferredTransition", "presentationController", "popoverPresentationController",
            "sheetPresentationController", "activePresentationController", "performsActionsWhilePresentingModally",
            "transitionCoordinator",
            // layout
            "wantsFullScreenLayout", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
            "automaticallyAdjustsScrollViewInsets", "preferredContentSize", "contentSizeForViewInPopover",
            "topLayoutGuide", "bottomLayoutGuide", "additionalSafeAreaInsets", "systemMinimumLayoutMargins",
            "viewRespectsSystemMinimumLayoutMargins",
            // status bar, home indicator, orientation, appearance, pointer
            "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
            "childForStatusBarStyle", "childForStatusBarHidden", "preferredScreenEdgesDeferringSystemGestures",
            "childForScreenEdgesDeferringSystemGestures", "prefersHomeIndicatorAutoHidden",
            "childForHomeIndicatorAutoHidden", "prefersPointerLocked", "childViewControllerForPointerLock",
            "shouldAutorotate", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
            "interfaceOrientation", "overrideUserInterfaceStyle",
            // iOS 26
            "prefersInterfaceOrientationLocked", "childForInterfaceOrientationLock",
            // traits and focus
            "traitCollection", "traitOverrides", "preferredFocusEnvironments", "preferredFocusedView",
            "focusItemContainer", "parentFocusEnvironment", "focusGroupIdentifier",
            // editing, state restoration, extensions, previewing, activity tracking
            "isEditing", "editButtonItem", "restorationIdentifier", "restorationClass", "extensionContext",
            "previewActionItems", "interactionActivityTrackingBaseName", "searchDisplayController",
            // navigation, tab bar and split view controllers
            "navigationController", "navigationItem", "hidesBottomBarWhenPushed", "toolbarItems", "tabBarItem",
            "tabBarController", "tab", "splitViewController",
            // content unavailable configuration
            "contentUnavailableConfiguration", "contentUnavailableConfigurationState",
        ],
        methods: [
            "loadView", "loadViewIfNeeded", "viewDidLoad", "viewWillUnload", "viewDidUnload", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
            "updateViewConstraints", "didReceiveMemoryWarning", "removeFromParent", "endAppearanceTransition",
            "setNeedsStatusBarAppearanceUpdate", "setNeedsUpdateOfScreenEdgesDeferringSystemGestures",
            "setNeedsUpdateOfHomeIndicatorAutoHidden", "setNeedsUpdateOfPrefersPointerLocked",
            "setNeedsUpdateOfSupportedInterfaceOrientations", "setNeedsFocusUpdate", "updateFocusIfNeeded",
            "applicationFinishedRestoringState", "rotatingHeaderView", "rotatingFooterView", "updateTraitsIfNeeded",
            "setNeedsUpdateContentUnavailableConfiguration",
            // Objective-C methods, not properties, though they read like flags: Swift imports them as
            // `shouldAutomaticallyForwardRotationMethods() -> Bool`
            "shouldAutomaticallyForwardRotationMethods",
            "automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers",
            // iOS 26
            "updateProperties", "setNeedsUpdateProperties", "updatePropertiesIfNeeded",
            "setNeedsUpdateOfPrefersInterfaceOrientationLocked",
        ]
    )

    static let uiTableViewController = Declarer(
        className: "UITableViewController",
        properties: ["tableView", "clearsSelectionOnViewWillAppear", "refreshControl"],
        methods: []
    )

    static let uiCollectionViewController = Declarer(
        className: "UICollectionViewController",
        properties: [
            "collectionView", "collectionViewLayout", "clearsSelectionOnViewWillAppear",
            "useLayoutToLayoutNavigationTransitions", "installsStandardGestureForInteractiveMovement",
        ],
        methods: []
    )

    /// Every declarer, for the stand-in check.
    static let all = [
        nsObject, uiResponder, uiViewController, uiTableViewController, uiCollectionViewController,
    ]

    /// The classes a view controller of `base` inherits from, nearest first.
    static func ancestry(of base: ViewControllerBase) -> [Declarer] {
        let common = [uiViewController, uiResponder, nsObject]
        switch base {
        case .viewController: return common
        case .tableViewController: return [uiTableViewController] + common
        case .collectionViewController: return [uiCollectionViewController] + common
        }
    }

    /// What a property or a method without arguments named `name`, declared in a subclass of the
    /// `declarers`, collides with; nil when nothing.
    static func collision(_ name: String, among declarers: [Declarer]) -> Collision? {
        for declarer in declarers {
            if declarer.methods.contains(name) { return Collision(className: declarer.className, isProperty: false) }
            if declarer.properties.contains(name) {
                return Collision(className: declarer.className, isProperty: true)
            }
        }
        return nil
    }
}
