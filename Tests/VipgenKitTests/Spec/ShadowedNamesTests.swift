import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// Names a scene would hide: what the bundled templates name (collected when vipgen is built) and the
/// SDK's common types.
@Suite("Shadowed names")
struct ShadowedNamesTests {
    static var namedByTemplates: Set<String> { Set(BundledTemplates.namesInCode.map(\.name)) }

    /// Each of these broke the build of a scene of that name: the view controller's initialisers, the
    /// router, the collection view controller's `init()`, every Swift Testing `#expect`.
    @Test func theTypesTheTemplatesNameAreCollectedFromThem() {
        for name in [
            "Bundle", "NSCoder", "String", "UINavigationController", "UIStoryboard", "UIStoryboardSegue",
            "UICollectionViewFlowLayout", "UITableView", "Testing", "Test", "XCTestCase", "XCTAssertEqual",
            "UIKit", "XCTest",
        ] {
            expect(Self.namedByTemplates.contains(name), "\(name)")
        }
    }

    /// Comments, strings, members (`UITableView.Style`) and a scene's own types (`{{scene}}Router`) are
    /// not names the code refers to.
    @Test func onlyNamesInCodeAreCollected() {
        for name in ["MARK", "TODO", "Style", "ViewController", "Router", "Interactor", "Wires", "Segue"] {
            expect(!Self.namedByTemplates.contains(name), "\(name)")
        }
    }

    @Test func everyNameTheTemplatesUseIsRefusedAsASceneButTheHarmlessOnes() {
        for name in Self.namedByTemplates where !SwiftNames.reservedKeywords.contains(name) {
            let refusal = validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name) }
            if ShadowedNames.harmlessTemplateNames.contains(name) {
                expect(refusal == nil, "\(name)")
            } else {
                expect(refusal?.contains("would hide") == true, "\(name)")
            }
        }
    }

    /// A name kept on the harmless list after the templates stopped using it would hide nothing.
    @Test func everyHarmlessNameIsOneTheTemplatesUse() {
        for name in ShadowedNames.harmlessTemplateNames {
            expect(Self.namedByTemplates.contains(name), "\(name)")
        }
    }

    /// A use case is a type inside its scene's namespace, where the templates name none of these: as a
    /// use case they hide nothing.
    @Test(arguments: ["Test", "Testing", "WorkerSpy", "UIKit"])
    func useCasesMayTakeNamesOnlyTheTemplatesUse(_ name: String) {
        expect(
            validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name, role: .useCase) }
                == nil)
    }

    @Test(arguments: ["Calendar", "Notification", "Timer", "Locale", "Date", "URL", "Data", "UUID", "UIImage", "Int"])
    func theSDKsCommonTypesAreRefusedInEveryRole(_ name: String) {
        for role in SwiftNames.TypeNameRole.allCases {
            let refusal = validationRefusal { () throws(InvalidValue) in
                try SwiftNames.validateTypeName(name, role: role)
            }
            expect(
                refusal?.contains("would hide \(ShadowedNames.sdkModule(of: name) ?? "?")'s '\(name)' type") == true)
        }
    }

    /// A type listed under two modules would be reported against the first only.
    @Test func noSDKTypeIsListedTwice() {
        var seen: Set<String> = []
        for (_, names) in ShadowedNames.sdkTypes {
            for name in names {
                expect(seen.insert(name).inserted, "\(name)")
            }
        }
    }

    /// Scenes `Binding` and `Environment` build with their tests, but a view completed in the same module
    /// (`@Environment(\.dismiss)`, `@Binding var`) then fails: "enum 'Environment' cannot be used as an
    /// attribute". The swiftui flavor's manifest lists such types; they are refused in every role, as
    /// UIKit's are, whatever the scene's own flavor (one module holds both kinds of scene).
    @Test(arguments: ["Binding", "Environment", "Image", "List", "ScrollView", "NavigationLink", "App", "Scene"])
    func theSwiftUITypesTheFlavorListsAreRefused(_ name: String) {
        expectEqual(ShadowedNames.sdkModule(of: name), "SwiftUI")
        for role in SwiftNames.TypeNameRole.allCases {
            let refusal = validationRefusal { () throws(InvalidValue) in
                try SwiftNames.validateTypeName(name, role: role)
            }
            expect(refusal?.contains("would hide SwiftUI's '\(name)' type") == true, "\(role): \(refusal ?? "nil")")
        }
    }

    /// The list is data: what Templates/swiftui/flavor.json says, read by vipgen's manifest reader.
    @Test func theSwiftUIListIsTheFlavorManifests() throws {
        let text = try require(BundledTemplates.manifests["swiftui"])
        let manifest = try FlavorManifest.read(text: text, file: "bundled/swiftui/flavor.json")
        let types = try require(manifest.sdkTypes)
        expectEqual(types.module, "SwiftUI")
        expect(types.source.contains("developer.apple.com/documentation/swiftui"))
        let embedded = try require(BundledTemplates.sdkTypes.first { $0.module == "SwiftUI" })
        expectEqual(embedded.names, types.names)
        expectEqual(BundledTemplates.manifest(named: "swiftui")?.sdkTypes, types)
        expect(ShadowedNames.sdkTypes.allSatisfy { $0.module != "SwiftUI" }, "no Swift list besides")
    }

    /// A scene's own types are its name and a suffix (`ScrollView` for a scene `Scroll`'s view): one that
    /// takes a listed type's name hides it as the scene's name would.
    @Test(arguments: [
        ("Scroll", "ScrollView", "SwiftUI's"), ("Tab", "TabView", "SwiftUI's"),
        ("Navigation", "NavigationView", "SwiftUI's"),
        ("Empty", "EmptyView", "SwiftUI's"), ("ContentUnavailable", "ContentUnavailableView", "SwiftUI's"),
        ("UITable", "UITableView", "UIKit's"), ("UICollection", "UICollectionView", "UIKit's"),
    ])
    func aSceneWhoseTypesTakeAListedNameIsRefused(_ name: String, declared: String, module: String) {
        for role in [SwiftNames.TypeNameRole.scene, .route] {
            let refusal = validationRefusal { () throws(InvalidValue) in
                try SwiftNames.validateTypeName(name, role: role)
            }
            expect(
                refusal?.contains(
                    "'\(name)' makes the type name '\(declared)' (a scene's types are named after it), which would hide \(module) '\(declared)'"
                ) == true,
                "\(role): \(refusal ?? "nil")")
        }
        let asUseCase = validationRefusal { () throws(InvalidValue) in
            try SwiftNames.validateTypeName(name, role: .useCase)
        }
        expect(asUseCase?.contains("makes the type name") != true, "a use case's types are the scene's")
    }

    @Test func shadowedTypesNameTheirModule() {
        expectEqual(ShadowedNames.sdkModule(of: "String"), "Swift")
        expectEqual(ShadowedNames.sdkModule(of: "CGFloat"), "CoreGraphics")
        expectEqual(ShadowedNames.sdkModule(of: "XCTest"), "XCTest")
        expectEqual(ShadowedNames.sdkModule(of: "Image"), "SwiftUI")
        expect(ShadowedNames.sdkModule(of: "Strings") == nil)
        expect(ShadowedNames.sdkModule(of: "string") == nil)
    }

    /// The suffixes are collected from the templates' declarations, not listed.
    @Test func theSceneTypeSuffixesAreTheTemplatesDeclarations() {
        for suffix in ["View", "ViewState", "ViewController", "Router", "Route", "Interactor", "Configurator"] {
            expect(BundledTemplates.sceneTypeSuffixes.contains(suffix), "\(suffix)")
        }
        for word in ["Pushes", "InCodeShows", "ViewModel"] {
            expect(!BundledTemplates.sceneTypeSuffixes.contains(word), "\(word)")
        }
    }

    @Test(arguments: ["ListMemes", "ShowMeme", "Scrolling", "Show", "Tabs", "Navigator"])
    func namesWhoseTypesHideNothingAreKept(_ name: String) {
        expect(validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name) } == nil)
    }
}
