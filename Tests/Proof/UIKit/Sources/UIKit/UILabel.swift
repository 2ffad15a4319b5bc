import Foundation

/// A line of read-only text: keeps its text; draws nothing.
@MainActor
open class UILabel: UIView {
    open var text: String?
}
