import Foundation

// The focus system's protocols a view controller takes part in (UIFocus.h). Nothing moves focus here.

/// Something focus can move within: a view controller adopts it.
@MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
}

/// The container of an environment's focusable items.
@MainActor
public protocol UIFocusItemContainer: NSObjectProtocol {}
