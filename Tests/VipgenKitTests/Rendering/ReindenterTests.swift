import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

@Suite struct ReindenterTests {
    let text = "struct A {\n    func b() {\n        c()\n      // two\n    }\n}\n"

    @Test func fourSpacesIsUnchanged() {
        expectEqual(Reindenter.reindent(text, to: .spaces(4)), text)
    }

    @Test func tabsAndOtherWidthsReplaceEachLevel() {
        expectEqual(Reindenter.reindent(text, to: .tabs), "struct A {\n\tfunc b() {\n\t\tc()\n\t  // two\n\t}\n}\n")
        expectEqual(Reindenter.reindent(text, to: .spaces(2)), "struct A {\n  func b() {\n    c()\n    // two\n  }\n}\n")
    }
}
