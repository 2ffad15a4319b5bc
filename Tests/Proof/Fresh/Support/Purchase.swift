// A team's own model type, written as teams write them: no isolation, no `Sendable`. build-proofs puts it
// into every fresh scene's Request, Response and ViewModel; under a MainActor default isolation its
// `Equatable` conformance is isolated to the main actor, as in a new Xcode 26 app target.
struct Purchase: Equatable {
    let id: Int
}

// Workers of both styles making and comparing it.
extension CatalogWorker {
    func firstPurchase() async throws -> Purchase? {
        let response = try await fetchItems(request: Catalog.FetchItems.Request(purchases: [Purchase(id: 1)]))
        return response.purchases.first { $0 == Purchase(id: 1) }
    }
}

extension ProfileWorker {
    func firstPurchase() -> Purchase? {
        save(request: Profile.Save.Request(purchases: [Purchase(id: 1)])).purchases.first { $0 == Purchase(id: 1) }
    }
}
