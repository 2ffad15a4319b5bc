import SwiftScanning

/// The checks one scene gets, whether it comes from a spec file or from command-line flags.
enum SceneChecker {
    /// The scene made of the valid parts; every invalid part is reported. A nil name has been
    /// reported already (missing, or not a string), so only the rest is checked.
    /// - Parameter settings: a scene holding the scene's settings, read already, which the checks of
    ///   its items may depend on (its base class).
    static func check(
        name: SpecItem<String>?, useCases: [SpecItem<String>], fields: [SpecItem<String>],
        routes: [SpecItem<String>], dependencies: [SpecItem<String>] = [], settings: SceneSpec = SceneSpec(name: ""),
        problems: inout SpecProblems
    ) -> SceneSpec {
        let base = settings.base
        if let name {
            do {
                try SwiftNames.validateTypeName(
                    name.value, role: .scene, existing: ExistingScenes.hides(name.value, specFile: problems.file))
            } catch {
                problems.add(error.message, at: name)
            }
        }
        var useCasePlaces = SpecPlaces(file: problems.file)
        var fieldPlaces = SpecPlaces(file: problems.file)
        let checkedUseCases = uniqueTypeNames(useCases, role: .useCase, base: base, problems: &problems)
        for item in useCases { useCasePlaces.record(item.value, keyPath: item.keyPath, location: item.location) }
        let checkedFields = uniqueValues(
            fields, kind: "field", places: &fieldPlaces, problems: &problems, parse: Field.parse, name: \.name)
        let checkedRoutes = uniqueTypeNames(routes, role: .route, base: base, problems: &problems)
        var dependencyPlaces = SpecPlaces(file: problems.file)
        // A dependency is a property of the worker beside one method per use case.
        let methods = Set(checkedUseCases.map(SwiftNames.lowerCamel))
        let checkedDependencies = uniqueValues(
            dependencies, kind: "dependency", places: &dependencyPlaces, problems: &problems, parse: Dependency.parse,
            name: \.name
        ) { name in
            methods.contains(name)
                ? "dependency '\(name)' has the name of the worker's method for the use case "
                    + "'\(SwiftNames.upperCamel(name))'; name it otherwise" : nil
        }
        var scene = settings
        scene.name = name?.value ?? ""
        scene.useCases = checkedUseCases
        scene.fields = checkedFields
        scene.routes = checkedRoutes
        scene.dependencies = checkedDependencies
        // A setting that depends on the rest of the scene (the use case started on load is one of its).
        for setting in Settings.all where setting.isSceneSetting {
            guard let message = setting.problem(in: scene) else { continue }
            let origin = scene.origins[setting.key]
            problems.add(message, keyPath: origin?.keyPath ?? "", location: origin?.location)
        }
        scene.useCasePlaces = useCasePlaces
        scene.fieldPlaces = fieldPlaces
        scene.dependencyPlaces = dependencyPlaces
        return scene
    }

    /// `items` parsed, each name once, and where each stands (`places`): a value that does not parse,
    /// a name declared already, or one `refusal` has a reason against is reported at its item and left
    /// out.
    private static func uniqueValues<Value>(
        _ items: [SpecItem<String>], kind: String, places: inout SpecPlaces, problems: inout SpecProblems,
        parse: (String) throws(InvalidValue) -> Value, name: (Value) -> String,
        refusal: (String) -> String? = { _ in nil }
    ) -> [Value] {
        var values: [Value] = []
        var locations: [String: SourceLocation?] = [:]
        for item in items {
            do {
                let value = try parse(item.value)
                let valueName = name(value)
                if let first = locations[valueName] {
                    problems.add(
                        "duplicate \(kind) '\(valueName)'\(SpecProblems.alreadyAt(first, "declared"))", at: item)
                    continue
                }
                if let reason = refusal(valueName) {
                    problems.add(reason, at: item)
                    continue
                }
                locations[valueName] = item.location
                values.append(value)
                places.record(valueName, keyPath: item.keyPath, location: item.location)
            } catch {
                problems.add(error.message, at: item)
            }
        }
        return values
    }

    /// Valid names, each once. Two names are the same one when their lowerCamelCase forms are, as
    /// `URLLoad` and `UrlLoad` (both `urlLoad`) would declare the same methods and spy properties.
    private static func uniqueTypeNames(
        _ items: [SpecItem<String>], role: SwiftNames.TypeNameRole, base: ViewControllerBase,
        problems: inout SpecProblems
    ) -> [String] {
        var names: [String] = []
        var firsts: [String: SpecItem<String>] = [:]
        for item in items {
            do {
                if role == .useCase {
                    try SwiftNames.validateUseCaseName(item.value, base: base)
                } else {
                    try SwiftNames.validateTypeName(
                        item.value, role: role,
                        existing: role == .route && ExistingScenes.hides(item.value, specFile: problems.file))
                }
            } catch {
                problems.add(error.message, at: item)
                continue
            }
            let variable = SwiftNames.lowerCamel(item.value)
            if let first = firsts[variable] {
                if first.value == item.value {
                    problems.add(
                        "duplicate \(role.rawValue) '\(item.value)'\(SpecProblems.alreadyAt(first.location, "listed"))",
                        at: item)
                } else {
                    // Members are named after the lowerCamelCase form (a use case's request method, a
                    // route's spy record), so both would declare the same ones.
                    let listed = first.location.map { " (listed at \($0))" } ?? ""
                    problems.add(
                        "\(role.rawValue) '\(item.value)' would declare the members \(role.rawValue) '\(first.value)'\(listed) does, both being '\(variable)' in lowerCamelCase; choose another name",
                        at: item)
                }
                continue
            }
            firsts[variable] = item
            names.append(item.value)
        }
        return names
    }
}
