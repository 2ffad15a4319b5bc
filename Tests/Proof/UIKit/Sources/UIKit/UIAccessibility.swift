import Foundation

// UIKit's accessibility categories on NSObject (UIAccessibility.h, UIAccessibilityContainer.h,
// UIAccessibilityCustomAction.h, UIAccessibilityCustomRotor.h, UIAccessibilityLocationDescriptor.h,
// UIAccessibilityConstants.h). Every NSObject has these members on iOS, so a generated view controller
// inherits them. The stand-in keeps no accessibility state: the properties UIKit lets you set are
// read-only here, so code that sets one fails to build instead of being silently ignored.

/// UIKit's accessibility namespace.
public enum UIAccessibility {
    /// Whether an element is expanded or collapsed (iOS 18).
    @available(*, deprecated, message: "iOS 18+: vipgen's output promises iOS 15")
    public enum ExpandedStatus: Int, Sendable {
        case unsupported, expanded, collapsed
    }

    /// An assistive technology (VoiceOver, Switch Control).
    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

/// What an element is and does, for VoiceOver.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
}

public enum UIAccessibilityNavigationStyle: Int, Sendable {
    case automatic, separate, combined
}

public enum UIAccessibilityContainerType: Int, Sendable {
    case none, dataTable, list, landmark, semanticGroup
}

/// The kind of text an element holds.
public struct UIAccessibilityTextualContext: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

/// How direct touches reach an element (iOS 17).
@available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
public struct UIAccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
}

@MainActor
open class UIAccessibilityCustomAction: NSObject {}

@MainActor
open class UIAccessibilityCustomRotor: NSObject {}

@MainActor
open class UIAccessibilityLocationDescriptor: NSObject {}

extension NSObject {
    // MARK: - NSObjectProtocol and Foundation members swift-corelibs-foundation lacks

    /// The class this object's class inherits from.
    public var superclass: AnyClass? { superclassOf(self) }

    /// Key-value observing's bookkeeping: none here.
    public var observationInfo: UnsafeMutableRawPointer? { nil }

    /// A proxy that keeps discardable content accessed while it lives: the object itself here.
    public var autoContentAccessingProxy: Any { self }

    @available(*, unavailable, message: "Automatic Reference Counting: use a strong reference instead")
    public func retain() -> Self { self }

    @available(*, unavailable, message: "Automatic Reference Counting: let the reference go instead")
    public func release() {}

    @available(*, unavailable, message: "Automatic Reference Counting: let the reference go instead")
    public func autorelease() -> Self { self }

    @available(*, unavailable, message: "Automatic Reference Counting has no retain count to read")
    public func retainCount() -> UInt { 1 }

    @available(*, unavailable, message: "Zones are ignored since iOS 5")
    public func zone() -> OpaquePointer? { nil }

    @available(*, deprecated, message: "Objective-C garbage collection is no longer supported")
    public func finalize() {}

    // MARK: - Accessibility

    public var isAccessibilityElement: Bool { false }
    public var accessibilityLabel: String? { nil }
    public var accessibilityAttributedLabel: NSAttributedString? { nil }
    public var accessibilityHint: String? { nil }
    public var accessibilityAttributedHint: NSAttributedString? { nil }
    public var accessibilityValue: String? { nil }
    public var accessibilityAttributedValue: NSAttributedString? { nil }
    public var accessibilityTraits: UIAccessibilityTraits { .none }
    public var accessibilityFrame: CGRect { .zero }
    @MainActor public var accessibilityPath: UIBezierPath? { nil }
    public var accessibilityActivationPoint: CGPoint { .zero }
    public var accessibilityLanguage: String? { nil }
    public var accessibilityElementsHidden: Bool { false }
    public var accessibilityViewIsModal: Bool { false }
    public var shouldGroupAccessibilityChildren: Bool { false }
    public var accessibilityNavigationStyle: UIAccessibilityNavigationStyle { .automatic }
    public var accessibilityRespondsToUserInteraction: Bool { false }
    public var accessibilityUserInputLabels: [String]! { [] }
    public var accessibilityAttributedUserInputLabels: [NSAttributedString]! { [] }
    public var accessibilityHeaderElements: [Any]? { nil }
    public var accessibilityTextualContext: UIAccessibilityTextualContext? { nil }
    @available(*, deprecated, message: "iOS 17+: vipgen's output promises iOS 15")
    public var accessibilityDirectTouchOptions: UIAccessibilityDirectTouchOptions { [] }
    public var accessibilityElements: [Any]? { nil }
    public var automationElements: [Any]? { nil }
    public var accessibilityContainerType: UIAccessibilityContainerType { .none }
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? { nil }
    @MainActor public var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? { nil }
    @MainActor public var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? { nil }
    @MainActor public var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? { nil }
    @available(*, deprecated, message: "iOS 18+: vipgen's output promises iOS 15")
    public var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus { .unsupported }

    public func accessibilityElementDidBecomeFocused() {}
    public func accessibilityElementDidLoseFocus() {}
    public func accessibilityElementIsFocused() -> Bool { false }
    public func accessibilityAssistiveTechnologyFocusedIdentifiers() -> Set<UIAccessibility.AssistiveTechnologyIdentifier>? {
        nil
    }
    public func accessibilityActivate() -> Bool { false }
    public func accessibilityIncrement() {}
    public func accessibilityDecrement() {}
    public func accessibilityPerformEscape() -> Bool { false }
    public func accessibilityPerformMagicTap() -> Bool { false }
    public func accessibilityElementCount() -> Int { 0 }
}

/// The superclass, read through reflection: swift-corelibs-foundation has no class method for it.
private func superclassOf(_ object: NSObject) -> AnyClass? {
    Mirror(reflecting: object).superclassMirror?.subjectType as? AnyClass
}
