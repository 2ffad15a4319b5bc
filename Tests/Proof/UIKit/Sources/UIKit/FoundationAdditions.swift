import Foundation

// Foundation types of Apple platforms that UIKit's declarations use and swift-corelibs-foundation lacks.
// They keep nothing: they exist so the members that use them have UIKit's real types.

/// Foundation's undo stack, as `UIResponder.undoManager` returns it.
open class UndoManager: NSObject {}

/// A user activity to hand off, as `UIResponder.userActivity` keeps it.
open class NSUserActivity: NSObject {
    open var activityType: String

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}

/// The context of an app extension, as `UIViewController.extensionContext` returns it.
open class NSExtensionContext: NSObject {}
