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
        var checkedFields: [Field] = []
        var fieldLocations: [String: SourceLocation?] = [:]
        for item in fields {
            do {
                let field = try Field.parse(item.value)
                if let first = fieldLocations[field.name] {
                    problems.add(
                        "duplicate field '\(field.name)'\(SpecProblems.alreadyAt(first, "declared"))", at: item)
                    continue
                }
                fieldLocations[field.name] = item.location
                checkedFields.append(field)
                fieldPlaces.record(field.name, keyPath: item.keyPath, location: item.location)
            } catch {
                problems.add(error.message, at: item)
            }
        }
        let checkedRoutes = uniqueTypeNames(routes, role: .route, base: base, problems: &problems)
        var checkedDependencies: [Dependency] = []
        var dependencyPlaces = SpecPlaces(file: problems.file)
        var dependencyLocations: [String: SourceLocation?] = [:]
        // A dependency is a property of the worker beside one method per use case.
        let methods = Set(checkedUseCases.map(SwiftNames.lowerCamel))
        for item in dependencies {
            do {
                let dependency = try Dependency.parse(item.value)
                if let first = dependencyLocations[dependency.name] {
                    problems.add(
                        "duplicate dependency '\(dependency.name)'\(SpecProblems.alreadyAt(first, "declared"))",
                        at: item)
                    continue
                }
                if methods.contains(dependency.name) {
                    problems.add(
                        "dependency '\(dependency.name)' has the name of the worker's method for the use case "
                            + "'\(SwiftNames.upperCamel(dependency.name))'; name it otherwise", at: item)
                    continue
                }
                dependencyLocations[dependency.name] = item.location
                checkedDependencies.append(dependency)
                dependencyPlaces.record(dependency.name, keyPath: item.keyPath, location: item.location)
            } catch {
                problems.add(error.message, at: item)
            }
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
