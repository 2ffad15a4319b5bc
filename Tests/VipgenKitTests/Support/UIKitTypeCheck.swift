import Foundation

/// Type-checks Swift files that `import UIKit` against a small stand-in for it (the few members the
/// adopted apps' scenes and vipgen's routers use), in Swift 5 mode as such apps are written: a file
/// vipgen writes new beside a person's must compile with them, which parsing alone does not show.
enum UIKitTypeCheck {
    /// The stand-in: UIKit's signatures for what the fixtures use, nothing more.
    static let standIn = """
        @_exported import Foundation

        @MainActor open class UIResponder {
            public init() {}
        }

        @MainActor open class UIViewController: UIResponder {
            public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
            public required init?(coder: NSCoder) { super.init() }
            public convenience override init() { self.init(nibName: nil, bundle: nil) }
            open func viewDidLoad() {}
            open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            open func show(_ viewController: UIViewController, sender: Any?) {}
            open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
        }

        @MainActor open class UINavigationController: UIViewController {
            open var topViewController: UIViewController? { nil }
        }

        @MainActor open class UIStoryboardSegue {
            open var identifier: String? { nil }
            open var destination: UIViewController { UIViewController() }
        }

        @MainActor open class UIStoryboard {
            public init(name: String, bundle: Bundle?) {}
            open func instantiateViewController<T: UIViewController>(identifier: String) -> T { fatalError(identifier) }
        }
        """

    /// The compiler's complaints about `files` (absolute paths), or "" when they type-check.
    static func problems(in files: [String]) throws -> String {
        let scratch = try TemporaryDirectory()
        try scratch.write("UIKit.swift", standIn)
        let module = try VipgenProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", "UIKit",
                "-emit-module-path", scratch.path + "/UIKit.swiftmodule", scratch.path + "/UIKit.swift",
            ],
            in: scratch.url)
        guard module.status == 0 else { return "the stand-in does not compile: " + module.stderr }
        let check = try VipgenProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-typecheck", "-swift-version", "5", "-I", scratch.path] + files, in: scratch.url)
        return check.status == 0 ? "" : check.stderr + check.stdout
    }
}
