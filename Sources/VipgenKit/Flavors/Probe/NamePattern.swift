/// A name as a flavor's templates spell it, with the scene's own names left as placeholders:
/// `{S}PresentationLogic`, `present{U}(response:)`, `routeTo{R}(segue:)`.
///
/// Patterns are learned, not written down: `FlavorBlueprint` renders a probe scene whose names
/// (`ProbeNames`) appear nowhere else, and replaces them in every name it reads back.
struct NamePattern: Hashable, Sendable, CustomStringConvertible {
    let text: String
    /// The text cut at its placeholders, so naming is one concatenation (a lint of 1,000 scenes
    /// names some 200,000 things).
    private let segments: [Segment]
    let mentionsUseCase: Bool
    let mentionsRoute: Bool
    let mentionsField: Bool
    /// Whether it holds the use case's own name (`present{U}`), not only its variable (`{u}`).
    let capturesUseCase: Bool
    /// Whether it holds the route's own name (`routeTo{R}`), not only its variable (`{r}`).
    let capturesRoute: Bool

    private enum Segment: Hashable, Sendable {
        case literal(String)
        case scene, sceneVariable, useCase, useCaseVariable, route, routeVariable, field, fieldUpper
    }

    private static let placeholderSegments: [(String, Segment)] = [
        ("{S}", .scene), ("{s}", .sceneVariable), ("{U}", .useCase), ("{u}", .useCaseVariable), ("{R}", .route),
        ("{r}", .routeVariable), ("{f}", .field), ("{F}", .fieldUpper),
    ]

    init(_ text: String) {
        self.text = text
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(text)
        outer: while let first = rest.first {
            if first == "{" {
                for (placeholder, segment) in Self.placeholderSegments where rest.hasPrefix(placeholder) {
                    if !literal.isEmpty { segments.append(.literal(literal)) }
                    literal = ""
                    segments.append(segment)
                    rest = rest.dropFirst(placeholder.count)
                    continue outer
                }
            }
            literal.append(first)
            rest = rest.dropFirst()
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
        mentionsUseCase = segments.contains { $0 == .useCase || $0 == .useCaseVariable }
        mentionsRoute = segments.contains { $0 == .route || $0 == .routeVariable }
        mentionsField = segments.contains { $0 == .field || $0 == .fieldUpper }
        capturesUseCase = segments.contains(.useCase)
        capturesRoute = segments.contains(.route)
    }

    /// The probe's names in `name` replaced by placeholders.
    init(abstracting name: String) {
        // Byte by byte: every probe name starts `Qz` or `qz`, and the generic `replacing` cost learning a
        // flavor more than rendering and scanning its probe.
        let bytes = Array(name.utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = 0
        outer: while index < bytes.count {
            if bytes[index] | 0x20 == UInt8(ascii: "q"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "z")
            {
                for (probe, placeholder) in ProbeNames.placeholderBytes where bytes[index...].starts(with: probe) {
                    text += placeholder
                    index += probe.count
                    continue outer
                }
            }
            text.append(bytes[index])
            index += 1
        }
        self.init(String(decoding: text, as: UTF8.self))
    }

    static func == (lhs: NamePattern, rhs: NamePattern) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    var description: String { text }

    /// Whether it holds the scene's name (`{S}` or `{s}`).
    var mentionsScene: Bool { segments.contains { $0 == .scene || $0 == .sceneVariable } }

    /// The pattern around its one placeholder, when it has one and it stands for a use case, route or
    /// field: `("display", "{U}", "(viewModel:)")` for `display{U}(viewModel:)`.
    var aroundItem: (prefix: String, placeholder: String, suffix: String)? {
        var placeholders = 0
        var around: (String, String, String)?
        var prefix = ""
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .literal(let text): prefix += text
            case .scene, .sceneVariable: return nil
            default:
                placeholders += 1
                let suffix = segments[(index + 1)...].map { if case .literal(let text) = $0 { text } else { "{}" } }
                let placeholder = Self.placeholderSegments.first { $0.1 == segment }!.0
                around = (prefix, placeholder, suffix.joined())
            }
        }
        return placeholders == 1 ? around : nil
    }

    /// The pattern without argument labels: `routeTo{R}` for `routeTo{R}(segue:)`.
    var baseName: NamePattern {
        guard let parenthesis = text.firstIndex(of: "(") else { return self }
        return NamePattern(String(text[..<parenthesis]))
    }

    /// Whether `name` is what the pattern names in `scene`, for some use case, route or field:
    /// `passDataTo{R}` matches `passDataToShowMeme`.
    func matches(_ name: String, scene: String) -> Bool {
        isPerScene ? name == self.name(scene: scene) : captured(from: name, scene: scene) != nil
    }

    /// Whether the pattern stands for one name per scene (no use case, route or field in it).
    var isPerScene: Bool { !mentionsUseCase && !mentionsRoute && !mentionsField }

    /// The name for `scene` and, where the pattern has them, a use case, route or field.
    func name(scene: String, useCase: String? = nil, route: String? = nil, field: String? = nil) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let text): result += text
            case .scene: result += scene
            case .sceneVariable: result += SwiftNames.lowerCamel(scene)
            case .useCase: result += useCase ?? "{U}"
            case .useCaseVariable: result += useCase.map(SwiftNames.lowerCamel) ?? "{u}"
            case .route: result += route ?? "{R}"
            case .routeVariable: result += route.map(SwiftNames.lowerCamel) ?? "{r}"
            case .field: result += field ?? "{f}"
            case .fieldUpper: result += "{F}"
            }
        }
        return result
    }

    /// What `name` has where the pattern has its one upper-case placeholder (`{U}`, `{R}`, or the
    /// field's `{f}`) once the scene's name is in: `FetchMemes` for `presentFetchMemes(response:)` and
    /// `present{U}(response:)`.
    func captured(from name: String, scene: String) -> String? {
        guard let index = segments.firstIndex(where: { $0 == .useCase || $0 == .route || $0 == .field }) else {
            return nil
        }
        let wanted = segments[index]
        let prefix = NamePattern(segments: segments[..<index]).name(scene: scene)
        let suffix = NamePattern(segments: segments[(index + 1)...]).name(scene: scene)
        guard name.utf8.count > prefix.utf8.count + suffix.utf8.count, name.hasPrefix(prefix), name.hasSuffix(suffix)
        else { return nil }
        let captured = String(name.dropFirst(prefix.count).dropLast(suffix.count))
        if wanted == .field { return captured }
        guard let first = captured.unicodeScalars.first, ("A"..."Z").contains(first) else { return nil }
        return captured.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) ? nil : captured
    }

    private init(segments: ArraySlice<Segment>) {
        self.segments = Array(segments)
        text = ""
        mentionsUseCase = false
        mentionsRoute = false
        mentionsField = false
        capturesUseCase = false
        capturesRoute = false
    }
}

/// The probe scene's names: chosen so that no template text contains them by accident.
enum ProbeNames {
    static let scene = "Qzscene"
    static let useCase = "Qzcase"
    static let route = "Qzroute"
    static let field = "qzfield"

    /// The probe scene: one use case, one field and one route.
    static func probe(worker: WorkerStyle? = nil) -> SceneSpec {
        SceneSpec(
            name: scene, useCases: [useCase],
            fields: [Field(name: field, type: "Int", isOptional: false, initialValue: "0")],
            routes: [route], worker: worker)
    }

    static let placeholders = [
        ("Qzscene", "{S}"), ("qzscene", "{s}"), ("Qzcase", "{U}"), ("qzcase", "{u}"), ("Qzroute", "{R}"),
        ("qzroute", "{r}"), ("Qzfield", "{F}"), ("qzfield", "{f}"),
    ]
    static let placeholderBytes = placeholders.map { (Array($0.0.utf8), Array($0.1.utf8)) }
}
