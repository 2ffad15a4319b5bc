//
//  EditorViewController.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import UIKit

// MARK: - Display logic

/// What the presenter asks the view controller to show: one method per use case.
@MainActor
protocol EditorDisplayLogic: AnyObject {
    func displayLoad(viewModel: Editor.Load.ViewModel)
}

// MARK: - View controller

final class EditorViewController: UICollectionViewController {
    var interactor: (any EditorBusinessLogic)?
    var router: (any EditorRoutingLogic & EditorDataPassing)?

    // MARK: - Object lifecycle

    /// Builds the scene in code, with a flow layout.
    convenience init() {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    override init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(collectionViewLayout: layout)
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
        let interactor = EditorInteractor()
        let presenter = EditorPresenter()
        let router = EditorRouter()
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
        case "Detail":
            router?.routeToDetail(segue: segue)
        default:
            break
        }
    }

    // MARK: - View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        load()
    }

    // MARK: - Requests

    func load() {
        let request = Editor.Load.Request()
        interactor?.load(request: request)
    }
}

// MARK: - EditorDisplayLogic

extension EditorViewController: EditorDisplayLogic {
    func displayLoad(viewModel: Editor.Load.ViewModel) {
        // TODO: Update the views from the view model.
    }
}
