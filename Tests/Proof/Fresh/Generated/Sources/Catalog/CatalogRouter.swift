//
//  CatalogRouter.swift
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
protocol CatalogRoutingLogic: AnyObject {
    func routeToDetail(segue: UIStoryboardSegue?)
    func routeToEditor(segue: UIStoryboardSegue?)
}

// MARK: - Data passing

/// Gives the router the interactor's data store, to pass data on to the next scene.
@MainActor
protocol CatalogDataPassing: AnyObject {
    var dataStore: (any CatalogDataStore)? { get }
}

// MARK: - Router

@MainActor
final class CatalogRouter: CatalogRoutingLogic, CatalogDataPassing {
    weak var viewController: CatalogViewController?
    var dataStore: (any CatalogDataStore)?

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

    func navigateToDetail(source: CatalogViewController, destination: DetailViewController) {
        source.show(destination, sender: nil)
    }

    func passDataToDetail(
        source: any CatalogDataStore,
        destination: inout any DetailDataStore
    ) {
        destination.selected = source.selected
    }

    // MARK: - Editor

    func routeToEditor(segue: UIStoryboardSegue?) {
        guard let viewController, let dataStore else { return }
        // A segue brings the destination and performs the transition; in code, the router does both.
        let destination: EditorViewController
        if let segue {
            guard let segueDestination = segue.destination as? EditorViewController else { return }
            destination = segueDestination
        } else {
            destination = EditorViewController()
        }
        guard var destinationDataStore = destination.router?.dataStore else { return }
        passDataToEditor(source: dataStore, destination: &destinationDataStore)
        if segue == nil {
            navigateToEditor(source: viewController, destination: destination)
        }
    }

    func navigateToEditor(source: CatalogViewController, destination: EditorViewController) {
        source.show(destination, sender: nil)
    }

    func passDataToEditor(
        source: any CatalogDataStore,
        destination: inout any EditorDataStore
    ) {
        // TODO: Pass what Editor needs, e.g. `destination.name = source.name`.
    }
}
