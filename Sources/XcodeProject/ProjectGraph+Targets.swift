/// The targets a tool writes into: the ones it names, or the ones the project implies when it names none.
extension ProjectGraph {
    /// The application target named `name`, else the project's first application.
    package func application(named name: String?) throws(TargetLookupError) -> PBXObject {
        guard let name else {
            guard let first = targets.first(where: TargetKind.isApplication) else { throw .noApplication }
            return first
        }
        let target = try self.target(named: name)
        guard TargetKind.isApplication(target) else {
            throw .wrongKind(name: name, productType: target.string("productType") ?? "")
        }
        return target
    }

    /// The unit-test target named `name`, else the one that depends on `app`, else the first; nil when
    /// none is named and the project has none.
    package func unitTests(named name: String?, testing app: PBXObject) throws(TargetLookupError) -> PBXObject? {
        guard let name else {
            let tests = targets.filter(TargetKind.isUnitTest)
            return tests.first { dependsOn($0, app) } ?? tests.first
        }
        let target = try self.target(named: name)
        guard TargetKind.isUnitTest(target) else {
            throw .wrongKind(name: name, productType: target.string("productType") ?? "")
        }
        return target
    }

    /// The names of the package products `target` links (its `packageProductDependencies`).
    package func linkedProducts(of target: PBXObject) -> Set<String> {
        Set(target.ids("packageProductDependencies").compactMap { file.object($0)?.string("productName") })
    }

    /// The target named `name` among all the project's targets, native or not.
    private func target(named name: String) throws(TargetLookupError) -> PBXObject {
        let all = file.root.ids("targets").compactMap { file.object($0) }
        guard let target = all.first(where: { $0.string("name") == name }) else {
            throw .unknownTarget(name: name, targets: all.compactMap { $0.string("name") })
        }
        return target
    }

    private func dependsOn(_ target: PBXObject, _ other: PBXObject) -> Bool {
        target.ids("dependencies").contains { file.object($0)?.string("target") == other.id }
    }
}
