//
//  DetailRouter.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import UIKit

// MARK: - Routing logic

/// Where the scene can go: one method per destination, given the storyboard segue, or `nil` to route in
/// code.
@MainActor
protocol DetailRoutingLogic: AnyObject {
    func routeToCatalog(segue: UIStoryboardSegue?)
}

// MARK: - Data passing

/// Gives the router the interactor's data store, to pass data on to the next scene.
@MainActor
protocol DetailDataPassing: AnyObject {
    var dataStore: (any DetailDataStore)? { get }
}

// MARK: - Router

@MainActor
final class DetailRouter: DetailRoutingLogic, DetailDataPassing {
    weak var viewController: DetailViewController?
    var dataStore: (any DetailDataStore)?

    // MARK: - Catalog

    func routeToCatalog(segue: UIStoryboardSegue?) {
        guard let viewController, let dataStore else { return }
        // A segue brings the destination and performs the transition; in code, the router does both.
        let destination: CatalogViewController
        if let segue {
            guard let segueDestination = segue.destination as? CatalogViewController else { return }
            destination = segueDestination
        } else {
            destination = CatalogViewController()
        }
        guard var destinationDataStore = destination.router?.dataStore else { return }
        passDataToCatalog(source: dataStore, destination: &destinationDataStore)
        if segue == nil {
            navigateToCatalog(source: viewController, destination: destination)
        }
    }

    func navigateToCatalog(source: DetailViewController, destination: CatalogViewController) {
        source.show(destination, sender: nil)
    }

    func passDataToCatalog(
        source: any DetailDataStore,
        destination: inout any CatalogDataStore
    ) {
        destination.selected = source.selected
    }
}
