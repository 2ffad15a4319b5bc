import SwiftScanning

/// The members a flavor's scene declares of its own, beside those named after its use cases, routes
/// and fields, learned from the probe scene with the rest of the blueprint; and the checks that keep an
/// item's name from colliding with them.
///
/// So the names refused are the flavor's: a use case `Router` in `clean-swift`, whose view controller has
/// a `router` (its request method would be `router()`), or `Setup` (its `setup()`); `Failure` in
/// `swiftui`, whose view state has a `failure`; a route `Id` there, whose route enum has an `id`. A
/// flavor of a team's own, with other names, gets its own refusals, and nothing here names a flavor.
///
/// Within a type the names cannot otherwise meet: a property `xResponse` and a method
/// `xResponse(request:)` are told apart by the label, and two items whose lowerCamelCase forms are
/// equal are refused as duplicates when the spec is read. UIKit's members are checked there too
/// (`UIKitMembers`), against the base class.
struct FlavorMemberNames: Sendable {
    /// A member named after an item that meets one of its type's own.
    struct Collision: Sendable {
        /// The member the item declares: `{u}()`.
        let member: NamePattern
        /// The type that declares both: `{S}ViewController`.
        let owner: NamePattern
        /// How the message names the type's own member: `property 'router'`.
        let own: String
    }

    /// For use cases and routes, the collisions by the item's name (`{U}` in the pattern) and by its
    /// lowerCamelCase form (`{u}`): worked out once per flavor, so checking a name is a look-up.
    private(set) var byName: [SwiftNames.TypeNameRole: [String: Collision]] = [:]
    private(set) var byVariable: [SwiftNames.TypeNameRole: [String: Collision]] = [:]
    /// The properties by which the scene's parts (the types of a role that adopt one of its
    /// protocols: view, interactor, presenter, router, worker) hold each other: no field takes one of
    /// their names, so `router.dataStore` and `interactor.presenter` read one way in every scene.
    let partProperties: Set<String>

    /// What a `Hashable` type has without declaring it, which a case or property of its own would meet.
    private static let hashableMembers = (properties: ["hashValue"], methods: ["hash(into:)"])

    /// Learned from the probe's source files read as Swift (`SceneGenerator.probeCode`), as `FlavorShape` is.
    init(probe files: [ScannedScene.File]) {
        let probe = ScannedScene(files: files)
        self.init(probe: probe, components: FlavorBlueprint.parts(of: probe).components)
    }

    init(probe: ScannedScene, components: [FlavorBlueprint.Component]) {
        var seen: Set<NamePattern> = []
        for file in probe.files where !file.isTest {
            for declaration in ScannedScene.flattened(file.source.declarations)
            where declaration.kind == .type && declaration.keyword != "protocol" {
                let type = NamePattern(abstracting: declaration.name)
                guard type.isPerScene, seen.insert(type).inserted else { continue }
                // Its own members, by the name a caller writes: `router`, `setup()`, `hash(into:)`.
                var properties: Set<String> = []
                var methods: Set<String> = []
                var perItem: [NamePattern] = []
                for member in probe.members(of: declaration.name) {
                    let kind = member.declaration.kind
                    guard kind == .property || kind == .function || kind == .enumCase else { continue }
                    let name = NamePattern(abstracting: member.declaration.name)
                    if !name.isPerScene {
                        perItem.append(name)
                    } else if !name.mentionsScene {
                        if kind == .function { methods.insert(name.text) } else { properties.insert(name.text) }
                    }
                }
                if probe.conformances(of: declaration.name).contains("Hashable") {
                    properties.formUnion(Self.hashableMembers.properties)
                    methods.formUnion(Self.hashableMembers.methods)
                }
                for pattern in perItem {
                    guard let (prefix, placeholder, suffix) = pattern.aroundItem else { continue }
                    let role: SwiftNames.TypeNameRole
                    switch placeholder {
                    case "{U}", "{u}": role = .useCase
                    case "{R}", "{r}": role = .route
                    default: continue
                    }
                    // A property or case `x` meets a property `x` and a method `x()`; a method, the same method.
                    let isMethod = suffix.hasSuffix(")")
                    var owns: [(name: String, own: String)] = []
                    for property in properties {
                        if !isMethod { owns.append((property, "property '\(property)'")) }
                        if isMethod, suffix.hasSuffix("()") {
                            owns.append((property + "()", "property '\(property)'"))
                        }
                    }
                    for method in methods {
                        if isMethod {
                            owns.append((method, "method '\(method)'"))
                        } else if method.hasSuffix("()") {
                            owns.append((String(method.dropLast(2)), "method '\(method)'"))
                        }
                    }
                    for (name, own) in owns where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
                        guard name.count > prefix.count + suffix.count else { continue }
                        let item = String(name.dropFirst(prefix.count).dropLast(suffix.count))
                        let collision = Collision(member: pattern, owner: type, own: own)
                        if placeholder.first == "{", placeholder.dropFirst().first?.isUppercase == true {
                            if byName[role, default: [:]][item] == nil { byName[role, default: [:]][item] = collision }
                        } else if byVariable[role, default: [:]][item] == nil {
                            byVariable[role, default: [:]][item] = collision
                        }
                    }
                }
            }
        }
        partProperties = Self.partProperties(probe: probe, components: components)
    }

    /// The properties of the probe's parts typed with another part or a protocol one adopts.
    private static func partProperties(probe: ScannedScene, components: [FlavorBlueprint.Component]) -> Set<String> {
        var protocols: Set<String> = []
        for file in probe.files where !file.isTest {
            for declaration in ScannedScene.flattened(file.source.declarations)
            where declaration.kind == .type && declaration.keyword == "protocol" {
                protocols.insert(declaration.name)
            }
        }
        var parts: [String] = []
        var partTypes: Set<String> = []
        for component in components {
            let name = component.type.name(scene: ProbeNames.scene)
            let adopted = probe.conformances(of: name).intersection(protocols)
            guard !adopted.isEmpty else { continue }
            parts.append(name)
            partTypes.insert(name)
            partTypes.formUnion(adopted)
        }
        var properties: Set<String> = []
        for part in parts {
            for member in probe.members(of: part) where member.declaration.kind == .property && !probe.isStatic(member)
            {
                let name = NamePattern(abstracting: member.declaration.name)
                guard name.isPerScene, !name.mentionsScene,
                    probe.typeNames(of: member).contains(where: { partTypes.contains($0.name) })
                else { continue }
                properties.insert(name.text)
            }
        }
        return properties
    }

    /// Why the use case or route `name` of scene `scene` cannot be declared: a member named after it
    /// meets one its type declares of its own. Nil when none does.
    func collision(_ name: String, role: SwiftNames.TypeNameRole, scene: String) -> String? {
        guard
            let collision = byName[role]?[name] ?? byVariable[role]?[SwiftNames.lowerCamel(name)]
        else { return nil }
        let member =
            role == .useCase
            ? collision.member.name(scene: scene, useCase: name) : collision.member.name(scene: scene, route: name)
        return
            "\(role.rawValue) '\(name)' would declare '\(member)' in \(collision.owner.name(scene: scene)), which collides with its own \(collision.own); choose another name"
    }

    /// Why the field `name` is taken, or nil.
    func collision(field name: String) -> String? {
        guard partProperties.contains(name) else { return nil }
        return "field name '\(name)' is taken: the generated scene has its own '\(name)' property; choose another name"
    }
}
