import XcodeProject

/// Finds the targets settings name, or the ones a project implies when they name none.
struct TargetChoice {
    let graph: ProjectGraph
    let projectPath: String

    /// The app target named `name`, else the project's first application.
    func application(named name: String?) throws -> PBXObject {
        guard let name else {
            guard let first = graph.targets.first(where: TargetKind.isApplication) else {
                throw XcodeProjectError.noTarget(setting: "target", project: projectPath, expected: "app target")
            }
            return first
        }
        let target = try named(name)
        guard TargetKind.isApplication(target) else {
            throw XcodeProjectError.wrongKindOfTarget(
                name: name, productType: target.string("productType") ?? "", setting: "target",
                expected: "an app target")
        }
        return target
    }

    /// The unit-test target named `name`, else the one that depends on `app`, else the first; nil when
    /// none is named and the project has none.
    func unitTests(named name: String?, testing app: PBXObject) throws -> PBXObject? {
        guard let name else {
            let tests = graph.targets.filter(TargetKind.isUnitTest)
            return tests.first { dependsOn($0, app) } ?? tests.first
        }
        let target = try named(name)
        guard TargetKind.isUnitTest(target) else {
            throw XcodeProjectError.wrongKindOfTarget(
                name: name, productType: target.string("productType") ?? "", setting: "testTarget",
                expected: "a unit-test target")
        }
        return target
    }

    private func named(_ name: String) throws -> PBXObject {
        let all = graph.file.root.ids("targets").compactMap { graph.file.object($0) }
        guard let target = all.first(where: { $0.string("name") == name }) else {
            throw XcodeProjectError.unknownTarget(
                name: name, project: projectPath, targets: all.compactMap { $0.string("name") })
        }
        return target
    }

    private func dependsOn(_ target: PBXObject, _ other: PBXObject) -> Bool {
        target.ids("dependencies").contains { graph.file.object($0)?.string("target") == other.id }
    }
}
