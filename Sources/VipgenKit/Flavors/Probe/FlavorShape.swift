import SwiftScanning

/// What `add` needs to know of a flavor: where its scene declares its items (`FlavorLayout`). Learned
/// as the lint's blueprint is, from the probe scene, but from its source files alone. What its types
/// declare of their own (`FlavorMemberNames`) is learned from the same files apart, only for a name
/// that could meet one (`SceneGenerator.memberNames(of:)`): an `add` seldom needs it, and it was a
/// fourteenth of one.
///
/// Reading the probe back as Swift costs more than rendering a scene, so a command learns it only when
/// it must: `add` always, `scene` and `generate` only when a name could meet one of the flavor's own
/// (`ProbeText`, which a plain scene's names seldom appear in).
struct FlavorShape: Sendable {
    let reading: FlavorLayout

    /// Learns the shape from the probe's source files read as Swift (`SceneGenerator.probeCode`).
    init(probe files: [ScannedScene.File]) {
        let probeCode = ScannedScene(files: files)
        let (components, protocols, _) = FlavorBlueprint.parts(of: probeCode)
        reading = FlavorLayout(
            probe: probeCode, components: components,
            protocols: FlavorBlueprint.shapes(of: protocols, components: components, probe: probeCode))
    }

    /// The probe's rendered source files (`SceneGenerator.probeSources`) read as Swift.
    static func scanned(_ sources: [ProbeFile]) -> [ScannedScene.File] {
        var files: [ScannedScene.File] = []
        for probeFile in sources {
            // A template the scanner cannot read teaches nothing.
            guard let source = try? SwiftSource(probeFile.contents) else { continue }
            files.append(
                ScannedScene.File(
                    path: probeFile.path, template: probeFile.file.template, role: probeFile.file.role, isTest: false,
                    source: source))
        }
        return files
    }

    /// `flavor`'s shape with `project`'s templates.
    static func learn(flavor name: String, project: ResolvedProject) throws -> FlavorShape {
        let generator = SceneGenerator(project: project, flavor: name)
        return try generator.shape(of: SceneSpec(name: ProbeNames.scene))
    }

    /// The methods, without their labels, whose bodies the flavor's templates write from the data a
    /// route passes (`passDataTo{R}` in the bundled flavors): what changes in the probe's sources when
    /// its route leads to a scene with the same field. A person's code once written, which `add` only
    /// suggests lines for (`MergePolicy`).
    static func dataPassingMethods(plain: [ProbeFile], passing: [ProbeFile]) -> [NamePattern] {
        FlavorLayout.dataPassingMethods(plain: plain, passing: passing)
    }

    /// `flavor`'s data-passing methods with `project`'s templates.
    static func dataPassingMethods(flavor name: String, project: ResolvedProject) throws -> [NamePattern] {
        let generator = SceneGenerator(project: project, flavor: name)
        let choice = generator.defaultFlavor
        return dataPassingMethods(
            plain: try generator.probeSources(of: choice),
            passing: try generator.probeSources(of: choice, passingData: true))
    }
}

/// One source file of the probe scene as its flavor renders it.
struct ProbeFile: Sendable {
    let file: FlavorFile
    let path: String
    let contents: String
}
