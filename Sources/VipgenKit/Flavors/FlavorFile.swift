/// One file of a scene: the template that renders it, where it goes and what it is called.
struct FlavorFile: Sendable, Equatable {
    enum Destination: String, Sendable, CaseIterable { case sources, tests }

    /// The template's name inside the flavor: `Templates/<flavor>/<template>.mustache`.
    let template: String
    let destination: Destination
    /// The file name, with `{{scene}}` where the scene's name goes: `{{scene}}Router.swift`.
    let namePattern: String
    /// The part of the VIP cycle the file plays (`flavor.json`'s `role`), or nil for one the rules and
    /// `add` need not know: a test, a file of a team's own.
    var role: VIPRole?

    /// The pattern cut at each placeholder, so naming a file is one join.
    private let nameParts: [String]

    init(template: String, destination: Destination, namePattern: String, role: VIPRole? = nil) {
        self.template = template
        self.destination = destination
        self.namePattern = namePattern
        self.role = role
        nameParts = Self.parts(of: namePattern)
    }

    /// `pattern` cut at each `{{scene}}`: `["", "Router.swift"]` for `{{scene}}Router.swift`.
    /// Byte by byte, because the generic `split(separator:)` costs a run more than all its rendering.
    static func parts(of pattern: String) -> [String] {
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
    func fileName(scene: String) -> String {
        nameParts.joined(separator: scene)
    }

    /// The one placeholder a file name may hold; the manifest reader refuses any other.
    static let scenePlaceholder = "{{scene}}"
}
