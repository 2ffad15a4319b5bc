import Foundation

/// A storyboard as Xcode puts it in an app's bundle: a `<name>.storyboardc` folder whose Info.plist maps
/// each Storyboard ID to the scene's nib (`UIViewControllerIdentifiersToNibNames`), with one nib per
/// scene. Xcode's nibs are keyed archives; the stand-in's, written by `StoryboardCompiler`, are property
/// lists with the scene's class (`UIClassName`) and module (`UIModuleName`).
public struct CompiledStoryboard: Equatable, Sendable {
    public struct Scene: Equatable, Sendable {
        public var className: String
        public var moduleName: String?

        public init(className: String, moduleName: String?) {
            self.className = className
            self.moduleName = moduleName
        }
    }

    /// The folder Xcode would name `<name>.storyboardc`.
    public let url: URL
    /// Storyboard IDs and the nib each names.
    public let nibNames: [String: String]
    /// The nib of the initial view controller, if the storyboard has one.
    public let entryPoint: String?

    /// The compiled storyboard `name` in the folder `resources` (a bundle's resource folder); nil when
    /// there is none.
    public init?(named name: String, in resources: URL) {
        url = resources.appendingPathComponent(name + ".storyboardc", isDirectory: true)
        guard let info = Self.propertyList(at: url.appendingPathComponent("Info.plist")) else { return nil }
        nibNames = info["UIViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:]
        entryPoint = info["UIStoryboardDesignatedEntryPointIdentifier"] as? String
    }

    /// The scene whose nib is `nibName`: its class and module.
    public func scene(nibName: String) -> Scene? {
        guard let nib = Self.propertyList(at: url.appendingPathComponent(nibName + ".nib")),
            let className = nib["UIClassName"] as? String
        else { return nil }
        return Scene(className: className, moduleName: nib["UIModuleName"] as? String)
    }

    private static func propertyList(at url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }
}

/// What Xcode's build does to a `.storyboard` file (`ibtool --compile`): writes `<name>.storyboardc`
/// into the app's resources, in the format `CompiledStoryboard` reads.
public enum StoryboardCompiler {
    public static func compile(_ source: StoryboardSource, named name: String, into resources: URL) throws {
        let folder = resources.appendingPathComponent(name + ".storyboardc", isDirectory: true)
        let files = FileManager.default
        if files.fileExists(atPath: folder.path) {
            try files.removeItem(at: folder)
        }
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        var identifiers: [String: String] = [:]
        for scene in source.scenes {
            var nib: [String: Any] = ["UIClassName": scene.customClass ?? scene.uikitClass]
            if let module = scene.customModule {
                nib["UIModuleName"] = module
            }
            try write(nib, to: folder.appendingPathComponent(scene.nibName + ".nib"))
            if let identifier = scene.storyboardIdentifier {
                identifiers[identifier] = scene.nibName
            }
        }
        var info: [String: Any] = ["UIStoryboardVersion": 1, "UIViewControllerIdentifiersToNibNames": identifiers]
        if let initial = source.initialViewController, let scene = source.scenes.first(where: { $0.id == initial }) {
            info["UIStoryboardDesignatedEntryPointIdentifier"] = scene.nibName
        }
        try write(info, to: folder.appendingPathComponent("Info.plist"))
    }

    private static func write(_ plist: [String: Any], to url: URL) throws {
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: url)
    }
}
