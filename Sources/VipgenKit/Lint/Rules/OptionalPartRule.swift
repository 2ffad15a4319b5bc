/// The scene has a worker, its protocol and the data-passing protocols: a scene with nothing to
/// delegate has no worker, the original Clean Swift templates reach the worker through its class, and a
/// scene that passes no data has no data store; conventions, not problems.
enum OptionalPartRule: LintRule {
    static let id = "optional-part"
    static let severity = LintSeverity.note
    static let summary =
        "The scene has a worker, the worker's protocol (`XWorkerLogic`) and the data-passing ones (`XDataStore`, `XDataPassing`) (a note: a scene may need no worker, and the original templates reach it through its class)."
    static let family = LintFamily.sceneShape
    static let reads = LintReach.sourcesAndTests

    static func check(_ check: LintedScene) {
        MissingParts.reportMissingFiles(.optional, as: self, check)
        MissingParts.reportUndeclaredProtocols(optional: true, as: self, check)
    }

    static let examples: [LintExample] = [
        // The original templates' worker, reached through its class.
        .violation(
            .replace(
                "@MainActor\nprotocol ShopWorkerLogic {\n    func buy(request: Shop.Buy.Request) async throws -> Shop.Buy.Response\n}\n",
                with: "", in: "ShopWorker.swift"),
            .replace(
                "final class ShopWorker: ShopWorkerLogic {", with: "final class ShopWorker {", in: "ShopWorker.swift"),
            .replace("let worker: any ShopWorkerLogic", with: "let worker: ShopWorker", in: "ShopInteractor.swift"),
            .replace("init(worker: any ShopWorkerLogic", with: "init(worker: ShopWorker", in: "ShopInteractor.swift"),
            at: "ShopWorker.swift", "final class ‸ShopWorker {"),
        // A scene with no worker.
        .violation(removing: ["ShopWorker.swift"], at: "ShopViewController.swift", "‸//"),
        .clean(
            .replace("protocol ShopWorkerLogic {", with: "protocol ShopWorkerLogic: Sendable {", in: "ShopWorker.swift")
        ),
    ]
}
