import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// An action that runs a closure. A control runs it when it sends an event the action was added for
/// (`UIControl.sendActions(for:)`); `performWithSender(_:target:)` runs it directly, but only from iOS 16.
/// (UIKit's initialiser also takes an image, identifier, attributes and state, all defaulted.)
@MainActor
open class UIAction: NSObject {
    private var handler: UIActionHandler = { _ in }
    private var senderValue: Any?

    open var title = ""

    /// What sent the action, while its handler runs (iOS 14).
    open var sender: Any? { senderValue }

    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        self.init()
        self.title = title
        self.handler = handler
    }

    @available(*, deprecated, message: "iOS 16+: vipgen's output promises iOS 15; send the control's event instead")
    open func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    /// Runs the handler as UIKit does when a control sends the action.
    func perform(sender: Any?) {
        senderValue = sender
        defer { senderValue = nil }
        handler(self)
    }
}
