import Foundation

/// A rectangle in a view hierarchy: keeps its frame, visibility, subviews, superview and window; draws
/// nothing.
@MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    open var isHidden = false
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
