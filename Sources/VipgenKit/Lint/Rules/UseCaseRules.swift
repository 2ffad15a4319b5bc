extension UseCaseRules {
    static func check(_ check: SceneCheck) {
        for useCase in check.codeUseCases {
            checkModels(useCase, check)
            // Models no method takes (the template's `enum Something` left in) are not a use case begun.
            guard check.hasMethods(useCase) else { continue }
            checkMethods(useCase, check)
            checkWiring(useCase, check)
        }
    }

    private static func checkModels(_ useCase: String, _ check: SceneCheck) {
        guard let container = check.blueprint.useCaseContainer else { return }
        var containerName = container.name(scene: check.scene, useCase: useCase)
        let canonicalParent = check.scene
        // The models' type as the scene names it (`ListViewModels`).
        if let parent = check.useCaseParent?.name, parent != canonicalParent,
            containerName.hasPrefix(canonicalParent + ".")
        {
            containerName = parent + containerName.dropFirst(canonicalParent.count)
        }
        for model in check.blueprint.modelTypes {
            var name = model.name(scene: check.scene, useCase: useCase)
            if let parent = check.useCaseParent?.name, parent != canonicalParent, name.hasPrefix(canonicalParent + ".")
            {
                name = parent + name.dropFirst(canonicalParent.count)
            }
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
            for method in shape.methods where method.mentionsUseCase {
                let methodName = method.name(scene: check.scene, useCase: useCase)
                guard let found = check.method(methodName, useCase: useCase, of: name) else {
                    check.report(
                        methods, at: declared,
                        "'\(name)' has no '\(methodName)' for use case '\(useCase)'; declare it there as the use case's other methods are declared ('vipgen add' does not restore what a person removed)"
                    )
                    continue
                }
                let ownName = found.declaration.name
                for conformer in shape.conformers {
                    let type = check.name(conformer)
                    guard let primary = check.code.primaries[type]?.first else { continue }
                    if !check.code.members(of: type).contains(where: { $0.declaration.name == ownName }) {
                        check.report(
                            methods, at: primary,
                            "'\(type)' does not implement '\(ownName)' of use case '\(useCase)'")
                    }
                }
            }
        }
    }

    private static func checkWiring(_ useCase: String, _ check: SceneCheck) {
        var brokenCallees: Set<String> = []
        for wire in check.blueprint.wirings {
            let type = check.name(wire.callerType)
            let callee = check.methodName(wire.callee.name(scene: check.scene, useCase: useCase), useCase: useCase)
            guard
                let method = check.method(
                    wire.caller.name(scene: check.scene, useCase: useCase), useCase: useCase, of: type)
            else { continue }
            let caller = method.declaration.name
            // A delegate worker answers through another method of the part (`worker.delegate = self`,
            // then `worker(_:didFinish:)` presents): that method's call counts.
            let answered = check.code.members(of: type).contains { other in
                other.declaration.kind == .function && other.declaration.name != caller
                    && check.blueprint.wirings.allSatisfy {
                        $0.caller.name(scene: check.scene, useCase: useCase) != other.declaration.name
                    }
                    && check.code.calls(in: other).contains { $0.name == callee }
            }
            if !answered && !check.reachableCalls(in: method, of: type).contains(where: { $0.name == callee }) {
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
                let name = check.methodName(method.name(scene: check.scene, useCase: useCase), useCase: useCase)
                guard !roles.isEmpty, !brokenCallees.contains(name),
                    let member = members.first(where: { $0.name == name })
                else { continue }
                let called = check.blueprint.components.contains { component in
                    guard roles.contains(component.role) else { return false }
                    return check.code.members(of: check.name(component.type)).contains { member in
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
