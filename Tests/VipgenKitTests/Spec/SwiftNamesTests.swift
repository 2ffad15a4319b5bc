import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// A value a validator must refuse, and the message it must give.
struct RefusedTypeName: Sendable, CustomTestStringConvertible {
    let value: String
    let role: SwiftNames.TypeNameRole
    let message: String

    init(_ value: String, _ role: SwiftNames.TypeNameRole = .scene, _ message: String) {
        self.value = value
        self.role = role
        self.message = message
    }

    var testDescription: String { value.debugDescription }
}

func validationRefusal(_ body: () throws(InvalidValue) -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return error.message
    }
}

@Suite("Swift names")
struct SwiftNamesTests {
    @Test(arguments: ["ListMemes", "A", "Show2FA", "URLPreview", "X1", "Order", "Meme", "Open", "Left", "Some", "Any2"])
    func acceptsTypeNames(_ name: String) {
        for role in SwiftNames.TypeNameRole.allCases {
            expect(
                validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name, role: role) }
                    == nil)
        }
    }

    static let refusedTypeNames: [RefusedTypeName] = [
        .init("", .scene, "scene name is empty"),
        .init("  ", .useCase, "use case name is empty"),
        .init("", .route, "route name is empty"),
        .init(
            "../X", .scene,
            "scene name '../X' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)"
        ),
        .init(
            "A/B", .route,
            "route 'A/B' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)"
        ),
        .init(
            ".", .scene,
            "scene name '.' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)"
        ),
        .init(
            "..", .scene,
            "scene name '..' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)"
        ),
        .init(
            "A\\B", .scene,
            "scene name 'A\\B' looks like a path; it must be a Swift type name such as 'ListMemes' (vipgen names the scene's folder after it)"
        ),
        .init(
            "listMemes", .scene,
            "scene name 'listMemes' must start with an uppercase letter (UpperCamelCase); did you mean 'ListMemes'?"),
        .init(
            "fetchMemes", .useCase,
            "use case 'fetchMemes' must start with an uppercase letter (UpperCamelCase); did you mean 'FetchMemes'?"),
        .init("default", .useCase, "use case 'default' must start with an uppercase letter (UpperCamelCase)"),
        .init("1Scene", .scene, "scene name '1Scene' must start with an uppercase letter, found '1'"),
        .init(
            "_Orders", .scene,
            "scene name '_Orders' must start with an uppercase letter, found '_'; did you mean 'Orders'?"),
        .init(
            "List Memes", .scene,
            "scene name 'List Memes' may contain only ASCII letters and digits, found a space; did you mean 'ListMemes'?"
        ),
        .init(
            "list_memes", .scene,
            "scene name 'list_memes' may contain only ASCII letters and digits, found '_'; did you mean 'ListMemes'?"),
        .init(
            "Show-meme", .route,
            "route 'Show-meme' may contain only ASCII letters and digits, found '-'; did you mean 'ShowMeme'?"),
        .init(
            "Fetch_", .useCase,
            "use case 'Fetch_' may contain only ASCII letters and digits, found '_'; did you mean 'Fetch'?"),
        .init("___", .scene, "scene name '___' must start with an uppercase letter, found '_'"),
        .init("Café", .scene, "scene name 'Café' may contain only ASCII letters and digits, found 'é' (U+00E9)"),
        .init("Émoji", .scene, "scene name 'Émoji' must start with an uppercase letter, found 'É' (U+00C9)"),
        .init(
            "A\nB", .scene,
            "scene name 'A\\u{A}B' may contain only ASCII letters and digits, found U+000A; did you mean 'AB'?"),
        .init(
            " ListMemes", .scene,
            "scene name ' ListMemes' must start with an uppercase letter, found a space; did you mean 'ListMemes'?"),
        .init("Type", .scene, "scene name 'Type' is a Swift keyword; choose another name"),
        .init("Self", .useCase, "use case 'Self' is a Swift keyword; choose another name"),
        .init("Any", .route, "route 'Any' is a Swift keyword; choose another name"),
        .init("Protocol", .scene, "scene name 'Protocol' is a Swift keyword; choose another name"),
        .init(
            "String", .useCase,
            "use case 'String' would hide Swift's 'String' type in the scene's models (a use case is a type of that name there); choose another name"
        ),
        .init(
            "Data", .scene,
            "scene name 'Data' would hide Foundation's 'Data' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "UIViewController", .scene,
            "scene name 'UIViewController' would hide UIKit's 'UIViewController' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "XCTestCase", .scene,
            "scene name 'XCTestCase' would hide XCTest's 'XCTestCase' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "Calendar", .scene,
            "scene name 'Calendar' would hide Foundation's 'Calendar' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "Notification", .route,
            "route 'Notification' would hide Foundation's 'Notification' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "Timer", .scene,
            "scene name 'Timer' would hide Foundation's 'Timer' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "Locale", .useCase,
            "use case 'Locale' would hide Foundation's 'Locale' type in the scene's models (a use case is a type of that name there); choose another name"
        ),
        .init(
            "Bundle", .scene,
            "scene name 'Bundle' would hide Foundation's 'Bundle' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "NSCoder", .scene,
            "scene name 'NSCoder' would hide Foundation's 'NSCoder' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "UINavigationController", .scene,
            "scene name 'UINavigationController' would hide UIKit's 'UINavigationController' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "UICollectionViewFlowLayout", .scene,
            "scene name 'UICollectionViewFlowLayout' would hide UIKit's 'UICollectionViewFlowLayout' type everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "Testing", .scene,
            "scene name 'Testing' would hide the 'Testing' that the generated code names (bundled template classic/InteractorTests) everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "Test", .route,
            "route 'Test' would hide the 'Test' that the generated code names (bundled template classic/InteractorTests) everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "WorkerSpy", .scene,
            "scene name 'WorkerSpy' would hide the 'WorkerSpy' that the generated code names (bundled template clean-swift/InteractorTests) everywhere in the app's module (a scene is a type of that name); choose another name"
        ),
        .init(
            "Default", .useCase,
            "use case 'Default' would become the Swift keyword 'default' in generated variable and method names; choose another name"
        ),
        .init(
            "Init", .useCase,
            "use case 'Init' would become the Swift keyword 'init' in generated variable and method names; choose another name"
        ),
        .init(
            "Return", .route,
            "route 'Return' would become the Swift keyword 'return' in generated variable and method names; choose another name"
        ),
        .init(
            "Class", .scene,
            "scene name 'Class' would become the Swift keyword 'class' in generated variable and method names; choose another name"
        ),
        .init(
            "IF", .scene,
            "scene name 'IF' would become the Swift keyword 'if' in generated variable and method names; choose another name"
        ),
        .init(
            "UpdateProperties", .useCase,
            "use case 'UpdateProperties' would declare 'updateProperties()' in the view controller, which collides with UIViewController's method 'updateProperties()' (iOS 26 SDK); choose another name"
        ),
        .init(
            "Copy", .useCase,
            "use case 'Copy' would declare 'copy()' in the view controller, which collides with NSObject's method 'copy()' (iOS 26 SDK); choose another name"
        ),
        .init(
            "Next", .useCase,
            "use case 'Next' would declare 'next()' in the view controller, which collides with UIResponder's property 'next' (iOS 26 SDK); choose another name"
        ),
        .init(
            "Title", .useCase,
            "use case 'Title' would declare 'title()' in the view controller, which collides with UIViewController's property 'title' (iOS 26 SDK); choose another name"
        ),
        .init(
            "ViewDidLoad", .useCase,
            "use case 'ViewDidLoad' would declare 'viewDidLoad()' in the view controller, which collides with UIViewController's method 'viewDidLoad()' (iOS 26 SDK); choose another name"
        ),
        .init(
            "SetNeedsUpdateOfPrefersInterfaceOrientationLocked", .useCase,
            "use case 'SetNeedsUpdateOfPrefersInterfaceOrientationLocked' would declare 'setNeedsUpdateOfPrefersInterfaceOrientationLocked()' in the view controller, which collides with UIViewController's method 'setNeedsUpdateOfPrefersInterfaceOrientationLocked()' (iOS 26 SDK); choose another name"
        ),
        .init(
            "PrefersInterfaceOrientationLocked", .useCase,
            "use case 'PrefersInterfaceOrientationLocked' would declare 'prefersInterfaceOrientationLocked()' in the view controller, which collides with UIViewController's property 'prefersInterfaceOrientationLocked' (iOS 26 SDK); choose another name"
        ),
        .init(
            "ChildForInterfaceOrientationLock", .useCase,
            "use case 'ChildForInterfaceOrientationLock' would declare 'childForInterfaceOrientationLock()' in the view controller, which collides with UIViewController's property 'childForInterfaceOrientationLock' (iOS 26 SDK); choose another name"
        ),
        .init(
            "TransitionCoordinator", .useCase,
            "use case 'TransitionCoordinator' would declare 'transitionCoordinator()' in the view controller, which collides with UIViewController's property 'transitionCoordinator' (iOS 26 SDK); choose another name"
        ),
        .init(
            "AccessibilityExpandedStatus", .useCase,
            "use case 'AccessibilityExpandedStatus' would declare 'accessibilityExpandedStatus()' in the view controller, which collides with NSObject's property 'accessibilityExpandedStatus' (iOS 26 SDK); choose another name"
        ),
        .init(
            "ShouldAutomaticallyForwardRotationMethods", .useCase,
            "use case 'ShouldAutomaticallyForwardRotationMethods' would declare 'shouldAutomaticallyForwardRotationMethods()' in the view controller, which collides with UIViewController's method 'shouldAutomaticallyForwardRotationMethods()' (iOS 26 SDK); choose another name"
        ),
        .init(
            String(repeating: "A", count: 101), .scene,
            "scene name 'AAAAAAAAAAAAAAAAAAAA…' is 101 characters long; at most 100 are allowed, as files are named after it"
        ),
    ]

    @Test(arguments: refusedTypeNames)
    func refusesTypeNames(_ example: RefusedTypeName) {
        expectEqual(
            validationRefusal { () throws(InvalidValue) in
                try SwiftNames.validateTypeName(example.value, role: example.role)
            }, example.message)
    }

    /// Names that only a use case's request method could make collide: as scenes and routes they are
    /// fine, and as use cases they do not collide because Swift tells the methods apart by their labels
    /// (`show(_:sender:)`, `dismiss(animated:completion:)`) or because the UIKit member is a class method
    /// (`load()`).
    @Test(arguments: ["Router", "UpdateProperties", "Copy", "Title", "Next"])
    func useCaseCollisionsAreAboutUseCasesOnly(_ name: String) {
        expect(
            validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name, role: .scene) } == nil)
        expect(
            validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name, role: .route) } == nil)
    }

    @Test(arguments: ["Show", "Dismiss", "Present", "Load", "Delete", "Edit", "Prepare", "PrepareForSegue"])
    func acceptsUseCasesLikeUIKitMethodsWithArguments(_ name: String) {
        for base in ViewControllerBase.allCases {
            expect(
                validationRefusal { () throws(InvalidValue) in try SwiftNames.validateUseCaseName(name, base: base) }
                    == nil)
        }
    }

    @Test func tableAndCollectionViewControllersAddTheirOwnMembers() {
        let tableView = { (base: ViewControllerBase) in
            validationRefusal { () throws(InvalidValue) in try SwiftNames.validateUseCaseName("TableView", base: base) }
        }
        expect(tableView(.viewController) == nil)
        expect(tableView(.collectionViewController) == nil)
        expectEqual(
            tableView(.tableViewController),
            "use case 'TableView' would declare 'tableView()' in the view controller, which collides with UITableViewController's property 'tableView' (iOS 26 SDK); choose another name"
        )
        let layout = validationRefusal { () throws(InvalidValue) in
            try SwiftNames.validateUseCaseName("CollectionViewLayout", base: .collectionViewController)
        }
        expect(layout?.contains("UICollectionViewController's property 'collectionViewLayout'") == true)
        let refresh = validationRefusal { () throws(InvalidValue) in
            try SwiftNames.validateUseCaseName("RefreshControl", base: .tableViewController)
        }
        expect(refresh?.contains("UITableViewController's property 'refreshControl'") == true)
    }

    /// Every UIKit member is checked whatever its case: the first word of a property or method becomes the
    /// use case's first word, so `isEditing` is refused as `IsEditing`.
    @Test func everyListedUIKitMemberRefusesItsUseCase() {
        for declarer in UIKitMembers.all {
            let base: ViewControllerBase =
                switch declarer.className {
                case "UITableViewController": .tableViewController
                case "UICollectionViewController": .collectionViewController
                default: .viewController
                }
            for member in Set(declarer.properties).union(declarer.methods) {
                let useCase = SwiftNames.upperCamel(member)
                // Only names lowerCamel maps back to the member can be produced by a use case.
                guard SwiftNames.lowerCamel(useCase) == member else { continue }
                let refusal = validationRefusal { () throws(InvalidValue) in
                    try SwiftNames.validateUseCaseName(useCase, base: base)
                }
                expect(refusal?.contains("collides with \(declarer.className)'s") == true, "\(member)")
            }
        }
    }

    @Test func acceptsTheLongestAllowedTypeName() {
        expect(
            validationRefusal { () throws(InvalidValue) in
                try SwiftNames.validateTypeName(String(repeating: "A", count: 100))
            } == nil)
    }

    @Test(arguments: [
        "memes", "a", "meme2", "urlString", "left", "open", "optional", "get", "some", "any", "type", "async", "none",
        "load", "title",
    ])
    func acceptsFieldNames(_ name: String) {
        expect(validationRefusal { () throws(InvalidValue) in try SwiftNames.validateFieldName(name) } == nil)
    }

    static let refusedFieldNames: [(String, String)] = [
        ("", "field name is empty"),
        ("Memes", "field name 'Memes' must start with a lowercase letter (lowerCamelCase); did you mean 'memes'?"),
        (
            "URLString",
            "field name 'URLString' must start with a lowercase letter (lowerCamelCase); did you mean 'urlString'?"
        ),
        ("Class", "field name 'Class' must start with a lowercase letter (lowerCamelCase)"),
        ("1st", "field name '1st' must start with a lowercase letter, found '1'"),
        ("_memes", "field name '_memes' must start with a lowercase letter, found '_'; did you mean 'memes'?"),
        (
            "memes count",
            "field name 'memes count' may contain only ASCII letters and digits, found a space; did you mean 'memesCount'?"
        ),
        (
            "memes_count",
            "field name 'memes_count' may contain only ASCII letters and digits, found '_'; did you mean 'memesCount'?"
        ),
        ("naïve", "field name 'naïve' may contain only ASCII letters and digits, found 'ï' (U+00EF)"),
        ("class", "field name 'class' is a Swift keyword; choose another name"),
        ("self", "field name 'self' is a Swift keyword; choose another name"),
        ("init", "field name 'init' is a Swift keyword; choose another name"),
        ("default", "field name 'default' is a Swift keyword; choose another name"),
        ("await", "field name 'await' is a Swift keyword; choose another name"),
    ]

    @Test(arguments: refusedFieldNames)
    func refusesFieldNames(_ name: String, _ message: String) {
        expectEqual(validationRefusal { () throws(InvalidValue) in try SwiftNames.validateFieldName(name) }, message)
    }

    @Test(arguments: ["CleanMeme", "my_app", "_Core", "App2", "app"])
    func acceptsModuleNames(_ name: String) {
        expect(validationRefusal { () throws(InvalidValue) in try SwiftNames.validateModuleName(name) } == nil)
    }

    static let refusedModuleNames: [(String, String)] = [
        ("", "module name is empty"),
        (
            "My App",
            "module name 'My App' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found a space; did you mean 'My_App'?"
        ),
        (
            "my-app",
            "module name 'my-app' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found '-'; did you mean 'my_app'?"
        ),
        (
            "1App",
            "module name '1App' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found '1'; did you mean '_1App'?"
        ),
        (
            "Café",
            "module name 'Café' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found 'é' (U+00E9)"
        ),
        (
            "../App",
            "module name '../App' must be a Swift identifier (ASCII letters, digits and underscores, not starting with a digit), found '.'; did you mean '___App'?"
        ),
        ("class", "module name 'class' is a Swift keyword; choose another name"),
    ]

    @Test(arguments: refusedModuleNames)
    func refusesModuleNames(_ name: String, _ message: String) {
        expectEqual(validationRefusal { () throws(InvalidValue) in try SwiftNames.validateModuleName(name) }, message)
    }

    @Test(arguments: [
        ("ListMemes", "listMemes"), ("URLSession", "urlSession"), ("ID", "id"), ("HTTP2Server", "http2Server"),
        ("A", "a"), ("already", "already"), ("ABc", "aBc"), ("Load", "load"), ("", ""),
        // Worked on bytes: only the leading ASCII capitals change, whatever follows them.
        ("ABé", "abé"), ("AÄb", "aÄb"), ("Über", "Über"), ("URLÉtat", "urlÉtat"),
    ])
    func lowerCamel(_ name: String, _ expected: String) {
        expectEqual(SwiftNames.lowerCamel(name), expected)
    }

    @Test(arguments: [("memes", "Memes"), ("Memes", "Memes"), ("", ""), ("x", "X"), ("1a", "1a")])
    func upperCamel(_ name: String, _ expected: String) {
        expectEqual(SwiftNames.upperCamel(name), expected)
    }

    @Test(arguments: [
        ("useCase", "useCases"), ("Name", "name"), ("feilds", "fields"), ("rout", "routes"), ("indent", "indentation"),
        ("tab", "tabs"), ("UIViewControler", "UIViewController"),
    ])
    func suggestsCloseMatches(_ word: String, _ expected: String) {
        let candidates =
            SpecReader.sceneKeys + SpecReader.projectKeys + ["tabs"] + ViewControllerBase.allCases.map(\.rawValue)
        expectEqual(Suggestion.closest(to: word, among: candidates), expected)
    }

    @Test(arguments: ["kind", "xyz", "", "ab"])
    func suggestsNothingForUnrelatedWords(_ word: String) {
        expect(Suggestion.closest(to: word, among: SpecReader.sceneKeys) == nil)
    }

    @Test func everyReservedKeywordIsRefusedAsAFieldName() {
        for keyword in SwiftNames.reservedKeywords where keyword.first?.isLowercase == true {
            expect(
                validationRefusal { () throws(InvalidValue) in try SwiftNames.validateFieldName(keyword) } != nil,
                "\(keyword)")
        }
        expect(Set(SwiftNames.reservedKeywords).isDisjoint(with: SwiftNames.contextualKeywords))
    }
}
