//
//  DetailViewController.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import UIKit

// MARK: - Display logic

/// What the presenter asks the view controller to show: one method per use case.
@MainActor
protocol DetailDisplayLogic: AnyObject {
    func displayGetItem(viewModel: Detail.GetItem.ViewModel)
    func displayShare(viewModel: Detail.Share.ViewModel)
}

// MARK: - View controller

final class DetailViewController: UIViewController {
    var interactor: (any DetailBusinessLogic)?
    var router: (any DetailRoutingLogic & DetailDataPassing)?

    // MARK: - Object lifecycle

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
        let interactor = DetailInteractor()
        let presenter = DetailPresenter()
        let router = DetailRouter()
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
        case "Catalog":
            router?.routeToCatalog(segue: segue)
        default:
            break
        }
    }

    // MARK: - View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        getItem()
    }

    // MARK: - Requests

    func getItem() {
        let request = Detail.GetItem.Request()
        interactor?.getItem(request: request)
    }

    func share() {
        let request = Detail.Share.Request()
        interactor?.share(request: request)
    }
}

// MARK: - DetailDisplayLogic

extension DetailViewController: DetailDisplayLogic {
    func displayGetItem(viewModel: Detail.GetItem.ViewModel) {
        // TODO: Update the views from the view model.
    }

    func displayShare(viewModel: Detail.Share.ViewModel) {
        // TODO: Update the views from the view model.
    }
}
