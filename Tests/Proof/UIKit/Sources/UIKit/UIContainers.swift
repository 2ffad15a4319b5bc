import Foundation

// Container view controllers a view controller can find itself in, and what it shows in them
// (UITabBarController.h, UITabBarItem.h, UITab.h, UISplitViewController.h, UISearchDisplayController.h).
// They keep no children here beyond what UIViewController keeps.

/// A tab bar's view controllers.
@MainActor
open class UITabBarController: UIViewController {}

/// A view controller's item in a tab bar.
@MainActor
open class UITabBarItem: NSObject {
    open var title: String?
}

/// A tab of a tab bar controller (iOS 18).
@available(*, deprecated, message: "iOS 18+: vipgen's output promises iOS 15")
@MainActor
open class UITab: NSObject {}

/// Primary and secondary columns of view controllers.
@MainActor
open class UISplitViewController: UIViewController {}

/// The search interface of iOS 3 to 7 (deprecated in iOS 8 for UISearchController).
@available(*, deprecated, message: "Deprecated in iOS 8: use UISearchController")
@MainActor
open class UISearchDisplayController: NSObject {}
