/// Names a scene, route or use case must not take because the type it becomes would hide another.
///
/// A scene `X` becomes a module-level `enum X` (its models' namespace) in the app's module: from then
/// on `X` means the scene everywhere in that module, in the generated code and in the app's own. A use
/// case `X` becomes an `enum X` inside its scene's: it hides a type only in the scene's models, where
/// the fields' types are written. Two sources:
/// - what the bundled templates themselves name (`BundledTemplates.namesInCode`, collected from the
///   templates' text when vipgen is built, so a name a template starts using is refused with no list
///   to update): a scene `NSCoder` leaves the view controller's `init?(coder: NSCoder)` overriding
///   nothing, a scene `Testing` breaks every `#expect` (it expands to `Testing.…`);
/// - the types of Swift, Foundation, UIKit and XCTest an app's code commonly names (`sdkTypes`), and
///   those a flavor's manifest lists for the code its scenes are completed with (`sdkTypes` in
///   `Templates/swiftui/flavor.json`: SwiftUI's views and property wrappers), collected when vipgen is
///   built. A scene hides them whatever its own flavor: an app moving to SwiftUI screen by screen has
///   both kinds of scene in one module.
///
/// A scene also declares types named after it (`<Scene>View`, `<Scene>ViewController`…), each a
/// type of the app's module too: a scene `Scroll` declares `ScrollView`, hiding SwiftUI's, and a scene
/// `UITable` declares `UITableViewController`, which a table scene's view controller then inherits
/// from. Those names are checked against the same lists (`BundledTemplates.sceneTypeSuffixes`).
enum ShadowedNames {
    /// Common types of the SDK, by module, with where each list comes from. In order: of the types a
    /// scene's name clashes with, a refusal names the first these lists give (`hidden`).
    static let sdkTypes: [(module: String, names: [String])] = [
        (
            // The Swift standard library (Swift 6.3, https://developer.apple.com/documentation/swift):
            // its basic value types, collections, the protocols models conform to, and concurrency.
            "Swift",
            [
                "AnyObject", "Array", "Bool", "Character", "Dictionary", "Double", "Float", "Int", "Int8", "Int16",
                "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Substring", "Set",
                "Optional", "Result", "Never", "Void", "Error", "Range", "ClosedRange", "Sequence", "Collection",
                "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Decodable", "Encodable",
                "CustomStringConvertible", "Sendable", "Task", "MainActor", "Actor", "Duration", "Unicode",
            ]
        ),
        ("CoreGraphics", ["CGFloat", "CGPoint", "CGSize", "CGRect"]),
        (
            // Foundation in the iOS 26 SDK: the value types of SE-0069 ("Mutability and Foundation
            // Value Types") and the classes SE-0086 ("Drop NS Prefix in Swift Foundation") renamed,
            // those an app commonly names, and the base classes UIKit's own types build on.
            "Foundation",
            [
                "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents",
                "DateFormatter", "DateInterval", "Decimal", "FileManager", "IndexPath", "IndexSet", "JSONDecoder",
                "JSONEncoder", "Locale", "Measurement", "Notification", "NotificationCenter", "NSCoder", "NSError",
                "NSObject", "NSObjectProtocol", "NumberFormatter", "Operation", "OperationQueue", "ProcessInfo",
                "Progress", "RunLoop", "Thread", "TimeInterval", "TimeZone", "Timer", "URL", "URLComponents",
                "URLQueryItem", "URLRequest", "URLSession", "UserDefaults", "UUID",
            ]
        ),
        (
            // UIKit in the iOS 26 SDK (UIKit/UIKit.h): the classes an app's screens are built from.
            "UIKit",
            [
                "UIAction", "UIActivityIndicatorView", "UIAlertAction", "UIAlertController", "UIApplication",
                "UIBarButtonItem", "UIButton", "UICollectionView", "UICollectionViewCell", "UICollectionViewController",
                "UICollectionViewFlowLayout", "UICollectionViewLayout", "UIColor", "UIDevice", "UIEdgeInsets",
                "UIFont", "UIImage", "UIImageView", "UILabel", "UIMenu", "UINavigationController", "UIResponder",
                "UIScreen", "UIScrollView", "UISearchController", "UISegmentedControl", "UISlider",
                "UISplitViewController", "UIStackView", "UIStoryboard", "UIStoryboardSegue", "UISwitch",
                "UITabBarController", "UITableView", "UITableViewCell", "UITableViewController", "UITextField",
                "UITextView", "UIView", "UIViewController", "UIWindow", "UIWindowScene",
            ]
        ),
        // XCTest in Xcode 26 (XCTest/XCTest.h): what test cases are built from.
        ("XCTest", ["XCTestCase", "XCTest", "XCTestExpectation"]),
    ]

    /// Names the templates write that a scene may take all the same. Each was proven harmless by
    /// generating scenes of that name (every flavor and base class, both test libraries, routes between
    /// them) and building them with their tests: `Request`, `Response` and `ViewModel` are declared in
    /// each use case's namespace and always written qualified (`Scene.UseCase.Request`); `Destination` is
    /// the generic parameter of one router method; `@Suite` finds Swift Testing's macro beside a type
    /// named `Suite`. (`Test` is not harmless: `Testing.Test` and a scene `Test` are ambiguous in the
    /// tests, which import both modules.)
    static let harmlessTemplateNames: Set<String> = ["Destination", "Request", "Response", "Suite", "ViewModel"]

    /// A type a scene must not hide: an SDK type of `module`, or a name `template` writes.
    struct Hidden {
        var name: String
        var module: String?
        var template: String?
    }

    /// Every listed SDK type (vipgen's lists, then the manifests'), then every name the templates
    /// write, by the first byte of the name: a scene's types all start with its name, so only the
    /// names that share its first letter can clash, and each bucket keeps the lists' order, in which
    /// a refusal names the first clash.
    static let hidden: [[Hidden]] = {
        var buckets = [[Hidden]](repeating: [], count: 256)
        for (module, names) in sdkTypes + BundledTemplates.sdkTypes {
            for name in names { buckets[Int(name.utf8.first ?? 0)].append(Hidden(name: name, module: module)) }
        }
        for (name, template) in BundledTemplates.namesInCode {
            buckets[Int(name.utf8.first ?? 0)].append(Hidden(name: name, template: template))
        }
        return buckets
    }()

    /// The names that could clash with `name` or the types named after it, in the lists' order.
    static func candidates(_ name: String) -> [Hidden] {
        hidden[Int(name.utf8.first ?? 0)]
    }

    /// The module whose common type `name` is (see `sdkTypes` and the bundled manifests'), or nil.
    static func sdkModule(of name: String) -> String? {
        candidates(name).first { $0.module != nil && $0.name == name }?.module
    }

    /// The bundled template that first names `name` in its code, when a scene `name` would hide it.
    static func templateNaming(_ name: String) -> String? {
        if harmlessTemplateNames.contains(name) { return nil }
        return candidates(name).first { $0.template != nil && $0.name == name }?.template
    }

    /// Why `name`, a `role`, would hide a type the app or the generated code needs, or nil.
    static func refusal(_ name: String, role: SwiftNames.TypeNameRole) -> String? {
        let label = role.rawValue
        let scope =
            role == .useCase
            ? "in the scene's models (a use case is a type of that name there)"
            : "everywhere in the app's module (a scene is a type of that name)"
        if let module = sdkModule(of: name) {
            return "\(label) '\(name)' would hide \(module)'s '\(name)' type \(scope); choose another name"
        }
        // Use cases are nested in their scene's namespace, where the templates name none of these.
        if role == .useCase { return nil }
        if let template = templateNaming(name) {
            return
                "\(label) '\(name)' would hide the '\(name)' that the generated code names (bundled template \(template)) \(scope); choose another name"
        }
        if let (declared, hidden) = declaredTypeClash(name) {
            return
                "\(label) '\(name)' makes the type name '\(declared)' (a scene's types are named after it), which would hide \(hidden) everywhere in the app's module; choose another name"
        }
        return nil
    }

    /// A type `name`'s scene declares (`name` + one of `BundledTemplates.sceneTypeSuffixes`) that has the
    /// name of a listed SDK type or of one the templates name, with what it would hide: of several, the
    /// first the lists name.
    static func declaredTypeClash(_ name: String) -> (declared: String, hidden: String)? {
        for type in candidates(name)
        where type.name.hasPrefix(name)
            && BundledTemplates.sceneTypeSuffixes.contains(String(type.name.dropFirst(name.count)))
        {
            if let module = type.module { return (type.name, "\(module)'s '\(type.name)'") }
            if let template = type.template, !harmlessTemplateNames.contains(type.name) {
                return (type.name, "the '\(type.name)' that the generated code names (bundled template \(template))")
            }
        }
        return nil
    }
}
