import XcodeProject

/// What an agent may read as resources: the spec, and each scene's files.
enum MCPResources {
    static func list(in workspace: MCPWorkspace) -> [JSONOutput] {
        guard let resolved = try? ProjectResolver.resolve(.ifPresent(explicit: nil), writing: .nothing) else {
            return []
        }
        var resources: [JSONOutput] = []
        if let spec = resolved.spec {
            resources.append(resource(spec.path, name: "spec", description: "The project's vipgen spec."))
        }
        let scenes =
            resolved.spec?.spec.scenes.map(\.name)
            ?? ((try? ExistingApp.describe(".", project: resolved.project))?.scenes.map(\.name) ?? [])
        let project = resolved.project
        for scene in scenes {
            for folder in [project[Settings.sources], project[Settings.tests]] {
                let directory = Paths.join(folder.isEmpty ? "." : folder, scene)
                for name in POSIX.listDirectory(directory).sorted() where name.hasSuffix(".swift") {
                    resources.append(
                        resource(Paths.join(directory, name), name: name, description: "A file of the scene \(scene)."))
                }
            }
        }
        return resources
    }

    static func read(_ uri: String, in workspace: MCPWorkspace) throws -> JSONOutput {
        guard uri.hasPrefix("file://") else { throw MCPFailure(-32602, "unknown resource '\(uri)'") }
        let path = String(uri.dropFirst("file://".count))
        do {
            _ = try workspace.checked(path, argument: "uri")
        } catch {
            throw MCPFailure(-32602, "\(error)")
        }
        guard let text = try? FileReader.readText(path) else {
            // The code the specification gives for a resource that is not there.
            throw MCPFailure(-32002, "resource not found: '\(uri)'")
        }
        return .object([
            (
                "contents",
                .array([
                    .object([
                        ("uri", .string(uri)), ("mimeType", .string(mimeType(path))), ("text", .string(text)),
                    ])
                ])
            )
        ])
    }

    private static func resource(_ path: String, name: String, description: String) -> JSONOutput {
        .object([
            ("uri", .string("file://" + AbsolutePath.of(path))), ("name", .string(name)),
            ("description", .string(description)), ("mimeType", .string(mimeType(path))),
        ])
    }

    private static func mimeType(_ path: String) -> String {
        path.hasSuffix(".json") ? "application/json" : "text/x-swift"
    }
}

/// A prompt that walks an agent through adding a screen with vipgen's tools.
struct MCPPrompt: Sendable {
    let name: String
    let description: String
    let text: @Sendable (MCPArguments) -> String

    var definition: JSONOutput {
        .object([
            ("name", .string(name)), ("description", .string(description)),
            (
                "arguments",
                .array([
                    .object([
                        ("name", .string("screen")), ("description", .string("What the new screen does.")),
                        ("required", .bool(true)),
                    ])
                ])
            ),
        ])
    }

    func messages(_ params: MCPArguments) -> JSONOutput {
        let arguments = MCPArguments(params.value("arguments")?.objectMembers ?? [])
        return .object([
            ("description", .string(description)),
            (
                "messages",
                .array([
                    .object([
                        ("role", .string("user")),
                        ("content", .object([("type", .string("text")), ("text", .string(text(arguments)))])),
                    ])
                ])
            ),
        ])
    }
}

enum MCPPrompts {
    static let addScreen = MCPPrompt(
        name: "add_screen",
        description: "Add a screen to the app as a Clean Swift scene written by vipgen, then complete it."
    ) { arguments in
        let screen = arguments.string("screen") ?? "the new screen"
        return """
            Add \(screen) to this app as a Clean Swift scene, with vipgen's tools rather than by hand:
            1. Call describe_project to see the scenes there are, their flavor, use cases and routes.
            2. Choose the scene's name (UpperCamelCase, e.g. ShowOrder), its use cases (what the user does on the \
            screen, e.g. FetchOrder), the scenes it routes to, and the fields its data store holds.
            3. Call create_scene with dryRun true and show the plan; then call it without dryRun.
            4. Complete the scene: the worker's work, the presenter's formatting, the view's layout. Keep the \
            protocols and the generated tests; run the tests.
            5. To route to it from another scene, call add_route on that scene; to give a scene more use cases \
            or fields later, add_use_case and add_field keep every line written in it.
            6. Call lint and fix each finding it reports at its file, line and column.
            """
    }
}
