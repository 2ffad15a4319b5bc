import SwiftScanning
import XcodeProject

/// A target of a Tuist or XcodeGen manifest as vipgen reads it: which folders feed it, which package
/// products it links, and the exact lines a person would add to change either.
struct ManifestTarget: Sendable {
    enum Kind: Sendable { case app, unitTests, other }

    var name: String
    var kind: Kind
    var sources: [ManifestSource]
    var products: [String]
    /// The manifest declaring it, as shown in messages, and its folder (absolute), which paths are from.
    var manifest: String
    var folder: String
    var location: SourceLocation
    /// The lines that add a folder (relative to `folder`) to the target's sources.
    var addSource: @Sendable (String) -> ManifestAddition
    /// The lines that link a local package's product (product, package folder relative to `folder`).
    var addProduct: @Sendable (String, String) -> [ManifestAddition]
    /// The targets of the same project it depends on (a unit-test target: the app it tests).
    var targetDependencies: [String] = []
    /// Its product module name when the manifest sets one (`PRODUCT_MODULE_NAME`, Tuist's `productName:`).
    var moduleName: String?
    /// Whether `name` is code the manifest computes it with (Tuist), shown as written.
    var nameIsCode = false

    /// The source feeding the file at the absolute `path`, if one does.
    func source(of path: String) -> ManifestSource? {
        guard let relative = AbsolutePath.relative(path, to: folder) else { return nil }
        return sources.first { $0.feeds(relative) }
    }
}

/// One entry of a target's sources: a folder and everything in it (XcodeGen's paths, Tuist's buildable
/// folders) or a glob (Tuist's `sources`), relative to the manifest's folder.
struct ManifestSource: Equatable, Sendable {
    var pattern: String
    var isGlob: Bool
    var location: SourceLocation
    /// XcodeGen's `excludes`: globs from the folder, of files or folders it leaves out.
    var excludes: [String] = []

    func feeds(_ relative: String) -> Bool {
        let pattern = Paths.normalize(self.pattern)
        guard isGlob else {
            guard pattern == "." || relative == pattern || relative.hasPrefix(pattern + "/") else { return false }
            let inside = (pattern == "." ? relative : String(relative.dropFirst(pattern.count))).split(separator: "/")
                .map(String.init)
            // Excluded when the file or a folder it is in matches one.
            return !excludes.contains { exclude in
                let glob = Paths.normalize(exclude).split(separator: "/").map(String.init)
                return (1...max(1, inside.count)).contains { Glob.matches(glob, Array(inside.prefix($0))) }
            }
        }
        return Glob.matches(
            pattern.split(separator: "/").map(String.init), relative.split(separator: "/").map(String.init))
    }
}

/// Lines to add to a manifest by hand, and where.
struct ManifestAddition: Equatable, Sendable {
    /// What to do where: "add after project.yml:12 (target 'App', 'sources')", "write project.yml:15 as".
    var place: String
    var lines: [String]
}

/// Tuist's globs: `**` any folders (none included), `*` and `?` within one name.
enum Glob {
    static func matches(_ pattern: [String], _ path: [String]) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = Array(pattern.dropFirst())
            // `Folder/**` is everything inside the folder.
            if rest.isEmpty { return true }
            return (0...path.count).contains { matches(rest, Array(path.dropFirst($0))) }
        }
        guard let name = path.first, matchesName(Array(first), Array(name)) else { return false }
        return matches(Array(pattern.dropFirst()), Array(path.dropFirst()))
    }

    private static func matchesName(_ pattern: [Character], _ name: [Character]) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "*" {
            return (0...name.count).contains { matchesName(Array(pattern.dropFirst()), Array(name.dropFirst($0))) }
        }
        guard let character = name.first, first == "?" || first == character else { return false }
        return matchesName(Array(pattern.dropFirst()), Array(name.dropFirst()))
    }
}

/// What a manifest reader could not follow, at its place.
struct ManifestReadError: Error, Equatable, Sendable {
    var file: String
    var location: SourceLocation
    var message: String
    var description: String { "\(file):\(location): \(message)" }
}
