//
//  CatalogWorker.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Worker

/// Does the scene's work for the interactor (fetching, storing, computing): one method per use case.
///
/// The worker is not isolated to the main actor, and it is `Sendable`: the interactor calls it on the
/// main actor, and may hand it to a background task once the work gets slow. Keep it free of UIKit and
/// of references back to the interactor.
final class CatalogWorker: Sendable {
    func fetchItems(request: Catalog.FetchItems.Request) -> Catalog.FetchItems.Response {
        // TODO: Do the work, then return what the presenter needs.
        Catalog.FetchItems.Response()
    }

    func deleteItem(request: Catalog.DeleteItem.Request) -> Catalog.DeleteItem.Response {
        // TODO: Do the work, then return what the presenter needs.
        Catalog.DeleteItem.Response()
    }

    func search(request: Catalog.Search.Request) -> Catalog.Search.Response {
        // TODO: Do the work, then return what the presenter needs.
        Catalog.Search.Response()
    }
}
