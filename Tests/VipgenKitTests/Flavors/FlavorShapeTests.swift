import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

/// What vipgen learns of each bundled flavor from its probe scene: where `add` reads a scene's items
/// back, which methods are data passing, and which names the flavor's own members take. Nothing of it
/// is written down in vipgen's code: a flavor whose names change changes these with it
/// (RenamedFlavorTests runs the same through the binary for a renamed `clean-swift`).
@Suite struct FlavorShapeTests {
    static let project = ResolvedProject(
        module: "App", sourcesDirectory: "Sources", testsDirectory: "Tests", date: "2025-01-01")

    static func shape(_ flavor: String) throws -> FlavorShape {
        try FlavorShape.learn(flavor: flavor, project: project)
    }

    static func memberNames(_ flavor: String) throws -> FlavorMemberNames {
        try SceneGenerator(project: project, flavor: flavor).memberNames(of: SceneSpec(name: ProbeNames.scene))
    }

    @Test(arguments: BundledFlavors.uiKit)
    func uikitFlavorsAreReadWhereCleanSwiftDeclaresItems(flavor: String) throws {
        let reading = try Self.shape(flavor).reading
        expectEqual(reading.baseClass?.type.text, "{S}ViewController")
        expectEqual(reading.baseClass?.template, "ViewController")
        expectEqual(reading.useCases?.type.text, "{S}")
        expectEqual(reading.useCases?.template, "Models")
        expectEqual(reading.fields?.type.text, "{S}DataStore")
        expectEqual(reading.fields?.template, "Interactor")
        expectEqual(reading.routes?.type.text, "{S}RoutingLogic")
        expectEqual(reading.routeMethod?.text, "routeTo{R}")
        // `classic`'s interactor holds a worker class of its own, as the original templates' does.
        expectEqual(reading.worker?.type.text, (flavor == "classic" ? nil : "{S}WorkerLogic"))
        expectEqual(
            try FlavorShape.dataPassingMethods(flavor: flavor, project: Self.project).map(\.text), ["passDataTo{R}"])
    }

    @Test func swiftUIHasNoBaseClassAndItsOwnRouter() throws {
        let reading = try Self.shape("swiftui").reading
        expect(reading.baseClass == nil)
        expectEqual(reading.useCases?.type.text, "{S}")
        expectEqual(reading.fields?.type.text, "{S}DataStore")
        expectEqual(reading.routes?.type.text, "{S}RoutingLogic")
        expectEqual(reading.routeMethod?.text, "routeTo{R}")
        expectEqual(reading.worker?.type.text, "{S}WorkerLogic")
        expectEqual(
            try FlavorShape.dataPassingMethods(flavor: "swiftui", project: Self.project).map(\.text), [
                "passDataTo{R}"
            ])
    }

    static let refusals: [(flavor: String, role: SwiftNames.TypeNameRole, name: String, message: String?)] = [
        (
            "clean-swift", .useCase, "Router",
            "use case 'Router' would declare 'router()' in AViewController, which collides with its own property 'router'; choose another name"
        ),
        (
            "clean-swift", .useCase, "Interactor",
            "use case 'Interactor' would declare 'interactor()' in AViewController, which collides with its own property 'interactor'; choose another name"
        ),
        (
            "clean-swift", .useCase, "Setup",
            "use case 'Setup' would declare 'setup()' in AViewController, which collides with its own method 'setup()'; choose another name"
        ),
        ("clean-swift", .useCase, "Output", nil),
        ("clean-swift", .useCase, "Presenter", nil),
        ("clean-swift", .route, "Router", nil),
        (
            "configurator", .useCase, "Setup",
            "use case 'Setup' would declare 'setup()' in AViewController, which collides with its own method 'setup()'; choose another name"
        ),
        (
            "input-output", .useCase, "Output",
            "use case 'Output' would declare 'output()' in AViewController, which collides with its own property 'output'; choose another name"
        ),
        ("input-output", .useCase, "Interactor", nil),
        (
            "swiftui", .useCase, "Failure",
            "use case 'Failure' would declare 'failure()' in AViewState, which collides with its own property 'failure'; choose another name"
        ),
        (
            "swiftui", .useCase, "PushedRoute",
            "use case 'PushedRoute' would declare 'pushedRoute()' in AViewState, which collides with its own property 'pushedRoute'; choose another name"
        ),
        (
            "swiftui", .useCase, "Router",
            "use case 'Router' would declare 'router()' in AViewState, which collides with its own property 'router'; choose another name"
        ),
        (
            "swiftui", .route, "Id",
            "route 'Id' would declare 'id' in ARoute, which collides with its own property 'id'; choose another name"
        ),
        (
            "swiftui", .route, "HashValue",
            "route 'HashValue' would declare 'hashValue' in ARoute, which collides with its own property 'hashValue'; choose another name"
        ),
        ("swiftui", .route, "Detail", nil),
    ]

    @Test(arguments: refusals)
    func itemsMeetingTheFlavorsOwnMembersAreRefused(
        flavor: String, role: SwiftNames.TypeNameRole, name: String, message: String?
    ) throws {
        expectEqual(try Self.memberNames(flavor).collision(name, role: role, scene: "A"), message)
    }

    static let fields: [(flavor: String, taken: [String], free: [String])] = [
        (
            "clean-swift", ["interactor", "router", "presenter", "worker", "viewController", "dataStore"],
            ["output", "viewState", "memes"]
        ),
        (
            "configurator", ["interactor", "router", "presenter", "worker", "viewController", "dataStore"],
            ["output", "memes"]
        ),
        ("input-output", ["output", "router", "worker", "dataStore"], ["viewState", "memes"]),
        (
            "swiftui", ["viewState", "interactor", "router", "presenter", "worker", "dataStore"],
            ["viewController", "failure", "title", "memes"]
        ),
    ]

    @Test(arguments: fields)
    func fieldsTakeNoPropertyOfTheScenesParts(flavor: String, taken: [String], free: [String]) throws {
        let names = try Self.memberNames(flavor)
        for name in taken {
            expectEqual(
                names.collision(field: name),
                "field name '\(name)' is taken: the generated scene has its own '\(name)' property; choose another name"
            )
        }
        for name in free { expect(names.collision(field: name) == nil, "\(name)") }
    }
}

/// `scene` and `generate` read the probe as Swift only for a name its text holds (`ProbeText`): every
/// name a flavor's shape refuses must be one the text holds, or its refusal would be skipped.
@Suite struct ProbeTextTests {
    @Test(arguments: BundledFlavors.all)
    func everyNameTheShapeRefusesIsOneTheProbesTextHolds(flavor: String) throws {
        let generator = SceneGenerator(project: FlavorShapeTests.project, flavor: flavor)
        let names = try generator.memberNames(of: SceneSpec(name: "A"))
        let text = try generator.probe(of: generator.defaultFlavor).text
        var refused: [String] = []
        for role in [SwiftNames.TypeNameRole.useCase, .route] {
            refused += names.byName[role, default: [:]].keys
            refused += names.byVariable[role, default: [:]].keys
        }
        expect(refused.count >= 3)
        for name in refused { expect(text.mayHold(item: name), "\(name)") }
        expect(!names.partProperties.isEmpty)
        for name in names.partProperties { expect(text.holds(identifier: name), "\(name)") }
    }

    @Test func aNameTheTextDoesNotHoldIsNotLookedUp() throws {
        let generator = SceneGenerator(project: FlavorShapeTests.project, flavor: "clean-swift")
        let text = try generator.probe(of: generator.defaultFlavor).text
        expect(text.mayHold(item: "Router") && text.mayHold(item: "Setup"))
        expect(!text.mayHold(item: "FetchItems") && !text.mayHold(item: "Scene0002"))
        expect(text.holds(identifier: "router") && !text.holds(identifier: "rout") && !text.holds(identifier: "items"))
        expect(text.mayEndWithSceneSuffix("LoginViewController") && text.mayEndWithSceneSuffix("LoginInteractor"))
        expect(!text.mayEndWithSceneSuffix("ViewController") && !text.mayEndWithSceneSuffix("Scene0001"))
    }
}
