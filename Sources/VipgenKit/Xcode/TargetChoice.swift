import XcodeProject

/// The targets settings name, or the ones a project implies when they name none (the `XcodeProject`
/// library chooses them), with its refusals in vipgen's words: which setting to change.
struct TargetChoice {
    let graph: ProjectGraph
    let projectPath: String

    /// The app target named `name`, else the project's first application.
    func application(named name: String?) throws -> PBXObject {
        do throws(TargetLookupError) {
            return try graph.application(named: name)
        } catch {
            throw refusal(error, setting: "target", expected: "an app target")
        }
    }

    /// The unit-test target named `name`, else the one that depends on `app`, else the first; nil when
    /// none is named and the project has none.
    func unitTests(named name: String?, testing app: PBXObject) throws -> PBXObject? {
        do throws(TargetLookupError) {
            return try graph.unitTests(named: name, testing: app)
        } catch {
            throw refusal(error, setting: "testTarget", expected: "a unit-test target")
        }
    }

    private func refusal(_ error: TargetLookupError, setting: String, expected: String) -> XcodeProjectError {
        switch error {
        case .unknownTarget(let name, let targets):
            return .unknownTarget(name: name, project: projectPath, targets: targets)
        case .wrongKind(let name, let productType):
            return .wrongKindOfTarget(name: name, productType: productType, setting: setting, expected: expected)
        case .noApplication:
            return .noTarget(setting: setting, project: projectPath, expected: "app target")
        }
    }
}
