import Foundation
import PackagePlugin

/// Embeds Templates/ into the target it is applied to, at build time: runs the `EmbedTemplates`
/// tool, which writes `BundledTemplates.swift` (every template as text and already parsed, every
/// flavor's manifest as text) into the build folder. Nothing generated is checked in, so a template
/// edit shows in review as the template's own diff.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding the templates into \(target.name)",
                executable: try context.tool(named: "EmbedTemplates").url,
                arguments: [templates.path, output.path],
                // Every file and folder: a folder's time changes when a file is added or removed.
                inputFiles: try contents(of: templates),
                outputFiles: [output])
        ]
    }

    private func contents(of directory: URL) throws -> [URL] {
        var urls = [directory]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return urls
        }
        for case let url as URL in enumerator { urls.append(url) }
        return urls.sorted { $0.path < $1.path }
    }
}
