import VipgenModel

extension UseCaseRules {
    static func check(_ check: SceneCheck) {
        for useCase in check.codeUseCases {
            checkModels(useCase, check)
            checkMethods(useCase, check)
            checkWiring(useCase, check)
        }
    }

    private static func checkModels(_ useCase: String, _ check: SceneCheck) {
        guard let container = check.blueprint.useCaseContainer else { return }
        let containerName = container.name(scene: check.scene, useCase: useCase)
        for model in check.blueprint.modelTypes {
            let name = model.name(scene: check.scene, useCase: useCase)
            guard check.code.type(name) == nil else { continue }
            let message = "use case '\(useCase)' has no '\(name)'"
            if let declared = check.code.type(containerName) {
                check.report(models, at: declared, message)
            } else {
                check.reportMissing(
                    models,
                    template: check.blueprint.files.first { $0.role == .models }?.template,
                    message)
            }
        }
    }

    private static func checkMethods(_ useCase: String, _ check: SceneCheck) {
        for (shape, name) in check.protocols {
            guard let declared = check.protocolDeclaration(name) else { continue }
            let members = Set(SceneCode.flattened(declared.declaration.members).map(\.name))
            for method in shape.methods where method.mentionsUseCase {
                let methodName = method.name(scene: check.scene, useCase: useCase)
                if !members.contains(methodName) {
                    check.report(
                        methods, at: declared,
                        "'\(name)' has no '\(methodName)' for use case '\(useCase)'; run 'vipgen add use-case \(check.scene) \(useCase)' to add what is missing"
                    )
                    continue
                }
                for conformer in shape.conformers {
                    let type = conformer.name(scene: check.scene)
                    guard let primary = check.code.primaries[type]?.first else { continue }
                    if !check.code.members(of: type).contains(where: { $0.declaration.name == methodName }) {
                        check.report(
                            methods, at: primary,
                            "'\(type)' does not implement '\(methodName)' of use case '\(useCase)'")
                    }
                }
            }
        }
    }

    private static func checkWiring(_ useCase: String, _ check: SceneCheck) {
        var brokenCallees: Set<String> = []
        for wire in check.blueprint.wirings {
            let type = wire.callerType.name(scene: check.scene)
            let caller = wire.caller.name(scene: check.scene, useCase: useCase)
            let callee = wire.callee.name(scene: check.scene, useCase: useCase)
            guard let method = check.code.members(of: type).first(where: { $0.declaration.name == caller }) else {
                continue
            }
            if !check.code.calls(in: method).contains(where: { $0.name == callee }) {
                brokenCallees.insert(callee)
                check.report(
                    wiring, at: method,
                    "'\(caller)' never calls '\(callee)': use case '\(useCase)' stops at \(wire.callerRole.noun)")
            }
        }
        // Each protocol's use-case methods are called by the parts that call them in the flavor's own
        // scene (the part that implements one is not its caller: the worker's method has the
        // interactor's name).
        for (shape, protocolName) in check.protocols {
            guard let declared = check.protocolDeclaration(protocolName) else { continue }
            let members = SceneCode.flattened(declared.declaration.members)
            for method in shape.methods where method.mentionsUseCase {
                var roles = check.blueprint.callers[method] ?? []
                if let own = shape.role { roles.remove(own) }
                let name = method.name(scene: check.scene, useCase: useCase)
                guard !roles.isEmpty, !brokenCallees.contains(name),
                    let member = members.first(where: { $0.name == name })
                else { continue }
                let called = check.blueprint.components.contains { component in
                    guard roles.contains(component.role) else { return false }
                    return check.code.members(of: component.type.name(scene: check.scene)).contains { member in
                        check.code.calls(in: member).contains { $0.name == name }
                    }
                }
                if !called {
                    let who = roles.sorted { $0.rawValue < $1.rawValue }.map(\.noun).joined(separator: " or ")
                    check.report(
                        wiring, at: SceneCode.Declared(file: declared.file, declaration: member),
                        "nothing calls '\(name)' of '\(protocolName)': \(who) should, for use case '\(useCase)'")
                }
            }
        }
    }
}
