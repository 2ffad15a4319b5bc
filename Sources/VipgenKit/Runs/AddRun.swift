/// `vipgen add <kind> SCENE ITEM...`: adds to a scene that exists, in place, what `vipgen scene` would
/// have written for the new items, keeping every line a person wrote.
enum AddRun {
    struct Request {
        var scene: String
        var items: SceneItems
        var projectFlags = ProjectSettings()
        var config: String?
        var options = WriteOptions()
    }

    /// The items of one kind asked for, each once, checked as `vipgen scene` checks its flags.
    static func items(_ kind: any ItemKind.Type, _ texts: [String], scene: String) throws -> SceneItems {
        var seen = Set<String>()
        let unique = texts.filter { seen.insert($0).inserted }
        do {
            let checked = try kind.validated(unique, scene: scene)
            return SceneItems(checked.map { SceneItem(kind, $0) })
        } catch {
            // A name that would hide a type is the app's already when it names a scene on disk (`List`):
            // `ItemAddition.plan` checks those once it knows which scenes are there.
            let errors = error.errors.filter { !$0.message.contains("' would hide ") }
            if !errors.isEmpty { throw UsageError(SpecErrors(errors).description) }
            // The items as a scene of a neutral name has them (a field written canonically). Not
            // `Scene`, which hides SwiftUI's and would be refused in turn.
            let checked = (try? kind.validated(unique, scene: "Example")) ?? unique
            return SceneItems(checked.map { SceneItem(kind, $0) })
        }
    }

    static func run(_ request: Request, events: RunEvents) throws -> RunReport {
        let options = request.options
        let opened = try RunProject.open(
            .ifPresent(explicit: request.config), flags: request.projectFlags, options: options, events: events)
        defer { opened.release() }
        let addition: ItemAddition
        do {
            addition = try ItemAddition.plan(
                scene: request.scene, items: request.items, project: opened.project, spec: opened.spec,
                force: options.force, describesChanges: !options.quiet || options.dryRun)
        } catch let invalid as SpecErrors {
            // The items asked for clash with the scene (a use case named like a UIKit member).
            throw UsageError(invalid.description)
        } catch let conflict as EvolveError {
            if case .conflict = conflict { throw UsageError(conflict.description) }
            throw conflict
        }
        if !addition.evolution.refusals.isEmpty { throw MergeRefusals(addition.evolution.refusals) }
        // Told success while nothing was placed is worse than a refusal: it writes nothing either way.
        if let nothing = addition.nothingPlaced(sceneName: request.scene) { throw nothing }
        var evolution = Evolution()
        evolution.files = addition.evolution.files
        if let spec = addition.spec { evolution.files.append(spec) }
        // A route to another feature adds its target to the scene's target's dependencies.
        var scenes = (opened.spec?.spec.scenes ?? []).filter { $0.name != addition.scene.name }
        scenes.append(addition.scene)
        evolution.files += try PackagePlan.evolved(
            PackagePlan.manifests(for: [addition.scene], all: scenes, project: opened.project))
        let writer = try RunWriter(.evolved, options: options, in: opened, events: events)
        try writer.add(evolution)
        writer.appProducts = PackagePlan.appProducts(for: [addition.scene], all: scenes, project: opened.project)
        var report = try writer.finish()
        report.warnings += RunWarnings.routes(
            request.items[RouteItem.self].map { (request.scene, $0.text) }, writing: [request.scene],
            spec: opened.spec, project: opened.project)
        return report
    }
}
