import VipgenModel

extension SceneShapeRules {
    static func check(_ check: SceneCheck) {
        let present = Set(check.code.files.map(\.template))
        for file in check.blueprint.files where !present.contains(file.template) {
            let name = file.fileName(scene: check.scene)
            check.reportMissing(
                files, template: nil,
                "scene '\(check.scene)' has no \(name) (its \(check.blueprint.flavor) flavor gives every scene one); run 'vipgen generate --scene \(check.scene)' to write the files that are missing"
            )
        }
        for component in check.blueprint.components where present.contains(component.template) {
            let type = component.type.name(scene: check.scene)
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
                let type = conformer.name(scene: check.scene)
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
