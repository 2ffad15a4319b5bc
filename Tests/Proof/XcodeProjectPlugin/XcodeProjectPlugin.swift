// XcodeProjectPlugin exists only inside Xcode (Xcode 14 and later): this stand-in declares what vipgen's
// plugins use of it, with the signatures of Apple's documentation ("XcodeProjectPlugin":
// XcodeCommandPlugin, XcodeBuildToolPlugin, XcodePluginContext, XcodeProject, XcodeTarget), so that
// Tests/Proof/plugins type-checks the plugins' Xcode side on Linux, where `#if
// canImport(XcodeProjectPlugin)` is otherwise false and that code is never read. Test support only.
// The URL members (`directoryURL`, `pluginWorkDirectoryURL`, `Tool.url`) are those of Xcode 16, which
// replaced the `Path` ones; nothing here runs, so the bodies are never reached.
import Foundation
import PackagePlugin

/// A command plugin's entry point when Xcode runs it on a project (File > Packages, or the project's
/// context menu), rather than SwiftPM on a package.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// A build tool plugin's entry point for a target of an Xcode project (Build Phases > Run Build Tool
/// Plug-ins): the commands to run during its build, as `BuildToolPlugin` gives them for a package.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode gives a plugin: the project, a folder the plugin may write to, and the tools it declares.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("XcodeProjectPlugin stand-in: type-checked, never run")
    }
}

/// The Xcode project the plugin runs on.
public struct XcodeProject {
    public let displayName: String
    /// The folder holding the `.xcodeproj`.
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

/// A target of the project, with the files of its build phases.
public struct XcodeTarget {
    public let displayName: String
    public let inputFiles: FileList
}
