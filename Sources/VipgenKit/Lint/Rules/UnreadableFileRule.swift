import SwiftScanning

/// A file of a scene the scanner cannot read for sure is reported, never passed in silence: none of
/// its rules were checked. Found while the scene's files are read, before any check (`finding`, which
/// the linter calls).
enum UnreadableFileRule: LintRule {
    static let id = "unreadable-file"
    static let severity = LintSeverity.warning
    static let summary =
        "A scene's file the scanner cannot read (syntax it does not know, not UTF-8, unreadable) is reported as skipped, with the reason."
    static let family = LintFamily.files
    static let reads = LintReach.eachFile

    /// Nothing to check in a scene read already: what could not be read was reported on reading.
    static func check(_ check: LintedScene) {}

    /// A file the scanner could not read, reported with the reason rather than passed in silence.
    static func finding(_ path: String, _ error: any Error, because consequence: String) -> LintDiagnostic {
        let line = (error as? SwiftSourceError)?.line ?? 1
        let reason = (error as? SwiftSourceError)?.description ?? "\(error)"
        return LintDiagnostic(
            path: path, line: line, column: 1, ruleID: id, severity: severity,
            message: "skipped: the scanner cannot read this file (\(reason)); \(consequence)")
    }

    static let examples: [LintExample] = [
        .violation(
            .replace("import Foundation", with: "#if DEBUG\nimport Foundation", in: "ShopInteractor.swift"),
            at: "ShopInteractor.swift", "‸#if DEBUG"),
        .clean(.replace("import Foundation", with: "#if DEBUG\nimport Foundation\n#endif", in: "ShopInteractor.swift")),
    ]
}
