/// The dependency rule: the inner parts (interactor, presenter, worker, models) know nothing of the
/// screen, so they import no user interface framework.
enum UIImportRule: LintRule {
    static let id = "ui-import"
    static let severity = LintSeverity.error
    static let summary = "The interactor, presenter, worker and models import neither UIKit nor SwiftUI."
    static let family = LintFamily.imports
    static let reads = LintReach.eachFile

    static func check(_ check: LintedScene) {
        for found in Imports.userInterfaceImports(check) where found.isUsed {
            check.report(
                self, file: found.file, offset: found.offset,
                "\(found.role.noun) imports \(found.module): the inner parts of a scene know nothing of the screen; leave \(found.module) to the view and the router"
            )
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(
                "import Foundation", with: "import UIKit\n\nlet shopTint = UIColor.red", in: "ShopInteractor.swift"),
            at: "ShopInteractor.swift", "import ‸UIKit"),
        .clean(.replace("import Foundation", with: "import Foundation\nimport OSLog", in: "ShopInteractor.swift")),
    ]
}
