import Foundation

/// Insets from a rectangle's edges, as UIKit's `UIEdgeInsets` (UIGeometry.h).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// Insets that follow the layout direction, as UIKit's `NSDirectionalEdgeInsets` (UIGeometry.h).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// The edges of a rectangle, as UIKit's `UIRectEdge` (UIGeometry.h).
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A path of lines and curves (UIBezierPath.h): it draws nothing here.
@MainActor
open class UIBezierPath: NSObject {}

/// A layout guide's extent, as `topLayoutGuide` and `bottomLayoutGuide` give it (UILayoutSupport, deprecated
/// in iOS 11 for the safe area).
@MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
}
