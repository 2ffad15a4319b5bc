/// A name as a flavor's templates spell it, with the scene's own names left as placeholders:
/// `{S}PresentationLogic`, `present{U}(response:)`, `routeTo{R}(segue:)`.
///
/// Patterns are learned, not written down: `SceneBlueprint` renders a probe scene whose names
/// (`ProbeNames`) appear nowhere else, and replaces them in every name it reads back.
struct NamePattern: Hashable, Sendable, CustomStringConvertible {
    let text: String

    init(_ text: String) { self.text = text }

    /// The probe's names in `name` replaced by placeholders.
    init(abstracting name: String) {
        var text = name
        for (probe, placeholder) in ProbeNames.placeholders { text = text.replacing(probe, with: placeholder) }
        self.text = text
    }

    var description: String { text }

    var mentionsUseCase: Bool { text.contains("{U}") || text.contains("{u}") }
    var mentionsRoute: Bool { text.contains("{R}") || text.contains("{r}") }
    var mentionsField: Bool { text.contains("{f}") || text.contains("{F}") }
    /// Whether the pattern stands for one name per scene (no use case, route or field in it).
    var isPerScene: Bool { !mentionsUseCase && !mentionsRoute && !mentionsField }

    /// The name for `scene` and, where the pattern has them, a use case, route or field.
    func name(scene: String, useCase: String? = nil, route: String? = nil, field: String? = nil) -> String {
        var result = text.replacing("{S}", with: scene).replacing("{s}", with: SwiftNames.lowerCamel(scene))
        if let useCase {
            result = result.replacing("{U}", with: useCase).replacing("{u}", with: SwiftNames.lowerCamel(useCase))
        }
        if let route {
            result = result.replacing("{R}", with: route).replacing("{r}", with: SwiftNames.lowerCamel(route))
        }
        if let field { result = result.replacing("{f}", with: field) }
        return result
    }

    /// What `name` has where the pattern has its one upper-case placeholder (`{U}`, `{R}`) once the
    /// scene's name is in: `FetchMemes` for `presentFetchMemes(response:)` and `present{U}(response:)`.
    func captured(from name: String, scene: String) -> String? {
        let filled = text.replacing("{S}", with: scene).replacing("{s}", with: SwiftNames.lowerCamel(scene))
        for placeholder in ["{U}", "{R}", "{f}"] {
            guard let range = filled.firstRange(of: placeholder) else { continue }
            let prefix = filled[..<range.lowerBound]
            let suffix = filled[range.upperBound...]
            guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else {
                return nil
            }
            let captured = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            if placeholder == "{f}" { return captured }
            guard let first = captured.unicodeScalars.first, ("A"..."Z").contains(first) else { return nil }
            return captured.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) ? nil : captured
        }
        return nil
    }
}

/// The probe scene's names: chosen so that no template text contains them by accident.
enum ProbeNames {
    static let scene = "Qzscene"
    static let useCase = "Qzcase"
    static let route = "Qzroute"
    static let field = "qzfield"

    static let placeholders = [
        ("Qzscene", "{S}"), ("qzscene", "{s}"), ("Qzcase", "{U}"), ("qzcase", "{u}"), ("Qzroute", "{R}"),
        ("qzroute", "{r}"), ("Qzfield", "{F}"), ("qzfield", "{f}"),
    ]
}
