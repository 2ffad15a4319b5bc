import Foundation

/// A spinner that shows work in progress: `startAnimating()` shows it, `stopAnimating()` hides it
/// again while `hidesWhenStopped` is true, its default (UIActivityIndicatorView, Apple Developer
/// Documentation: "the control is hidden when the animation is stopped"). Draws nothing.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the spinner (iOS 13): `medium` and `large`.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    open var style: Style
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
