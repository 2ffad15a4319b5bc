import SwiftScanning

/// What a flavor's scenes are made of, learned from the flavor itself: vipgen renders a probe scene
/// in the flavor (one use case, one route, one field, named by `ProbeNames`), reads it back with the
/// scanner, and keeps every name with the probe's names turned into placeholders.
///
/// So the rules know no template by heart: which protocols each part declares and conforms to, which
/// part refers to which (and whether weakly, whether through a protocol), which method calls which
/// along the cycle, and the models each use case has all come from what the flavor generates (the
/// bundled flavors, a project's overrides, a flavor added later). A generated scene agrees with its
/// blueprint by construction, so it lints clean.
struct FlavorBlueprint: Sendable {
    struct Component: Sendable {
        let type: NamePattern
        let role: VIPRole
        let template: String
    }

    struct ProtocolShape: Sendable {
        let name: NamePattern
        /// The template of the file that declares it.
        let template: String
        /// The role of the part that conforms to it; nil when no part does (a data-passing protocol
        /// adopted elsewhere counts by its conformer too).
        let role: VIPRole?
        /// The components that conform to it (their type patterns).
        let conformers: [NamePattern]
        /// Its methods, as `name(label:)`.
        let methods: [NamePattern]
        /// Its properties' names.
        let properties: [NamePattern]
    }

    /// A stored property of one part that holds another.
    struct Reference: Sendable, Hashable {
        let from: VIPRole
        let to: VIPRole
        let isWeak: Bool
        /// Typed with the other part's class rather than a protocol.
        let isConcrete: Bool
    }

    /// A use case's method that calls the next one along the cycle: the interactor's request method
    /// calls the presenter's, the presenter's calls the view's.
    struct Wiring: Sendable {
        let callerRole: VIPRole
        let callerType: NamePattern
        let caller: NamePattern
        let callee: NamePattern
    }

    let flavor: String
    let files: [FlavorFile]
    let components: [Component]
    let protocols: [ProtocolShape]
    let references: Set<Reference>
    let wirings: [Wiring]
    /// For each use-case method of a protocol, the roles whose code calls it.
    let callers: [NamePattern: Set<VIPRole>]
    /// `{S}.{U}`: where a use case's models are declared.
    let useCaseContainer: NamePattern?
    /// The models each use case has: `{S}.{U}.Request`…
    let modelTypes: [NamePattern]
    /// The frameworks each source template imports.
    let imports: [String: Set<String>]

    /// The role of each per-scene type pattern: components by their own, protocols by their conformer's.
    let roles: [NamePattern: VIPRole]

    func component(_ role: VIPRole) -> Component? { components.first { $0.role == role } }

    /// Learns `flavor`'s blueprint by rendering the probe scene with `project`'s templates, its worker
    /// working as `worker` says (an async scene has a failure path a synchronous one has not).
    static func learn(flavor name: String, project: ResolvedProject, worker: WorkerStyle? = nil) throws
        -> FlavorBlueprint
    {
        let flavor = try Flavor.resolve(name, overrides: project[Settings.templates])
        var probeProject = project
        probeProject[Settings.sources] = "Sources"
        probeProject[Settings.tests] = "Tests"
        probeProject[Settings.storyboard] = nil
        let generator = SceneGenerator(project: probeProject, flavor: name)
        let probe = ProbeNames.probe(worker: worker)
        let rendered = try generator.files(for: probe)
        var files: [ScannedScene.File] = []
        for (file, output) in zip(flavor.files, rendered) {
            // A template the scanner cannot read teaches nothing; its file is linted by the generic rules only.
            guard let source = try? SwiftSource(output.contents) else { continue }
            files.append(
                ScannedScene.File(
                    path: output.path, template: file.template, role: file.role,
                    isTest: file.destination == .tests, source: source))
        }
        return FlavorBlueprint(flavor: flavor, probe: ScannedScene(files: files))
    }

    /// - Parameter wiring: whether to learn how the parts refer to and call each other (`references`,
    ///   `wirings`, `callers`), which the lint checks; without it they are empty, for what needs only
    ///   the parts and their protocols' names (`OwnNames`), and learning them was most of the rest.
    init(flavor: Flavor, probe: ScannedScene, wiring: Bool = true) {
        self.flavor = flavor.name
        files = flavor.files
        let (components, protocolDeclarations, imports) = Self.parts(of: probe)
        self.components = components
        self.imports = imports
        let protocols = Self.shapes(of: protocolDeclarations, components: components, probe: probe)
        self.protocols = protocols
        var roles: [NamePattern: VIPRole] = [:]
        for component in components { roles[component.type] = component.role }
        for shape in protocols { if let role = shape.role { roles[shape.name] = role } }
        self.roles = roles

        let useCaseMethods = Set(protocols.flatMap(\.methods).filter(\.mentionsUseCase))
        var references: Set<Reference> = []
        var wirings: [Wiring] = []
        var callers: [NamePattern: Set<VIPRole>] = [:]
        for component in components where wiring {
            for member in probe.members(of: component.type.name(scene: ProbeNames.scene)) {
                switch member.declaration.kind {
                case .property where !probe.isStatic(member):
                    for (typeName, _) in probe.typeNames(of: member) {
                        let pattern = NamePattern(abstracting: typeName)
                        guard let target = roles[pattern], target != component.role else { continue }
                        references.insert(
                            Reference(
                                from: component.role, to: target, isWeak: probe.isWeak(member),
                                isConcrete: components.contains { $0.type == pattern }))
                    }
                case .function, .initializer:
                    let caller = NamePattern(abstracting: member.declaration.name)
                    for call in probe.calls(in: member) {
                        let callee = NamePattern(abstracting: call.name)
                        guard useCaseMethods.contains(callee) else { continue }
                        callers[callee, default: []].insert(component.role)
                        if useCaseMethods.contains(caller) && caller != callee {
                            wirings.append(
                                Wiring(
                                    callerRole: component.role, callerType: component.type, caller: caller,
                                    callee: callee))
                        }
                    }
                default: break
                }
            }
        }
        self.references = references
        self.wirings = wirings
        self.callers = callers

        var container: NamePattern?
        var models: [NamePattern] = []
        for file in probe.files where file.role == .models {
            func walk(_ declarations: [SwiftDeclaration], path: String) {
                for declaration in ScannedScene.flattened(declarations) where declaration.kind == .type {
                    let full = path.isEmpty ? declaration.name : path + "." + declaration.name
                    let pattern = NamePattern(abstracting: full)
                    if pattern.mentionsUseCase {
                        if container == nil { container = pattern } else { models.append(pattern) }
                    }
                    walk(declaration.members, path: full)
                }
            }
            walk(file.source.declarations, path: "")
        }
        useCaseContainer = container
        modelTypes = models
    }

    /// The probe's components (its classes, structs and actors of a role other than the models), the
    /// protocols its sources declare, and the frameworks each source template imports.
    static func parts(of probe: ScannedScene) -> (
        components: [Component], protocols: [ScannedScene.Declared], imports: [String: Set<String>]
    ) {
        var components: [Component] = []
        var protocolDeclarations: [ScannedScene.Declared] = []
        var imports: [String: Set<String>] = [:]
        for (index, file) in probe.files.enumerated() where !file.isTest {
            for declaration in ScannedScene.flattened(file.source.declarations) {
                if declaration.kind == .import {
                    imports[file.template, default: []].insert(Self.module(ofImport: declaration.name))
                }
                guard declaration.kind == .type else { continue }
                if declaration.keyword == "protocol" {
                    protocolDeclarations.append(ScannedScene.Declared(file: index, declaration: declaration))
                } else if ["class", "struct", "actor"].contains(declaration.keyword), let role = file.role,
                    role != .models
                {
                    components.append(
                        Component(type: NamePattern(abstracting: declaration.name), role: role, template: file.template)
                    )
                }
            }
        }
        return (components, protocolDeclarations, imports)
    }

    /// Each protocol the probe declares, with the components conforming to it and its members.
    static func shapes(of declarations: [ScannedScene.Declared], components: [Component], probe: ScannedScene)
        -> [ProtocolShape]
    {
        declarations.map { declared in
            let name = declared.declaration.name
            let conformers = components.filter {
                probe.conformances(of: $0.type.name(scene: ProbeNames.scene)).contains(name)
            }
            let members = ScannedScene.flattened(declared.declaration.members)
            return ProtocolShape(
                name: NamePattern(abstracting: name), template: probe.files[declared.file].template,
                role: conformers.first?.role, conformers: conformers.map(\.type),
                methods: members.filter { $0.kind == .function }.map { NamePattern(abstracting: $0.name) },
                properties: members.filter { $0.kind == .property }.map { NamePattern(abstracting: $0.name) })
        }
    }

    /// `UIKit` for `import UIKit`, `import UIKit.UIView`, `import class UIKit.UIView`.
    static func module(ofImport path: String) -> String {
        var words = path
        for kind in ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        where words.hasPrefix(kind) {
            let rest = words.dropFirst(kind.count)
            if let first = rest.first, first.isUppercase || first == "_" {
                words = String(rest)
                break
            }
        }
        return String(words.split(separator: ".").first ?? Substring(words))
    }
}
