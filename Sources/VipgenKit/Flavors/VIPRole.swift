/// The part of the VIP cycle a file of a scene plays, as its flavor's manifest says (`flavor.json`'s
/// `role`): the rules and `add` speak of roles, the flavors name the files and types that play them. A
/// file with no role plays none the rules know of. A SwiftUI flavor's `View` and the `ViewState` it
/// owns (which sends the requests and implements the display logic) both play the view's part.
enum VIPRole: String, Sendable, CaseIterable {
    case view
    case interactor
    case presenter
    case router
    case worker
    case models
    case configurator

    /// How a message names it.
    var noun: String {
        switch self {
        case .view: return "the view"
        case .interactor: return "the interactor"
        case .presenter: return "the presenter"
        case .router: return "the router"
        case .worker: return "the worker"
        case .models: return "the models"
        case .configurator: return "the configurator"
        }
    }

    /// The inner parts, which know nothing of the screen (the dependency rule).
    var isInner: Bool { self == .interactor || self == .presenter || self == .worker || self == .models }

    /// The frameworks the inner parts must not import.
    static let userInterfaceFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit"]
}
