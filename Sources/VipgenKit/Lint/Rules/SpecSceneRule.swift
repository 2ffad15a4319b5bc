/// Every scene the spec lists has code, and every scene in the code is in the spec. A scene with no
/// code at all is found before any scene is checked (`reportMissing`, which the linter calls).
enum SpecSceneRule: LintRule {
    static let id = "spec-scene"
    static let severity = LintSeverity.warning
    static let summary = "Every scene the spec lists has code, and every scene in the code is in the spec."
    static let family = LintFamily.specAgreement
    static let reads = LintReach.eachFile

    /// A scene in the code the spec does not list.
    static func check(_ check: LintedScene) {
        guard let specFile = check.unlistedIn else { return }
        let view = check.componentTypes[.view].flatMap { check.code.primaries[$0]?.first }
        SpecAgreementRules.reportInCode(
            self, check, declared: view,
            "scene '\(check.scene)' is not in the spec (\(specFile)); add it to \"scenes\" so 'vipgen generate' and 'vipgen lint' know it"
        )
    }

    /// A scene the spec lists whose files are nowhere.
    static func reportMissing(_ spec: SpecScene, into findings: inout [LintDiagnostic]) {
        findings.append(
            LintDiagnostic(
                path: spec.file, line: spec.location.line, column: spec.location.column, ruleID: id,
                severity: severity,
                message:
                    "scene '\(spec.scene.name)' is in the spec but has no code; run 'vipgen generate --scene \(spec.scene.name)' to write it"
            ))
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(#""routes": ["Pay"] }"#, with: #""routes": ["Pay"] }, { "name": "Pay" }"#, in: "vipgen.json"),
            at: "vipgen.json", #"{ "name": ‸"Pay" }"#),
        // The scene named with its flavor is the same scene.
        .clean(
            .replace(#"{ "name": "Shop","#, with: #"{ "name": "Shop", "flavor": "clean-swift","#, in: "vipgen.json")),
    ]
}
