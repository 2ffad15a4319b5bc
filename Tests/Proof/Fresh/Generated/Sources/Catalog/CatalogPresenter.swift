//
//  CatalogPresenter.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Presentation logic

/// What the interactor asks the presenter to format for display: one method per use case.
@MainActor
protocol CatalogPresentationLogic: AnyObject {
    func presentFetchItems(response: Catalog.FetchItems.Response)
    func presentDeleteItem(response: Catalog.DeleteItem.Response)
    func presentSearch(response: Catalog.Search.Response)
}

// MARK: - Presenter

@MainActor
final class CatalogPresenter: CatalogPresentationLogic {
    weak var viewController: (any CatalogDisplayLogic)?

    // MARK: - CatalogPresentationLogic

    func presentFetchItems(response: Catalog.FetchItems.Response) {
        let viewModel = Catalog.FetchItems.ViewModel()
        viewController?.displayFetchItems(viewModel: viewModel)
    }

    func presentDeleteItem(response: Catalog.DeleteItem.Response) {
        let viewModel = Catalog.DeleteItem.ViewModel()
        viewController?.displayDeleteItem(viewModel: viewModel)
    }

    func presentSearch(response: Catalog.Search.Response) {
        let viewModel = Catalog.Search.ViewModel()
        viewController?.displaySearch(viewModel: viewModel)
    }
}
