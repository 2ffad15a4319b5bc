import Foundation

// Protocols and types a view controller's remaining members use (UIStateRestoration.h,
// UIViewControllerPreviewing.h, UIContentConfiguration.h, UIContentUnavailableConfiguration.h).
// None of them does anything here.

/// Recreates view controllers when state is restored.
@MainActor
public protocol UIViewControllerRestoration {}

/// A peek's quick action (3D Touch; deprecated in iOS 13 for context menus).
@MainActor
public protocol UIPreviewActionItem: NSObjectProtocol {}

/// A content view's configuration (iOS 14).
@MainActor
public protocol UIContentConfiguration {}

/// The state a content-unavailable configuration is updated for (iOS 17).
@available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
public struct UIContentUnavailableConfigurationState {}
