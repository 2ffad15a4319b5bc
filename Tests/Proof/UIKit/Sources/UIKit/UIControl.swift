import Foundation

/// A view that sends actions for events, as UIKit's `UIControl`: actions added for events (iOS 14) run
/// when `sendActions(for:)` sends one of those events, which is what UIKit does for a touch.
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    private var registered: [(action: UIAction, events: Event)] = []

    open var isEnabled = true

    /// A control that performs `primaryAction` when its primary action triggers (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registered.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registered.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Performs every action added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in registered where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// Performs `action` with this control as its sender (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}

/// A button: its primary action (iOS 14) triggers on a tap, and gives the button its title.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    private var titleValue: String?

    open var currentTitle: String? { titleValue }

    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        titleValue = primaryAction.map(\.title)
    }
}

/// Pull to refresh, as a table view controller's `refreshControl`.
@MainActor
open class UIRefreshControl: UIControl {}
