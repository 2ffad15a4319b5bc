/// No worker refers back to its interactor: a worker does the work it is asked and knows nothing of who
/// asks, and a worker holding its interactor keeps both alive.
enum WorkerBackReferenceRule: LintRule {
    static let id = "worker-back-reference"
    static let severity = LintSeverity.error
    static let summary = "No worker refers back to its interactor."
    static let family = LintFamily.references

    static func check(_ check: LintedScene) {
        for component in check.blueprint.components where component.role == .worker {
            let type = check.name(component.type)
            guard check.code.primaries[type] != nil, !check.assembles(.worker) else { continue }
            checkWorker(type, check: check)
        }
    }

    /// Any mention of the interactor's class or protocols in the worker's code.
    private static func checkWorker(_ type: String, check: LintedScene) {
        // A delegate the interactor adopts (`worker.delegate = self`) may be held weakly, never strongly.
        for member in check.code.members(of: type)
        where member.declaration.kind == .property && !check.code.isStatic(member) && !check.code.isWeak(member) {
            for (name, offset) in check.code.typeNames(of: member)
            where check.roles[name] == nil && check.adoptedProtocols[name] == .interactor {
                check.report(
                    self, file: member.file, offset: offset,
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
                    self, file: container.file, offset: token.start,
                    "the worker refers to '\(name)' of its interactor: a worker does the work it is asked and knows nothing of who asks (return the result instead)"
                )
            }
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(
                "final class ShopWorker: ShopWorkerLogic {",
                with: "final class ShopWorker: ShopWorkerLogic {\n    func notify(_ owner: ShopInteractor) {}",
                in: "ShopWorker.swift"),
            at: "ShopWorker.swift", "    func notify(_ owner: ‸ShopInteractor) {}"),
        .clean(
            .replace(
                "final class ShopWorker: ShopWorkerLogic {",
                with: "final class ShopWorker: ShopWorkerLogic {\n    func notify(_ owner: String) {}",
                in: "ShopWorker.swift")),
    ]
}
