/// Routes a scene's flavor cannot show: a SwiftUI scene's router builds each destination as a SwiftUI
/// view, so a route from it to a UIKit scene would not compile (see `Flavor.routeDestinations`). Each
/// is placed where the spec writes it; routes named by flags have no place.
struct RouteRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    let errors: [SpecError]

    /// Whether every refused route came from the command line: a usage error rather than bad data.
    var isFromFlags: Bool { errors.allSatisfy { $0.file == nil } }

    var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension RouteRefusal: LocatedError {
    var diagnostics: [Diagnostic] { SpecErrors(errors).diagnostics }
}
