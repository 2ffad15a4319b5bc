import UIKit

/// A UIKit view controller that shows a SwiftUI view: how a UIKit app pushes or presents a SwiftUI
/// screen. It is declared in SwiftUI, so a file using it imports SwiftUI.
@MainActor
@preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The view shown; setting it replaces what is shown.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller a storyboard makes: Interface Builder's Hosting Controller of a subclass,
    /// whose `init?(coder:)` calls this with the view to show (init(coder:rootView:) — Apple Developer
    /// Documentation). Interface Builder cannot make a generic class itself.
    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: a hosting controller from a storyboard is a subclass's")
    }
}
