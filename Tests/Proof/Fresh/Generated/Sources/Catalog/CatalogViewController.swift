//
//  CatalogViewController.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import UIKit

// MARK: - Display logic

/// What the presenter asks the view controller to show: one method per use case.
@MainActor
protocol CatalogDisplayLogic: AnyObject {
    func displayFetchItems(viewModel: Catalog.FetchItems.ViewModel)
    func displayDeleteItem(viewModel: Catalog.DeleteItem.ViewModel)
    func displaySearch(viewModel: Catalog.Search.ViewModel)
}

// MARK: - View controller

final class CatalogViewController: UITableViewController {
    var interactor: (any CatalogBusinessLogic)?
    var router: (any CatalogRoutingLogic & CatalogDataPassing)?

    // MARK: - Object lifecycle

    override init(style: UITableView.Style) {
        super.init(style: style)
        setup()
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    // MARK: - Setup

    /// Wires the VIP cycle: this view controller sends requests to the interactor, the interactor sends
    /// responses to the presenter, the presenter sends view models back here; the router reads the
    /// interactor's data store.
    private func setup() {
        let interactor = CatalogInteractor()
        let presenter = CatalogPresenter()
        let router = CatalogRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    // MARK: - Routing

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch segue.identifier {
        case "Detail":
            router?.routeToDetail(segue: segue)
        case "Editor":
            router?.routeToEditor(segue: segue)
        default:
            break
        }
    }

    // MARK: - View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        fetchItems()
    }

    // MARK: - Requests

    func fetchItems() {
        let request = Catalog.FetchItems.Request()
        interactor?.fetchItems(request: request)
    }

    func deleteItem() {
        let request = Catalog.DeleteItem.Request()
        interactor?.deleteItem(request: request)
    }

    func search() {
        let request = Catalog.Search.Request()
        interactor?.search(request: request)
    }
}

// MARK: - CatalogDisplayLogic

extension CatalogViewController: CatalogDisplayLogic {
    func displayFetchItems(viewModel: Catalog.FetchItems.ViewModel) {
        // TODO: Update the views from the view model.
    }

    func displayDeleteItem(viewModel: Catalog.DeleteItem.ViewModel) {
        // TODO: Update the views from the view model.
    }

    func displaySearch(viewModel: Catalog.Search.ViewModel) {
        // TODO: Update the views from the view model.
    }
}
