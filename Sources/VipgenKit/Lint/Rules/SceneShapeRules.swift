extension SceneShapeRules {
    static func check(_ check: SceneCheck) {
        let present = Set(check.code.files.map(\.template))
        for file in check.blueprint.files where !present.contains(file.template) {
            let name = file.fileName(scene: check.scene)
            // The view, interactor and presenter make the cycle; a scene may do without the rest (a
            // worker, models of its own, a router where a coordinator navigates).
            let core: Set<SceneRole> = [.view, .interactor, .presenter]
            let rule = file.destination == .tests ? tests : file.role.map(core.contains) == true ? files : optionalPart
            check.reportMissing(
                rule, template: nil,
                "scene '\(check.scene)' has no \(name) (its \(check.blueprint.flavor) flavor gives every scene one); run 'vipgen scene \(check.scene) --only-missing' to write the files that are missing, leaving the others as they are"
            )
        }
        // A file's first type is its part; the helpers a flavor puts beside it (a SwiftUI view's
        // previews, its navigation) are the flavor's, not asked of every scene.
        var firstOfTemplate: Set<String> = []
        for component in check.blueprint.components where present.contains(component.template) {
            guard firstOfTemplate.insert(component.template).inserted else { continue }
            let type = check.name(component.type)
            if check.code.primaries[type] == nil {
                check.reportMissing(
                    files, template: component.template,
                    "\(component.template) file declares no '\(type)', \(component.role.noun) of scene '\(check.scene)'"
                )
            }
        }
        for (shape, name) in check.protocols {
            let declaredHere = check.protocolDeclaration(name)
            if declaredHere == nil {
                guard present.contains(shape.template) else { continue }
                let what = shape.role.map { "the protocol \($0.noun) is known by" } ?? "a protocol of the scene"
                // The original templates reach the worker through its class, and a scene passing no data
                // needs no data store: a convention, told as a note.
                // A coordinator navigating for the scene has no routing protocol of the flavor's either.
                let optional =
                    shape.role == .worker || shape.role.map(check.assembles) == true
                    || !shape.methods.contains { $0.mentionsUseCase || $0.mentionsRoute }
                let declared = optional ? optionalPart : declared
                if let owner = shape.role.flatMap({ check.componentTypes[$0] }).flatMap({
                    check.code.primaries[$0]?.first
                }) {
                    check.report(declared, at: owner, "'\(name)', \(what), is not declared")
                } else {
                    check.reportMissing(declared, template: shape.template, "'\(name)', \(what), is not declared")
                }
                continue
            }
            for conformer in shape.conformers {
                let type = check.name(conformer)
                guard let primary = check.code.primaries[type]?.first else { continue }
                if !check.code.conformances(of: type).contains(name) {
                    check.report(
                        conformance, at: primary,
                        "'\(type)' does not conform to '\(name)': the other parts reach it through that protocol")
                }
            }
        }
    }
}
