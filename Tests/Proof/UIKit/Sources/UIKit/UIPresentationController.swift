import Foundation

// How a view controller is presented (UIViewController.h, UIPresentationController.h,
// UIPopoverPresentationController.h, UISheetPresentationController.h, UIViewControllerTransitioning.h).
// The controllers keep their presented and presenting view controllers; they animate nothing.

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// Manages a presentation: which view controller is shown, and by which.
@MainActor
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }
}

/// The presentation of a popover.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {}

/// The presentation of a sheet (iOS 15).
@MainActor
open class UISheetPresentationController: UIPresentationController {}

/// Supplies custom transitions; every requirement is optional in UIKit.
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}

/// What coordinates an animated transition (UIViewControllerTransitionCoordinator.h); the stand-in's
/// transitions are immediate, so none is ever under way.
@MainActor
public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}

extension UIViewController {
    /// A transition a view controller prefers when it is shown (iOS 18).
    @available(*, deprecated, message: "iOS 18+: vipgen's output promises iOS 15")
    @MainActor
    open class Transition: NSObject {}
}
