extension ReferenceRules {
    static func check(_ check: SceneCheck) {
        let references = check.blueprint.references
        for component in check.blueprint.components {
            let type = check.name(component.type)
            guard check.code.primaries[type] != nil else { continue }
            let from = component.role
            if check.assembles(from) { continue }
            for member in check.code.members(of: type)
            where member.declaration.kind == .property && !check.code.isStatic(member) {
                var reported = false
                for (typeName, offset) in check.code.typeNames(of: member) {
                    guard !reported, let to = check.role(ofType: typeName), to != from else { continue }
                    if from == .worker && to == .interactor { continue }  // the worker rule's, below
                    let allowed = references.filter { $0.from == from && $0.to == to }
                    guard !allowed.isEmpty else { continue }  // the cycle rule's
                    let property = member.declaration.name
                    if allowed.contains(where: \.isWeak) && !check.code.isWeak(member) {
                        check.report(
                            weak, at: member,
                            "'\(property)' holds \(to.noun) strongly: \(from.noun)'s reference back to \(to.noun) must be 'weak' (\(to.noun) owns the cycle; a strong reference keeps the scene alive)"
                        )
                        reported = true
                    } else if check.componentTypes[to] == typeName && !allowed.contains(where: \.isConcrete),
                        // With no protocol to reach it through (the original templates' worker), the
                        // class is the only way: the missing protocol is reported on its own.
                        let protocolName = protocolName(for: to, in: check),
                        check.protocolDeclaration(protocolName) != nil
                    {
                        let suggestion = "; use 'any \(protocolName)'"
                        check.report(
                            concrete, file: member.file, offset: offset,
                            "'\(property)' is typed with the class '\(typeName)': \(from.noun) should reach \(to.noun) through its protocol\(suggestion)"
                        )
                        reported = true
                    }
                }
            }
            if from == .worker { checkWorker(type, check: check) }
        }
    }

    /// Any mention of the interactor's class or protocols in the worker's code.
    private static func checkWorker(_ type: String, check: SceneCheck) {
        // A delegate the interactor adopts (`worker.delegate = self`) may be held weakly, never strongly.
        for member in check.code.members(of: type)
        where member.declaration.kind == .property && !check.code.isStatic(member) && !check.code.isWeak(member) {
            for (name, offset) in check.code.typeNames(of: member)
            where check.roles[name] == nil && check.adoptedProtocols[name] == .interactor {
                check.report(
                    worker, file: member.file, offset: offset,
                    "'\(member.declaration.name)' holds the interactor strongly through '\(name)', which it adopts: the worker and its interactor keep each other alive; make it 'weak', or return the result instead"
                )
                break
            }
        }
        for container in check.code.containers(of: type) {
            let source = check.code.files[container.file].source
            var lastLine = 0
            let declaration = container.declaration
            let tokens =
                declaration.headerTokens
                .lowerBound..<(declaration.bodyTokens?.upperBound ?? declaration.headerTokens.upperBound)
            for index in tokens {
                let token = source.code[index]
                guard token.kind == .identifier else { continue }
                let name = source.text(of: token)
                guard check.roles[name] == .interactor else { continue }
                let line = source.line(of: token.start)
                if line == lastLine { continue }
                lastLine = line
                check.report(
                    worker, file: container.file, offset: token.start,
                    "the worker refers to '\(name)' of its interactor: a worker does the work it is asked and knows nothing of who asks (return the result instead)"
                )
            }
        }
    }

    /// The protocol the flavor has other parts reach `role` through: one it declares in the role's
    /// own file and the role's class conforms to.
    static func protocolName(for role: SceneRole, in check: SceneCheck) -> String? {
        guard let component = check.blueprint.component(role) else { return nil }
        return check.protocols.first { $0.shape.role == role && $0.shape.template == component.template }?.name
    }
}
