//
//  CatalogModels.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

/// The values that cross the scene's boundaries, grouped by use case: the view controller sends a
/// `Request` to the interactor, the interactor a `Response` to the presenter, and the presenter a
/// `ViewModel` back to the view controller.
enum Catalog {
    // MARK: - FetchItems

    enum FetchItems {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }

    // MARK: - DeleteItem

    enum DeleteItem {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }

    // MARK: - Search

    enum Search {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }
}
