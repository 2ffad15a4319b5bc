import SwiftScanning

/// The names a scene written by hand gives the flavor's types: `ContactListController` for
/// `ContactListViewController`, `OtpInteractorInterface` for `OtpBusinessLogic`, found as `vipgen lint`
/// finds them (`LintedScene`). `add` renders the scene as vipgen names it, then writes the new
/// declarations with the scene's own names, so they land in the scene's own types.
enum OwnNames {
    /// The scene's own names: for its types, in every file; for the properties by which a part holds
    /// another (`display` for a presenter's `viewState`), in that part's file.
    struct Names {
        var types: [String: String] = [:]
        var byPath: [String: [String: String]] = [:]

        /// `files` with the scene's own names in.
        func applied(to files: [OutputFile]) -> [OutputFile] {
            files.map { file in
                let names = types.merging(byPath[file.path] ?? [:]) { type, _ in type }
                return OutputFile(
                    path: file.path, contents: OwnNames.apply(names, to: file.contents), intent: file.intent)
            }
        }
    }

    /// The scene's own names for what `rendered` (the scene as the flavor renders it) names otherwise.
    static func names(
        _ scene: SceneSpec, placed: [(file: FlavorFile, path: String)], rendered: [OutputFile],
        generator: SceneGenerator, disk: DiskSnapshot
    ) throws -> Names {
        guard let (check, blueprint) = try check(scene, placed: placed, generator: generator, disk: disk) else {
            return Names()
        }
        var names = Names(types: check.aliases.merging(check.protocolAliases) { first, _ in first })
        // The models' type named after its file (`enum BrowseModel`): the use cases go there.
        if let parent = check.useCaseParent?.name, parent != scene.name, !parent.contains(".") {
            names.types[scene.name] = parent
        }
        // The render read as the flavor names it: which property of each part holds which other part.
        var renderedFiles: [ScannedScene.File] = []
        for (file, path) in placed where file.destination == .sources {
            guard let output = rendered.first(where: { $0.path == path }),
                let source = try? Self.source(of: output, disk: disk)
            else { continue }
            renderedFiles.append(
                ScannedScene.File(path: path, template: file.template, role: file.role, isTest: false, source: source))
        }
        let render = ScannedScene(files: renderedFiles)
        for component in blueprint.components {
            let flavorName = component.type.name(scene: scene.name)
            let ownName = check.name(component.type)
            guard check.code.primaries[ownName] != nil,
                let path = placed.first(where: { $0.file.template == component.template })?.path
            else { continue }
            let own = check.code.members(of: ownName).filter { $0.declaration.kind == .property }
            let ownNames = Set(own.map(\.declaration.name))
            for member in render.members(of: flavorName) where member.declaration.kind == .property {
                let name = member.declaration.name
                guard !ownNames.contains(name),
                    let role = render.typeNames(of: member).lazy.compactMap({ check.role(ofType: $0.name) }).first
                else { continue }
                let holding = own.filter { candidate in
                    check.code.typeNames(of: candidate).contains { check.role(ofType: $0.name) == role }
                }
                if holding.count == 1 { names.byPath[path, default: [:]][name] = holding[0].declaration.name }
            }
        }
        return names
    }

    /// `rendered` read as Swift: the file on disk as read already when it is still the render byte
    /// for byte, as a scene vipgen wrote and no one changed is, else parsed.
    private static func source(of rendered: OutputFile, disk: DiskSnapshot) throws -> SwiftSource? {
        if let text = try? disk.text(rendered.path), TextSearch.sameBytes(text, rendered.contents) {
            return try disk.source(rendered.path)?.get()
        }
        return try SwiftSource(rendered.contents)
    }

    private static func check(
        _ scene: SceneSpec, placed: [(file: FlavorFile, path: String)], generator: SceneGenerator, disk: DiskSnapshot
    ) throws -> (LintedScene, FlavorBlueprint)? {
        let project = generator.project
        let flavor = scene.flavor?.name ?? project[Settings.flavor].name
        var files: [ScannedScene.File] = []
        var seen: Set<String> = []
        for (file, path) in placed where file.destination == .sources {
            guard let source = try? disk.source(path)?.get() else { continue }
            seen.insert(path)
            files.append(
                ScannedScene.File(path: path, template: file.template, role: file.role, isTest: false, source: source))
        }
        // A part's protocol in a file of its own beside it (`Controller/XControllerProtocol.swift`).
        for (file, path) in placed where file.destination == .sources && seen.contains(path) {
            let folder = Paths.parentDirectory(of: path)
            for name in POSIX.listDirectory(folder.isEmpty ? "." : folder).sorted()
            where name.hasPrefix(scene.name) && name.hasSuffix(".swift") {
                let sibling = folder.isEmpty ? name : folder + "/" + name
                guard seen.insert(sibling).inserted, let source = try? disk.source(sibling)?.get() else { continue }
                files.append(
                    ScannedScene.File(path: sibling, template: "", role: file.role, isTest: false, source: source))
            }
        }
        guard !files.isEmpty else { return nil }
        // The parts' names are what is read: learned from the probe's sources as read for the scene's
        // shape, unless the scene's worker works otherwise than the probe's (an async one has a failure path).
        let blueprint =
            scene.worker == nil
            ? try generator.partsBlueprint(of: scene)
            : try FlavorBlueprint.learn(flavor: flavor, project: project, worker: scene.worker)
        let check = LintedScene(
            scene: scene.name, code: ScannedScene(files: files), blueprint: blueprint, spec: nil,
            otherTests: TestIndex())
        return (check, blueprint)
    }

    /// `text` with every whole identifier of `renames` replaced, in code: a string literal's text (a
    /// segue's identifier, `"SignIn"`) and a line comment (`// MARK: SignIn`, a route's destination)
    /// are words, not names, whatever the models' type is called.
    static func apply(_ renames: [String: String], to text: String) -> String {
        guard !renames.isEmpty else { return text }
        var result = ""
        var word = ""
        // For each string literal open, the parentheses open in the interpolation it is in (nil: in its text).
        var literals: [Int?] = []
        var escaped = false
        var inComment = false
        var previous: Character = " "
        func flush() {
            let inText = inComment || (literals.last.map { $0 == nil } ?? false)
            result += inText ? word : renames[word] ?? word
            word = ""
        }
        for character in text {
            defer { previous = character }
            if character == "_" || character.isLetter || character.isNumber {
                word.append(character)
                escaped = false
                continue
            }
            if !word.isEmpty { flush() }
            result.append(character)
            if inComment {
                if character == "\n" || character == "\r\n" || character == "\r" { inComment = false }
                continue
            }
            if character == "/", previous == "/", literals.isEmpty {
                inComment = true
                continue
            }
            if let last = literals.last, last == nil {
                // In a literal's text.
                if escaped {
                    if character == "(" { literals[literals.count - 1] = 1 }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    literals.removeLast()
                }
            } else if character == "\"" {
                literals.append(nil)
            } else if let depth = literals.last, let open = depth {
                // In an interpolation: code, until its parentheses close.
                if character == "(" { literals[literals.count - 1] = open + 1 }
                if character == ")" { literals[literals.count - 1] = open == 1 ? nil : open - 1 }
            }
        }
        if !word.isEmpty { flush() }
        return result
    }
}
