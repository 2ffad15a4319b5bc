import Testing

@testable import SwiftScanning
@testable import VipgenCommandLine
@testable import VipgenGeneration
@testable import VipgenModel

@Suite struct NameListTests {
    let list: NameList = ["view", "viewIfLoaded", "é", "isEditing"]

    @Test func findsExactlyTheListedNames() {
        #expect(list.contains("view"))
        #expect(list.contains("viewIfLoaded"))
        #expect(list.contains("é"))
        // Neither a prefix, an extension, another case nor the empty name is listed.
        #expect(!list.contains("vie"))
        #expect(!list.contains("views"))
        #expect(!list.contains("View"))
        #expect(!list.contains(""))
        #expect(!list.contains("e"))
    }

    @Test func iteratesInTheWrittenOrder() {
        #expect(Array(list) == ["view", "viewIfLoaded", "é", "isEditing"])
    }

    @Test func shadowedTypesNameTheirModule() {
        #expect(ShadowedNames.sdkModule(of: "String") == "Swift")
        #expect(ShadowedNames.sdkModule(of: "CGFloat") == "CoreGraphics")
        #expect(ShadowedNames.sdkModule(of: "XCTest") == "XCTest")
        #expect(ShadowedNames.sdkModule(of: "Strings") == nil)
    }
}
