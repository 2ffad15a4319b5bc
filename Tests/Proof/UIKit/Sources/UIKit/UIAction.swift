import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// An action that runs a closure: `performWithSender(_:target:)` runs it, as a tap does. (UIKit's
/// initialiser also takes an image, identifier, attributes and state, all defaulted.)
@MainActor
open class UIAction: NSObject {
    private var handler: UIActionHandler = { _ in }

    open var title = ""

    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        self.init()
        self.title = title
        self.handler = handler
    }

    open func performWithSender(_ sender: Any?, target: Any?) {
        handler(self)
    }
}
