import Mustache

/// A style of scene: the files it is made of, the templates that render them, and the context its
/// templates need beyond the scene's own.
///
/// A flavor is data: the folder `Templates/<name>/` and its manifest `flavor.json` (see
/// Templates/README.md). Nothing in the code knows which files a flavor writes or what it names its
/// types and methods: what `add`, `lint` and the checks of names need of those they learn from the
/// flavor itself, by rendering a probe scene (`SceneBlueprint`).
package struct Flavor: Sendable, Equatable {
    /// The flavor a scene gets when nothing names one.
    package static let defaultName = "clean-swift"
    /// The flavors compiled into vipgen, sorted by name.
    package static var bundledNames: [String] { BundledTemplates.flavorNames }

    package let name: String
    /// One line on the style, for `vipgen templates list`.
    package var summary: String
    /// Every file a scene has, in the order they are listed and written.
    package var files: [FlavorFile]
    /// For each base class a scene may have, the context flag that is true for it; the others are false.
    package var baseClassFlags: [String: String]
    /// Constant context the flavor's templates see, beside the scene's own.
    package var context: [String: MustacheValue]
    /// Where its templates are looked up: its own folder, then those of the flavors it extends.
    package var templateFolders: [String]
    /// The context flag a route's destination flavor must set true for this flavor's scenes to show
    /// it (`routeDestinations` in the manifest); nil: a route may lead to a scene of any flavor.
    package var routeDestinations: String?

    package init(
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

/// One file of a scene: the template that renders it, where it goes and what it is called.
package struct FlavorFile: Sendable, Equatable {
    package enum Destination: String, Sendable, CaseIterable { case sources, tests }

    /// The template's name inside the flavor: `Templates/<flavor>/<template>.mustache`.
    package let template: String
    package let destination: Destination
    /// The file name, with `{{scene}}` where the scene's name goes: `{{scene}}Router.swift`.
    package let namePattern: String
    /// The part of the VIP cycle the file plays (`flavor.json`'s `role`), or nil for one the rules and
    /// `add` need not know: a test, a file of a team's own.
    package var role: SceneRole?

    /// The pattern cut at each placeholder, so naming a file is one join.
    private let nameParts: [String]

    package init(template: String, destination: Destination, namePattern: String, role: SceneRole? = nil) {
        self.template = template
        self.destination = destination
        self.namePattern = namePattern
        self.role = role
        nameParts = Self.parts(of: namePattern)
    }

    /// `pattern` cut at each `{{scene}}`: `["", "Router.swift"]` for `{{scene}}Router.swift`.
    /// Byte by byte, because the generic `split(separator:)` costs a run more than all its rendering.
    package static func parts(of pattern: String) -> [String] {
        let placeholder = Array(scenePlaceholder.utf8)
        let utf8 = pattern.utf8
        var parts: [String] = []
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            // The first byte first: a generic `starts(with:)` at every byte cost more than the rest.
            if utf8[index] == placeholder[0], utf8[index...].starts(with: placeholder) {
                parts.append(String(pattern[start..<index]))
                index = utf8.index(index, offsetBy: placeholder.count)
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        parts.append(String(pattern[start...]))
        return parts
    }

    /// `{{scene}}Router.swift` for `ListMemes` → `ListMemesRouter.swift`.
    package func fileName(scene: String) -> String {
        nameParts.joined(separator: scene)
    }

    /// The one placeholder a file name may hold; the manifest reader refuses any other.
    static let scenePlaceholder = "{{scene}}"
}
