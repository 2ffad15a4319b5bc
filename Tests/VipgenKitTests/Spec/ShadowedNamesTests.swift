import Testing

@testable import VipgenKit

/// Names a scene would hide: what the bundled templates name (collected when vipgen is built) and the
/// SDK's common types.
@Suite("Shadowed names")
struct ShadowedNamesTests {
    static var namedByTemplates: Set<String> { Set(BundledTemplates.namesInCode.map(\.name.description)) }

    /// Each of these broke the build of a scene of that name: the view controller's initialisers, the
    /// router, the collection view controller's `init()`, every Swift Testing `#expect`.
    @Test func theTypesTheTemplatesNameAreCollectedFromThem() {
        for name in [
            "Bundle", "NSCoder", "String", "UINavigationController", "UIStoryboard", "UIStoryboardSegue",
            "UICollectionViewFlowLayout", "UITableView", "Testing", "Test", "XCTestCase", "XCTAssertEqual",
            "UIKit", "XCTest",
        ] {
            #expect(Self.namedByTemplates.contains(name), "\(name)")
        }
    }

    /// Comments, strings, members (`UITableView.Style`) and a scene's own types (`{{scene}}Router`) are
    /// not names the code refers to.
    @Test func onlyNamesInCodeAreCollected() {
        for name in ["MARK", "TODO", "Style", "ViewController", "Router", "Interactor", "Wires", "Segue"] {
            #expect(!Self.namedByTemplates.contains(name), "\(name)")
        }
    }

    @Test func everyNameTheTemplatesUseIsRefusedAsASceneButTheHarmlessOnes() {
        for name in Self.namedByTemplates where !SwiftNames.reservedKeywords.contains(name) {
            let refusal = validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name) }
            if ShadowedNames.harmlessTemplateNames.contains(name) {
                #expect(refusal == nil, "\(name)")
            } else {
                #expect(refusal?.contains("would hide") == true, "\(name)")
            }
        }
    }

    /// A name kept on the harmless list after the templates stopped using it would hide nothing.
    @Test func everyHarmlessNameIsOneTheTemplatesUse() {
        for name in ShadowedNames.harmlessTemplateNames {
            #expect(Self.namedByTemplates.contains(name), "\(name)")
        }
    }

    /// A use case is a type inside its scene's namespace, where the templates name none of these: as a
    /// use case they hide nothing.
    @Test(arguments: ["Test", "Testing", "WorkerSpy", "UIKit"])
    func useCasesMayTakeNamesOnlyTheTemplatesUse(_ name: String) {
        #expect(validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name, role: .useCase) } == nil)
    }

    @Test(arguments: ["Calendar", "Notification", "Timer", "Locale", "Date", "URL", "Data", "UUID", "UIImage", "Int"])
    func theSDKsCommonTypesAreRefusedInEveryRole(_ name: String) {
        for role in SwiftNames.TypeNameRole.allCases {
            let refusal = validationRefusal { () throws(InvalidValue) in try SwiftNames.validateTypeName(name, role: role) }
            #expect(refusal?.contains("would hide \(ShadowedNames.sdkModule(of: name) ?? "?")'s '\(name)' type") == true)
        }
    }

    /// A type listed under two modules would be reported against the first only.
    @Test func noSDKTypeIsListedTwice() {
        var seen: Set<String> = []
        for (_, names) in ShadowedNames.sdkTypes {
            for name in names {
                #expect(seen.insert(name).inserted, "\(name)")
            }
        }
    }
}
