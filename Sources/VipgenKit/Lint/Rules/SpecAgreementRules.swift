import SwiftScanning

extension SpecAgreementRules {
    static func check(_ check: SceneCheck) {
        guard let spec = check.spec else { return }
        let name = check.scene
        let generate = "run 'vipgen generate --scene \(name)' to add it to the code"

        let codeUseCases = check.codeUseCases
        // A spec entry with no use cases written stands for the default one; a scene written by hand
        // with none (`vipgen init` describes it so) is not missing it.
        let specUseCases = spec.scene.useCases.isEmpty && codeUseCases.isEmpty ? [] : spec.useCases
        for (index, useCase) in specUseCases.enumerated() where !codeUseCases.contains(useCase) {
            let at = spec.useCaseLocations[safe: index] ?? spec.location
            check.report(
                self.useCase, path: spec.file, line: at.line, column: at.column,
                "use case '\(useCase)' of scene '\(name)' is in the spec but not in the code; \(generate)")
        }
        for useCase in codeUseCases where !spec.useCases.contains(useCase) {
            reportInCode(
                self.useCase, check,
                declared: useCaseDeclaration(useCase, check),
                "use case '\(useCase)' is in the code but not in the spec; run 'vipgen add use-case \(name) \(useCase)' to add it to the spec"
            )
        }

        let codeRoutes = check.captured(from: \.methods, where: \.mentionsRoute)
        for (index, route) in spec.scene.routes.enumerated() where !codeRoutes.contains(where: { $0.name == route }) {
            let at = spec.routeLocations[safe: index] ?? spec.location
            check.report(
                self.route, path: spec.file, line: at.line, column: at.column,
                "route '\(route)' of scene '\(name)' is in the spec but not in the code; \(generate)")
        }
        for (route, declared) in codeRoutes where !spec.scene.routes.contains(route) {
            check.report(
                self.route, at: declared,
                "route to '\(route)' is in the code but not in the spec; run 'vipgen add route \(name) \(route)' to add it to the spec"
            )
        }

        let codeFields = check.captured(from: \.properties, where: \.mentionsField)
        for (index, field) in spec.scene.fields.enumerated()
        where !codeFields.contains(where: { $0.name == field.name }) {
            let at = spec.fieldLocations[safe: index] ?? spec.location
            check.report(
                self.field, path: spec.file, line: at.line, column: at.column,
                "field '\(field.name)' of scene '\(name)' is in the spec but not in the code; \(generate)")
        }
        for (field, declared) in codeFields where !spec.scene.fields.contains(where: { $0.name == field }) {
            let type = fieldType(declared, check).map { ":" + $0 } ?? ""
            check.report(
                self.field, at: declared,
                "field '\(field)' is in the code but not in the spec; run 'vipgen add field \(name) \(ShellWord.quoted(field + type))' to add it to the spec"
            )
        }
    }

    /// Routes in the code to a scene that is nowhere: neither in the spec nor among the scenes on disk.
    /// The router names the destination's types, so the app does not build until that scene exists.
    static func checkRouteDestinations(_ check: SceneCheck) {
        let known = check.knownScenes
        for (route, declared) in check.captured(from: \.methods, where: \.mentionsRoute) where !known.contains(route) {
            check.report(
                routeDestination, at: declared,
                "route to '\(route)' leads to no scene: '\(route)' is neither in the spec nor on disk, so the router "
                    + "does not build" + missingSceneFix(route, among: known))
        }
    }

    /// `; did you mean 'ShowNote'? Or run …`, or only the command when no known scene is close: what
    /// lint and the commands that write a route say of a route to no scene.
    static func missingSceneFix(_ route: String, among known: Set<String>) -> String {
        let suggestion = Suggestion.didYouMean(route, among: known.sorted())
        return suggestion.isEmpty
            ? "; run 'vipgen scene \(route)' to write it" : suggestion + " Or run 'vipgen scene \(route)' to write it"
    }

    /// A scene the spec lists whose files are nowhere.
    static func reportMissingScene(_ spec: SpecScene, into findings: inout [LintDiagnostic]) {
        findings.append(
            LintDiagnostic(
                path: spec.file, line: spec.location.line, column: spec.location.column, ruleID: scene.id,
                severity: scene.severity,
                message:
                    "scene '\(spec.scene.name)' is in the spec but has no code; run 'vipgen generate --scene \(spec.scene.name)' to write it"
            ))
    }

    /// A scene in the code the spec does not list.
    static func reportUnlistedScene(_ check: SceneCheck, specFile: String) {
        let view = check.componentTypes[.view].flatMap { check.code.primaries[$0]?.first }
        reportInCode(
            scene, check, declared: view,
            "scene '\(check.scene)' is not in the spec (\(specFile)); add it to \"scenes\" so 'vipgen generate' and 'vipgen lint' know it"
        )
    }

    private static func reportInCode(
        _ rule: LintRule, _ check: SceneCheck, declared: SceneCode.Declared?, _ message: String
    ) {
        if let declared {
            check.report(rule, at: declared, message)
        } else {
            check.reportMissing(rule, template: nil, message)
        }
    }

    private static func useCaseDeclaration(_ useCase: String, _ check: SceneCheck) -> SceneCode.Declared? {
        if let container = check.blueprint.useCaseContainer,
            let declared = check.code.type(container.name(scene: check.scene, useCase: useCase))
        {
            return declared
        }
        return nil
    }

    /// A field's type as the protocol writes it, for the command that adds it to the spec.
    private static func fieldType(_ declared: SceneCode.Declared, _ check: SceneCheck) -> String? {
        let source = check.code.files[declared.file].source
        var afterColon = false
        var text = ""
        for index in declared.declaration.headerTokens {
            let token = source.code[index]
            if !afterColon {
                afterColon = token.kind == .punctuation && source.bytes[token.start] == UInt8(ascii: ":")
                continue
            }
            if token.kind == .punctuation && source.bytes[token.start] == UInt8(ascii: "{") { break }
            text += source.text(of: token)
        }
        return text.isEmpty ? nil : text
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
