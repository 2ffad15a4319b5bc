import Foundation
import PackagePlugin

/// `swift package vipgen-lint [ARGUMENTS…]`: runs `vipgen lint ARGUMENTS…` in the package's folder, with
/// the `vipgen` this package builds, so a package lints its scenes without installing vipgen. Its
/// findings print as `vipgen lint` prints them; a finding of severity error makes the command fail.
@main
struct VipgenLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try VipgenLint.run(try context.tool(named: "vipgen").url, arguments, in: context.package.directoryURL)
    }
}

/// Runs `vipgen lint` and passes on how it ended.
enum VipgenLint {
    static func run(_ vipgen: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = vipgen
        process.arguments = ["lint"] + arguments
        process.currentDirectoryURL = directory
        // Its output is the plugin's: `swift package` and Xcode show it as it comes.
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String {
            status == 1
                ? "vipgen lint found errors (exit status 1)"
                : "vipgen lint failed (exit status \(status)): see its message above"
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In Xcode (File > Packages or the project's context menu): `vipgen lint` in the project's folder.
    extension VipgenLintCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try VipgenLint.run(try context.tool(named: "vipgen").url, arguments, in: context.xcodeProject.directoryURL)
        }
    }
#endif
