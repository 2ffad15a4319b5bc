import Mustache

/// A style of scene: the files it is made of, the templates that render them, and the context its
/// templates need beyond the scene's own.
///
/// A flavor is data: the folder `Templates/<name>/` and its manifest `flavor.json` (see
/// Templates/README.md). Nothing in the code knows which files a flavor writes or what it names its
/// types and methods: what `add`, `lint` and the checks of names need of those they learn from the
/// flavor itself, by rendering a probe scene (`FlavorBlueprint`).
struct Flavor: Sendable, Equatable {
    /// The flavor a scene gets when nothing names one.
    static let defaultName = "clean-swift"
    /// The flavors compiled into vipgen, sorted by name.
    static var bundledNames: [String] { BundledTemplates.flavorNames }

    let name: String
    /// One line on the style, for `vipgen templates list`.
    var summary: String
    /// Every file a scene has, in the order they are listed and written.
    var files: [FlavorFile]
    /// For each base class a scene may have, the context flag that is true for it; the others are false.
    var baseClassFlags: [String: String]
    /// Constant context the flavor's templates see, beside the scene's own.
    var context: [String: MustacheValue]
    /// Where its templates are looked up: its own folder, then those of the flavors it extends.
    var templateFolders: [String]
    /// The context flag a route's destination flavor must set true for this flavor's scenes to show
    /// it (`routeDestinations` in the manifest); nil: a route may lead to a scene of any flavor.
    var routeDestinations: String?

    init(
        name: String, summary: String = "", files: [FlavorFile] = [], baseClassFlags: [String: String] = [:],
        context: [String: MustacheValue] = [:]
    ) {
        self.name = name
        self.summary = summary
        self.files = files
        self.baseClassFlags = baseClassFlags
        self.context = context
        templateFolders = [name]
    }

    /// The type a scene's view file declares, which a storyboard scene has as its Storyboard ID: the
    /// file of the `view` role named for `scene`, without `.swift` (a flavor's files are named for the
    /// type they declare); `scene` itself in a flavor with no view file.
    func viewTypeName(scene: String) -> String {
        guard let name = files.first(where: { $0.role == .view })?.fileName(scene: scene) else { return scene }
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    /// The keys this flavor adds to every scene's context: its flags, then its constants.
    var contextKeys: [String] {
        ViewControllerBase.allCases.compactMap { baseClassFlags[$0.rawValue] } + context.keys.sorted()
    }

    /// The flavor's context for a scene with `base`: every flag, only `base`'s true, and the constants.
    func context(for base: ViewControllerBase) -> [String: MustacheValue] {
        var result = context
        for (baseClass, flag) in baseClassFlags { result[flag] = .bool(baseClass == base.rawValue) }
        return result
    }
}
