// Every rule `vipgen lint` checks, by family: the spec reader knows them (a spec may disable a rule or
// change its severity) without knowing how they are checked, which Lint/Rules does.

/// The scene has the files, types and protocols its flavor gives every scene, and each part conforms
/// to its protocols.
enum SceneShapeRules {
    static let files = LintRule(
        "scene-files", .warning,
        "The scene has every file and class its flavor gives a scene (its view controller, interactor, presenter, router, worker, models, tests)."
    )
    static let declared = LintRule(
        "protocol-declared", .warning,
        "Each part's protocol (`XBusinessLogic`, `XPresentationLogic`, `XDisplayLogic`…) is declared.")
    static let conformance = LintRule(
        "protocol-conformance", .error, "Each part conforms to the protocols its flavor has it conform to.")

    /// The test files are a convention: an app written without tests is told, not faulted.
    static let tests = LintRule(
        "scene-tests", .note,
        "The scene has the test files its flavor gives a scene (a note: many apps test otherwise).")
    /// A scene with nothing to delegate has no worker, the original Clean Swift templates reach the
    /// worker through its class, and a scene that passes no data has no data store: conventions, not problems.
    static let optionalPart = LintRule(
        "optional-part", .note,
        "The scene has a worker, the worker's protocol (`XWorkerLogic`) and the data-passing ones (`XDataStore`, `XDataPassing`) (a note: a scene may need no worker, and the original templates reach it through its class)."
    )

    static let rules = [files, tests, declared, optionalPart, conformance]
}

/// How the parts hold each other: through protocols, weakly back towards the view, and never from a
/// worker back to its interactor.
enum ReferenceRules {
    static let concrete = LintRule(
        "concrete-reference", .warning,
        "Parts refer to each other through protocols (`any XBusinessLogic`), not concrete classes (where the flavor does)."
    )
    static let weak = LintRule(
        "weak-back-reference", .error,
        "The presenter's and router's references back to the view are `weak` (a strong one keeps the scene alive forever)."
    )
    static let worker = LintRule(
        "worker-back-reference", .error, "No worker refers back to its interactor.")

    static let rules = [concrete, weak, worker]
}

/// The dependency rule: the inner parts (interactor, presenter, worker, models) know nothing of the
/// screen, so they import no user interface framework.
enum ImportRules {
    static let userInterface = LintRule(
        "ui-import", .error, "The interactor, presenter, worker and models import neither UIKit nor SwiftUI.")

    /// An import nothing in the file uses, as the original templates write in every file: a note.
    static let unusedUserInterface = LintRule(
        "unused-ui-import", .note,
        "The interactor, presenter, worker and models do not import UIKit or SwiftUI even unused (a note: the original templates do)."
    )

    static let rules = [userInterface, unusedUserInterface]
}

/// The VIP cycle runs one way: the view asks the interactor (and the router), the interactor tells the
/// presenter (and uses its workers), the presenter tells the view. Which part may hold and call which
/// is the flavor's: what its generated scene holds and calls.
enum CycleRules {
    static let oneWay = LintRule(
        "one-way-cycle", .error,
        "The cycle runs one way: the view calls only the interactor (and router), the interactor only the presenter and workers, the presenter only the view's display logic."
    )

    static let rules = [oneWay]
}

/// Every use case is whole: its Request, Response and ViewModel, its three methods declared and
/// implemented, and each method calling the next, from the request to the view.
enum UseCaseRules {
    static let models = LintRule(
        "use-case-models", .warning, "Every use case has its Request, Response and ViewModel.")
    static let methods = LintRule(
        "use-case-methods", .warning,
        "Every use case has its methods (request, present, display) in the protocols and in the parts that conform to them."
    )
    static let wiring = LintRule(
        "use-case-wiring", .warning,
        "Every use case is wired end to end: the interactor's method presents, the presenter's displays, and someone calls each."
    )

    static let rules = [models, methods, wiring]
}

/// The spec and the code say the same: the scenes, use cases, routes and fields the spec lists are in
/// the code, and the other way round; each finding names the command that makes them agree.
enum SpecAgreementRules {
    static let scene = LintRule(
        "spec-scene", .warning, "Every scene the spec lists has code, and every scene in the code is in the spec.")
    static let useCase = LintRule(
        "spec-use-case", .warning, "The spec's use cases and the code's are the same.")
    static let route = LintRule("spec-route", .warning, "The spec's routes and the code's are the same.")
    static let field = LintRule(
        "spec-field", .warning, "The spec's data store fields and the code's are the same.")
    static let routeDestination = LintRule(
        "route-destination", .error,
        "Every route leads to a scene that exists, in the spec or on disk, and that its flavor can show (a SwiftUI scene's router builds SwiftUI views only)."
    )

    static let rules = [scene, useCase, route, field, routeDestination]
}

/// Every protocol method that does something has a test: a test of the scene (or any test of the
/// project) calls it, or is named after it.
enum TestRules {
    static let untested = LintRule(
        "untested-method", .warning,
        "Every protocol method with code in it has a test that calls it or is named after it.")

    static let rules = [untested]
}

/// A file of a scene the scanner cannot read for sure is reported, never passed in silence: none of
/// its rules were checked.
enum SkippedFiles {
    static let rule = LintRule(
        "unreadable-file", .warning,
        "A scene's file the scanner cannot read (syntax it does not know, not UTF-8, unreadable) is reported as skipped, with the reason."
    )
}
