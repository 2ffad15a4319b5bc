import Foundation
import PackagePlugin

/// Lints a target's scenes while it builds, inside the build's sandbox: a build command runs `vipgen
/// lint` on the target's Swift files (and those of the test targets that test it, where the scenes'
/// tests are), which prints each finding as the compiler does (`path:line:column: warning: message
/// [rule]`), so SwiftPM and Xcode show it as a diagnostic on the line. It reads the sources and writes
/// only its stamp, in the plugin's work folder: a Swift file holding one comment (so the build compiles
/// it to nothing, rather than taking it for a resource), written when no finding is an error. A finding
/// of severity error fails the build; the command runs again when a source or the spec changes.
@main
struct VipgenLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var files = target.sourceFiles(withSuffix: "swift").map(\.url)
        // The scenes' tests are in the test targets that depend on this one.
        for other in context.package.targets {
            guard let tests = other as? SourceModuleTarget, tests.kind == .test,
                tests.dependencies.contains(where: { dependency in
                    if case .target(let depended) = dependency { return depended.id == target.id }
                    return false
                })
            else { continue }
            files += tests.sourceFiles(withSuffix: "swift").map(\.url)
        }
        guard !files.isEmpty else { return [] }
        return [
            VipgenLintStamp.command(
                vipgen: try context.tool(named: "vipgen").url, name: target.name, files: files,
                from: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}

/// The build command both plugins make.
enum VipgenLintStamp {
    static func command(vipgen: URL, name: String, files: [URL], from directory: URL, workDirectory: URL) -> Command {
        let stamp = workDirectory.appending(path: "VipgenLint+\(name).swift")
        var arguments = ["lint"] + files.map(\.path) + ["--stamp", stamp.path]
        var inputs = files
        // The project's spec (its settings, switched-off rules and the team's own rules): the nearest one
        // from the package's or project's folder up, as `vipgen lint` finds it from there.
        if let spec = spec(above: directory) {
            arguments += ["--config", spec.path]
            inputs.append(spec)
        }
        return .buildCommand(
            displayName: "vipgen lint \(name)", executable: vipgen, arguments: arguments, inputFiles: inputs,
            outputFiles: [stamp])
    }

    static func spec(above directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let spec = folder.appending(path: "vipgen.json")
            if FileManager.default.fileExists(atPath: spec.path) { return spec }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project (the target's Build Phases > Run Build Tool Plug-ins): the target's Swift files.
    extension VipgenLintBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
            guard !files.isEmpty else { return [] }
            return [
                VipgenLintStamp.command(
                    vipgen: try context.tool(named: "vipgen").url, name: target.displayName, files: files,
                    from: context.xcodeProject.directoryURL,
                    workDirectory: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif
