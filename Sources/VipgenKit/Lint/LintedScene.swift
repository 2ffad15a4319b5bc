/// One scene being linted: its code, its flavor's blueprint, what the spec says of it, and the
/// findings so far. The rules (`Rules/`) read it and report into it.
final class LintedScene {
    let scene: String
    let code: ScannedScene
    let blueprint: FlavorBlueprint
    /// The scene's entry in the spec, when the spec lists it.
    let spec: SpecScene?
    /// What the project's test files call and name, beyond the scene's own test files.
    let otherTests: TestIndex
    /// Every scene a route may lead to: the spec's, the ones linted, the folders of the sources folder.
    var knownScenes: Set<String> = []
    /// The spec's path, when there is a spec and it does not list the scene.
    var unlistedIn: String?
    private(set) var findings: [LintDiagnostic] = []

    /// The scene's own names for the blueprint's per-scene types: `ListMemesPresenter` → the presenter.
    let roles: [String: VIPRole]
    /// The classes that play each role, as this scene names them.
    let componentTypes: [VIPRole: String]

    init(scene: String, code: ScannedScene, blueprint: FlavorBlueprint, spec: SpecScene?, otherTests: TestIndex) {
        self.scene = scene
        self.code = code
        self.blueprint = blueprint
        self.spec = spec
        self.otherTests = otherTests
        var roles: [String: VIPRole] = [:]
        for (pattern, role) in blueprint.roles where pattern.isPerScene { roles[pattern.name(scene: scene)] = role }
        // A hand-written scene may name a part otherwise (`XController`, `XCoordinator`): when the
        // flavor's name is not declared, the scene's own is the part.
        var aliases: [String: String] = [:]
        for component in blueprint.components {
            let name = component.type.name(scene: scene)
            guard code.primaries[name] == nil else { continue }
            for alias in Self.aliases(of: name, role: component.role, scene: scene)
            where code.primaries[alias]?.contains(where: { $0.declaration.keyword != "protocol" }) == true {
                aliases[name] = alias
                roles[alias] = component.role
                break
            }
        }
        self.aliases = aliases
        var components: [VIPRole: String] = [:]
        for component in blueprint.components where components[component.role] == nil {
            components[component.role] = aliases[component.type.name(scene: scene)] ?? component.type.name(scene: scene)
        }
        componentTypes = components
        // A protocol of the scene's own that a part conforms to is that part, whatever it is called
        // (`XControllerDisplayLogic`, `XPresenterProtocol`): a property typed with it holds the part.
        var declaredProtocols: Set<String> = []
        for (name, declared) in code.primaries where declared.contains(where: { $0.declaration.keyword == "protocol" })
        {
            declaredProtocols.insert(name)
        }
        var adopted: [String: VIPRole] = [:]
        for (role, type) in components where role != .models {
            for conformance in code.conformances(of: type) where declaredProtocols.contains(conformance) {
                if roles[conformance] == nil && adopted[conformance] == nil { adopted[conformance] = role }
            }
        }
        self.roles = roles
        adoptedProtocols = adopted
        // The flavor's protocol not declared, and a protocol of the scene's own the same part conforms
        // to, ending as the flavor's does (`XControllerDisplayLogic` for `XDisplayLogic`), stands for it.
        var protocolAliases: [String: String] = [:]
        let canonical = Set(blueprint.protocols.filter(\.name.isPerScene).map { $0.name.name(scene: scene) })
        for shape in blueprint.protocols where shape.name.isPerScene {
            let name = shape.name.name(scene: scene)
            guard !declaredProtocols.contains(name), let role = shape.role, let type = components[role],
                name.hasPrefix(scene)
            else { continue }
            let suffix = String(name.dropFirst(scene.count))
            let candidates = code.conformances(of: type).filter {
                declaredProtocols.contains($0) && !canonical.contains($0) && $0.hasSuffix(suffix)
                    && !protocolAliases.values.contains($0)
            }.sorted()
            if let first = candidates.first { protocolAliases[name] = first }
        }
        // Else the one protocol of the scene's own a part conforms to (`XInteractorInterface`,
        // `XPresenterProtocol`) is the one its use cases go through.
        for shape in blueprint.protocols
        where shape.name.isPerScene && shape.methods.contains(where: { $0.mentionsUseCase || $0.mentionsRoute }) {
            let name = shape.name.name(scene: scene)
            guard !declaredProtocols.contains(name), protocolAliases[name] == nil, let role = shape.role,
                let type = components[role]
            else { continue }
            let candidates = code.conformances(of: type).filter {
                declaredProtocols.contains($0) && !canonical.contains($0) && !protocolAliases.values.contains($0)
            }.sorted()
            // Of an input and an output protocol, the input is the one the others call.
            let preferred = candidates.filter { name in
                ["Input", "Logic", "Interface", "Protocol"].contains { name.hasSuffix($0) }
            }
            if candidates.count == 1 {
                protocolAliases[name] = candidates[0]
            } else if preferred.count == 1 {
                protocolAliases[name] = preferred[0]
            }
        }
        self.protocolAliases = protocolAliases
    }

    /// Other names people give a part of a scene: `XController`/`XVC`/`XTableViewController` for `XViewController`,
    /// `XCoordinator`/`XNavigator` for `XRouter`, `XPresentor` for `XPresenter`.
    static func aliases(of name: String, role: VIPRole, scene: String) -> [String] {
        switch role {
        case .view:
            if name == scene + "ViewState" { return [scene + "ViewModel"] }
            guard name == scene + "ViewController" else { return [] }
            return [
                scene + "Controller", scene + "VC", scene + "TableViewController", scene + "CollectionViewController",
            ]
        case .router:
            guard name == scene + "Router" else { return [] }
            return [scene + "Coordinator", scene + "Navigator"]
        case .presenter:
            guard name == scene + "Presenter" else { return [] }
            return [scene + "Presentor"]
        default: return []
        }
    }

    /// The scene's own names for the flavor's parts it names otherwise: `XViewController` → `XController`.
    let aliases: [String: String]

    /// Whether the part playing `role` is a coordinator (`XCoordinator` as the router): it builds the
    /// scene and holds what it builds, which a router's references are not.
    func assembles(_ role: VIPRole) -> Bool { componentTypes[role]?.hasSuffix("Coordinator") == true }
    /// The scene's own names for the flavor's protocols it names otherwise.
    let protocolAliases: [String: String]

    /// The name the scene gives the flavor's per-scene type `pattern`.
    func name(_ pattern: NamePattern) -> String {
        let name = pattern.name(scene: scene)
        return aliases[name] ?? protocolAliases[name] ?? name
    }

    // MARK: - Reporting

    func report(_ rule: any LintRule.Type, file: Int, offset: Int, _ message: String) {
        let (line, column) = code.location(file: file, offset: offset)
        report(rule, path: code.files[file].path, line: line, column: column, message)
    }

    func report(_ rule: any LintRule.Type, at declared: ScannedScene.Declared, _ message: String) {
        report(rule, file: declared.file, offset: code.nameOffset(of: declared), message)
    }

    func report(_ rule: any LintRule.Type, path: String, line: Int, column: Int, _ message: String) {
        report(id: rule.id, severity: rule.severity, path: path, line: line, column: column, message)
    }

    /// A finding of any rule: a built-in one's, or one of the team's (`TeamRuleCheck`).
    func report(id: String, severity: LintSeverity, path: String, line: Int, column: Int, _ message: String) {
        findings.append(
            LintDiagnostic(path: path, line: line, column: column, ruleID: id, severity: severity, message: message))
    }

    /// Where to report what is missing from the scene as a whole: the first file of `template`, else the
    /// scene's first source file, at its start.
    func reportMissing(_ rule: any LintRule.Type, template: String?, _ message: String) {
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
    lazy var protocols: [(shape: FlavorBlueprint.ProtocolShape, name: String)] =
        blueprint.protocols.filter(\.name.isPerScene).map { ($0, name($0.name)) }

    /// The protocol's declaration in the scene, if it is declared.
    func protocolDeclaration(_ name: String) -> ScannedScene.Declared? {
        code.primaries[name]?.first { $0.declaration.keyword == "protocol" }
    }

    /// The models' type holding the use cases (`ListMemes`, of `{S}.{U}`) and the names of the models
    /// a use case declares (`Request`, `Response`, `ViewModel`…).
    lazy var useCaseParent: (name: String, models: Set<String>)? = {
        guard let container = blueprint.useCaseContainer else { return nil }
        let parts = container.text.split(separator: ".")
        guard parts.count >= 2 else { return nil }
        var parent = NamePattern(parts.dropLast().joined(separator: ".")).name(scene: scene)
        // `enum ListViewModels { enum RequestView {…} }`: the models' type named after their file.
        if code.type(parent) == nil && code.extensions[parent] == nil {
            for other in [parent + "Models", parent + "Model"]
            where code.type(other) != nil || code.extensions[other] != nil {
                parent = other
                break
            }
        }
        // `enum Office { enum Fetch { struct Request … } }` in `MainModels.swift`: the one type of the
        // models' file that holds use cases, whatever it is named.
        if code.type(parent) == nil && code.extensions[parent] == nil {
            let modelNames: Set<String> = ["Request", "Response", "ViewModel"]
            let holders = code.files.filter { $0.role == .models && !$0.isTest }.flatMap(\.source.declarations).filter {
                $0.kind == .type
                    && $0.members.contains { useCase in
                        useCase.kind == .type
                            && useCase.members.contains { $0.kind == .type && modelNames.contains($0.name) }
                    }
            }
            if holders.count == 1 { parent = holders[0].name }
        }
        var models: Set<String> = []
        for model in blueprint.modelTypes {
            if let last = model.text.split(separator: ".").last, !last.contains("{") { models.insert(String(last)) }
        }
        return (parent, models)
    }()

    /// The use cases the models declare: each type in the models' type that has a Request, a Response
    /// or a ViewModel (`ListMemes.FetchMemes`); a helper type beside them (`struct OrderFormFields`,
    /// `enum Displayable`) is not one.
    lazy var modelUseCases: [String] = {
        guard let container = blueprint.useCaseContainer, let parent = useCaseParent else { return [] }
        let last = NamePattern(String(container.text.split(separator: ".").last ?? ""))
        var found: [String] = []
        for member in ScannedScene.flattened(code.type(parent.name)?.declaration.members ?? [])
        where member.kind == .type {
            let models = ScannedScene.flattened(member.members).filter { $0.kind == .type }.map(\.name)
            guard models.contains(where: parent.models.contains),
                let name = last.captured(from: member.name, scene: scene), !found.contains(name)
            else { continue }
            found.append(name)
        }
        // Extensions of the models' type declare use cases too.
        for container in code.extensions[parent.name] ?? [] {
            for member in ScannedScene.flattened(container.declaration.members) where member.kind == .type {
                let models = ScannedScene.flattened(member.members).filter { $0.kind == .type }.map(\.name)
                guard models.contains(where: parent.models.contains),
                    let name = last.captured(from: member.name, scene: scene), !found.contains(name)
                else { continue }
                found.append(name)
            }
        }
        return found
    }()

    /// The use case whose models a declaration's signature names (`ShowOrder.GetOrder.Response` →
    /// `GetOrder`), if one of `modelUseCases`.
    func useCase(namedIn declared: ScannedScene.Declared) -> String? {
        guard let parent = useCaseParent?.name.split(separator: ".").last.map(String.init) else { return nil }
        let source = code.files[declared.file].source
        let tokens = Array(declared.declaration.headerTokens)
        var index = 0
        while index + 2 < tokens.count {
            if source.text(of: source.code[tokens[index]]) == parent,
                source.text(of: source.code[tokens[index + 1]]) == "."
            {
                let name = source.text(of: source.code[tokens[index + 2]])
                if modelUseCases.contains(name) { return name }
            }
            index += 1
        }
        return nil
    }

    /// Whether a declaration's signature names the type `name` (its last part).
    func mentions(_ name: String, _ declared: ScannedScene.Declared) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let source = code.files[declared.file].source
        return declared.declaration.headerTokens.contains { source.text(of: source.code[$0]) == last }
    }

    /// Whether any method of the scene's protocols belongs to `useCase`, by name or by the models it takes.
    func hasMethods(_ useCase: String) -> Bool {
        for (shape, name) in protocols {
            for method in shape.methods where method.mentionsUseCase {
                if self.method(method.name(scene: scene, useCase: useCase), useCase: useCase, of: name) != nil {
                    return true
                }
            }
        }
        return false
    }

    /// Whether a declaration's signature names a failure model (`Failure`, `FailureViewModel`).
    func namesFailure(_ declared: ScannedScene.Declared) -> Bool {
        let source = code.files[declared.file].source
        return declared.declaration.headerTokens.contains { source.text(of: source.code[$0]).hasPrefix("Failure") }
    }

    /// The method of `type` (a protocol or a part) that is `expected` of `useCase`: the one of that name,
    /// or else the one with the same labels whose signature takes the use case's models
    /// (`presentOrder(response: ShowOrder.GetOrder.Response)` is GetOrder's `presentGetOrder(response:)`).
    func method(_ expected: String, useCase: String, of type: String) -> ScannedScene.Declared? {
        let members = code.members(of: type).filter { $0.declaration.kind == .function }
        if let exact = members.first(where: { $0.declaration.name == expected }) { return exact }
        guard let open = expected.firstIndex(of: "(") else { return nil }
        // `requestView()` for `requestView(request:)`: the use case's method, taking what it needs.
        let base = expected[..<open]
        if let same = members.first(where: { $0.declaration.baseName == base }) { return same }
        let labels = expected[open...]
        let failure = expected[..<open].hasSuffix("Failure")
        let candidates = members.filter { member in
            self.useCase(namedIn: member) == useCase && namesFailure(member) == failure
        }
        if let same = candidates.first(where: { member in
            member.declaration.name.firstIndex(of: "(").map { member.declaration.name[$0...] == labels } == true
        }) {
            return same
        }
        // Other labels (`presentResults(_ response: X.Search.Response)`): the model it takes says which.
        let label = labels.dropFirst().prefix { $0 != ":" && $0 != ")" }
        guard let first = label.first else { return nil }
        let kind = String(first).uppercased() + label.dropFirst()
        let model = failure && kind != "Failure" ? "Failure" + kind : kind
        return candidates.first { mentions(model, $0) }
    }

    /// The name the scene gives `expected` of `useCase` in any of its protocols, or `expected`.
    func methodName(_ expected: String, useCase: String) -> String {
        for (_, name) in protocols {
            if let found = method(expected, useCase: useCase, of: name) { return found.declaration.name }
        }
        return expected
    }

    /// The calls in a method's body and in the bodies of its type's own methods it calls, however
    /// deep: `fetchBuyers` → `refreshBuyers()` → the presenter counts as the first one's call.
    func reachableCalls(in method: ScannedScene.Declared, of type: String) -> [ScannedScene.Call] {
        let functions = code.members(of: type).filter {
            $0.declaration.kind == .function || $0.declaration.kind == .initializer
        }
        var byName: [String: ScannedScene.Declared] = [:]
        for function in functions where byName[function.declaration.name] == nil {
            byName[function.declaration.name] = function
        }
        var seen: Set<String> = [method.declaration.name]
        var pending = [method]
        var calls: [ScannedScene.Call] = []
        while let next = pending.popLast() {
            for call in code.calls(in: next) {
                calls.append(call)
                if let helper = byName[call.name], seen.insert(call.name).inserted { pending.append(helper) }
            }
        }
        return calls
    }

    /// The use cases the code has: those its models declare, and those named only by the protocols'
    /// use-case methods (a method whose models are gone); in order of appearance. A method whose
    /// signature takes a use case's models belongs to that use case, whatever its name.
    lazy var codeUseCases: [String] = {
        var found = modelUseCases
        func add(_ name: String?) {
            if let name, !found.contains(name) { found.append(name) }
        }
        // Models with no use-case level (`struct XModel { struct Request … }`): the scene's methods
        // take those, whatever they are named; no use case is named after a method.
        if let parent = useCaseParent?.name,
            code.type(parent)?.declaration.members.contains(where: {
                $0.kind == .type && ["Request", "Response", "ViewModel"].contains($0.name)
            }) == true
        {
            return found
        }
        for (shape, name) in protocols {
            guard let declared = protocolDeclaration(name) else { continue }
            let patterns = shape.methods.filter(\.capturesUseCase)
            for member in ScannedScene.flattened(declared.declaration.members) where member.kind == .function {
                let method = ScannedScene.Declared(file: declared.file, declaration: member)
                if useCase(namedIn: method) != nil { continue }
                // A method taking none of the models (`displayError(viewModel: String)`) is the scene's
                // own, not a use case: only one naming the models' type (`Shop.Buy.ViewModel`) is.
                if let parent = useCaseParent?.name, !mentions(parent, method) { continue }
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
        from patterns: KeyPath<FlavorBlueprint.ProtocolShape, [NamePattern]>, where wanted: (NamePattern) -> Bool
    )
        -> [(name: String, declared: ScannedScene.Declared)]
    {
        var found: [(String, ScannedScene.Declared)] = []
        for (shape, name) in protocols {
            let wantedPatterns = shape[keyPath: patterns].filter(wanted)
            guard !wantedPatterns.isEmpty, let declared = protocolDeclaration(name) else { continue }
            for member in ScannedScene.flattened(declared.declaration.members) {
                for pattern in wantedPatterns {
                    if let captured = pattern.captured(from: member.name, scene: scene),
                        !found.contains(where: { $0.0 == captured })
                    {
                        found.append((captured, ScannedScene.Declared(file: declared.file, declaration: member)))
                    }
                }
            }
        }
        return found
    }

    /// The scene's own protocols a part adopts beyond its flavor's (`XWorkerDelegate` adopted by the
    /// interactor), by the part's role.
    let adoptedProtocols: [String: VIPRole]

    /// The role a written type name plays in this scene, if any.
    func role(ofType name: String) -> VIPRole? { roles[name] ?? adoptedProtocols[name] }
}
