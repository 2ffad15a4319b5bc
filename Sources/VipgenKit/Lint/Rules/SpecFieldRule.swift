/// The spec's data store fields and the code's are the same; each finding names the command that makes
/// them agree.
enum SpecFieldRule: LintRule {
    static let id = "spec-field"
    static let severity = LintSeverity.warning
    static let summary = "The spec's data store fields and the code's are the same."
    static let family = LintFamily.specAgreement

    static func check(_ check: LintedScene) {
        guard let spec = check.spec else { return }
        let name = check.scene
        let codeFields = check.captured(from: \.properties, where: \.mentionsField)
        for (index, field) in spec.scene.fields.enumerated()
        where !codeFields.contains(where: { $0.name == field.name }) {
            let at = spec.fieldLocations[safe: index] ?? spec.location
            check.report(
                self, path: spec.file, line: at.line, column: at.column,
                "field '\(field.name)' of scene '\(name)' is in the spec but not in the code; \(SpecAgreementRules.generate(name))"
            )
        }
        for (field, declared) in codeFields where !spec.scene.fields.contains(where: { $0.name == field }) {
            let type = fieldType(declared, check).map { ":" + $0 } ?? ""
            check.report(
                self, at: declared,
                "field '\(field)' is in the code but not in the spec; run 'vipgen add field \(name) \(ShellWord.quoted(field + type))' to add it to the spec"
            )
        }
    }

    /// A field's type as the protocol writes it, for the command that adds it to the spec.
    private static func fieldType(_ declared: ScannedScene.Declared, _ check: LintedScene) -> String? {
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

    static let examples: [LintExample] = [
        .violation(
            .replace(
                #""fields": ["cart: [String]"]"#, with: #""fields": ["cart: [String]", "total: Int"]"#,
                in: "vipgen.json"),
            at: "vipgen.json", #""cart: [String]", ‸"total: Int""#),
        // A property the data store protocol does not declare is the interactor's own, no field.
        .clean(
            .replace(
                "    var cart: [String] = []\n", with: "    var cart: [String] = []\n    private var visits = 0\n",
                in: "ShopInteractor.swift")),
    ]
}
