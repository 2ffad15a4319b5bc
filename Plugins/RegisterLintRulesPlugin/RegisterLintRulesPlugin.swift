import Foundation
import PackagePlugin

/// Writes the list of lint rules of the target it is applied to, at build time: runs the
/// `RegisterLintRules` tool on the target's `Lint/Rules/` folder, one rule per file, which writes
/// `LintRules+Registered.swift` into the build folder. Nothing lists the rules by hand.
@main
struct RegisterLintRulesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let rules = context.package.directoryURL.appending(path: "Sources").appending(path: target.name)
            .appending(path: "Lint").appending(path: "Rules")
        let output = context.pluginWorkDirectoryURL.appending(path: "LintRules+Registered.swift")
        let files = try FileManager.default.contentsOfDirectory(atPath: rules.path).sorted()
            .map { rules.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "Listing the lint rules of \(target.name)",
                executable: try context.tool(named: "RegisterLintRules").url,
                arguments: [rules.path, output.path],
                // The folder too: its time changes when a rule's file is added or removed.
                inputFiles: [rules] + files,
                outputFiles: [output])
        ]
    }
}
