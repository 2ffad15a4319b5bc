//
//  EditorInteractor.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Business logic

/// What the view controller asks the scene to do: one method per use case.
@MainActor
protocol EditorBusinessLogic: AnyObject {
    func load(request: Editor.Load.Request)
}

// MARK: - Data store

/// What the scene keeps for its router to pass on to other scenes.
@MainActor
protocol EditorDataStore: AnyObject {
    var title: String { get set }
    var count: Int { get set }
    var enabled: Bool { get set }
    var ratio: Double { get set }
    var pending: [String: Item] { get set }
}

// MARK: - Interactor

@MainActor
final class EditorInteractor: EditorBusinessLogic, EditorDataStore {
    var presenter: (any EditorPresentationLogic)?
    private let worker: EditorWorker

    // MARK: - EditorDataStore

    var title: String = ""
    var count: Int = 0
    var enabled: Bool = false
    var ratio: Double = 0
    var pending: [String: Item] = [:]

    // MARK: - Object lifecycle

    init(worker: EditorWorker = EditorWorker()) {
        self.worker = worker
    }

    // MARK: - EditorBusinessLogic

    func load(request: Editor.Load.Request) {
        let response = worker.load(request: request)
        presenter?.presentLoad(response: response)
    }
}
