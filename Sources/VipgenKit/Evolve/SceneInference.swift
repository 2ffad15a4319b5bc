/// Reads a scene's spec back from its files, for a scene the spec file does not list: the base class
/// from the view controller, use cases from the models enum, fields from the data store protocol and
/// routes from the routing logic protocol, as the Clean Swift templates name them; the flavor from
/// which flavor's files and protocols are there (`FlavorInference`).
enum SceneInference {
    static func scene(named name: String, generator: SceneGenerator) throws -> SceneSpec {
        let paths = try generator.files(for: SceneSpec(name: name)).map(\.path)
        func source(_ suffix: String) throws -> SwiftSource? {
            guard let path = paths.first(where: { $0.hasSuffix("/" + name + suffix + ".swift") }),
                let text = try SceneEvolver.read(path)
            else { return nil }
            return try? SwiftSource(text)
        }
        func type(_ typeName: String, in source: SwiftSource?) -> SwiftDeclaration? {
            source.flatMap { DeclarationIndex(source: $0).primaries(of: typeName).first }
        }
        var scene = SceneSpec(name: name)
        scene.flavor = try FlavorInference.flavor(ofScene: name, generator: generator)
        let viewControllers = try source("ViewController")
        if let superclass = type(name + "ViewController", in: viewControllers)?.conformances.first,
            let base = ViewControllerBase(rawValue: superclass)
        {
            scene.base = base
        }
        scene.useCases = type(name, in: try source("Models"))?.members.filter { $0.kind == .type }.map(\.name) ?? []
        let interactor = try source("Interactor")
        if let interactor, let store = type(name + "DataStore", in: interactor) {
            scene.fields = store.members.filter { $0.kind == .property }.compactMap { field(of: $0, in: interactor) }
        }
        let routing = type(name + "RoutingLogic", in: try source("Router"))
        scene.routes =
            routing?.members.filter { $0.kind == .function && $0.name.hasPrefix("routeTo") }
            .map { String($0.baseName.dropFirst("routeTo".count)) }.filter { !$0.isEmpty } ?? []
        return scene
    }

    /// `var memes: [Meme]? { get set }` → the field `memes: [Meme]?`.
    private static func field(of property: SwiftDeclaration, in source: SwiftSource) -> Field? {
        let texts = source.codeTexts(property.headerTokens)
        guard let colon = texts.firstIndex(of: ":") else { return nil }
        return try? Field.parse(property.name + ": " + texts[(colon + 1)...].joined())
    }
}
