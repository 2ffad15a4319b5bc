//
//  EditorRouter.swift
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
protocol EditorRoutingLogic: AnyObject {
    func routeToCatalog(segue: UIStoryboardSegue?)
    func routeToDetail(segue: UIStoryboardSegue?)
}

// MARK: - Data passing

/// Gives the router the interactor's data store, to pass data on to the next scene.
@MainActor
protocol EditorDataPassing: AnyObject {
    var dataStore: (any EditorDataStore)? { get }
}

// MARK: - Router

@MainActor
final class EditorRouter: EditorRoutingLogic, EditorDataPassing {
    weak var viewController: EditorViewController?
    var dataStore: (any EditorDataStore)?

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

    func navigateToCatalog(source: EditorViewController, destination: CatalogViewController) {
        source.show(destination, sender: nil)
    }

    func passDataToCatalog(
        source: any EditorDataStore,
        destination: inout any CatalogDataStore
    ) {
        // TODO: Pass what Catalog needs, e.g. `destination.name = source.name`.
    }

    // MARK: - Detail

    func routeToDetail(segue: UIStoryboardSegue?) {
        guard let viewController, let dataStore else { return }
        // A segue brings the destination and performs the transition; in code, the router does both.
        let destination: DetailViewController
        if let segue {
            guard let segueDestination = segue.destination as? DetailViewController else { return }
            destination = segueDestination
        } else {
            destination = DetailViewController()
        }
        guard var destinationDataStore = destination.router?.dataStore else { return }
        passDataToDetail(source: dataStore, destination: &destinationDataStore)
        if segue == nil {
            navigateToDetail(source: viewController, destination: destination)
        }
    }

    func navigateToDetail(source: EditorViewController, destination: DetailViewController) {
        source.show(destination, sender: nil)
    }

    func passDataToDetail(
        source: any EditorDataStore,
        destination: inout any DetailDataStore
    ) {
        // TODO: Pass what Detail needs, e.g. `destination.name = source.name`.
    }
}
