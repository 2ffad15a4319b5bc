import Foundation

/// The root of UIKit's main-actor classes: every responder, view and view controller is isolated to
/// the main actor, as in the iOS SDK. It keeps no responder chain: `next` is nil, as UIResponder's own
/// implementation answers, and nothing becomes first responder.
@MainActor
open class UIResponder: NSObject {
    // MARK: - The responder chain

    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }

    open var canResignFirstResponder: Bool { true }

    open var isFirstResponder: Bool { false }

    /// Asks to become first responder: refused, as `canBecomeFirstResponder` is false.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        canBecomeFirstResponder
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        canResignFirstResponder
    }

    // MARK: - Input, editing, undo, activities

    open var undoManager: UndoManager? { nil }

    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }

    open var keyCommands: [UIKeyCommand]? { nil }

    open var inputView: UIView? { nil }

    open var inputAccessoryView: UIView? { nil }

    open var inputAssistantItem: UITextInputAssistantItem { UITextInputAssistantItem() }

    open var inputViewController: UIInputViewController? { nil }

    open var inputAccessoryViewController: UIInputViewController? { nil }

    open var textInputMode: UITextInputMode? { nil }

    open var textInputContextIdentifier: String? { nil }

    open func reloadInputViews() {}

    open var userActivity: NSUserActivity?

    open var pasteConfiguration: UIPasteConfiguration?

    /// iOS 15.
    open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?

    // MARK: - Nib loading

    // UIKit declares these two on NSObject (UINibLoading.h); they are here so that views and view
    // controllers can override them, as they do on iOS (Swift cannot override members of an extension).

    open func awakeFromNib() {}

    open func prepareForInterfaceBuilder() {}
}
