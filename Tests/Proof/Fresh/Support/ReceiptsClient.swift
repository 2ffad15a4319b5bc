import Foundation

// A team's JSON client and the type it decodes, written as the worker's comment says (Templates/README.md,
// "Isolation and the main thread"): the decoding runs in a `@concurrent` function, off the main actor, so the
// decoded type is `nonisolated`; in a MainActor cell an unannotated `Receipt` fails here with "main
// actor-isolated conformance of 'Receipt' to 'Decodable' cannot satisfy conformance requirement for a
// 'Sendable' type parameter". The scenes' own models stay as generated, holding the team's unannotated
// `Purchase` (Purchase.swift): the workers make them from what the client decoded, on the main actor.

/// A receipt as the server sends it.
nonisolated struct Receipt: Decodable, Equatable, Sendable {
    let id: Int
    let total: Double
}

/// The app's one client, serving every scene: it conforms to each scene's client protocol as it is.
struct CannedJSONClient {
    let json: [String: Data]

    func fetch<Value: Decodable & Sendable>(_ type: Value.Type, at path: String) async throws -> Value {
        try await Self.decode(type, from: json[path] ?? Data())
    }

    @concurrent
    private static func decode<Value: Decodable & Sendable>(_ type: Value.Type, from data: Data) async throws -> Value {
        try JSONDecoder().decode(type, from: data)
    }
}

extension CannedJSONClient: CatalogClient, OrdersClient, InboxClient, FeedClient {}

// One scene of each flavor completed against the client: its worker awaits the client, which decodes off the
// main actor, and makes the use case's response, holding the team's own type, from what it decoded.
extension CatalogWorker {
    func purchases() async throws -> Catalog.FetchItems.Response {
        let receipts = try await client.fetch([Receipt].self, at: "/receipts")
        return Catalog.FetchItems.Response(purchases: receipts.map { Purchase(id: $0.id) })
    }
}

extension OrdersWorker {
    func purchases() async throws -> Orders.FetchOrders.Response {
        let receipts = try await client.fetch([Receipt].self, at: "/receipts")
        return Orders.FetchOrders.Response(purchases: receipts.map { Purchase(id: $0.id) })
    }
}

extension InboxWorker {
    func purchases() async throws -> Inbox.FetchMessages.Response {
        let receipts = try await client.fetch([Receipt].self, at: "/receipts")
        return Inbox.FetchMessages.Response(purchases: receipts.map { Purchase(id: $0.id) })
    }
}

extension FeedWorker {
    func purchases() async throws -> Feed.FetchPosts.Response {
        let receipts = try await client.fetch([Receipt].self, at: "/receipts")
        return Feed.FetchPosts.Response(purchases: receipts.map { Purchase(id: $0.id) })
    }
}

/// The scenes' interactors given workers over the app's client, as a configurator or a test injects them.
@MainActor
enum ReceiptsScenes {
    static let client = CannedJSONClient(json: ["/receipts": Data(#"[{"id": 1, "total": 9.5}]"#.utf8)])

    static func interactors() -> (CatalogInteractor, OrdersInteractor, InboxInteractor, FeedInteractor) {
        (
            CatalogInteractor(worker: CatalogWorker(client: client)), OrdersInteractor(worker: OrdersWorker(client: client)),
            InboxInteractor(worker: InboxWorker(client: client)), FeedInteractor(worker: FeedWorker(client: client))
        )
    }
}
