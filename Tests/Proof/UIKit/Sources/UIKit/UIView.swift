import Foundation

/// A rectangle in a view hierarchy: keeps its frame, visibility, subviews, superview and window; draws
/// nothing.
@MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    open var isHidden = false
    /// How the view resizes when its superview's bounds change; none by default.
    open var autoresizingMask: AutoresizingMask = []

    /// The view in its own coordinates: its frame's size at the origin (UIView.bounds, Apple Developer
    /// Documentation; no transform or scrolling here).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The middle of the frame, in the superview's coordinates: setting it moves the frame and keeps its
    /// size (UIView.center, Apple Developer Documentation).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The window this view is in, through its superviews; nil when it is in none.
    open var window: UIWindow? { superview?.window }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

extension UIView {
    /// Which of a view's margins and sizes stretch with its superview (UIView.AutoresizingMask).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
