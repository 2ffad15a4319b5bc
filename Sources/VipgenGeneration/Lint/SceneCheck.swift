import VipgenManifest
import VipgenModel

/// One scene being linted: its code, its flavor's blueprint, what the spec says of it, and the
/// findings so far. The rule families (`Rules/`) read it and report into it.
final class SceneCheck {
    let scene: String
    let code: SceneCode
    let blueprint: SceneBlueprint
    /// The scene's entry in the spec, when the spec lists it.
    let spec: SpecScene?
    /// What the project's test files call and name, beyond the scene's own test files.
    let otherTests: TestIndex
    private(set) var findings: [LintDiagnostic] = []

    /// The scene's own names for the blueprint's per-scene types: `ListMemesPresenter` → the presenter.
    let roles: [String: SceneRole]
    /// The classes that play each role, as this scene names them.
    let componentTypes: [SceneRole: String]

    init(scene: String, code: SceneCode, blueprint: SceneBlueprint, spec: SpecScene?, otherTests: TestIndex) {
        self.scene = scene
        self.code = code
        self.blueprint = blueprint
        self.spec = spec
        self.otherTests = otherTests
        var roles: [String: SceneRole] = [:]
        for (pattern, role) in blueprint.roles where pattern.isPerScene { roles[pattern.name(scene: scene)] = role }
        self.roles = roles
        var components: [SceneRole: String] = [:]
        for component in blueprint.components where components[component.role] == nil {
            components[component.role] = component.type.name(scene: scene)
        }
        componentTypes = components
    }

    // MARK: - Reporting

    func report(_ rule: LintRule, file: Int, offset: Int, _ message: String) {
        let (line, column) = code.location(file: file, offset: offset)
        report(rule, path: code.files[file].path, line: line, column: column, message)
    }

    func report(_ rule: LintRule, at declared: SceneCode.Declared, _ message: String) {
        report(rule, file: declared.file, offset: code.nameOffset(of: declared), message)
    }

    func report(_ rule: LintRule, path: String, line: Int, column: Int, _ message: String) {
        findings.append(
            LintDiagnostic(
                path: path, line: line, column: column, ruleID: rule.id, severity: rule.severity, message: message))
    }

    /// Where to report what is missing from the scene as a whole: the first file of `template`, else the
    /// scene's first source file, at its start.
    func reportMissing(_ rule: LintRule, template: String?, _ message: String) {
        let index =
            code.files.firstIndex { $0.template == template } ?? code.files.firstIndex { !$0.isTest }
            ?? (code.files.isEmpty ? nil : 0)
        if let index {
            report(rule, path: code.files[index].path, line: 1, column: 1, message)
        } else if let spec {
            report(rule, path: spec.file, line: spec.location.line, column: spec.location.column, message)
        }
    }

    // MARK: - The scene's names

    /// The protocols the blueprint has one of per scene, with this scene's names.
    lazy var protocols: [(shape: SceneBlueprint.ProtocolShape, name: String)] =
        blueprint.protocols.filter(\.name.isPerScene).map { ($0, $0.name.name(scene: scene)) }

    /// The protocol's declaration in the scene, if it is declared.
    func protocolDeclaration(_ name: String) -> SceneCode.Declared? {
        code.primaries[name]?.first { $0.declaration.keyword == "protocol" }
    }

    /// The use cases the code has: from the models each use case declares, and from the names of the
    /// protocols' use-case methods; in order of appearance.
    lazy var codeUseCases: [String] = {
        var found: [String] = []
        func add(_ name: String?) {
            if let name, !found.contains(name) { found.append(name) }
        }
        if let container = blueprint.useCaseContainer {
            let parts = container.text.split(separator: ".")
            if parts.count >= 2 {
                let parent = NamePattern(parts.dropLast().joined(separator: ".")).name(scene: scene)
                let last = NamePattern(String(parts[parts.count - 1]))
                if let type = code.type(parent) {
                    for member in SceneCode.flattened(type.declaration.members) where member.kind == .type {
                        add(last.captured(from: member.name, scene: scene))
                    }
                }
            }
        }
        for (shape, name) in protocols {
            guard let declared = protocolDeclaration(name) else { continue }
            let patterns = shape.methods.filter(\.capturesUseCase)
            for member in SceneCode.flattened(declared.declaration.members) where member.kind == .function {
                // The most specific pattern names the use case: `displayFetchMemesFailure(viewModel:)` is
                // `display{U}Failure(viewModel:)` of FetchMemes, not `display{U}(viewModel:)` of a
                // use case FetchMemesFailure.
                let matches = patterns.compactMap { pattern in
                    pattern.captured(from: member.name, scene: scene).map { (pattern.text.count, $0) }
                }
                add(matches.max { $0.0 < $1.0 }?.1)
            }
        }
        return found
    }()

    /// Captures of `patterns` among the members of the scene's protocols: routes or fields.
    func captured(
        from patterns: KeyPath<SceneBlueprint.ProtocolShape, [NamePattern]>, where wanted: (NamePattern) -> Bool
    )
        -> [(name: String, declared: SceneCode.Declared)]
    {
        var found: [(String, SceneCode.Declared)] = []
        for (shape, name) in protocols {
            let wantedPatterns = shape[keyPath: patterns].filter(wanted)
            guard !wantedPatterns.isEmpty, let declared = protocolDeclaration(name) else { continue }
            for member in SceneCode.flattened(declared.declaration.members) {
                for pattern in wantedPatterns {
                    if let captured = pattern.captured(from: member.name, scene: scene),
                        !found.contains(where: { $0.0 == captured })
                    {
                        found.append((captured, SceneCode.Declared(file: declared.file, declaration: member)))
                    }
                }
            }
        }
        return found
    }

    /// The role a written type name plays in this scene, if any.
    func role(ofType name: String) -> SceneRole? { roles[name] }
}
