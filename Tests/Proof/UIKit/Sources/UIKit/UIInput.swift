import Foundation

// What a responder offers the keyboard, menus and the pasteboard (UIResponder.h, UICommand.h,
// UIInputViewController.h, UITextInput.h, UITextInputAssistantItem.h, UIPasteConfiguration.h,
// UIActivityItemsConfigurationReading.h). Nothing here reads a keyboard.

/// A keyboard shortcut a responder handles.
@MainActor
open class UIKeyCommand: NSObject {}

/// The controller of a custom keyboard or input view.
@MainActor
open class UIInputViewController: UIViewController {}

/// A text input mode (a keyboard language).
@MainActor
open class UITextInputMode: NSObject {}

/// The shortcuts bar above the iPad keyboard.
@MainActor
open class UITextInputAssistantItem: NSObject {}

/// The types of data a responder accepts from the pasteboard.
@MainActor
open class UIPasteConfiguration: NSObject {}

/// Items a responder offers to share.
@MainActor
public protocol UIActivityItemsConfigurationReading: NSObjectProtocol {}

/// Whether a responder takes part in editing gestures (iOS 13).
public enum UIEditingInteractionConfiguration: Int, Sendable {
    case none, `default`
}
