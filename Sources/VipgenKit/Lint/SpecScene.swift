import SwiftScanning

/// A scene as the spec lists it, with where each of its items is written, so a finding about the spec
/// points at the line to change.
struct SpecScene: Sendable {
    let scene: SceneSpec
    /// The spec file, as the diagnostics name it.
    let file: String
    /// The scene's `name` value.
    let location: SourceLocation
    var useCaseLocations: [SourceLocation] = []
    var routeLocations: [SourceLocation] = []
    var fieldLocations: [SourceLocation] = []

    /// The use cases the scene is generated with: a scene that lists none gets the default one.
    var useCases: [String] { scene.useCases.isEmpty ? [SpecDefaults.useCase] : scene.useCases }

    /// Every scene of a loaded spec, by name, located in the spec's text.
    static func scenes(of loaded: SpecLoader.Loaded) -> [String: SpecScene] {
        let json = (try? FileReader.readText(loaded.path)).flatMap { try? JSONParser.parse($0, file: loaded.path) }
        let entries = json?.objectMembers?.first { $0.key == "scenes" }?.value.arrayValue ?? []
        var result: [String: SpecScene] = [:]
        for (index, scene) in loaded.spec.scenes.enumerated() {
            let entry = index < entries.count ? entries[index].objectMembers ?? [] : []
            func locations(_ key: String) -> [SourceLocation] {
                entry.first { $0.key == key }?.value.arrayValue?.map(\.location) ?? []
            }
            let location =
                entry.first { $0.key == "name" }?.value.location
                ?? (index < entries.count ? entries[index].location : SourceLocation(line: 1, column: 1))
            result[scene.name] = SpecScene(
                scene: scene, file: loaded.path, location: location, useCaseLocations: locations("useCases"),
                routeLocations: locations("routes"), fieldLocations: locations("fields"))
        }
        return result
    }
}
