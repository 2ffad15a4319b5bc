import Foundation

/// A storyboard file, as UIKit's `UIStoryboard` (iOS 5; the typed `instantiateViewController(identifier:creator:)`
/// is iOS 13). There is no Interface Builder file here: every identifier is taken to name a scene of the
/// requested class, built the way UIKit builds it, through `init?(coder:)`, and there is no initial view
/// controller.
@MainActor
open class UIStoryboard: NSObject {
    private let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller: none here.
    open func instantiateInitialViewController() -> UIViewController? {
        nil
    }

    /// A new instance of the scene with this Storyboard ID, decoded as `ViewController` (iOS 13): with
    /// `creator` when given, else with `init?(coder:)`. UIKit raises an exception when no scene has the
    /// identifier or the creator returns nil; the stand-in stops the same way.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String,
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let coder = NSCoder()
        let created = if let creator { creator(coder) } else { ViewController(coder: coder) }
        guard let viewController = created else {
            preconditionFailure("Storyboard '\(name)': the scene with identifier '\(identifier)' could not be created")
        }
        viewController.storyboard = self
        return viewController
    }

    /// A new instance of the scene with this Storyboard ID, as a plain `UIViewController`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier) as UIViewController
    }
}
