import Foundation

/// An editable line of text: keeps its text (never nil once read: UIKit answers "" for an empty field)
/// and placeholder; sends no editing events.
@MainActor
open class UITextField: UIView {
    private var storedText = ""

    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    open var placeholder: String?
}
