//
//  CatalogInteractor.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Business logic

/// What the view controller asks the scene to do: one method per use case.
@MainActor
protocol CatalogBusinessLogic: AnyObject {
    func fetchItems(request: Catalog.FetchItems.Request)
    func deleteItem(request: Catalog.DeleteItem.Request)
    func search(request: Catalog.Search.Request)
}

// MARK: - Data store

/// What the scene keeps for its router to pass on to other scenes.
@MainActor
protocol CatalogDataStore: AnyObject {
    var items: [Item] { get set }
    var selected: Item? { get set }
    var lookup: [String: [Int]] { get set }
    var tags: Set<String> { get set }
}

// MARK: - Interactor

@MainActor
final class CatalogInteractor: CatalogBusinessLogic, CatalogDataStore {
    var presenter: (any CatalogPresentationLogic)?
    private let worker: CatalogWorker

    // MARK: - CatalogDataStore

    var items: [Item] = []
    var selected: Item?
    var lookup: [String: [Int]] = [:]
    var tags: Set<String> = []

    // MARK: - Object lifecycle

    init(worker: CatalogWorker = CatalogWorker()) {
        self.worker = worker
    }

    // MARK: - CatalogBusinessLogic

    func fetchItems(request: Catalog.FetchItems.Request) {
        let response = worker.fetchItems(request: request)
        presenter?.presentFetchItems(response: response)
    }

    func deleteItem(request: Catalog.DeleteItem.Request) {
        let response = worker.deleteItem(request: request)
        presenter?.presentDeleteItem(response: response)
    }

    func search(request: Catalog.Search.Request) {
        let response = worker.search(request: request)
        presenter?.presentSearch(response: response)
    }
}
