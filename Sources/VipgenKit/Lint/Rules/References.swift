// What the reference rules share: each stored property of a part that holds another part, judged once,
// so a property gives one finding (too strong, or typed with a class), never both.

enum References {
    /// What is wrong with a property that holds another part.
    enum Problem {
        /// It holds the part it should hold weakly (the view) strongly.
        case strong
        /// It is typed with the class of a part the flavor reaches through a protocol, `protocolName`.
        case concrete(protocolName: String)
    }

    struct Finding {
        let problem: Problem
        let member: ScannedScene.Declared
        let from: VIPRole
        let to: VIPRole
        let typeName: String
        /// Where the type is named.
        let offset: Int
    }

    /// The first problem of each property of each part, in the order the parts and properties come.
    /// A worker's reference to its interactor is the worker rule's; an edge the flavor does not have,
    /// the cycle rule's.
    static func findings(_ check: LintedScene) -> [Finding] {
        var findings: [Finding] = []
        let references = check.blueprint.references
        for component in check.blueprint.components {
            let type = check.name(component.type)
            guard check.code.primaries[type] != nil else { continue }
            let from = component.role
            if check.assembles(from) { continue }
            for member in check.code.members(of: type)
            where member.declaration.kind == .property && !check.code.isStatic(member) {
                for (typeName, offset) in check.code.typeNames(of: member) {
                    guard let to = check.role(ofType: typeName), to != from else { continue }
                    if from == .worker && to == .interactor { continue }
                    let allowed = references.filter { $0.from == from && $0.to == to }
                    guard !allowed.isEmpty else { continue }
                    var problem: Problem?
                    if allowed.contains(where: \.isWeak) && !check.code.isWeak(member) {
                        problem = .strong
                    } else if check.componentTypes[to] == typeName && !allowed.contains(where: \.isConcrete),
                        // With no protocol to reach it through (the original templates' worker), the
                        // class is the only way: the missing protocol is reported on its own.
                        let protocolName = protocolName(for: to, in: check),
                        check.protocolDeclaration(protocolName) != nil
                    {
                        problem = .concrete(protocolName: protocolName)
                    }
                    guard let problem else { continue }
                    findings.append(
                        Finding(
                            problem: problem, member: member, from: from, to: to, typeName: typeName, offset: offset))
                    break
                }
            }
        }
        return findings
    }

    /// The protocol the flavor has other parts reach `role` through: one it declares in the role's
    /// own file and the role's class conforms to.
    static func protocolName(for role: VIPRole, in check: LintedScene) -> String? {
        guard let component = check.blueprint.component(role) else { return nil }
        return check.protocols.first { $0.shape.role == role && $0.shape.template == component.template }?.name
    }
}
