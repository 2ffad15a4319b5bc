/// Each part conforms to the protocols its flavor has it conform to: the other parts reach it through
/// them.
enum ProtocolConformanceRule: LintRule {
    static let id = "protocol-conformance"
    static let severity = LintSeverity.error
    static let summary = "Each part conforms to the protocols its flavor has it conform to."
    static let family = LintFamily.sceneShape
    static let reads = LintReach.sourcesAndTests

    static func check(_ check: LintedScene) {
        for (shape, name) in check.protocols where check.protocolDeclaration(name) != nil {
            for conformer in shape.conformers {
                let type = check.name(conformer)
                guard let primary = check.code.primaries[type]?.first else { continue }
                if !check.code.conformances(of: type).contains(name) {
                    check.report(
                        self, at: primary,
                        "'\(type)' does not conform to '\(name)': the other parts reach it through that protocol")
                }
            }
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(
                "final class ShopPresenter: ShopPresentationLogic {", with: "final class ShopPresenter {",
                in: "ShopPresenter.swift"),
            at: "ShopPresenter.swift", "final class ‸ShopPresenter {"),
        // The conformance in an extension, in another file of the scene.
        .clean(
            .replace(
                "final class ShopPresenter: ShopPresentationLogic {", with: "final class ShopPresenter {",
                in: "ShopPresenter.swift"),
            .replace(
                "import Foundation", with: "import Foundation\n\nextension ShopPresenter: ShopPresentationLogic {}",
                in: "ShopModels.swift")),
    ]
}
