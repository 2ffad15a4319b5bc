import Foundation
import InterfaceBuilder

/// A storyboard file, as UIKit's `UIStoryboard` (iOS 5; the typed `instantiateViewController(identifier:creator:)`
/// is iOS 13). It reads what Xcode puts in the app's bundle, the `<name>.storyboardc` compiled from the
/// `.storyboard` file (`ibtool` here: `StoryboardCompiler`, from Interface Builder's XML), and builds a
/// scene the way UIKit does, through `init?(coder:)`.
///
/// Where UIKit raises an Objective-C exception (no such storyboard, no such Storyboard ID, a scene of
/// another class), the stand-in stops the program: Swift code cannot catch that exception, and it ends
/// the whole test run, not one test.
@MainActor
open class UIStoryboard: NSObject {
    private let name: String
    private let compiled: CompiledStoryboard

    /// UIStoryboard.init(name:bundle:) — Apple Developer Documentation: "If no storyboard resource file
    /// matching name exists, an exception is thrown." `nil` is the main bundle.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .main
        guard let resources = bundle.resourceURL, let compiled = CompiledStoryboard(named: name, in: resources) else {
            fatalError(
                "NSInvalidArgumentException: Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
        }
        self.name = name
        self.compiled = compiled
        super.init()
    }

    /// The storyboard's initial view controller. The stand-in cannot make an instance of a class from its
    /// name, as UIKit does: it returns nil.
    open func instantiateInitialViewController() -> UIViewController? {
        nil
    }

    /// A new instance of the scene with this Storyboard ID, decoded as `ViewController` (iOS 13): with
    /// `creator` when given, else with `init?(coder:)`.
    ///
    /// UIStoryboard.instantiateViewController(withIdentifier:) — Apple Developer Documentation: "If the
    /// specified identifier does not exist in the storyboard file, this method raises an exception."
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String,
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let scene = scene(identifier: identifier)
        let coder = NSCoder()
        let created: ViewController?
        if let creator {
            created = creator(coder)
        } else {
            // UIKit makes the scene's class, then the typed call casts it to `ViewController`.
            guard scene.isMade(by: ViewController.self) else {
                fatalError(
                    "Storyboard '\(name)': the scene with identifier '\(identifier)' is a \(scene.className), not a \(String(reflecting: ViewController.self))"
                )
            }
            created = ViewController(coder: coder)
        }
        guard let viewController = created else {
            fatalError("Storyboard '\(name)': the scene with identifier '\(identifier)' could not be created")
        }
        guard scene.isMade(by: type(of: viewController)) else {
            fatalError(
                "Storyboard '\(name)': the creator made a \(type(of: viewController)) for the scene '\(identifier)', a \(scene.className)"
            )
        }
        viewController.storyboard = self
        return viewController
    }

    /// A new instance of the scene with this Storyboard ID. UIKit makes the scene's class from its name;
    /// the stand-in can only make a plain `UIViewController` that way.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let scene = scene(identifier: identifier)
        guard scene.className == "UIViewController" else {
            fatalError(
                "The UIKit stand-in cannot make a \(scene.className) from its name: use instantiateViewController(identifier:)"
            )
        }
        return instantiateViewController(identifier: identifier) as UIViewController
    }

    private func scene(identifier: String) -> CompiledStoryboard.Scene {
        guard let nibName = compiled.nibNames[identifier], let scene = compiled.scene(nibName: nibName) else {
            fatalError(
                "NSInvalidArgumentException: Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)'"
            )
        }
        return scene
    }
}

extension CompiledStoryboard.Scene {
    /// Whether the scene's class (and module, when the storyboard names one) is `type`.
    fileprivate func isMade(by type: AnyClass) -> Bool {
        String(describing: type) == className
            && (moduleName.map { String(reflecting: type).hasPrefix($0 + ".") } ?? true)
    }
}
