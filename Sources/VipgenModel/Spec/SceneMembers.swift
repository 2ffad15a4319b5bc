/// What the bundled templates declare in each generated class next to the members named after use
/// cases, routes and fields, and the checks that keep those names from colliding with them or with UIKit.
///
/// Where each kind of name ends up:
/// - a use case `X` declares `x()` and `displayX(viewModel:)` in the view controller (a UIKit subclass) or
///   the view state (a SwiftUI scene's, which also declares `xViewModel`),
///   `x(request:)` in the interactor and worker, `presentX(response:)` in the presenter,
///   `xRequests`, `xResponse`, `xResponses` and `xViewModels` in the test spies, and test methods whose
///   names start or end with it;
/// - a route `X` declares `routeToX(segue:)`, `navigateToX(source:destination:)` and
///   `passDataToX(source:destination:)` in the router, and `xSegues` in the routing spy;
/// - a field `x` declares a stored property `x` in the interactor (its data store).
///
/// Only the view controller inherits from UIKit, so only use cases are checked against `UIKitMembers`;
/// the interactor, presenter, router, worker and spies are plain Swift classes. Within a class the
/// names cannot meet: a property `xResponse` and a method `xResponse(request:)` are told apart by the
/// label, and two names whose lowerCamelCase forms are equal are refused as duplicates.
public enum SceneMembers {
    /// The view controller's own members a use case's `x()` could clash with: its properties, and its
    /// methods without arguments, in every bundled flavor (the input-output flavor's view controller
    /// has an `output` where clean-swift's has an `interactor`).
    public static let viewControllerProperties: NameList = ["interactor", "output", "router"]
    /// The swiftui flavor's view state declares the request methods `x()` where a view controller does
    /// (beside `interactor` and `router`), with these properties of its own.
    public static let viewStateProperties: NameList = ["failure", "isShowingFailure", "pushedRoute", "presentedRoute"]
    public static let viewControllerMethods: NameList = ["setup"]

    /// Properties of the interactor, router and presenter in every bundled flavor (and of the view
    /// controller, whose names a data store field must not reuse either, so `router.dataStore` and
    /// `interactor.presenter` read one way in every scene).
    public static let reservedFieldNames: NameList = [
        "dataStore", "interactor", "output", "presenter", "router", "viewController", "viewState", "worker",
    ]

    /// Why a use case whose request method is `func <variable>()` cannot be declared in a view controller
    /// inheriting from `declarers` (see `UIKitMembers.ancestry(of:)`), or nil when it can.
    public static func useCaseCollision(_ name: String, among declarers: [UIKitMembers.Declarer]) -> String? {
        let variable = SwiftNames.lowerCamel(name)
        if viewStateProperties.contains(variable) {
            return
                "use case '\(name)' would declare '\(variable)()' in a SwiftUI scene's view state, which collides with its own property '\(variable)'; choose another name"
        }
        let collidesWith: String
        if viewControllerProperties.contains(variable) {
            collidesWith = "the scene's own property '\(variable)'"
        } else if viewControllerMethods.contains(variable) {
            collidesWith = "the scene's own method '\(variable)()'"
        } else if let collision = UIKitMembers.collision(variable, among: declarers) {
            collidesWith = collision.describe(variable) + " (iOS 26 SDK)"
        } else {
            return nil
        }
        return
            "use case '\(name)' would declare '\(variable)()' in the view controller, which collides with \(collidesWith); choose another name"
    }
}
