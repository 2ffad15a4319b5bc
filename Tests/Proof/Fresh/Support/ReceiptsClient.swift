import Foundation

// A team's JSON client and the type it decodes, written as the worker's comment says (Templates/README.md,
// "Isolation and the main thread"): the decoding runs in a `@concurrent` function, off the main actor, so the
// decoded type is `nonisolated`; in a MainActor cell an unannotated `Receipt` fails here with "main
// actor-isolated conformance of 'Receipt' to 'Decodable' cannot satisfy conformance requirement for a
// 'Sendable' type parameter".

/// A receipt as the server sends it.
nonisolated struct Receipt: Decodable, Equatable, Sendable {
    let id: Int
    let total: Double
}

/// What a worker is given to fetch JSON, so that its tests can hand it canned data.
protocol JSONClient: Sendable {
    func get<Value: Decodable & Sendable>(_ path: String, as type: Value.Type) async throws -> Value
}

/// Answers each path with the JSON it holds, decoded off the main actor.
struct CannedJSONClient: JSONClient {
    let json: [String: Data]

    func get<Value: Decodable & Sendable>(_ path: String, as type: Value.Type) async throws -> Value {
        try await Self.decode(type, from: json[path] ?? Data())
    }

    @concurrent
    private static func decode<Value: Decodable & Sendable>(_ type: Value.Type, from data: Data) async throws -> Value {
        try JSONDecoder().decode(type, from: data)
    }
}

// A worker of the fresh scenes fetching and decoding through the client it is given, then comparing on the main
// actor what it decoded.
extension CatalogWorker {
    func receipts(from client: some JSONClient) async throws -> [Receipt] {
        let receipts = try await client.get("/receipts", as: [Receipt].self)
        return receipts.filter { $0 != Receipt(id: 0, total: 0) }
    }
}
