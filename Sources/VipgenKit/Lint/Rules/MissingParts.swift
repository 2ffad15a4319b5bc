// What the scene-shape rules share: the files and protocols the flavor gives every scene that this one
// lacks, each reported by the rule its kind belongs to.

enum MissingParts {
    /// How much a file the flavor gives every scene matters: the view, interactor and presenter make
    /// the cycle; a scene may do without the rest (a worker, models of its own, a router where a
    /// coordinator navigates); tests are a convention.
    enum Need {
        case core
        case optional
        case test
    }

    static func need(of file: FlavorFile) -> Need {
        if file.destination == .tests { return .test }
        let core: Set<VIPRole> = [.view, .interactor, .presenter]
        return file.role.map(core.contains) == true ? .core : .optional
    }

    /// Reports, as `rule`, each of the flavor's files the scene lacks that matters as `need` says.
    static func reportMissingFiles(_ need: Need, as rule: any LintRule.Type, _ check: LintedScene) {
        let present = Set(check.code.files.map(\.template))
        for file in check.blueprint.files where !present.contains(file.template) && self.need(of: file) == need {
            let name = file.fileName(scene: check.scene)
            check.reportMissing(
                rule, template: nil,
                "scene '\(check.scene)' has no \(name) (its \(check.blueprint.flavor) flavor gives every scene one); run 'vipgen scene \(check.scene) --only-missing' to write the files that are missing, leaving the others as they are"
            )
        }
    }

    /// Reports, as `rule`, each of the scene's protocols that its file does not declare, the optional
    /// ones (`optional`) or the others. The original templates reach the worker through its class, a
    /// scene passing no data needs no data store, and a coordinator navigating for the scene has no
    /// routing protocol of the flavor's: conventions, the optional ones.
    static func reportUndeclaredProtocols(optional: Bool, as rule: any LintRule.Type, _ check: LintedScene) {
        let present = Set(check.code.files.map(\.template))
        for (shape, name) in check.protocols where check.protocolDeclaration(name) == nil {
            guard present.contains(shape.template) else { continue }
            let isOptional =
                shape.role == .worker || shape.role.map(check.assembles) == true
                || !shape.methods.contains { $0.mentionsUseCase || $0.mentionsRoute }
            guard isOptional == optional else { continue }
            let what = shape.role.map { "the protocol \($0.noun) is known by" } ?? "a protocol of the scene"
            if let owner = shape.role.flatMap({ check.componentTypes[$0] }).flatMap({
                check.code.primaries[$0]?.first
            }) {
                check.report(rule, at: owner, "'\(name)', \(what), is not declared")
            } else {
                check.reportMissing(rule, template: shape.template, "'\(name)', \(what), is not declared")
            }
        }
    }
}
