/// The part of the VIP cycle a file of a scene plays, read from the name of the template a flavor
/// renders it with (`flavor.json`'s `template`): the rules speak of roles, the flavors name the files
/// and types that play them. A template with another name plays no role the rules know of.
enum SceneRole: String, Sendable, CaseIterable {
    case view
    case interactor
    case presenter
    case router
    case worker
    case models
    case configurator

    /// The role of a flavor's template; a SwiftUI flavor's `View` and the `ViewState` it owns (which
    /// sends the requests and implements the display logic) play the view controller's part.
    init?(template: String) {
        switch template {
        case "ViewController", "View", "ViewState": self = .view
        case "Interactor": self = .interactor
        case "Presenter": self = .presenter
        case "Router": self = .router
        case "Worker": self = .worker
        case "Models": self = .models
        case "Configurator": self = .configurator
        default: return nil
        }
    }

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
