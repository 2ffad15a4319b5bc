//
//  DetailInteractor.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Business logic

/// What the view controller asks the scene to do: one method per use case.
@MainActor
protocol DetailBusinessLogic: AnyObject {
    func getItem(request: Detail.GetItem.Request)
    func share(request: Detail.Share.Request)
}

// MARK: - Data store

/// What the scene keeps for its router to pass on to other scenes.
@MainActor
protocol DetailDataStore: AnyObject {
    var selected: Item? { get set }
    var pair: (Int, String) { get set }
    var website: URL? { get set }
    var history: [Date] { get set }
}

// MARK: - Interactor

@MainActor
final class DetailInteractor: DetailBusinessLogic, DetailDataStore {
    var presenter: (any DetailPresentationLogic)?
    private let worker: DetailWorker

    // MARK: - DetailDataStore

    var selected: Item?
    var pair: (Int, String) = (0, "")
    var website: URL?
    var history: [Date] = []

    // MARK: - Object lifecycle

    init(worker: DetailWorker = DetailWorker()) {
        self.worker = worker
    }

    // MARK: - DetailBusinessLogic

    func getItem(request: Detail.GetItem.Request) {
        let response = worker.getItem(request: request)
        presenter?.presentGetItem(response: response)
    }

    func share(request: Detail.Share.Request) {
        let response = worker.share(request: request)
        presenter?.presentShare(response: response)
    }
}
