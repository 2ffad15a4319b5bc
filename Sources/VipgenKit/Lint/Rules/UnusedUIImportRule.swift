/// An import of a user interface framework nothing in an inner part's file uses, as the original
/// Clean Swift templates write in every file: a note.
enum UnusedUIImportRule: LintRule {
    static let id = "unused-ui-import"
    static let severity = LintSeverity.note
    static let summary =
        "The interactor, presenter, worker and models do not import UIKit or SwiftUI even unused (a note: the original templates do)."
    static let family = LintFamily.imports
    static let reads = LintReach.eachFile

    static func check(_ check: LintedScene) {
        for found in Imports.userInterfaceImports(check) where !found.isUsed {
            check.report(
                self, file: found.file, offset: found.offset,
                "\(found.role.noun) imports \(found.module), which nothing in the file uses; 'import Foundation' is all it needs"
            )
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace("import Foundation", with: "import UIKit", in: "ShopInteractor.swift"),
            at: "ShopInteractor.swift", "import ‸UIKit"),
        .clean(.replace("import Foundation", with: "import Foundation\nimport OSLog", in: "ShopInteractor.swift")),
    ]
}
